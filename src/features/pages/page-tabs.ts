import type { PageRef } from '@/api/pages/queries';

/** The tabs of page details, in order; the value is the URL segment after the page id. */
export const pageTabs = [
  { value: 'info', label: 'Overview' },
  { value: 'links', label: 'Links' },
  { value: 'tags', label: 'Tags' },
  { value: 'cookies', label: 'Cookies' },
  { value: 'request-log', label: 'Request log' },
  { value: 'initiators', label: 'Initiators' },
  { value: 'console', label: 'Console' },
  { value: 'file-mapping', label: 'File mapping' },
  { value: 'trends', label: 'Trends' },
] as const;

/** One tab of page details. */
export type PageTab = (typeof pageTabs)[number]['value'];

/** Whether a URL segment names a tab. */
export const isPageTab = (value: string): value is PageTab => pageTabs.some((tab) => tab.value === value);

/** The URL of a run's screen. */
export const runHref = (ref: Pick<PageRef, 'auditId' | 'runId'>) =>
  `/audits/${ref.auditId}/runs/${ref.runId}`;

/** The URL of a page's details on a tab (the overview has no segment), with an optional query string. */
export function pageDetailsHref(ref: PageRef, tab: PageTab = 'info', query?: Record<string, string>): string {
  const base = `${runHref(ref)}/pages/${encodeURIComponent(ref.pageId)}${tab === 'info' ? '' : `/${tab}`}`;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${base}?${search}` : base;
}
