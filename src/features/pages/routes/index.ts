/** The page-details route of a run's page. */
export { PageDetailsPage } from './PageDetailsPage';
