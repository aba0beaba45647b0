import type { FamilyId } from '@/api/reports/family-ids';

/** The name of every report family, as the navigation and the run overview show it. */
export const familyLabels = {
  'alert-summary': 'Alert summary',
  'audit-summary': 'Audit summary',
  'browser-logs': 'Browser logs',
  'cookie-inventory': 'Cookie inventory',
  'cookie-privacy': 'Cookie privacy',
  'file-changes': 'File changes',
  'page-summary': 'Page summary',
  'request-privacy': 'Request privacy',
  'rule-summary': 'Rule summary',
  'tag-duplicates-and-multiples': 'Tag duplicates and multiples',
  'tag-health': 'Tag health',
  'tag-inventory': 'Tag inventory',
  'tag-privacy': 'Tag privacy',
  'variable-inventory': 'Variable inventory',
} satisfies Record<FamilyId, string>;
