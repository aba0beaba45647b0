import { hash32, prng } from '../db/run-data/random';
import type { Db, WebJourneyRow } from '../db/types';

const HOUR = 3_600_000;
/** Hours between runs of a journey by frequency (at least 6 h apart in the generated history). */
const everyHours: Record<string, number> = {
  '15 minutes': 6,
  '1 hour': 6,
  '6 hours': 6,
  '12 hours': 12,
  daily: 24,
  weekly: 168,
  biweekly: 336,
  monthly: 720,
  paused: 24,
  once: 0,
};
const HISTORY = 20;
const statusWeights: Array<[PlannedStatus, number]> = [
  ['Passed', 0.72],
  ['Rule failures', 0.16],
  ['Action failed', 0.12],
];

/** How a seeded run ends (or that it is still going). */
export type PlannedStatus = 'Passed' | 'Rule failures' | 'Action failed' | 'In progress';

/** One run of a journey's seeded history, before it is stored with its script. */
export interface PlannedRun {
  runId: number;
  startedAt: number;
  /** Null while the run is in progress. */
  durationMs: number | null;
  status: PlannedStatus;
  actionsConfigured: number;
  actionsExecuted: number;
  /** The step (from 1) that failed, for an "Action failed" run. */
  failedStep: number | null;
}

/** A journey's seeded run history: up to 20 runs, newest first, spaced by its frequency (deterministic). */
export function plannedRuns(db: Db, journey: WebJourneyRow): PlannedRun[] {
  const stable = prng(hash32(`journey:${journey.id}`));
  const actionsConfigured = stable.int(4, 12);
  const created = Date.parse(journey.createdAt ?? new Date(db.options.now).toISOString());
  const gap = (everyHours[journey.frequency ?? 'daily'] ?? 24) * HOUR;
  const count = gap === 0 ? 1 : HISTORY;
  const latest = journey.frequency === 'paused' ? db.options.now - 14 * 24 * HOUR : db.options.now;
  const runs: PlannedRun[] = [];
  for (let k = 0; k < count; k++) {
    const random = prng(hash32(`journey-run:${journey.id}:${k}`));
    const startedAt = (gap === 0 ? created + 24 * HOUR : latest - k * gap) - random.int(5, 90) * 60_000;
    if (startedAt < created) break;
    const running = k === 0 && journey.frequency !== 'paused' && random.chance(0.1);
    let roll = random.next();
    const status: PlannedStatus = running
      ? 'In progress'
      : (statusWeights.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'Passed');
    const failedStep = status === 'Action failed' ? random.int(1, actionsConfigured) : null;
    runs.push({
      runId: 900_000 + journey.id * 100 + k,
      startedAt,
      durationMs: running ? null : random.int(35, 420) * 1000,
      status,
      actionsConfigured,
      actionsExecuted: running ? random.int(0, actionsConfigured - 1) : (failedStep ?? actionsConfigured),
      failedStep,
    });
  }
  return runs;
}
