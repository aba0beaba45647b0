import type { ExportStatus } from '@/api/exports/schemas';
import { timelineOf } from '../db/run-lifecycle';
import { hash32 } from '../db/run-data/random';
import type { Db, ExportRow, RunTimeline } from '../db/types';
import { keptBeside } from '../persist/kept-stores';

/** Where a started export stands at a moment, and how much of its file is built (0–100). */
export interface ExportState {
  status: Extract<ExportStatus, 'queued' | 'in_progress' | 'completed' | 'no_data'>;
  progressPercent: number;
}

/**
 * The state of an export requested at `requestedAt`, at `now`: queued for the timeline's queue
 * time, then in progress with the share of the running time elapsed, then completed — or
 * `no_data` when its query matched no row. A pure function of the clock, like a run's lifecycle,
 * so the browser worker, msw/node and the stub server agree without timers.
 */
export function exportLifecycle(
  requestedAt: number,
  now: number,
  timeline: RunTimeline,
  rowCount: number,
): ExportState {
  const startedAt = requestedAt + timeline.queuedMs;
  const endsAt = startedAt + timeline.runningMs;
  if (now >= endsAt) return { status: rowCount > 0 ? 'completed' : 'no_data', progressPercent: 100 };
  if (now < startedAt) return { status: 'queued', progressPercent: 0 };
  const share = (now - startedAt) / timeline.runningMs;
  return { status: 'in_progress', progressPercent: Math.min(99, Math.max(1, Math.floor(share * 100))) };
}

/** A started export the mock tracks until its state settles. */
export interface LiveExport {
  exportId: number;
  requestedAt: number;
  rowCount: number;
}

const liveExports = keptBeside<Map<number, LiveExport>>('live-exports');

/** The database's started exports that have not settled yet (kept beside the database, reset with it). */
export function liveExportsOf(db: Db): Map<number, LiveExport> {
  let live = liveExports.get(db);
  if (!live) {
    live = new Map();
    liveExports.set(db, live);
  }
  return live;
}

/**
 * Bring the stored export rows up to date with the clock: each started export gets its current
 * status, and one that has finished is no longer tracked. Call it before reading exports.
 */
export function settleExports(db: Db, now = Date.now()): void {
  const live = liveExportsOf(db);
  for (const started of [...live.values()]) {
    const row = db.exports.get(started.exportId);
    if (!row) {
      live.delete(started.exportId);
      continue;
    }
    const { status } = exportLifecycle(started.requestedAt, now, timelineOf(db), started.rowCount);
    if (row.exportStatus !== status) db.exports.update(row.id, { exportStatus: status });
    if (status === 'completed' || status === 'no_data') live.delete(started.exportId);
  }
}

/**
 * How much of an export's file is built, 0–100: from the clock for a started export, 0 while
 * queued, 100 once finished, and a stable share for a seeded export that is in progress.
 */
export function exportProgress(db: Db, row: ExportRow, now = Date.now()): number {
  const started = liveExportsOf(db).get(row.id);
  if (started)
    return exportLifecycle(started.requestedAt, now, timelineOf(db), started.rowCount).progressPercent;
  if (row.exportStatus === 'queued') return 0;
  if (row.exportStatus === 'in_progress') return 20 + (hash32(`export:${row.id}`) % 60);
  return 100;
}
