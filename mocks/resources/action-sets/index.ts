import type { ActionSet, ActionSetAction } from '@/api/action-sets/schemas';
import type { AuditActionRow } from '../../db/types';
import { notFound } from '../../lib/errors';
import { idParam, type MockContext } from '../../lib/route';
import { checkIds } from '../attachments';
import { defineMockResource } from '../define';
import { ruleView } from '../rules/rules';
import { moveAction, sequenceActions } from './ordering';
import { actionSetStore, localDateTime, type ActionSetRow } from './store';

/** An action set as served (ActionSetDto): its actions in order, each naming its set. */
function actionSetView(row: ActionSetRow): ActionSet {
  const { ruleIds: _rules, ...set } = row;
  return { ...set, actions: row.actions.map((action) => ({ ...action, actionSetId: row.id })) };
}

const setOf = (ctx: MockContext) => {
  const id = idParam(ctx, 'actionSetId', 'Action set');
  return actionSetStore(ctx.db).get(id) ?? notFound('Action set', id);
};

function actionOf(ctx: MockContext) {
  const set = setOf(ctx);
  const actionId = idParam(ctx, 'actionId', 'Action');
  const action = set.actions.find((item) => item.id === actionId) ?? notFound('Action', actionId);
  return { set, action };
}

const actionView = (set: ActionSetRow, action: AuditActionRow): ActionSetAction => ({
  ...action,
  actionSetId: set.id,
});

const rulesOf = (ctx: MockContext, set: ActionSetRow, actionId: number) =>
  (set.ruleIds[actionId] ?? []).flatMap((id) => {
    const rule = ctx.db.rules.get(id);
    return rule ? [ruleView(ctx.db, rule)] : [];
  });

/**
 * Action sets: actions stored in `sequence` order (numbered from 0, ids kept across saves, new ones
 * from the account's action sequence), one action changed (its `sequence` moves it) and the rules
 * checked after each action. Rules of an action removed from its set are dropped.
 */
export const actionSetsMock = defineMockResource<'action-sets', ActionSetRow>('action-sets', {
  noun: 'Action set',
  store: actionSetStore,
  serve: (row) => actionSetView(row),
  fromBody: (body, ctx, existing) => {
    const known = new Set((existing?.actions ?? []).map((action) => action.id));
    const actions = sequenceActions(body.actions, known, () => ctx.db.auditConfig.nextActionId++);
    const kept = new Set(actions.map((action) => action.id));
    const now = localDateTime(Date.now());
    return {
      name: body.name.trim(),
      actions: actions.map(({ actionSetId: _set, ...action }) => action),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      accountId: ctx.db.account.id,
      userId: existing?.userId ?? ctx.user.id,
      ruleIds: Object.fromEntries(
        Object.entries(existing?.ruleIds ?? {}).filter(([actionId]) => kept.has(Number(actionId))),
      ),
    };
  },
  ops: {
    action: (ctx) => {
      const { set, action } = actionOf(ctx);
      return actionView(set, action);
    },
    updateAction: (ctx) => {
      const { set, action } = actionOf(ctx);
      const { actionSetId: _set, ...body } = ctx.body as AuditActionRow;
      const replaced = set.actions.map((item) => (item.id === action.id ? { ...body, id: action.id } : item));
      const actions = moveAction(replaced, action.id!, body.sequence);
      const row = actionSetStore(ctx.db).update(set.id, { actions, updatedAt: localDateTime(Date.now()) })!;
      return actionView(
        row,
        row.actions.find((item) => item.id === action.id)!,
      );
    },
    actionRules: (ctx) => {
      const { set, action } = actionOf(ctx);
      return rulesOf(ctx, set, action.id!);
    },
    setActionRules: (ctx) => {
      const { set, action } = actionOf(ctx);
      const ids = [...new Set(ctx.body as number[])];
      checkIds(ids, (id) => ctx.db.rules.get(id) !== undefined, 'Rule');
      const row = actionSetStore(ctx.db).update(set.id, { ruleIds: { ...set.ruleIds, [action.id!]: ids } })!;
      return rulesOf(ctx, row, action.id!);
    },
  },
});
