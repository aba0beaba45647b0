export { ExportDialog, ExportStatus, ScheduleReportButton, type ExportDialogProps } from './ExportDialog';
export { DownloadExportButton } from './DownloadExportButton';
export { ExportProgress } from './ExportProgress';
