import type { JourneyRunStatus } from '@/api/web-journeys/run-schemas';
import { hash32, prng } from '../db/run-data/random';
import { timelineOf } from '../db/run-lifecycle';
import type { Db, WebJourneyRow } from '../db/types';
import { cookieChanges } from './cookies';
import { simulateRun, type SimStep } from './simulate';
import type { CookieChangeRow, JourneyRunRow, RunConfig, WebJourneyStore } from './types';

/** Where a run stands now. */
export interface RunState {
  stage: 'running' | 'completed';
  /** Actions executed so far (all of them, or up to the failed one, once completed). */
  executed: number;
  completedAt?: number;
}

/** The state of a run at `now`: seeded runs are settled; runs started through the API follow the clock. */
export function runState(db: Db, run: JourneyRunRow, now = Date.now()): RunState {
  const finalCount =
    run.outcome === 'ActionFailed' && run.failedSequence !== undefined
      ? Math.min(run.actions.length, run.failedSequence + 1)
      : run.actions.length;
  if (run.executedSoFar !== undefined) return { stage: 'running', executed: run.executedSoFar };
  if (run.live) {
    const { runningMs } = timelineOf(db);
    const elapsed = now - run.startedAt;
    if (elapsed < runningMs) {
      const share = runningMs > 0 ? Math.max(0, elapsed) / runningMs : 1;
      return { stage: 'running', executed: Math.min(finalCount, Math.floor(finalCount * share)) };
    }
  }
  return { stage: 'completed', executed: finalCount, completedAt: run.startedAt + run.durationMs };
}

/** The V2 status of a completed run (WebJourneyRun.status); undefined while it runs. */
export function runStatus(state: RunState, run: JourneyRunRow): JourneyRunStatus | undefined {
  return state.stage === 'completed' ? run.outcome : undefined;
}

/** The host a journey's runs visit: its sub-folder's site. */
export function journeyHost(db: Db, journey: Pick<WebJourneyRow, 'domainId'>): string {
  return db.domains.get(journey.domainId)?.domain ?? 'www.example.com';
}

/** What a run of the journey would run with now: its browser, privacy settings, blocking and headers. */
export function runConfigOf(db: Db, store: WebJourneyStore, journey: WebJourneyRow): RunConfig {
  const blocking = store.blocking.get(journey.id) ?? { tagIds: [], tagCategoryIds: [] };
  return {
    host: journeyHost(db, journey),
    width: journey.browserWidth ?? 1366,
    height: journey.browserHeight ?? 768,
    userAgent: journey.userAgent ?? '',
    location: journey.location ?? 'us-east',
    vpnEnabled: journey.vpnEnabled ?? false,
    gpcEnabled: journey.gpcEnabled ?? false,
    blockThirdPartyCookies: journey.blockThirdPartyCookies ?? false,
    ...(journey.customProxy ? { customProxy: journey.customProxy } : {}),
    blockedTagIds: [...blocking.tagIds],
    blockedCategoryIds: [...blocking.tagCategoryIds],
    customHeaders: (store.customHeaders.get(journey.id) ?? []).length > 0,
  };
}

/** Start a run of a journey now with its current script and configuration (mostly passes). */
export function startRun(db: Db, store: WebJourneyStore, journey: WebJourneyRow): JourneyRunRow {
  const actions = (store.actions.get(journey.id) ?? []).map((action) => ({ ...action }));
  const id = store.nextRunId++;
  const random = prng(hash32(`web-journey-live-run:${id}`));
  const fails = random.chance(0.15) && actions.length > 1;
  const run: JourneyRunRow = {
    id,
    journeyId: journey.id,
    startedAt: Date.now(),
    durationMs: timelineOf(db).runningMs,
    outcome: fails ? 'ActionFailed' : 'Ok',
    ...(fails ? { failedSequence: random.int(1, actions.length - 1) } : {}),
    live: true,
    actions,
    config: runConfigOf(db, store, journey),
  };
  store.runs.set(journey.id, [run, ...(store.runs.get(journey.id) ?? [])]);
  return run;
}

/** A simulated run: its steps so far and the cookie changes they made. */
export interface RunDetail {
  state: RunState;
  steps: SimStep[];
  changes: CookieChangeRow[];
  host: string;
}

const details = new WeakMap<JourneyRunRow, Map<number, RunDetail>>();

/** The detail of a run as far as it has got: steps, requests, cookies (computed once per progress). */
export function runDetail(db: Db, store: WebJourneyStore, run: JourneyRunRow): RunDetail {
  const state = runState(db, run);
  let byProgress = details.get(run);
  if (!byProgress) details.set(run, (byProgress = new Map()));
  const known = byProgress.get(state.executed);
  if (known) return { ...known, state };
  const host = run.config.host;
  const steps = simulateRun(run, state.executed, host, store.destinations, db.options.hostile);
  const detail = { state, steps, changes: cookieChanges(steps), host };
  byProgress.set(state.executed, detail);
  return detail;
}
