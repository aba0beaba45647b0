export { ExportListPage } from './ExportListPage';
