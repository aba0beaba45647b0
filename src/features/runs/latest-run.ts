import { runStatus } from '@/api/audits/run-status';
import type { AuditRun } from '@/api/audits/schemas';

/** The most recently started run of a history that has completed, if any. */
export function latestCompletedRun(runs: readonly AuditRun[]): AuditRun | undefined {
  return [...runs]
    .sort((a, b) => b.started.localeCompare(a.started))
    .find((run) => runStatus(run) === 'completed');
}
