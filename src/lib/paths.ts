/** Addresses of screens that one area links to from another (pure string builders, no routing). */

/** The URL of a run's report family, optionally one of its views. */
export function reportPath(auditId: number, runId: number, family: string, view?: string): string {
  return `/audits/${auditId}/runs/${runId}/reports/${family}${view ? `/${view}` : ''}`;
}

/** The URL of one page of a run (its details screen). */
export function runPagePath(auditId: number, runId: number, pageId: string): string {
  return `/audits/${auditId}/runs/${runId}/pages/${encodeURIComponent(pageId)}`;
}

/** The URL comparing two runs of an audit; either run may be left for the user to pick. */
export function comparePath(
  auditId: number,
  base?: number | undefined,
  head?: number | undefined,
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  if (base !== undefined) search.set('base', String(base));
  if (head !== undefined) search.set('head', String(head));
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  const text = search.toString();
  return `/audits/${auditId}/compare${text ? `?${text}` : ''}`;
}

/** The dashboard address of a rule snapshot's original rule view (`kind`: a rule snapshot kind). */
export const snapshotHref = (kind: string, snapshotId: number | string) =>
  `/settings/rules/snapshots/${kind}/${encodeURIComponent(String(snapshotId))}`;
