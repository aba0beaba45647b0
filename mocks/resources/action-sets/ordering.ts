import type { AuditActionRow, Db } from '../../db/types';
import { checkIds } from '../attachments';
import { actionSetStore } from './store';

/**
 * Actions in `sequence` order (ties keep the order sent), numbered from 0: an action keeps an id
 * the list already had, any other action gets the next id of the account's action sequence.
 */
export function sequenceActions(
  input: readonly AuditActionRow[],
  knownIds: ReadonlySet<number | undefined>,
  nextId: () => number,
): AuditActionRow[] {
  return input
    .map((action, order) => ({ action, order }))
    .sort((a, b) => a.action.sequence - b.action.sequence || a.order - b.order)
    .map(({ action }, sequence) => ({
      ...action,
      sequence,
      id: action.id !== undefined && knownIds.has(action.id) ? action.id : nextId(),
    }));
}

/** Move one action of an ordered list to a position (clamped), and number the list from 0 again. */
export function moveAction(
  actions: readonly AuditActionRow[],
  actionId: number,
  to: number,
): AuditActionRow[] {
  const list = actions.filter((action) => action.id !== actionId);
  const moved = actions.find((action) => action.id === actionId);
  if (moved) list.splice(Math.max(0, Math.min(to, list.length)), 0, moved);
  return list.map((action, sequence) => ({ ...action, sequence }));
}

/** 400 at `[i, 'actionSetId']` for a "Run an action set" step whose action set does not exist. */
export function checkActionSets(db: Db, actions: readonly AuditActionRow[]): void {
  const steps = actions.flatMap((action, index) =>
    action.actionType === 'actionset' && action.actionSetId !== undefined
      ? [{ id: action.actionSetId, index }]
      : [],
  );
  checkIds(
    steps.map((step) => step.id),
    (id) => actionSetStore(db).get(id) !== undefined,
    'Action set',
    (at) => [String(steps[at]!.index), 'actionSetId'],
  );
}
