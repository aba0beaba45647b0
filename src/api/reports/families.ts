import type { ReportFamilyOperations } from './define';
import type { FamilyId } from './family-ids';
import { alertSummary } from './families/alert-summary';
import { auditSummary } from './families/audit-summary';
import { browserLogs } from './families/browser-logs';
import { cookieInventory } from './families/cookie-inventory';
import { cookiePrivacy } from './families/cookie-privacy';
import { fileChanges } from './families/file-changes';
import { pageSummary } from './families/page-summary';
import { requestPrivacy } from './families/request-privacy';
import { ruleSummary } from './families/rule-summary';
import { tagDuplicatesAndMultiples } from './families/tag-duplicates-and-multiples';
import { tagHealth } from './families/tag-health';
import { tagInventory } from './families/tag-inventory';
import { tagPrivacy } from './families/tag-privacy';
import { variableInventory } from './families/variable-inventory';

/** What the wire needs of every family: its operations, keyed by family id. */
export const reportFamilies = {
  'alert-summary': alertSummary,
  'audit-summary': auditSummary,
  'browser-logs': browserLogs,
  'cookie-inventory': cookieInventory,
  'cookie-privacy': cookiePrivacy,
  'file-changes': fileChanges,
  'page-summary': pageSummary,
  'request-privacy': requestPrivacy,
  'rule-summary': ruleSummary,
  'tag-duplicates-and-multiples': tagDuplicatesAndMultiples,
  'tag-health': tagHealth,
  'tag-inventory': tagInventory,
  'tag-privacy': tagPrivacy,
  'variable-inventory': variableInventory,
} satisfies Record<FamilyId, ReportFamilyOperations>;

export type ReportFamilies = typeof reportFamilies;

export { familyIds, type FamilyId } from './family-ids';
