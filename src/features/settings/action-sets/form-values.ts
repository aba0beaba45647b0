import { z } from '@/lib/zod';
import type { ActionSet, ActionSetInput } from '@/api/action-sets/schemas';
import {
  actionDraftSchema,
  fromDraft,
  newAction,
  toDraft,
  type ActionListValues,
} from '@/components/actions/actions';
import type { FormValuesSpec } from '../types';

/** The action-set form: a name and the actions as the list editor holds them (at least one). */
const actionSetValuesSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  actions: z
    .array(actionDraftSchema)
    .check(z.minLength(1, { error: 'Add at least one action' }))
    .check(z.maxLength(100, { error: 'Use at most 100 actions' })),
});
type ActionSetValues = z.infer<typeof actionSetValuesSchema> & ActionListValues;

/** How the action-set form's values relate to an action set and to the body it saves. */
export const actionSetFormValues: FormValuesSpec<ActionSet, ActionSetInput> = {
  schema: actionSetValuesSchema,
  fromItem: (item) => ({
    name: item.name,
    actions: [...item.actions].sort((a, b) => a.sequence - b.sequence).map(toDraft),
  }),
  empty: { name: '', actions: [newAction('click')] },
  toBody: (values) => {
    const { name, actions } = values as ActionSetValues;
    return { name: name.trim(), actions: actions.map((draft, sequence) => fromDraft(draft, sequence)) };
  },
};
