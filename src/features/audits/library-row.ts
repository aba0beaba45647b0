import type { AuditLatestRun } from '@/api/audits/library-runs';
import type { GridRun } from '@/api/audits/latest-runs-grid';
import type { RunStatus } from '@/api/audits/run-status';
import type { LibraryAudit } from './library';

/** Where an audit's latest run stands, as the library filters it. */
export const latestRunStates = ['failed', 'stopped', 'running', 'never', 'completed'] as const;
/** One latest-run state. */
export type LatestRunState = (typeof latestRunStates)[number];

/** What a library row shows of an audit's runs (read from the runs grid). */
export interface RunFigures {
  status: RunStatus | undefined;
  state: LatestRunState;
  score: number | undefined;
  /** Points the latest completed run scored above (+) or below (−) the completed run before it. */
  change: number | undefined;
  lastRunAt: string | undefined;
  pages: number | undefined;
  frequency: string | undefined;
}

/** One audit in a library table: the audit, the ids read with it, and its run figures once read. */
export interface LibraryRow {
  audit: LibraryAudit;
  /** The audits whose runs are read together with this one's (its table, or its stretch of the list). */
  block: readonly number[];
  figures?: RunFigures | undefined;
}

const statusOf = (run: GridRun): 'running' | 'completed' | 'failed' =>
  !run.completed ? 'running' : (run.pages ?? 0) > 0 ? 'completed' : 'failed';

/**
 * The figures of an audit from its latest run and the one before (none: it never ran): the score is the
 * latest run's (none while it runs or when it failed), as the grid filters and sorts it.
 */
export function runFigures(runs: AuditLatestRun | undefined): RunFigures {
  const latest = runs?.latest;
  if (!latest) {
    const none = undefined;
    return {
      status: none,
      state: 'never',
      score: none,
      change: none,
      lastRunAt: none,
      pages: none,
      frequency: none,
    };
  }
  const status = statusOf(latest);
  const scored = (run: GridRun | undefined) => (run && statusOf(run) === 'completed' ? run.score : undefined);
  const score = scored(latest);
  const before = scored(runs.previous);
  return {
    status,
    state: latest.completed && latest.stopped ? 'stopped' : status,
    score,
    change: score !== undefined && before !== undefined ? score - before : undefined,
    lastRunAt: latest.completed ?? latest.started,
    pages: latest.pages,
    frequency: latest.frequency,
  };
}
