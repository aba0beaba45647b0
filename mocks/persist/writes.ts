/**
 * Requests sent with POST that only read (the service's report, grid and lookup queries): not
 * changes. Saved grid reports, favorites and exports under /reports are changes.
 */
const POST_READS: readonly RegExp[] = [
  /\/reports\/(?!grid\/saved(\/|$)|.*\/exports$|.*\/favorites$)/,
  /\/cookies\/origin$/,
  /\/console-log-summary$/,
];

/** Whether a request changes the demo data (the browser mock then saves it at once). */
export function isChange(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (pathname.startsWith('/__mock/')) return false;
  return method !== 'POST' || !POST_READS.some((read) => read.test(pathname));
}
