import { z } from '@/lib/zod';
import {
  actionFields,
  actionTypes,
  selectorTypes,
  type ActionType,
  type AuditAction,
  type SelectorType,
} from '@/api/audits/config-schemas';
import { isHttpUrl } from '@/lib/url-safety';

/** What each action type is called in the editor. */
export const actionTypeLabels: Record<ActionType, string> = {
  click: 'Click an element',
  input: 'Type text',
  maskedinput: 'Type a secret (masked)',
  select: 'Choose an option',
  check: 'Tick a checkbox',
  uncheck: 'Untick a checkbox',
  enteriframe: 'Enter an iframe',
  navto: 'Go to a URL',
  watch: 'Wait',
  clearcookies: 'Clear cookies',
  execute: 'Run JavaScript',
  exitiframe: 'Leave the iframe',
  privacyoptin: 'Opt in (privacy)',
  privacyoptout: 'Opt out (privacy)',
  actionset: 'Run an action set',
};

/** Action types of a list that cannot run an action set (an action set's own actions). */
export const editableActionTypes = actionTypes.filter((type) => type !== 'actionset');

/** What each selector type is called in the editor. */
export const selectorTypeLabels: Record<SelectorType, string> = {
  css: 'CSS',
  id: 'Element id',
  name: 'Name attribute',
  xpath: 'XPath',
  htmlattributes: 'HTML attributes',
};

const optionalCount = z.optional(z.int().check(z.minimum(0)));

/** One action as the editor holds it: every field as text or number, the ones its type needs checked. */
export const actionDraftSchema = z
  .object({
    id: z.optional(z.int()),
    actionSetId: z.optional(z.int()),
    actionType: z.enum(actionTypes),
    description: z.string().check(z.maxLength(500, { error: 'Use at most 500 characters' })),
    selectorType: z.enum(selectorTypes),
    selector: z.string(),
    value: z.string(),
    url: z.string(),
    js: z.string(),
    seconds: optionalCount,
    waitDuration: optionalCount,
    /** Kept as it was: the action-set editor changes it on its own (PUT …/actions/{actionId}). */
    pageFilter: z.optional(z.string()),
  })
  .check(
    z.superRefine((action, ctx) => {
      const needs = actionFields[action.actionType];
      const missing = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (needs.includes('selector') && !action.selector.trim())
        missing('selector', 'Enter the element selector');
      if (needs.includes('value') && action.value === '') missing('value', 'Enter the value to use');
      if (needs.includes('url') && !isHttpUrl(action.url)) missing('url', 'Enter an http(s) address');
      if (needs.includes('js') && !action.js.trim()) missing('js', 'Enter the JavaScript to run');
      if (needs.includes('seconds') && action.seconds === undefined)
        missing('seconds', 'Enter how many seconds to wait');
      if (action.actionType === 'actionset' && action.actionSetId === undefined)
        missing('actionSetId', 'Choose the action set to run');
    }),
  );
export type ActionDraft = z.infer<typeof actionDraftSchema>;

/** The action list form. */
export const actionListSchema = z.object({ actions: z.array(actionDraftSchema).check(z.maxLength(100)) });
export type ActionListValues = z.infer<typeof actionListSchema>;

/** A new, empty action of a type. */
export function newAction(actionType: ActionType = 'click'): ActionDraft {
  return {
    actionType,
    description: '',
    selectorType: 'css',
    selector: '',
    value: '',
    url: '',
    js: '',
    seconds: actionType === 'watch' ? 2 : undefined,
    waitDuration: undefined,
  };
}

function selectorText(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
}

/** The editor's copy of a stored action. */
export function toDraft(action: AuditAction): ActionDraft {
  const selector = action.selectors?.[0];
  return {
    id: action.id,
    actionSetId: action.actionSetId,
    actionType: action.actionType,
    description: action.description ?? '',
    selectorType: selector?.selectorType ?? 'css',
    selector: selectorText(selector?.value),
    value: (action.actionType === 'maskedinput' ? action.maskedValue : action.value) ?? '',
    url: action.url ?? action.value ?? '',
    js: action.js ?? '',
    seconds: action.seconds,
    waitDuration: action.waitDuration,
    ...(action.pageFilter !== undefined ? { pageFilter: action.pageFilter } : {}),
  };
}

/** The stored action for an editor row at a position: only the fields its type uses. */
export function fromDraft(draft: ActionDraft, sequence: number): AuditAction {
  const needs = actionFields[draft.actionType];
  const action: AuditAction = { sequence, actionType: draft.actionType };
  if (draft.id !== undefined) action.id = draft.id;
  if (draft.description.trim()) action.description = draft.description.trim();
  if (needs.includes('selector'))
    action.selectors = [{ selectorType: draft.selectorType, value: draft.selector.trim() }];
  if (needs.includes('value') && draft.actionType === 'maskedinput') action.maskedValue = draft.value;
  else if (needs.includes('value')) action.value = draft.value;
  if (needs.includes('url')) action.url = draft.url.trim();
  if (needs.includes('js')) action.js = draft.js;
  if (needs.includes('seconds')) action.seconds = draft.seconds;
  if (draft.actionType === 'actionset' && draft.actionSetId !== undefined)
    action.actionSetId = draft.actionSetId;
  if (draft.waitDuration !== undefined && draft.actionType !== 'watch')
    action.waitDuration = draft.waitDuration;
  if (draft.pageFilter) action.pageFilter = draft.pageFilter;
  return action;
}

/** Where a server validation message about an action list belongs in the form. */
export function actionField(
  path: string[],
): `actions.${number}.${'selector' | 'value' | 'url' | 'js' | 'seconds' | 'actionSetId'}` | undefined {
  const [index, field] = path;
  const position = Number(index);
  if (!Number.isInteger(position)) return undefined;
  const map: Record<string, 'selector' | 'value' | 'url' | 'js' | 'seconds' | 'actionSetId'> = {
    actionSetId: 'actionSetId',
    selectors: 'selector',
    value: 'value',
    maskedValue: 'value',
    url: 'url',
    js: 'js',
    seconds: 'seconds',
  };
  const target = field ? map[field] : undefined;
  return target ? `actions.${position}.${target}` : undefined;
}
