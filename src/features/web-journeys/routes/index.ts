export { WebJourneyListPage } from './WebJourneyListPage';
export { WebJourneyPage } from './WebJourneyPage';
export { WebJourneyRunPage } from './WebJourneyRunPage';
