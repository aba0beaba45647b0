import { hash32 } from './run-data/random';
import { recordScanHost } from './run-data/scanned-host';
import type { Db, LiveRun, RunRow, RunTimeline } from './types';

/** Default durations of a started run: queued for 1 s, then running for 4 s. */
export const DEFAULT_RUN_TIMELINE: RunTimeline = { queuedMs: 1000, runningMs: 4000 };

/** Where a started run stands at a moment. */
export interface LifecycleState {
  stage: 'queued' | 'running' | 'completed';
  /** When it left the queue (ms since epoch), once it has. */
  startedAt?: number;
  /** When it completed (ms since epoch), once it has. */
  completedAt?: number;
  /** Pages scanned so far. */
  pagesScanned: number;
}

/**
 * The state of a started run at `now`: a pure function of when it was requested, the clock and the
 * timeline, so that the browser worker, msw/node and the stub server agree without timers. A run
 * stopped early ("finish") completes at its stop time with the pages scanned by then.
 */
export function runLifecycle(
  run: Pick<LiveRun, 'requestedAt' | 'pages' | 'stoppedAt'>,
  now: number,
  timeline: RunTimeline = DEFAULT_RUN_TIMELINE,
): LifecycleState {
  const startedAt = run.requestedAt + timeline.queuedMs;
  const endsAt = startedAt + timeline.runningMs;
  const scannedAt = (at: number) => {
    if (timeline.runningMs <= 0 || at >= endsAt) return run.pages;
    const share = Math.max(0, at - startedAt) / timeline.runningMs;
    return Math.min(run.pages, Math.max(1, Math.ceil(run.pages * share)));
  };
  if (run.stoppedAt !== undefined && run.stoppedAt <= now && run.stoppedAt < endsAt) {
    const completedAt = Math.max(run.stoppedAt, startedAt);
    return { stage: 'completed', startedAt, completedAt, pagesScanned: scannedAt(completedAt) };
  }
  if (now < startedAt) return { stage: 'queued', pagesScanned: 0 };
  if (now < endsAt) return { stage: 'running', startedAt, pagesScanned: scannedAt(now) };
  return { stage: 'completed', startedAt, completedAt: endsAt, pagesScanned: run.pages };
}

/** The timeline the database's options ask for. */
export function timelineOf(db: Db): RunTimeline {
  return db.options.runTimeline ?? DEFAULT_RUN_TIMELINE;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The run row a started run shows at its current state (undefined while queued). */
function runRowOf(db: Db, live: LiveRun, state: LifecycleState): RunRow | undefined {
  if (state.stage === 'queued' || state.startedAt === undefined) return undefined;
  const audit = db.audits.get(live.auditId);
  const completed = state.completedAt !== undefined ? iso(state.completedAt) : undefined;
  const done = state.stage === 'completed';
  return {
    id: live.runId,
    webAuditId: live.auditId,
    userId: live.userId,
    started: iso(state.startedAt),
    completed,
    completedAt: completed,
    score: done && state.pagesScanned > 0 ? live.score : 0,
    totalUrl: state.pagesScanned,
    taggedUrl: Math.round(state.pagesScanned * 0.9),
    limit: audit?.limit ?? live.pages,
    adobeAuditor: false,
    silentMode: false,
    isRuleFailurePresent: done && hash32(`rules:${live.runId}`) % 3 === 0,
    ...(done && live.stoppedAt !== undefined ? { stoppedEarlyByUserId: live.stoppedBy ?? live.userId } : {}),
    supportedFeatures: [{ value: 'WEB_VITALS' }, { value: 'CONSENT_CATEGORIES' }],
  };
}

/**
 * Bring the stored runs and audits up to date with the clock: a queued run marks its audit
 * `queued`; a running one appears first in the audit's runs with `totalUrl` growing and sets
 * `webAuditRunning`; a completed one gets its completion time and score, clears the audit's flags
 * and is no longer tracked. Call it before reading runs.
 */
export function settleRuns(db: Db, now = Date.now()): void {
  for (const live of [...db.liveRuns.values()]) {
    const audit = db.audits.get(live.auditId);
    if (!audit) {
      db.liveRuns.delete(live.runId);
      continue;
    }
    const state = runLifecycle(live, now, timelineOf(db));
    const row = runRowOf(db, live, state);
    const runs = db.runs.get(live.auditId) ?? [];
    db.runs.set(live.auditId, runs);
    const index = runs.findIndex((run) => run.id === live.runId);
    if (row && index >= 0) runs[index] = row;
    else if (row) runs.unshift(row);
    db.audits.update(live.auditId, {
      queued: state.stage === 'queued',
      webAuditRunning: state.stage === 'running' ? live.runId : undefined,
    });
    if (state.stage === 'completed') db.liveRuns.delete(live.runId);
  }
}

/** The audit's run in progress: a started run (queued or running), or a seeded run with no completion. */
export function activeRun(
  db: Db,
  auditId: number,
): { live: LiveRun; stage: 'queued' | 'running' } | { live?: undefined; run: RunRow } | undefined {
  const live = [...db.liveRuns.values()].find((run) => run.auditId === auditId);
  if (live) {
    const { stage } = runLifecycle(live, Date.now(), timelineOf(db));
    if (stage !== 'completed') return { live, stage };
  }
  const latest = db.runs.get(auditId)?.[0];
  return latest && !latest.completed ? { run: latest } : undefined;
}

/** Pages and score of a new run: close to the audit's last completed run, within its limit. */
function plan(db: Db, auditId: number, runId: number, maxPages?: number) {
  const audit = db.audits.get(auditId);
  const previous = db.runs.get(auditId)?.find((run) => run.completed && run.totalUrl > 0);
  const wobble = (hash32(`run:${runId}`) % 11) - 5;
  const base = previous?.totalUrl ?? 40 + (hash32(`audit:${auditId}`) % 120);
  const limit = Math.min(audit?.limit ?? base, maxPages ?? Number.POSITIVE_INFINITY);
  const pages = Math.max(1, Math.min(limit, base + wobble));
  const score = Math.max(20, Math.min(100, (previous?.score ?? 75) + ((hash32(`score:${runId}`) % 7) - 3)));
  return { pages, score };
}

/** Queue a new run of an audit at `now`; undefined when a run is already queued or running. */
export function startRun(
  db: Db,
  input: { auditId: number; userId: number; now?: number; maxPages?: number },
): LiveRun | undefined {
  const now = input.now ?? Date.now();
  settleRuns(db, now);
  if (activeRun(db, input.auditId)) return undefined;
  const runId = db.nextRunId++;
  const live: LiveRun = {
    runId,
    auditId: input.auditId,
    userId: input.userId,
    requestedAt: now,
    ...plan(db, input.auditId, runId, input.maxPages),
  };
  db.liveRuns.set(runId, live);
  // What the run scans is what its audit says now: a later edit of the audit leaves it as it was.
  recordScanHost(db, input.auditId, runId);
  settleRuns(db, now);
  return live;
}

/**
 * Stop the audit's running run now: it completes with the pages scanned so far. Answers what
 * happened: `finished`, `queued` (nothing scanned yet, so nothing to finish) or `idle`.
 */
export function finishRun(
  db: Db,
  auditId: number,
  now = Date.now(),
  userId?: number,
): 'finished' | 'queued' | 'idle' {
  settleRuns(db, now);
  const active = activeRun(db, auditId);
  if (!active) return 'idle';
  if (active.live) {
    if (active.stage === 'queued') return 'queued';
    active.live.stoppedAt = now;
    if (userId !== undefined) active.live.stoppedBy = userId;
    settleRuns(db, now);
    return 'finished';
  }
  const previous = db.runs.get(auditId)?.find((run) => run.completed && run.totalUrl > 0);
  const completed = iso(now);
  const score = active.run.totalUrl > 0 ? (previous?.score ?? 75) : 0;
  Object.assign(active.run, {
    completed,
    completedAt: completed,
    score,
    stoppedEarlyByUserId: userId ?? active.run.userId,
  });
  db.audits.update(auditId, { webAuditRunning: undefined, queued: false });
  return 'finished';
}

/** Stop (if it runs) and discard one run of an audit: it disappears. False for an unknown run. */
export function discardRun(db: Db, auditId: number, runId: number, now = Date.now()): boolean {
  settleRuns(db, now);
  const live = db.liveRuns.get(runId);
  const runs = db.runs.get(auditId) ?? [];
  const index = runs.findIndex((run) => run.id === runId);
  if (!(live && live.auditId === auditId) && index < 0) return false;
  if (live) db.liveRuns.delete(runId);
  if (index >= 0) runs.splice(index, 1);
  const audit = db.audits.get(auditId);
  if (audit && (audit.webAuditRunning === runId || live)) {
    db.audits.update(auditId, { webAuditRunning: undefined, queued: false });
  }
  db.auditConfig.consentSnapshots.delete(runId);
  db.auditConfig.reprocessedAt.delete(runId);
  db.auditConfig.scannedHosts.delete(runId);
  return true;
}
