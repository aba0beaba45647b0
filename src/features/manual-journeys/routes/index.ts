export { ManualJourneyListPage } from './ManualJourneyListPage';
