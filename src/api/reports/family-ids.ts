/** The 14 report families of a run, in the order the report navigation lists them (no schemas: cheap to import). */
export const familyIds = [
  'alert-summary',
  'audit-summary',
  'browser-logs',
  'cookie-inventory',
  'cookie-privacy',
  'file-changes',
  'page-summary',
  'request-privacy',
  'rule-summary',
  'tag-duplicates-and-multiples',
  'tag-health',
  'tag-inventory',
  'tag-privacy',
  'variable-inventory',
] as const;
export type FamilyId = (typeof familyIds)[number];
