export { SaveReportDialog, type SaveReportDialogProps } from './SaveReportDialog';
export { FavoriteButton } from './FavoriteButton';
export { DeleteReportButton } from './DeleteReportButton';
export type { SaveReportMode } from './save-report-form';
