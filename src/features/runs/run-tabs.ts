import type { RunStatus } from '@/api/audits/run-status';

/** The tabs of a run, in order; `overview` is the run's own URL (no tab segment). */
export const runTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'pages', label: 'Pages' },
  { value: 'cookies', label: 'Cookies' },
  { value: 'request-domains', label: 'Request domains' },
  { value: 'geo-locations', label: 'Geo-locations' },
  { value: 'javascript-variables', label: 'JavaScript variables' },
  { value: 'failures', label: 'Failures' },
  { value: 'consent-categories', label: 'Consent categories' },
] as const;

/** A tab's value, as it appears in the URL. */
export type RunTab = (typeof runTabs)[number]['value'];

/** Whether a URL segment names one of the run's tabs. */
export function isRunTab(value: string): value is RunTab {
  return runTabs.some((tab) => tab.value === value);
}

/** The URL of a run, or of one of its tabs. */
export function runPath(auditId: number, runId: number, tab: RunTab = 'overview'): string {
  const base = `/audits/${auditId}/runs/${runId}`;
  return tab === 'overview' ? base : `${base}/${tab}`;
}

/** What every tab of a run receives. */
export interface RunTabProps {
  auditId: number;
  runId: number;
  /** The run's state, to say why a list is empty. */
  status?: RunStatus;
}
