import type { Audit, AuditRun } from '@/api/audits/schemas';
import { newestStartFirst } from '@/api/audits/run-history';

/** How often the overview refreshes while a run is queued or running (ms). */
export const ACTIVE_RUN_POLL_MS = 1500;

/** True while the audit has a run queued or running. */
export function isAuditActive(audit: Audit | undefined): boolean {
  return Boolean(audit && (audit.queued || audit.webAuditRunning !== undefined));
}

/** The newest run of a history, by start time. */
export function newestRun(runs: AuditRun[] | undefined): AuditRun | undefined {
  return [...(runs ?? [])].sort(newestStartFirst)[0];
}

/** The run in progress: queued (no run row yet) or running (the newest run, not completed). */
export function activeRun(
  audit: Audit | undefined,
  runs: AuditRun[] | undefined,
): { status: 'queued' } | { status: 'running'; run: AuditRun | undefined } | undefined {
  if (audit?.queued) return { status: 'queued' };
  const newest = newestRun(runs);
  if (newest && !newest.completed) return { status: 'running', run: newest };
  if (audit?.webAuditRunning !== undefined) {
    return { status: 'running', run: runs?.find((run) => run.id === audit.webAuditRunning) };
  }
  return undefined;
}

/** `refetchInterval` of the audit query: poll while a run is in progress. */
export function pollAudit(query: { state: { data: Audit | undefined } }): number | false {
  return isAuditActive(query.state.data) ? ACTIVE_RUN_POLL_MS : false;
}

/** `refetchInterval` of the run history: poll while the audit or its newest run says a run is in progress. */
export function pollRuns(auditActive: boolean) {
  return (query: { state: { data: AuditRun[] | undefined } }): number | false => {
    const newest = newestRun(query.state.data);
    return auditActive || (newest !== undefined && !newest.completed) ? ACTIVE_RUN_POLL_MS : false;
  };
}
