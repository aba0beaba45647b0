import type { AuditRun } from '@/api/audits/schemas';
import { runStatus, type RunStatus } from '@/api/audits/run-status';
import { formatDate, formatDateTime } from '@/lib/format';
import { newestStartFirst } from '@/api/audits/run-history';

/** A run of the history table with its derived state. */
export interface RunRow {
  run: AuditRun;
  status: RunStatus;
}

/** Runs with their status, newest first. */
export function toRunRows(runs: AuditRun[]): RunRow[] {
  return [...runs].sort(newestStartFirst).map((run) => ({ run, status: runStatus(run) ?? 'running' }));
}

/** Completed runs oldest → newest as score-trend points. */
export function scoreTrend(rows: RunRow[]) {
  return rows
    .filter((row) => row.status === 'completed')
    .reverse()
    .map((row) => ({
      label: formatDate(row.run.completed ?? row.run.started),
      score: row.run.score,
      pages: row.run.totalUrl,
    }));
}

/** Latest completed score, the run it comes from, and its change against the completed run before it. */
export function latestScore(
  rows: RunRow[],
): { score: number; delta: number | undefined; run: AuditRun } | undefined {
  const completed = rows.filter((row) => row.status === 'completed');
  if (!completed[0]) return undefined;
  return {
    score: completed[0].run.score,
    delta: completed[1] ? completed[0].run.score - completed[1].run.score : undefined,
    run: completed[0].run,
  };
}

/** The latest run when it failed (finished with no page scanned): the overview flags it. */
export function failedLatestRun(rows: RunRow[]): AuditRun | undefined {
  return rows[0]?.status === 'failed' || rows[0]?.run.stoppedEarlyByUserId !== undefined
    ? rows[0]?.run
    : undefined;
}

/** "run 50248 · 27 Nov 2026, 10:29": which run a figure comes from. */
export function runLabel(run: AuditRun): string {
  return `run ${run.id} · ${formatDateTime(run.completed ?? run.started)}`;
}
