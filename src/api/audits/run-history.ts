import { runStatus } from './run-status';
import { compareTimes } from '@/lib/compare';

/** What the run helpers need of a run of the audit's history. */
interface HistoryRun {
  id: number;
  started: string;
  completed?: string | undefined;
  totalUrl: number;
}

/** Runs newest first by their start (a sort comparator). */
export const newestStartFirst = (
  a: { started?: string | null | undefined },
  b: { started?: string | null | undefined },
): number => compareTimes(b.started, a.started);

/** Completed runs of a history, newest first. */
function completedNewestFirst<R extends HistoryRun>(history: readonly R[]): R[] {
  return history.filter((run) => runStatus(run) === 'completed').sort(newestStartFirst);
}

/** The completed run that started before `runId` (the one to compare it with), if any. */
export function previousCompletedRun<R extends HistoryRun>(
  history: readonly R[],
  runId: number,
): R | undefined {
  const current = history.find((run) => run.id === runId);
  if (!current) return undefined;
  return completedNewestFirst(history).find(
    (run) => run.id !== runId && compareTimes(run.started, current.started) < 0,
  );
}

/** The audit's two latest completed runs as base (older) and head (newer), when it has two. */
export function latestComparison(history: readonly HistoryRun[]): { base: number; head: number } | undefined {
  const [head, base] = completedNewestFirst(history);
  return head && base ? { base: base.id, head: head.id } : undefined;
}
