import { detectTagIds } from './traffic';
import type {
  ManualActionRow,
  ManualJourneyStore,
  ManualRequestInput,
  ManualRequestRow,
  ManualRunRow,
} from './types';

/** Action types by wire number: 1 navigate, 2 tap, 3 input, 4 scroll, 5 wait, 6 check. */
export const ACTION_NAVIGATE = 1;
const ACTION_TAP = 2;
const ACTION_INPUT = 3;

/** The kind of action a step name describes. */
export function actionTypeFor(step: string, first: boolean): number {
  if (first || /^(open|launch|land)/i.test(step)) return ACTION_NAVIGATE;
  if (/^(enter|type|fill|search)/i.test(step)) return ACTION_INPUT;
  return ACTION_TAP;
}

/** The actions of a run in sequence order. */
export function runActions(store: ManualJourneyStore, runId: number): ManualActionRow[] {
  return store.actions.where((action) => action.runId === runId).sort((a, b) => a.sequence - b.sequence);
}

/** Add a step at the end of a run. */
export function appendAction(
  store: ManualJourneyStore,
  runId: number,
  input: { name: string; actionType: number; note?: string },
): ManualActionRow {
  const last = runActions(store, runId).at(-1);
  return store.actions.insert({
    runId,
    name: input.name,
    actionType: input.actionType,
    sequence: last ? last.sequence + 1 : 0,
    ...(input.note ? { note: input.note } : {}),
  });
}

/**
 * Record requests of one step. Requests with a start time keep it; the others follow each other
 * from `from` (ms), each starting when the one before it ended. Returns when the last one ended.
 */
export function appendRequests(
  store: ManualJourneyStore,
  runId: number,
  stepId: number,
  inputs: readonly ManualRequestInput[],
  from: number,
): number {
  const list = store.requests.get(runId) ?? [];
  let clock = from;
  for (const input of inputs) {
    const given = input.startedAt ? Date.parse(input.startedAt) : Number.NaN;
    const timestamp = Number.isFinite(given) ? given : clock;
    const row: ManualRequestRow = {
      id: `${runId}-${list.length + 1}`,
      runId,
      stepId,
      timestamp,
      url: input.url,
      method: input.method.toUpperCase(),
      status: input.status,
      mimeType: input.mimeType,
      size: Math.max(0, Math.round(input.size)),
      time: Math.max(0, Math.round(input.time)),
      tagIds: detectTagIds(input.url),
      ...(input.setCookies?.length ? { setCookies: input.setCookies } : {}),
    };
    list.push(row);
    clock = Math.max(clock, timestamp + row.time);
  }
  list.sort((a, b) => a.timestamp - b.timestamp);
  store.requests.set(runId, list);
  return clock;
}

/** Insert a run row with no actions or requests yet. */
export function insertRun(store: ManualJourneyStore, row: Omit<ManualRunRow, 'id'>): ManualRunRow {
  return store.runs.insert(row);
}

/** Settle a run's rule results from the number of rules its journey checks (stable per run). */
export function ruleResults(runId: number, ruleCount: number): NonNullable<ManualRunRow['rules']> {
  const failed = ruleCount > 0 ? runId % Math.min(3, ruleCount + 1) : 0;
  const broken = ruleCount > failed && runId % 7 === 0 ? 1 : 0;
  const notApplied = ruleCount > failed + broken && runId % 5 === 0 ? 1 : 0;
  return { passed: ruleCount - failed - broken - notApplied, failed, broken, notApplied };
}

/** Remove a run with its actions and requests. */
export function removeRun(store: ManualJourneyStore, runId: number): boolean {
  if (!store.runs.remove(runId)) return false;
  for (const action of store.actions.where((a) => a.runId === runId)) store.actions.remove(action.id);
  store.requests.delete(runId);
  return true;
}
