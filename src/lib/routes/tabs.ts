/** The run segment of an address that stands for the audit's latest completed run. */
export const LATEST_RUN = 'latest';

/** A run in an address: its id, or {@link LATEST_RUN}. */
export type RunRef = number | typeof LATEST_RUN;

/** The tabs of a run, in order, as URL segments; `overview` is the run's own URL (no tab segment). */
export const runTabIds = [
  'overview',
  'pages',
  'cookies',
  'request-domains',
  'geo-locations',
  'javascript-variables',
  'failures',
  'consent-categories',
] as const;

/** A tab of a run, as it appears in the URL. */
export type RunTab = (typeof runTabIds)[number];

/** Whether a URL segment names one of the run's tabs. */
export const isRunTab = (value: string): value is RunTab => (runTabIds as readonly string[]).includes(value);

/** The tabs of page details, in order, as URL segments; `info` is the page's own URL (no tab segment). */
export const pageTabIds = [
  'info',
  'links',
  'tags',
  'cookies',
  'request-log',
  'initiators',
  'console',
  'file-mapping',
  'trends',
] as const;

/** A tab of page details, as it appears in the URL. */
export type PageTab = (typeof pageTabIds)[number];

/** Whether a URL segment names one of the page's tabs. */
export const isPageTab = (value: string): value is PageTab =>
  (pageTabIds as readonly string[]).includes(value);
