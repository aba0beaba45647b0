import { runStatus } from '@/api/audits/run-status';
import type { AuditRun } from '@/api/audits/schemas';
import { newestStartFirst } from '@/api/audits/run-history';

/** The most recently started run of a history that has completed, if any. */
export function latestCompletedRun(runs: readonly AuditRun[]): AuditRun | undefined {
  return [...runs].sort(newestStartFirst).find((run) => runStatus(run) === 'completed');
}
