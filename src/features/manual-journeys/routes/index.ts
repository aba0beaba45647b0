export { ManualJourneyListPage } from './ManualJourneyListPage';
export { ManualJourneyPage } from './ManualJourneyPage';
export { ManualJourneyRunPage } from './ManualJourneyRunPage';
