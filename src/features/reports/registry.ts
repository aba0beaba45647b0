import type { FamilyId } from '@/api/reports/families';
import { alertSummaryScreen } from './families/alert-summary';
import { auditSummaryScreen } from './families/audit-summary';
import { browserLogsScreen } from './families/browser-logs';
import { cookieInventoryScreen } from './families/cookie-inventory';
import { cookiePrivacyScreen } from './families/cookie-privacy';
import { fileChangesScreen } from './families/file-changes';
import { pageSummaryScreen } from './families/page-summary';
import { requestPrivacyScreen } from './families/request-privacy';
import { ruleSummaryScreen } from './families/rule-summary';
import { tagDuplicatesAndMultiplesScreen } from './families/tag-duplicates-and-multiples';
import { tagHealthScreen } from './families/tag-health';
import { tagInventoryScreen } from './families/tag-inventory';
import { tagPrivacyScreen } from './families/tag-privacy';
import { variableInventoryScreen } from './families/variable-inventory';
import type { FamilyScreen } from './types';

/** What the report screens show for every family, keyed like the wire registry. */
export const familyScreens = {
  'alert-summary': alertSummaryScreen,
  'audit-summary': auditSummaryScreen,
  'browser-logs': browserLogsScreen,
  'cookie-inventory': cookieInventoryScreen,
  'cookie-privacy': cookiePrivacyScreen,
  'file-changes': fileChangesScreen,
  'page-summary': pageSummaryScreen,
  'request-privacy': requestPrivacyScreen,
  'rule-summary': ruleSummaryScreen,
  'tag-duplicates-and-multiples': tagDuplicatesAndMultiplesScreen,
  'tag-health': tagHealthScreen,
  'tag-inventory': tagInventoryScreen,
  'tag-privacy': tagPrivacyScreen,
  'variable-inventory': variableInventoryScreen,
} satisfies Record<FamilyId, FamilyScreen>;
