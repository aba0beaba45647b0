import { z } from '@/lib/zod';
import { isHttpUrl } from '@/lib/url-safety';
import { webhookUrlProblem, type WebhookUrlOptions } from '@/lib/webhook-url';
import { dateTime, id } from '../common';

// ---------------------------------------------------------------------------------------------
// Answers (loose: a newer server's extra fields are kept)
// ---------------------------------------------------------------------------------------------

/** GET/PUT /v3/web-audits/{auditId}: the audit's notes (AuditNotesDTO). */
export const auditNotesSchema = z.looseObject({ id: z.optional(id), notes: z.optional(z.string()) });
export type AuditNotes = z.infer<typeof auditNotesSchema>;

/** The kinds of browser action an audit can perform (SequencedAction.actionType). */
export const actionTypes = [
  'click',
  'input',
  'maskedinput',
  'select',
  'check',
  'uncheck',
  'enteriframe',
  'navto',
  'watch',
  'clearcookies',
  'execute',
  'exitiframe',
  'privacyoptin',
  'privacyoptout',
  'actionset',
] as const;
export type ActionType = (typeof actionTypes)[number];

/** How an action finds its element (WebActionSelectorType). */
export const selectorTypes = ['css', 'id', 'name', 'xpath', 'htmlattributes'] as const;
export type SelectorType = (typeof selectorTypes)[number];

/** One element selector of an action (WebActionSelector). */
export const actionSelectorSchema = z.looseObject({
  selectorType: z.enum(selectorTypes),
  value: z.unknown(),
});

/** One action of an audit's action list or login sequence (ActionSetActionDto / AuditLoginSequencedAction). */
export const auditActionSchema = z.looseObject({
  sequence: z.int(),
  id: z.optional(id),
  description: z.optional(z.string()),
  actionType: z.enum(actionTypes),
  waitDuration: z.optional(z.int()),
  selectors: z.optional(z.array(actionSelectorSchema)),
  preventNavigation: z.optional(z.boolean()),
  value: z.optional(z.string()),
  maskedValue: z.optional(z.string()),
  js: z.optional(z.string()),
  url: z.optional(z.string()),
  seconds: z.optional(z.int()),
  isRequired: z.optional(z.boolean()),
  actionSetId: z.optional(id),
  pageFilter: z.optional(z.string()),
});
export type AuditAction = z.infer<typeof auditActionSchema>;
export const auditActionListSchema = z.array(auditActionSchema);

/** GET/PUT /v3/web-audits/{auditId}/blocking-configuration (BlockingConfig_DTO). */
export const blockingConfigSchema = z.looseObject({
  tagIds: z.optional(z.array(z.int())),
  tagCategoryIds: z.optional(z.array(z.int())),
});
export type BlockingConfig = z.infer<typeof blockingConfigSchema>;

/** GET/PUT /v2/web-audits/{webAuditId}/filters (AuditFilters). */
export const auditFiltersSchema = z.looseObject({
  include: z.array(z.looseObject({ value: z.string(), includeLimit: z.int() })),
  exclude: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** A rule as listed on an audit (RuleDescription). */
export const ruleDescriptionSchema = z.looseObject({
  id,
  accountId: id,
  name: z.string(),
  checkTimes: z.int(),
  matchAllFilters: z.boolean(),
  recipients: z.optional(z.array(z.string())),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type RuleDescription = z.infer<typeof ruleDescriptionSchema>;
export const ruleDescriptionListSchema = z.array(ruleDescriptionSchema);

/** GET /v2/web-audits/frequencies: how often an audit can run. */
export const frequencyListSchema = z.array(z.string());

/** GET /v2/web-audits/locations: where an audit's browser can run from (Location). */
export const auditLocationSchema = z.looseObject({
  id,
  name: z.string(),
  label: z.string(),
  countryCode: z.string(),
});
export type AuditLocation = z.infer<typeof auditLocationSchema>;
export const auditLocationListSchema = z.array(auditLocationSchema);

/** GET /v2/web-audits/user-agents: the browser identities an audit can use (UserAgent). */
export const userAgentSchema = z.looseObject({ name: z.string(), label: z.string() });
export type UserAgent = z.infer<typeof userAgentSchema>;
export const userAgentListSchema = z.array(userAgentSchema);

/** GET /v2/tags: a tag the service recognises, with its category (Tag). */
export const tagSchema = z.looseObject({
  id,
  name: z.string(),
  icon: z.string(),
  duplicateScoring: z.boolean(),
  category: z.looseObject({ id, name: z.string() }),
  vendor: z.optional(z.looseObject({ id, name: z.string() })),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);

const auditLabelSchema = z.looseObject({ id, name: z.string() });

/**
 * GET/PUT /v2/web-audits/{auditId}/labels: the labels on an audit. The reference documents one
 * `Label` where the service answers a list: a single label is read as a list of one.
 */
export const auditLabelListSchema = z.union([
  z.array(auditLabelSchema),
  z.pipe(
    auditLabelSchema,
    z.transform((label) => [label]),
  ),
]);
export type AuditLabel = z.infer<typeof auditLabelSchema>;

/** Outcome of PATCH /v3/web-audits/undelete (UndeleteWebAuditResponse). */
export const undeleteResultSchema = z.looseObject({
  id,
  status: z.enum(['restored', 'failed']),
  folderId: z.optional(id),
  subFolderId: z.optional(id),
  code: z.optional(z.enum(['destination_gone', 'already_restored', 'error'])),
  reason: z.optional(z.string()),
});
export type UndeleteResult = z.infer<typeof undeleteResultSchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies (shared by the forms and the embedded mock)
// ---------------------------------------------------------------------------------------------

/** True when `pattern` compiles as a JavaScript regular expression. */
export function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const regex = z
  .string()
  .check(z.minLength(1, { error: 'Enter a pattern' }))
  .check(z.refine(isValidRegex, { error: 'This is not a valid regular expression' }));

/** Body of PUT /v2/web-audits/{webAuditId}/filters: include and exclude patterns that compile. */
export const auditFiltersInputSchema = z.object({
  include: z.array(
    z.object({ value: regex, includeLimit: z.int().check(z.minimum(0, { error: 'Use 0 or more' })) }),
  ),
  exclude: z.array(regex),
});
export type AuditFiltersInput = z.infer<typeof auditFiltersInputSchema>;

/** Body of PUT /v3/web-audits/{auditId}: the notes text. */
export const auditNotesInputSchema = z.object({
  id: z.optional(id),
  notes: z.optional(z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' }))),
});
export type AuditNotesInput = z.infer<typeof auditNotesInputSchema>;

/** Body of PUT /v2/web-audits/{auditId}/labels and /v2/web-audits/{webAuditId}/rules: ids. */
export const idListInputSchema = z.array(id);

/** Body of PUT /v3/web-audits/{auditId}/blocking-configuration. */
export const blockingConfigInputSchema = z.object({
  tagIds: z.optional(z.array(id)),
  tagCategoryIds: z.optional(z.array(id)),
});
export type BlockingConfigInput = z.infer<typeof blockingConfigInputSchema>;

/** Body of PATCH /v3/web-audits/undelete: the audit and where to restore it. */
export const undeleteInputSchema = z.object({ id, folderId: id, subFolderId: id });
export type UndeleteInput = z.infer<typeof undeleteInputSchema>;

/** Fields each action type needs, in the order the editor shows them. */
export const actionFields: Record<
  ActionType,
  ReadonlyArray<'selector' | 'value' | 'url' | 'js' | 'seconds'>
> = {
  click: ['selector'],
  input: ['selector', 'value'],
  maskedinput: ['selector', 'value'],
  select: ['selector', 'value'],
  check: ['selector'],
  uncheck: ['selector'],
  enteriframe: ['selector'],
  navto: ['url'],
  watch: ['seconds'],
  clearcookies: [],
  execute: ['js'],
  exitiframe: [],
  privacyoptin: ['url'],
  privacyoptout: ['url'],
  actionset: [],
};

const actionInputShape = z.extend(auditActionSchema, {
  sequence: z.int().check(z.minimum(0)),
  description: z.optional(z.string().check(z.maxLength(500))),
  waitDuration: z.optional(z.int().check(z.minimum(0)).check(z.maximum(300_000))),
  seconds: z.optional(z.int().check(z.minimum(0)).check(z.maximum(300))),
});

/** Add an issue at `[...at, field]` for each field the action's type needs and lacks. */
function checkActionFields(
  action: z.infer<typeof actionInputShape>,
  ctx: z.core.$RefinementCtx,
  at: PropertyKey[],
) {
  const needs = actionFields[action.actionType];
  const missing = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, field], message });
  if (needs.includes('selector') && !action.selectors?.length)
    missing('selectors', 'This action needs an element selector');
  if (needs.includes('value') && action.actionType === 'maskedinput' && !action.maskedValue)
    missing('maskedValue', 'Enter the value to type');
  if (needs.includes('value') && action.actionType !== 'maskedinput' && action.value === undefined)
    missing('value', 'Enter the value to use');
  if (needs.includes('url') && !(action.url && isHttpUrl(action.url)))
    missing('url', 'Enter an http(s) address');
  if (needs.includes('js') && !action.js?.trim()) missing('js', 'Enter the JavaScript to run');
  if (needs.includes('seconds') && action.seconds === undefined)
    missing('seconds', 'Enter how many seconds to wait');
  if (action.actionType === 'actionset' && action.actionSetId === undefined)
    missing('actionSetId', 'Choose the action set to run');
}

/** One action as sent on its own (PUT /v3/action-sets/{id}/actions/{actionId}), with what its type needs. */
export const auditActionInputSchema = actionInputShape.check(
  z.superRefine((action, ctx) => checkActionFields(action, ctx, [])),
);

/** Body of PUT …/actions and …/login-actions: actions in order, each with what its type needs. */
export const auditActionListInputSchema = z
  .array(actionInputShape)
  .check(z.maxLength(100, { error: 'Use at most 100 actions' }))
  .check(
    z.superRefine((actions, ctx) => {
      actions.forEach((action, index) => checkActionFields(action, ctx, [index]));
    }),
  );

/** Audit options as sent in a create or update (AuditOptions); unknown options are passed through. */
const auditOptionsInputSchema = z.looseObject({
  fireTags: z.boolean(),
  loadFlash: z.boolean(),
  location: z.string().check(z.minLength(1)),
  requestRate: z.int().check(z.minimum(1)),
  stripQueryString: z.boolean(),
  userAgent: z.string().check(z.minLength(1)),
  webHookUrl: z.optional(z.string()),
});

const startingUrl = z
  .string()
  .check(z.trim())
  .check(z.refine(isHttpUrl, { error: 'Enter an http(s) address' }));

const newAuditShape = {
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  domainId: id,
  limit: z.int().check(z.minimum(1, { error: 'Scan at least 1 page' })),
  startingUrls: z.array(startingUrl).check(z.minLength(1, { error: 'Enter at least one starting URL' })),
  recipients: z.array(z.string()),
  frequency: z.optional(z.string()),
  nextRun: z.optional(dateTime),
  options: z.optional(auditOptionsInputSchema),
  filters: z.optional(auditFiltersInputSchema),
  schedule: z.optional(z.unknown()),
};

/** Add the webhook address rule at `options.webHookUrl`. */
function withWebhookRule<
  S extends z.ZodMiniType<{ options?: { webHookUrl?: string | undefined } | undefined }>,
>(schema: S, webhook: WebhookUrlOptions): S {
  return schema.check(
    z.superRefine((audit, ctx) => {
      const webHookUrl = audit.options?.webHookUrl;
      const problem = webHookUrl === undefined ? undefined : webhookUrlProblem(webHookUrl, webhook);
      if (problem) ctx.addIssue({ code: 'custom', path: ['options', 'webHookUrl'], message: problem });
    }),
  );
}

/** Body of POST /v2/web-audits (NewAudit); the webhook rule follows `webhook` (see webhook-url.ts). */
export function newAuditInputSchema(webhook: WebhookUrlOptions = {}) {
  return withWebhookRule(z.object(newAuditShape), webhook);
}
export type NewAuditInput = z.infer<ReturnType<typeof newAuditInputSchema>>;

/** Body of PUT /v2/web-audits/{webAuditId} (AuditUpdate): a new audit's fields plus its id. */
export function auditUpdateInputSchema(webhook: WebhookUrlOptions = {}) {
  return withWebhookRule(z.object({ ...newAuditShape, id, ownerId: z.optional(id) }), webhook);
}
export type AuditUpdateInput = z.infer<ReturnType<typeof auditUpdateInputSchema>>;

/** Body of POST /v3/web-audits/{auditId}/runs (AuditRun_RunNowRequestDTO). */
export const runNowInputSchema = z.object({
  startingUrls: z.optional(z.nullable(z.array(startingUrl))),
  callbackWorkflowEventType: z.string().check(z.minLength(1)),
  callbackRepositoryOwner: z.string().check(z.minLength(1)),
  callbackRepositoryName: z.string().check(z.minLength(1)),
  callbackContext: z.optional(z.record(z.string(), z.unknown())),
  maxPages: z.optional(z.nullable(z.int().check(z.minimum(1)))),
  ghAppName: z.optional(z.enum(['observepoint-integration', 'observepoint-test-app'])),
});
export type RunNowInput = z.infer<typeof runNowInputSchema>;
