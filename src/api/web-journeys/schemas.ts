import { z } from 'zod';
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
  notes: z.string().nullish(),
  domainId: id,
  userId: id,
  folderId: id.nullish(),
  browserWidth: z.number().int().nullish(),
  browserHeight: z.number().int().nullish(),
  loadVideos: z.boolean().nullish(),
  vpnEnabled: z.boolean().nullish(),
  gpcEnabled: z.boolean().nullish(),
  blockThirdPartyCookies: z.boolean().nullish(),
  /** One of {@link webJourneyFrequencies}; a newer server may send others. */
  frequency: z.enum(webJourneyFrequencies).or(z.string()).optional(),
  location: z.string().nullish(),
  userAgent: z.string().nullish(),
  userAgentDescription: z.string().nullish(),
  customProxy: z.string().nullish(),
  monitoredByScriptServices: z.boolean().nullish(),
  createdAt: dateTime.optional(),
  nextCheck: dateTime.nullish(),
  schedule: journeyScheduleSchema.nullish(),
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
  .int({ error: 'Use a whole number of pixels' })
  .min(250, { error: 'Use at least 250 pixels' })
  .max(10_000, { error: 'Use at most 10,000 pixels' });

/** Body of POST /v3/web-journeys and PUT /v3/web-journeys/{webJourneyId} (WebJourneyUpdateDTO). */
export const webJourneyUpdateInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(255, { error: 'Use at most 255 characters' })
    .optional(),
  notes: z.string().max(10_000, { error: 'Use at most 10,000 characters' }).nullish(),
  domainId: id,
  userId: id.optional(),
  folderId: id.nullish(),
  browserWidth: browserSize.nullish(),
  browserHeight: browserSize.nullish(),
  loadVideos: z.boolean().nullish(),
  vpnEnabled: z.boolean().nullish(),
  gpcEnabled: z.boolean().nullish(),
  blockThirdPartyCookies: z.boolean().nullish(),
  frequency: z.enum(webJourneyFrequencies, { error: 'Choose how often the journey runs' }).optional(),
  location: z.string().nullish(),
  userAgent: z.string().nullish(),
  userAgentDescription: z.string().nullish(),
  customProxy: z.string().nullish(),
  monitoredByScriptServices: z.boolean().nullish(),
  nextCheck: dateTime.nullish(),
  schedule: z
    .object({ dtStart: z.string(), tzId: z.string(), recurrenceRule: z.string(), isPaused: z.boolean() })
    .nullish(),
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
  action: z.enum(v2ActionTypes).or(z.string()).optional(),
  actionId: z.number().optional(),
  label: z.string().optional(),
  preventNav: z.boolean(),
  selectors: z.array(z.unknown()),
  sequence: z.number().int(),
  url: z.string().optional(),
  value: z.string().optional(),
  maskedValue: z.string().optional(),
  js: z.string().optional(),
  seconds: z.number().int().optional(),
  waitDuration: z.number().int().optional(),
  rules: z.array(z.number()).optional(),
});
export type V2Action = z.infer<typeof v2ActionSchema>;

/** A V2 journey's options (WebJourneyOptions), including the run-completion webhook. */
export const webJourneyOptionsSchema = z.looseObject({
  alerts: z.boolean(),
  browserWidth: z.number().int(),
  loadFlash: z.boolean(),
  location: z.string(),
  userAgent: z.string(),
  customProxy: z.string().optional(),
  frequency: z.string().optional(),
  monitoredByScriptServices: z.number().optional(),
  nextRun: dateTime.optional(),
  userAgentDescription: z.string().optional(),
  vpnEnabled: z.boolean().optional(),
  webHookUrl: z.string().optional(),
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
  createdAt: dateTime.optional(),
  lastCheck: dateTime.optional(),
  nextCheck: dateTime.optional(),
  status: z.string().optional(),
  webJourneyRunning: z.boolean().optional(),
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
        .trim()
        .min(1, { error: 'Enter a name' })
        .max(255, { error: 'Use at most 255 characters' }),
      domainId: id,
      emails: z.array(email).max(50, { error: 'Use at most 50 recipients' }),
      actions: z
        .array(
          v2ActionSchema.extend({
            sequence: z.number().int().min(0),
            label: z.string().max(500).optional(),
            waitDuration: z.number().int().min(0).max(1800).optional(),
          }),
        )
        .min(1, { error: 'A journey needs at least one action' })
        .max(100, { error: 'Use at most 100 actions' }),
      options: z.looseObject({
        alerts: z.boolean(),
        browserWidth: browserSize,
        loadFlash: z.boolean(),
        location: z.string().min(1, { error: 'Choose a location' }),
        userAgent: z.string().min(1, { error: 'Choose a browser' }),
        customProxy: z.string().optional(),
        frequency: z.enum(webJourneyFrequencies, { error: 'Choose how often the journey runs' }).optional(),
        monitoredByScriptServices: z.number().optional(),
        userAgentDescription: z.string().optional(),
        vpnEnabled: z.boolean().optional(),
        webHookUrl: z.string().optional(),
      }),
    })
    .superRefine((journey, ctx) => {
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
    });
}
export type WebJourneyV2Input = z.infer<ReturnType<typeof webJourneyV2InputSchema>>;

// ---------------------------------------------------------------------------------------------
// Blocking and custom headers
// ---------------------------------------------------------------------------------------------

/** One custom header group applied to a journey. */
export const assignedHeaderGroupSchema = z.looseObject({
  groupId: id,
  isApplyToAll: z.boolean().optional(),
});

/** GET/PUT /v3/web-journeys/{webJourneyId}/custom-headers (WebJourneyCustomHeaderDTO). */
export const journeyCustomHeadersSchema = z.looseObject({
  assignedCustomHttpHeaders: z.array(assignedHeaderGroupSchema),
});
export type JourneyCustomHeaders = z.infer<typeof journeyCustomHeadersSchema>;

/** Body of PUT /v3/web-journeys/{webJourneyId}/custom-headers. */
export const journeyCustomHeadersInputSchema = z.object({
  assignedCustomHttpHeaders: z
    .array(z.object({ groupId: id, isApplyToAll: z.boolean().optional() }))
    .max(50, { error: 'Use at most 50 header groups' }),
});
export type JourneyCustomHeadersInput = z.infer<typeof journeyCustomHeadersInputSchema>;

/** GET /v3/custom-headers: the account's custom header groups (CustomHeaderGroupSummaryResponse). */
export const customHeaderGroupsSchema = z.looseObject({
  customHeaderGroups: z.array(
    z.looseObject({
      id,
      groupName: z.string(),
      headerCount: z.number().int(),
      requestUrlFilterCount: z.number().int(),
      applyToAll: z.boolean(),
      createdAt: dateTime.optional(),
      updatedAt: dateTime.optional(),
      assignments: z.array(z.looseObject({ itemType: z.string(), itemId: id })).optional(),
    }),
  ),
});
export type CustomHeaderGroups = z.infer<typeof customHeaderGroupsSchema>;
