import { z } from '@/lib/zod';
import { cookieAttributes, cookieInitiatorRefsSchema, cookieInsightsSchema } from '../cookie-schemas';
import { dateTime, id } from '../common';

/** Outcomes of a web journey's last run, as its V2 `status` words them (WebJourney.status). */
export const journeyRunStatuses = [
  'Ok',
  'Failed',
  'NotChecked',
  'RulesFailed',
  'ActionFailed',
  'PageFailed',
  'DataCollectionFailure',
] as const;
export type JourneyRunStatus = (typeof journeyRunStatuses)[number];

/** POST /v3/web-journeys/{webJourneyId}/runs (WebJourneyRun_CreatedResponseDTO). */
export const runCreatedSchema = z.looseObject({ newRunId: id });

/** GET /v3/web-journeys/{webJourneyId}/status (WebJourneyStatusDTO). */
export const journeyStatusSchema = z.looseObject({
  status: z.string(),
  webJourneyRunning: z.boolean(),
  queued: z.boolean(),
  lastCheck: z.nullish(dateTime),
  failureType: z.nullish(z.string()),
});
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;

/** GET /v3/web-journeys/{webJourneyId}/runs/{runId}/info (WebJourneyRun_ConfigurationInfoResponseDTO). */
export const journeyRunInfoSchema = z.looseObject({
  browserName: z.string(),
  browserVersion: z.string(),
  width: z.int(),
  height: z.int(),
  userAgent: z.string(),
  locationId: z.int(),
  customProxy: z.optional(z.string()),
  privacyConsentActions: z.boolean(),
  vpnEnabled: z.boolean(),
  gpcEnabled: z.boolean(),
  technologyBlockingEnabled: z.boolean(),
  fileSubstitutionConfigured: z.boolean(),
  blockThirdPartyCookies: z.boolean(),
  customHeadersApplied: z.boolean(),
});
export type JourneyRunInfo = z.infer<typeof journeyRunInfoSchema>;

const nameValue = z.looseObject({ name: z.string(), value: z.nullish(z.string()) });

/** GET …/runs/{runId}/actions/{actionSequenceId}/requests: one HAR entry (WebJourneyActionRequestResponse). */
export const actionRequestSchema = z.looseObject({
  startedDateTime: z.optional(dateTime),
  time: z.optional(z.number()),
  request: z.optional(
    z.looseObject({
      method: z.optional(z.string()),
      url: z.optional(z.string()),
      headers: z.optional(z.array(nameValue)),
      requestBlocking: z.optional(z.looseObject({ blockReason: z.string(), tagId: z.optional(id) })),
    }),
  ),
  response: z.optional(
    z.looseObject({
      status: z.optional(z.int()),
      statusText: z.optional(z.string()),
      headers: z.optional(z.array(nameValue)),
      content: z.optional(z.looseObject({ size: z.optional(z.number()), mimeType: z.optional(z.string()) })),
    }),
  ),
  resourceType: z.optional(z.string()),
  tag: z.optional(
    z.looseObject({
      tagId: z.optional(id),
      tagName: z.optional(z.string()),
      tagCategoryName: z.optional(z.string()),
    }),
  ),
  tagId: z.optional(id),
});
export type ActionRequest = z.infer<typeof actionRequestSchema>;
export const actionRequestListSchema = z.array(actionRequestSchema);

/** GET …/runs/{runId}/actions/{actionSequenceId}/logs: one console message (ConsoleLogDto). */
export const consoleLogSchema = z.looseObject({
  message: z.optional(z.string()),
  count: z.optional(z.int()),
  level: z.optional(z.string()),
  timestamp: z.optional(z.number()),
  source: z.optional(z.string()),
});
export type ConsoleLog = z.infer<typeof consoleLogSchema>;
export const consoleLogListSchema = z.array(consoleLogSchema);

/** How a cookie changed (CookieChangeTypeEnum). */
export const cookieChangeTypes = ['ADD', 'UPDATE', 'DELETE', 'NO_CHANGE', 'REPEAT_SET'] as const;
export type CookieChangeType = (typeof cookieChangeTypes)[number];

/** One cookie an action affected (WebJourneyActionCookieItem). */
export const actionCookieSchema = z.looseObject({
  name: z.string(),
  domain: z.string(),
  ...cookieAttributes,
  expirationTimestamp: z.optional(z.number()),
  opChangeType: z.optional(z.union([z.enum(cookieChangeTypes), z.string()])),
  initiators: cookieInitiatorRefsSchema,
});
export type ActionCookie = z.infer<typeof actionCookieSchema>;

/** GET …/runs/{runId}/actions/{actionSequenceId}/cookies (WebJourneyActionCookiesDTO). */
export const actionCookiesSchema = z.looseObject({
  insights: cookieInsightsSchema,
  create: z.array(actionCookieSchema),
});
export type ActionCookies = z.infer<typeof actionCookiesSchema>;

/** Body of the cookie origin operations (CookieOriginRequestDTO): which cookie. */
export const cookieOriginInputSchema = z.object({
  name: z.string().check(z.minLength(1, { error: 'Name the cookie' })),
  domain: z.string().check(z.minLength(1, { error: 'Give the cookie domain' })),
  path: z.optional(z.string()),
});
export type CookieOriginInput = z.infer<typeof cookieOriginInputSchema>;

/** What made a cookie change (CookieChangeInitiator): a response header, a script, or the journey itself. */
export const cookieInitiatorSchema = z.looseObject({
  initiatorType: z.string(),
  tagId: z.optional(z.int()),
  requestUrl: z.optional(z.string()),
  harEntryIndex: z.optional(z.int()),
  line: z.optional(z.int()),
  column: z.optional(z.int()),
});
export type CookieInitiator = z.infer<typeof cookieInitiatorSchema>;

/** The cookie as a change left it (CookieChangeSnapshot). */
export const cookieSnapshotSchema = z.looseObject({
  name: z.string(),
  value: z.string(),
  domain: z.string(),
  path: z.string(),
  httpOnly: z.boolean(),
  secure: z.boolean(),
  sameSite: z.string(),
  expires: z.string(),
  partyType: z.string(),
  cookieTTL: z.optional(z.number()),
});
export type CookieSnapshot = z.infer<typeof cookieSnapshotSchema>;

/** One change of a cookie during an action: which action, how, and what caused it. */
export const cookieChangeSchema = z.looseObject({
  action: z.looseObject({ sequence: z.int(), label: z.string() }),
  cookieChangeType: z.union([z.enum(cookieChangeTypes), z.string()]),
  initiators: z.array(cookieInitiatorSchema),
  cookie: cookieSnapshotSchema,
});
export type CookieChange = z.infer<typeof cookieChangeSchema>;

/** POST …/runs/{runId}/cookies/origin (WebJourneyRunCookieOrigin): every change of a cookie in a run. */
export const runCookieOriginSchema = z.looseObject({
  totalCookieActionCount: z.int(),
  totalCookieInitiatorCount: z.int(),
  actions: z.array(cookieChangeSchema),
});
export type RunCookieOrigin = z.infer<typeof runCookieOriginSchema>;

/** POST …/runs/{runId}/actions/{actionId}/cookies/origin (WebJourneyResponseCookieOriginDto). */
export const actionCookieOriginSchema = z.looseObject({ changes: z.array(cookieChangeSchema) });
export type ActionCookieOrigin = z.infer<typeof actionCookieOriginSchema>;
