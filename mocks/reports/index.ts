import type { ReportFamilies } from '@/api/reports/families';
import type { MockFamily } from './context';
import { alertSummaryMock } from './families/alert-summary';
import { auditSummaryMock } from './families/audit-summary';
import { browserLogsMock } from './families/browser-logs';
import { cookieInventoryMock } from './families/cookie-inventory';
import { cookiePrivacyMock } from './families/cookie-privacy';
import { fileChangesMock } from './families/file-changes';
import { pageSummaryMock } from './families/page-summary';
import { requestPrivacyMock } from './families/request-privacy';
import { ruleSummaryMock } from './families/rule-summary';
import { tagDuplicatesAndMultiplesMock } from './families/tag-duplicates-and-multiples';
import { tagHealthMock } from './families/tag-health';
import { tagInventoryMock } from './families/tag-inventory';
import { tagPrivacyMock } from './families/tag-privacy';
import { variableInventoryMock } from './families/variable-inventory';

/** The mock's half of every report family, keyed like the wire half. */
export const reportMocks: { [F in keyof ReportFamilies]: MockFamily<ReportFamilies[F]> } = {
  'alert-summary': alertSummaryMock,
  'audit-summary': auditSummaryMock,
  'browser-logs': browserLogsMock,
  'cookie-inventory': cookieInventoryMock,
  'cookie-privacy': cookiePrivacyMock,
  'file-changes': fileChangesMock,
  'page-summary': pageSummaryMock,
  'request-privacy': requestPrivacyMock,
  'rule-summary': ruleSummaryMock,
  'tag-duplicates-and-multiples': tagDuplicatesAndMultiplesMock,
  'tag-health': tagHealthMock,
  'tag-inventory': tagInventoryMock,
  'tag-privacy': tagPrivacyMock,
  'variable-inventory': variableInventoryMock,
};
