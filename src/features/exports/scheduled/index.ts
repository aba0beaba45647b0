export { ScheduledExportEditorPage } from './routes/ScheduledExportEditorPage';
export { ScheduledExportListPage } from './routes/ScheduledExportListPage';
