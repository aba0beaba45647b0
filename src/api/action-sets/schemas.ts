import { z } from '@/lib/zod';
import {
  auditActionInputSchema,
  auditActionListInputSchema,
  auditActionSchema,
} from '../audits/config-schemas';
import { dateTime, id } from '../common';
import { ruleSchema } from '../rules/schemas';

/** An action of an action set (ActionSetActionDto: a sequenced action with its page filter). */
export const actionSetActionSchema = auditActionSchema;
export type ActionSetAction = z.infer<typeof actionSetActionSchema>;

/** GET/POST/PUT /v3/action-sets…: a reusable, ordered list of browser actions (ActionSetDto). */
export const actionSetSchema = z.looseObject({
  id,
  name: z.string(),
  actions: z.array(actionSetActionSchema),
  createdAt: z.optional(dateTime),
  updatedAt: z.optional(dateTime),
  accountId: z.optional(id),
  userId: z.optional(id),
});
export type ActionSet = z.infer<typeof actionSetSchema>;
export const actionSetListSchema = z.array(actionSetSchema);

/** Body of POST /v3/action-sets and PUT /v3/action-sets/{id}: a name and at least one action, in order. */
export const actionSetInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  actions: auditActionListInputSchema
    .check(z.refine((actions) => actions.length > 0, { error: 'Add at least one action' }))
    .check(
      z.superRefine((actions, ctx) => {
        actions.forEach((action, index) => {
          if (action.actionType === 'actionset')
            ctx.addIssue({
              code: 'custom',
              path: [index, 'actionType'],
              message: 'An action set cannot run another action set',
            });
        });
      }),
    ),
});
export type ActionSetInput = z.infer<typeof actionSetInputSchema>;

/** Body of PUT …/actions/{actionId}: one action (its position is its `sequence`). */
export const actionSetActionInputSchema = auditActionInputSchema.check(
  z.refine((action) => action.actionType !== 'actionset', {
    error: 'An action set cannot run another action set',
    path: ['actionType'],
  }),
);

/** GET/PUT …/actions/{actionId}/rules: the rules checked after the action (Rule). */
export const actionRuleListSchema = z.array(ruleSchema);
/** Body of PUT …/actions/{actionId}/rules: the rule ids (the list replaces the current one). */
export const actionRuleIdsSchema = z.array(id).check(z.maxLength(100, { error: 'Use at most 100 rules' }));
