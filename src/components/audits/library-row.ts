import type { Audit } from '@/api/audits/schemas';
import { runStatus, type RunStatus } from '@/api/audits/run-status';

/** Where an audit's latest run stands, as the library filters it. */
export const latestRunStates = ['failed', 'stopped', 'running', 'never', 'completed'] as const;
/** One latest-run state. */
export type LatestRunState = (typeof latestRunStates)[number];

/** One audit in the library with what its row shows. */
export interface LibraryRow {
  audit: Audit;
  status: RunStatus | undefined;
  /** The latest run's state for the filter: a run stopped early is `stopped`, a queued one `running`. */
  state: LatestRunState;
  score: number | undefined;
  /** Points the latest completed run scored above (+) or below (−) the completed run before it. */
  change: number | undefined;
  lastRunAt: string | undefined;
  pages: number | undefined;
}

/** The row values for an audit: state of its latest run, score, change and pages of its latest completed ones. */
export function toLibraryRow(audit: Audit): LibraryRow {
  const latest = audit.runs[0];
  const status = runStatus(latest, audit.queued);
  const [completed, previous] = audit.runs.filter((run) => runStatus(run) === 'completed');
  const stopped = latest?.completed !== undefined && latest.stoppedEarlyByUserId !== undefined;
  const state: LatestRunState =
    status === undefined ? 'never' : stopped ? 'stopped' : status === 'queued' ? 'running' : status;
  return {
    audit,
    status,
    state,
    score: completed?.score,
    change:
      completed?.score !== undefined && previous?.score !== undefined
        ? completed.score - previous.score
        : undefined,
    lastRunAt: latest?.completed ?? latest?.started,
    pages: completed?.totalUrl ?? latest?.totalUrl,
  };
}
