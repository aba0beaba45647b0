import type { RunStatus } from '@/api/audits/run-status';
import { runTabIds, type RunTab } from '@/lib/routes';

export { isRunTab, type RunTab } from '@/lib/routes';

const labels: Record<RunTab, string> = {
  overview: 'Overview',
  pages: 'Pages',
  cookies: 'Cookies',
  'request-domains': 'Request domains',
  'geo-locations': 'Geo-locations',
  'javascript-variables': 'JavaScript variables',
  failures: 'Failures',
  'consent-categories': 'Consent categories',
};

/** The tabs of a run, in order (their URL segments: `runTabIds` of the route module). */
export const runTabs = runTabIds.map((value) => ({ value, label: labels[value] }));

/** What every tab of a run receives. */
export interface RunTabProps {
  auditId: number;
  runId: number;
  /** The run's state, to say why a list is empty. */
  status?: RunStatus;
}
