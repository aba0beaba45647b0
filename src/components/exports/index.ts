export { ExportDialog, ExportStatus, type ExportDialogProps } from './ExportDialog';
export { DownloadExportButton } from './DownloadExportButton';
export { ExportProgress } from './ExportProgress';
