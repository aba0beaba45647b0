export { AuditLibraryPage } from './AuditLibraryPage';
export { AuditOverviewPage } from './AuditOverviewPage';
