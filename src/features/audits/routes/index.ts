export { AuditLibraryPage } from './AuditLibraryPage';
export { AuditOverviewPage } from './AuditOverviewPage';
export { AuditSettingsPage } from './AuditSettingsPage';
export { ArchivedAuditsPage } from './ArchivedAuditsPage';
