/**
 * The report families of a run, by id, with the name the navigation, the run overview and the
 * command palette show; in the order the report navigation lists them. Adding a family starts with
 * one line here: the wire, mock and screen registries are keyed by these ids, so the compiler names
 * each half still missing. No schemas: cheap to import.
 */
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
} as const;

/** The id of a report family (a key of {@link familyLabels}). */
export type FamilyId = keyof typeof familyLabels;

/** Every report family's id, in navigation order. */
export const familyIds = Object.keys(familyLabels) as FamilyId[];

/** Whether `value` (a route param, say) is a report family's id. */
export const isFamilyId = (value: string | undefined): value is FamilyId =>
  value !== undefined && Object.hasOwn(familyLabels, value);
