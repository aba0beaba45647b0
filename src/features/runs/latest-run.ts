import { runStatus } from '@/api/audits/run-status';
import type { AuditRun } from '@/api/audits/schemas';
import { compareTimes } from '@/lib/compare';

/** The most recently started run of a history that has completed, if any. */
export function latestCompletedRun(runs: readonly AuditRun[]): AuditRun | undefined {
  return [...runs]
    .sort((a, b) => compareTimes(b.started, a.started))
    .find((run) => runStatus(run) === 'completed');
}
