import { z } from 'zod';
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
  lastCheck: dateTime.nullish(),
  failureType: z.string().nullish(),
});
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;

/** GET /v3/web-journeys/{webJourneyId}/runs/{runId}/info (WebJourneyRun_ConfigurationInfoResponseDTO). */
export const journeyRunInfoSchema = z.looseObject({
  browserName: z.string(),
  browserVersion: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  userAgent: z.string(),
  locationId: z.number().int(),
  customProxy: z.string().optional(),
  privacyConsentActions: z.boolean(),
  vpnEnabled: z.boolean(),
  gpcEnabled: z.boolean(),
  technologyBlockingEnabled: z.boolean(),
  fileSubstitutionConfigured: z.boolean(),
  blockThirdPartyCookies: z.boolean(),
  customHeadersApplied: z.boolean(),
});
export type JourneyRunInfo = z.infer<typeof journeyRunInfoSchema>;

const nameValue = z.looseObject({ name: z.string(), value: z.string().nullish() });

/** GET …/runs/{runId}/actions/{actionSequenceId}/requests: one HAR entry (WebJourneyActionRequestResponse). */
export const actionRequestSchema = z.looseObject({
  startedDateTime: dateTime.optional(),
  time: z.number().optional(),
  request: z
    .looseObject({
      method: z.string().optional(),
      url: z.string().optional(),
      headers: z.array(nameValue).optional(),
      requestBlocking: z.looseObject({ blockReason: z.string(), tagId: id.optional() }).optional(),
    })
    .optional(),
  response: z
    .looseObject({
      status: z.number().int().optional(),
      statusText: z.string().optional(),
      headers: z.array(nameValue).optional(),
      content: z.looseObject({ size: z.number().optional(), mimeType: z.string().optional() }).optional(),
    })
    .optional(),
  resourceType: z.string().optional(),
  tag: z
    .looseObject({
      tagId: id.optional(),
      tagName: z.string().optional(),
      tagCategoryName: z.string().optional(),
    })
    .optional(),
  tagId: id.optional(),
});
export type ActionRequest = z.infer<typeof actionRequestSchema>;
export const actionRequestListSchema = z.array(actionRequestSchema);

/** GET …/runs/{runId}/actions/{actionSequenceId}/logs: one console message (ConsoleLogDto). */
export const consoleLogSchema = z.looseObject({
  message: z.string().optional(),
  count: z.number().int().optional(),
  level: z.string().optional(),
  timestamp: z.number().optional(),
  source: z.string().optional(),
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
  expirationTimestamp: z.number().optional(),
  opChangeType: z.enum(cookieChangeTypes).or(z.string()).optional(),
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
  name: z.string().min(1, { error: 'Name the cookie' }),
  domain: z.string().min(1, { error: 'Give the cookie domain' }),
  path: z.string().optional(),
});
export type CookieOriginInput = z.infer<typeof cookieOriginInputSchema>;

/** What made a cookie change (CookieChangeInitiator): a response header, a script, or the journey itself. */
export const cookieInitiatorSchema = z.looseObject({
  initiatorType: z.string(),
  tagId: z.number().int().optional(),
  requestUrl: z.string().optional(),
  harEntryIndex: z.number().int().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
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
  cookieTTL: z.number().optional(),
});
export type CookieSnapshot = z.infer<typeof cookieSnapshotSchema>;

/** One change of a cookie during an action: which action, how, and what caused it. */
export const cookieChangeSchema = z.looseObject({
  action: z.looseObject({ sequence: z.number().int(), label: z.string() }),
  cookieChangeType: z.enum(cookieChangeTypes).or(z.string()),
  initiators: z.array(cookieInitiatorSchema),
  cookie: cookieSnapshotSchema,
});
export type CookieChange = z.infer<typeof cookieChangeSchema>;

/** POST …/runs/{runId}/cookies/origin (WebJourneyRunCookieOrigin): every change of a cookie in a run. */
export const runCookieOriginSchema = z.looseObject({
  totalCookieActionCount: z.number().int(),
  totalCookieInitiatorCount: z.number().int(),
  actions: z.array(cookieChangeSchema),
});
export type RunCookieOrigin = z.infer<typeof runCookieOriginSchema>;

/** POST …/runs/{runId}/actions/{actionId}/cookies/origin (WebJourneyResponseCookieOriginDto). */
export const actionCookieOriginSchema = z.looseObject({ changes: z.array(cookieChangeSchema) });
export type ActionCookieOrigin = z.infer<typeof actionCookieOriginSchema>;
