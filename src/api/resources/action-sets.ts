import {
  actionRuleIdsSchema,
  actionRuleListSchema,
  actionSetActionInputSchema,
  actionSetActionSchema,
  actionSetInputSchema,
  actionSetListSchema,
  actionSetSchema,
  type ActionSet,
  type ActionSetInput,
} from '../action-sets/schemas';
import { defineResource } from './define';

const ACTION = '/v3/action-sets/{actionSetId}/actions/{actionId}';

/**
 * `/v3/action-sets`: reusable, ordered browser actions (accept the cookie banner, sign in) that
 * audits run as one step; one action of a set, and the rules checked after each action.
 */
export const actionSets = defineResource<ActionSet, ActionSet, ActionSetInput, ActionSet[]>({
  key: ['action-sets'],
  path: '/v3/action-sets',
  idParam: 'actionSetId',
  rowId: (row) => row.id,
  list: { response: actionSetListSchema, rows: (answer) => answer },
  get: { response: actionSetSchema },
  create: { body: actionSetInputSchema, response: actionSetSchema },
  update: { body: actionSetInputSchema, response: actionSetSchema },
  remove: {},
  invalidates: [['audits']],
  ops: {
    action: { method: 'GET', path: ACTION, response: actionSetActionSchema },
    updateAction: {
      method: 'PUT',
      path: ACTION,
      body: actionSetActionInputSchema,
      response: actionSetActionSchema,
    },
    actionRules: { method: 'GET', path: `${ACTION}/rules`, response: actionRuleListSchema },
    setActionRules: {
      method: 'PUT',
      path: `${ACTION}/rules`,
      body: actionRuleIdsSchema,
      response: actionRuleListSchema,
    },
  },
});
