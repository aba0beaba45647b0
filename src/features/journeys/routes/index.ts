export { WebJourneyListPage } from './WebJourneyListPage';
