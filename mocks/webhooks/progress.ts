import { runLifecycle, timelineOf } from '../db/run-lifecycle';
import type { Db } from '../db/types';
import { runState } from '../web-journeys/runs';
import { journeyStore } from '../web-journeys/store';
import type { WatchedRun } from './store';

/** Where a watched run stands: completed, due to complete at a time (unknown: only by hand), or gone. */
export type RunProgress = { completed: true } | { completed: false; dueAt: number | undefined } | 'gone';

function auditRunProgress(db: Db, { itemId, runId }: WatchedRun, now: number): RunProgress {
  const live = db.liveRuns.get(runId);
  if (live && live.auditId === itemId) {
    const timeline = timelineOf(db);
    if (runLifecycle(live, now, timeline).stage === 'completed') return { completed: true };
    return { completed: false, dueAt: live.requestedAt + timeline.queuedMs + timeline.runningMs };
  }
  // Settled (or seeded): its row tells; a discarded run has none.
  const row = db.runs.get(itemId)?.find((run) => run.id === runId);
  if (!row) return 'gone';
  return row.completed ? { completed: true } : { completed: false, dueAt: undefined };
}

function journeyRunProgress(db: Db, { itemId, runId }: WatchedRun, now: number): RunProgress {
  const run = journeyStore(db)
    .runs.get(itemId)
    ?.find((candidate) => candidate.id === runId);
  if (!run) return 'gone';
  if (runState(db, run, now).stage === 'completed') return { completed: true };
  const dueAt =
    run.live && run.executedSoFar === undefined ? run.startedAt + timelineOf(db).runningMs : undefined;
  return { completed: false, dueAt };
}

/** The progress of a watched run at `now`, from the same clock rules the run endpoints use. */
export function runProgress(db: Db, run: WatchedRun, now: number): RunProgress {
  return run.itemType === 'audit' ? auditRunProgress(db, run, now) : journeyRunProgress(db, run, now);
}

/** The item's current webhook address and name, when it has a webhook. */
export function webhookTarget(db: Db, run: WatchedRun): { url: string; name?: string } | undefined {
  if (run.itemType === 'audit') {
    const audit = db.audits.get(run.itemId);
    const url = audit?.options?.webHookUrl?.trim();
    return url ? { url, name: audit?.name } : undefined;
  }
  const url = journeyStore(db).notifications.get(run.itemId)?.webHookUrl?.trim();
  return url ? { url, name: db.webJourneys.get(run.itemId)?.name } : undefined;
}
