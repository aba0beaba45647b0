export { SavedReportListPage } from './SavedReportListPage';
