import { z } from '@/lib/zod';
import { isHttpUrl } from '@/lib/url-safety';
import { webhookUrlProblem, type WebhookUrlOptions } from '@/lib/webhook-url';
import { auditActionSchema } from '../audits/config-schemas';
import { dateTime, id } from '../common';

/** How often a web journey runs (WebJourneyFrequencyEnum). */
export const webJourneyFrequencies = [
  'paused',
  'once',
  '15 minutes',
  '1 hour',
  '6 hours',
  '12 hours',
  'daily',
  'weekly',
  'biweekly',
  'monthly',
] as const;
export type WebJourneyFrequency = (typeof webJourneyFrequencies)[number];

/** A journey's recurrence: an RFC 5545 rule from a start date in a time zone. */
export const journeyScheduleSchema = z.looseObject({
  dtStart: z.string(),
  tzId: z.string(),
  recurrenceRule: z.string(),
  isPaused: z.boolean(),
  description: z.string(),
  presetType: z.string(),
});
export type JourneySchedule = z.infer<typeof journeyScheduleSchema>;

/** GET /v3/web-journeys: a web journey's configuration (WebJourneyDTO). */
export const webJourneySchema = z.looseObject({
  id,
  name: z.string(),
  notes: z.nullish(z.string()),
  domainId: id,
  userId: id,
  folderId: z.nullish(id),
  browserWidth: z.nullish(z.int()),
  browserHeight: z.nullish(z.int()),
  loadVideos: z.nullish(z.boolean()),
  vpnEnabled: z.nullish(z.boolean()),
  gpcEnabled: z.nullish(z.boolean()),
  blockThirdPartyCookies: z.nullish(z.boolean()),
  /** One of {@link webJourneyFrequencies}; a newer server may send others. */
  frequency: z.optional(z.union([z.enum(webJourneyFrequencies), z.string()])),
  location: z.nullish(z.string()),
  userAgent: z.nullish(z.string()),
  userAgentDescription: z.nullish(z.string()),
  customProxy: z.nullish(z.string()),
  monitoredByScriptServices: z.nullish(z.boolean()),
  createdAt: z.optional(dateTime),
  nextCheck: z.nullish(dateTime),
  schedule: z.nullish(journeyScheduleSchema),
});
export type WebJourney = z.infer<typeof webJourneySchema>;
export const webJourneyListSchema = z.array(webJourneySchema);

/** Query parameters of GET /v3/web-journeys. */
export interface WebJourneyListFilters {
  /** Only the journeys of this sub-folder. */
  domainId?: number;
  /** Only journeys that are (true) or are not (false) monitored by script services. */
  monitored?: boolean;
}

/** GET /v3/web-journeys/{webJourneyId}/actions: the journey's script in order (ActionSetActionDto). */
export const webJourneyActionListSchema = z.array(auditActionSchema);

const browserSize = z
  .number()
  .check(z.int({ error: 'Use a whole number of pixels' }))
  .check(z.minimum(250, { error: 'Use at least 250 pixels' }))
  .check(z.maximum(10_000, { error: 'Use at most 10,000 pixels' }));

/** Body of POST /v3/web-journeys and PUT /v3/web-journeys/{webJourneyId} (WebJourneyUpdateDTO). */
export const webJourneyUpdateInputSchema = z.object({
  name: z.optional(
    z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: 'Enter a name' }))
      .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  ),
  notes: z.nullish(z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' }))),
  domainId: id,
  userId: z.optional(id),
  folderId: z.nullish(id),
  browserWidth: z.nullish(browserSize),
  browserHeight: z.nullish(browserSize),
  loadVideos: z.nullish(z.boolean()),
  vpnEnabled: z.nullish(z.boolean()),
  gpcEnabled: z.nullish(z.boolean()),
  blockThirdPartyCookies: z.nullish(z.boolean()),
  frequency: z.optional(z.enum(webJourneyFrequencies, { error: 'Choose how often the journey runs' })),
  location: z.nullish(z.string()),
  userAgent: z.nullish(z.string()),
  userAgentDescription: z.nullish(z.string()),
  customProxy: z.nullish(z.string()),
  monitoredByScriptServices: z.nullish(z.boolean()),
  nextCheck: z.nullish(dateTime),
  schedule: z.nullish(
    z.object({ dtStart: z.string(), tzId: z.string(), recurrenceRule: z.string(), isPaused: z.boolean() }),
  ),
});
export type WebJourneyUpdateInput = z.infer<typeof webJourneyUpdateInputSchema>;

// ---------------------------------------------------------------------------------------------
// V2: the journey with its script, recipients and webhook (the only place webHookUrl is written)
// ---------------------------------------------------------------------------------------------

/** V2 action kinds (SequencedActionSwaggerReference.action). */
export const v2ActionTypes = [
  'navto',
  'click',
  'input',
  'select',
  'check',
  'uncheck',
  'execute',
  'watch',
  'maskedInput',
  'enterIframe',
  'exitIframe',
] as const;

/** One step of a V2 journey (SequencedActionSwaggerReference); selectors are passed through. */
export const v2ActionSchema = z.looseObject({
  action: z.optional(z.union([z.enum(v2ActionTypes), z.string()])),
  actionId: z.optional(z.number()),
  label: z.optional(z.string()),
  preventNav: z.boolean(),
  selectors: z.array(z.unknown()),
  sequence: z.int(),
  url: z.optional(z.string()),
  value: z.optional(z.string()),
  maskedValue: z.optional(z.string()),
  js: z.optional(z.string()),
  seconds: z.optional(z.int()),
  waitDuration: z.optional(z.int()),
  rules: z.optional(z.array(z.number())),
});
export type V2Action = z.infer<typeof v2ActionSchema>;

/** A V2 journey's options (WebJourneyOptions), including the run-completion webhook. */
export const webJourneyOptionsSchema = z.looseObject({
  alerts: z.boolean(),
  browserWidth: z.int(),
  loadFlash: z.boolean(),
  location: z.string(),
  userAgent: z.string(),
  customProxy: z.optional(z.string()),
  frequency: z.optional(z.string()),
  monitoredByScriptServices: z.optional(z.number()),
  nextRun: z.optional(dateTime),
  userAgentDescription: z.optional(z.string()),
  vpnEnabled: z.optional(z.boolean()),
  webHookUrl: z.optional(z.string()),
});

/** GET /v2/domains/{domainId}/web-journeys, POST/PUT /v2/web-journeys: a journey (WebJourney). */
export const webJourneyV2Schema = z.looseObject({
  id,
  name: z.string(),
  domainId: id,
  folderId: id,
  userId: id,
  emails: z.array(z.string()),
  actions: z.array(v2ActionSchema),
  options: webJourneyOptionsSchema,
  queued: z.boolean(),
  createdAt: z.optional(dateTime),
  lastCheck: z.optional(dateTime),
  nextCheck: z.optional(dateTime),
  status: z.optional(z.string()),
  webJourneyRunning: z.optional(z.boolean()),
});
export type WebJourneyV2 = z.infer<typeof webJourneyV2Schema>;
export const webJourneyV2ListSchema = z.array(webJourneyV2Schema);

const email = z.email({ error: 'Enter an email address like name@example.com' });

/** Body of POST /v2/web-journeys and PUT /v2/web-journeys/{journeyId} (WebJourneyData). */
export function webJourneyV2InputSchema(webhook: WebhookUrlOptions = {}) {
  return z
    .object({
      name: z
        .string()
        .check(z.trim())
        .check(z.minLength(1, { error: 'Enter a name' }))
        .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
      domainId: id,
      emails: z.array(email).check(z.maxLength(50, { error: 'Use at most 50 recipients' })),
      actions: z
        .array(
          z.extend(v2ActionSchema, {
            sequence: z.int().check(z.minimum(0)),
            label: z.optional(z.string().check(z.maxLength(500))),
            waitDuration: z.optional(z.int().check(z.minimum(0)).check(z.maximum(1800))),
          }),
        )
        .check(z.minLength(1, { error: 'A journey needs at least one action' }))
        .check(z.maxLength(100, { error: 'Use at most 100 actions' })),
      options: z.looseObject({
        alerts: z.boolean(),
        browserWidth: browserSize,
        loadFlash: z.boolean(),
        location: z.string().check(z.minLength(1, { error: 'Choose a location' })),
        userAgent: z.string().check(z.minLength(1, { error: 'Choose a browser' })),
        customProxy: z.optional(z.string()),
        frequency: z.optional(z.enum(webJourneyFrequencies, { error: 'Choose how often the journey runs' })),
        monitoredByScriptServices: z.optional(z.number()),
        userAgentDescription: z.optional(z.string()),
        vpnEnabled: z.optional(z.boolean()),
        webHookUrl: z.optional(z.string()),
      }),
    })
    .check(
      z.superRefine((journey, ctx) => {
        const problem = journey.options.webHookUrl
          ? webhookUrlProblem(journey.options.webHookUrl, webhook)
          : undefined;
        if (problem) ctx.addIssue({ code: 'custom', path: ['options', 'webHookUrl'], message: problem });
        journey.actions.forEach((action, index) => {
          if (action.action === 'navto' && !(action.url && isHttpUrl(action.url)))
            ctx.addIssue({
              code: 'custom',
              path: ['actions', index, 'url'],
              message: 'Enter an http(s) address',
            });
        });
      }),
    );
}
export type WebJourneyV2Input = z.infer<ReturnType<typeof webJourneyV2InputSchema>>;

// ---------------------------------------------------------------------------------------------
// Blocking and custom headers
// ---------------------------------------------------------------------------------------------

/** One custom header group applied to a journey. */
export const assignedHeaderGroupSchema = z.looseObject({
  groupId: id,
  isApplyToAll: z.optional(z.boolean()),
});

/** GET/PUT /v3/web-journeys/{webJourneyId}/custom-headers (WebJourneyCustomHeaderDTO). */
export const journeyCustomHeadersSchema = z.looseObject({
  assignedCustomHttpHeaders: z.array(assignedHeaderGroupSchema),
});
export type JourneyCustomHeaders = z.infer<typeof journeyCustomHeadersSchema>;

/** Body of PUT /v3/web-journeys/{webJourneyId}/custom-headers. */
export const journeyCustomHeadersInputSchema = z.object({
  assignedCustomHttpHeaders: z
    .array(z.object({ groupId: id, isApplyToAll: z.optional(z.boolean()) }))
    .check(z.maxLength(50, { error: 'Use at most 50 header groups' })),
});
export type JourneyCustomHeadersInput = z.infer<typeof journeyCustomHeadersInputSchema>;

/** GET /v3/custom-headers: the account's custom header groups (CustomHeaderGroupSummaryResponse). */
export const customHeaderGroupsSchema = z.looseObject({
  customHeaderGroups: z.array(
    z.looseObject({
      id,
      groupName: z.string(),
      headerCount: z.int(),
      requestUrlFilterCount: z.int(),
      applyToAll: z.boolean(),
      createdAt: z.optional(dateTime),
      updatedAt: z.optional(dateTime),
      assignments: z.optional(z.array(z.looseObject({ itemType: z.string(), itemId: id }))),
    }),
  ),
});
export type CustomHeaderGroups = z.infer<typeof customHeaderGroupsSchema>;
