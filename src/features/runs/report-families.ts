/** The spec's 14 report families of a run: URL slug and name in words. */
export const reportFamilies = [
  { slug: 'alert-summary', label: 'Alert summary' },
  { slug: 'audit-summary', label: 'Audit summary' },
  { slug: 'browser-logs', label: 'Browser logs' },
  { slug: 'cookie-inventory', label: 'Cookie inventory' },
  { slug: 'cookie-privacy', label: 'Cookie privacy' },
  { slug: 'file-changes', label: 'File changes' },
  { slug: 'page-summary', label: 'Page summary' },
  { slug: 'request-privacy', label: 'Request privacy' },
  { slug: 'rule-summary', label: 'Rule summary' },
  { slug: 'tag-duplicates-and-multiples', label: 'Tag duplicates and multiples' },
  { slug: 'tag-health', label: 'Tag health' },
  { slug: 'tag-inventory', label: 'Tag inventory' },
  { slug: 'tag-privacy', label: 'Tag privacy' },
  { slug: 'variable-inventory', label: 'Variable inventory' },
] as const;

/** The URL of a run's report family. */
export function reportPath(auditId: number, runId: number, slug: string): string {
  return `/audits/${auditId}/runs/${runId}/reports/${slug}`;
}
