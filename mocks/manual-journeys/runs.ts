import type { ManualActionInput, RunControlCommand } from '@/api/manual-journeys/schemas';
import type { Db, ManualJourneyRow } from '../db/types';
import { hash32 } from '../db/run-data/random';
import { MockHttpError, badRequest, notFound } from '../lib/errors';
import { ACTION_NAVIGATE, appendAction, appendRequests, insertRun, removeRun, ruleResults } from './record';
import { journeySeed } from './seed';
import { manualStore } from './store';
import { journeyStack, stepTraffic } from './traffic';
import type { ManualActionRow, ManualRunInput, ManualRunRow } from './types';

export type { ManualRequestInput, ManualRunInput, ManualRunRow } from './types';

/** The journey with this id, or a 404. */
export function journeyOf(db: Db, journeyId: number): ManualJourneyRow {
  return db.manualJourneys.get(journeyId) ?? notFound('Manual journey', journeyId);
}

/** A journey's runs, newest first. */
export function journeyRuns(db: Db, journeyId: number): ManualRunRow[] {
  return manualStore(db)
    .runs.where((run) => run.journeyId === journeyId)
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id - a.id);
}

/** A run of a journey, or a 404 (also when the run belongs to another journey). */
export function runOf(db: Db, journeyId: number, runId: number): ManualRunRow {
  journeyOf(db, journeyId);
  const run = manualStore(db).runs.get(runId);
  if (!run || run.journeyId !== journeyId) notFound('Run', runId);
  return run;
}

/** The run of a journey that is recording now, if any. */
export function liveRunOf(db: Db, journeyId: number): ManualRunRow | undefined {
  return journeyRuns(db, journeyId).find((run) => run.state === 'running' || run.state === 'paused');
}

/**
 * Create a completed run of a journey from the requests of a recording (a HAR upload): requests
 * with the same `step` share one action, in the order their steps first appear; tags are detected
 * from the request URLs by vendor host. Throws a 404 for an unknown journey and a 400 when there
 * are no requests. Answer the run with `manualRunView` from `./views`.
 */
export function addManualJourneyRun(db: Db, journeyId: number, input: ManualRunInput): ManualRunRow {
  const journey = journeyOf(db, journeyId);
  if (input.requests.length === 0) badRequest('A run needs at least one request');
  const store = manualStore(db);
  const now = Date.now();
  const starts = input.requests
    .map((request) => (request.startedAt ? Date.parse(request.startedAt) : Number.NaN))
    .filter(Number.isFinite);
  const first = starts.length ? Math.min(...starts) : now;
  const run = insertRun(store, {
    journeyId,
    name: input.name?.trim() || `Upload ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`,
    osOfDevice: journey.osOfDevice,
    versionOfOs: journey.versionOfOs,
    manageSSL: false,
    requestedAt: new Date(now).toISOString(),
    startedAt: new Date(first).toISOString(),
    state: 'completed',
    source: input.source ?? 'har',
    labelIds: [],
    requestFilters: [],
  });
  const steps = new Map<string, typeof input.requests>();
  for (const request of input.requests) {
    const step = request.step?.trim() || run.name;
    steps.set(step, [...(steps.get(step) ?? []), request]);
  }
  let clock = first;
  for (const [step, requests] of steps) {
    const action = appendAction(store, run.id, { name: step, actionType: ACTION_NAVIGATE });
    clock = appendRequests(store, run.id, action.id, requests, clock);
  }
  return store.runs.update(run.id, {
    completedAt: new Date(Math.max(clock, first)).toISOString(),
    rules: ruleResults(run.id, (store.rules.get(journeyId) ?? []).length),
  })!;
}

/** The proxy a live session's device connects through (stable per run). */
function proxyFor(runId: number) {
  const secret = hash32(`proxy:${runId}`).toString(36) + hash32(`secret:${runId}`).toString(36);
  return {
    interface: `live-${(runId % 8) + 1}.proxy.journeys.example.net`,
    port: 20_000 + (runId % 10_000),
    login: `run-${runId}`,
    password: secret,
  };
}

/** Start a live session: a running run whose device sends its traffic through a proxy. 409 when one is live. */
export function initializeRun(db: Db, journeyId: number): ManualRunRow {
  const journey = journeyOf(db, journeyId);
  if (!journey.osOfDevice.trim() || !journey.versionOfOs.trim())
    badRequest(
      'A live session records a device: give the journey its device operating system and version first',
      {
        valid: false,
        issues: [
          {
            path: ['osOfDevice'],
            message: 'A live session needs the device operating system',
            code: 'custom',
          },
        ],
      },
    );
  const live = liveRunOf(db, journeyId);
  if (live) {
    throw new MockHttpError(
      409,
      `Journey ${journeyId} already has a live session (run ${live.id})`,
      'Stop or discard the live session before starting another',
    );
  }
  const store = manualStore(db);
  const now = new Date().toISOString();
  const run = insertRun(store, {
    journeyId,
    name: `Live session ${now.slice(0, 16).replace('T', ' ')}`,
    osOfDevice: journey.osOfDevice,
    versionOfOs: journey.versionOfOs,
    manageSSL: true,
    requestedAt: now,
    startedAt: now,
    state: 'running',
    source: 'live',
    labelIds: [],
    requestFilters: [],
  });
  return store.runs.update(run.id, { proxy: proxyFor(run.id) })!;
}

const transitions: Record<RunControlCommand, { from: ManualRunRow['state'][]; to: ManualRunRow['state'] }> = {
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  stop: { from: ['running', 'paused'], to: 'completed' },
};

/** Pause, resume or stop a live session; 409 when the run is not in a state the command applies to (a repeated stop is fine). */
export function controlRun(db: Db, run: ManualRunRow, command: RunControlCommand): ManualRunRow {
  const move = transitions[command];
  // Stopping a run that already stopped changes nothing: a repeated stop is not an error.
  if (command === 'stop' && run.state === 'completed') return run;
  if (!move.from.includes(run.state)) {
    throw new MockHttpError(
      409,
      `Run ${run.id} is ${run.state}: it cannot ${command}`,
      `"${command}" applies to a run that is ${move.from.join(' or ')}`,
    );
  }
  const store = manualStore(db);
  if (move.to !== 'completed') return store.runs.update(run.id, { state: move.to })!;
  return store.runs.update(run.id, {
    state: 'completed',
    completedAt: new Date().toISOString(),
    rules: ruleResults(run.id, (store.rules.get(run.journeyId) ?? []).length),
  })!;
}

/**
 * Add a step to a run. While the session is recording (running), the device's traffic for the
 * step is captured at once: the app's own requests and the tags that fire on that screen.
 */
export function addRunAction(db: Db, run: ManualRunRow, input: ManualActionInput): ManualActionRow {
  const store = manualStore(db);
  const first = !store.actions.where((action) => action.runId === run.id).length;
  const action = appendAction(store, run.id, input);
  if (run.state === 'running') {
    const seed = journeySeed(db, run.journeyId);
    const traffic = stepTraffic(seed + action.id, journeyStack(seed), input.name, first);
    appendRequests(store, run.id, action.id, traffic, Date.now());
  }
  return action;
}

/** Delete a step and the requests captured during it; later steps move up. */
export function deleteRunAction(db: Db, run: ManualRunRow, actionId: number): ManualActionRow {
  const store = manualStore(db);
  const action = store.actions.get(actionId);
  if (!action || action.runId !== run.id) notFound('Action', actionId);
  store.actions.remove(actionId);
  for (const later of store.actions.where((a) => a.runId === run.id && a.sequence > action.sequence)) {
    store.actions.update(later.id, { sequence: later.sequence - 1 });
  }
  const requests = store.requests.get(run.id);
  if (requests)
    store.requests.set(
      run.id,
      requests.filter((request) => request.stepId !== actionId),
    );
  return action;
}

/** Delete a run (a live one is discarded). */
export function deleteRun(db: Db, run: ManualRunRow) {
  removeRun(manualStore(db), run.id);
}

/** Delete a journey with its runs (a live one is discarded: its session is cleaned up) and its rules. */
export function deleteJourney(db: Db, journeyId: number): void {
  journeyOf(db, journeyId);
  const store = manualStore(db);
  for (const run of journeyRuns(db, journeyId)) removeRun(store, run.id);
  store.rules.delete(journeyId);
  db.manualJourneys.remove(journeyId);
}
