import type { ReportFamilyOperations } from './define';
import type { FamilyId, ReportFamilies } from './families';
import { loadOnce } from '@/lib/load-once';

/**
 * Each family's operations as a chunk of its own, loaded by the first report of that family (a report
 * screen needs one family, not the fourteen of `reportFamilies`, which tests and the mock read whole).
 */
const loaders: { [F in FamilyId]: () => Promise<ReportFamilies[F]> } = {
  'alert-summary': () => import('./families/alert-summary').then((m) => m.alertSummary),
  'audit-summary': () => import('./families/audit-summary').then((m) => m.auditSummary),
  'browser-logs': () => import('./families/browser-logs').then((m) => m.browserLogs),
  'cookie-inventory': () => import('./families/cookie-inventory').then((m) => m.cookieInventory),
  'cookie-privacy': () => import('./families/cookie-privacy').then((m) => m.cookiePrivacy),
  'file-changes': () => import('./families/file-changes').then((m) => m.fileChanges),
  'page-summary': () => import('./families/page-summary').then((m) => m.pageSummary),
  'request-privacy': () => import('./families/request-privacy').then((m) => m.requestPrivacy),
  'rule-summary': () => import('./families/rule-summary').then((m) => m.ruleSummary),
  'tag-duplicates-and-multiples': () =>
    import('./families/tag-duplicates-and-multiples').then((m) => m.tagDuplicatesAndMultiples),
  'tag-health': () => import('./families/tag-health').then((m) => m.tagHealth),
  'tag-inventory': () => import('./families/tag-inventory').then((m) => m.tagInventory),
  'tag-privacy': () => import('./families/tag-privacy').then((m) => m.tagPrivacy),
  'variable-inventory': () => import('./families/variable-inventory').then((m) => m.variableInventory),
};

const families = loadOnce((family: FamilyId): Promise<ReportFamilyOperations> => loaders[family]());

/** A family's operations, loaded once (a failed load is tried again on the next call). */
export const loadReportFamily = families.load;

/** A family's operations once `loadReportFamily` has loaded them; undefined before. */
export const loadedReportFamily = families.loaded;

/** A loaded family's operations, for screens shown only once their family has loaded (throws before). */
export function reportFamilyOperations(family: FamilyId): ReportFamilyOperations {
  const operations = families.loaded(family);
  if (!operations) throw new Error(`The ${family} report was shown before its operations loaded`);
  return operations;
}
