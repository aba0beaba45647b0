import { z } from 'zod';
import { iterableMetadataSchema } from '../pagination';
import { cookieRefSchema, cookieSnapshotSchema } from './schemas';

/** Sort columns of GET PG/request-log (AuditRun_PageDetails_RequestLogSortColumn). */
export const requestLogSortColumns = [
  'request_start_time',
  'request_url',
  'tag_name',
  'mime_type',
  'response_size',
  'load_time',
  'status_code',
  'geo',
  'date_difference',
  'size_difference',
  'started_at',
] as const;
export type RequestLogSortColumn = (typeof requestLogSortColumns)[number];

/** Page sizes GET PG/request-log accepts (50 to 1000). */
export const REQUEST_LOG_SIZE = { min: 50, max: 1000 } as const;

/** Console message levels (BrowserLogMessageLevelEnum). */
export const consoleLevels = ['error', 'warn', 'info', 'debug', 'other'] as const;
export const consoleLevelSchema = z.enum(consoleLevels);
export type ConsoleLevel = z.infer<typeof consoleLevelSchema>;

/** Sort columns of POST PG/console-log (AuditRunPage_BrowserLogs_MessagesSortColumn). */
export const consoleSortColumns = [
  'message',
  'timestamp',
  'level',
  'source',
  'count',
  'related_tag',
] as const;
export type ConsoleSortColumn = (typeof consoleSortColumns)[number];

/** Page sizes POST PG/console-log accepts (50 to 200). */
export const CONSOLE_LOG_SIZE = { min: 50, max: 200 } as const;

/** A tag as named on a request or console message (TagInfoTrait). */
export const tagRefSchema = z.looseObject({
  tagId: z.number().int(),
  tagName: z.string(),
  tagCategoryId: z.number().int(),
  tagCategoryName: z.string(),
});
export type TagRef = z.infer<typeof tagRefSchema>;

/** The fields every request row carries (RequestLogTrait). */
const requestTraitShape = {
  harEntryIndex: z.number().int(),
  requestUrl: z.string(),
  statusCode: z.number().int(),
  loadTime: z.number(),
  resourceType: z.string().optional(),
  method: z.string().optional(),
  mimeType: z.string().optional(),
  responseSizeBytes: z.number().int().optional(),
  startedAt: z.string().optional(),
  startedAtRelativeToPageNavigation: z.number().int().optional(),
  geoLocationInfo: z.looseObject({ countryCode: z.string(), countryName: z.string() }).optional(),
  fileInfo: z.looseObject({ filename: z.string(), requestDomain: z.string() }).optional(),
};

/** One network request of the page (RequestLog). */
export const requestLogItemSchema = z.looseObject({
  ...requestTraitShape,
  tag: tagRefSchema.optional(),
  origin: z.string().nullish(),
  relatedCookies: z.array(cookieRefSchema).optional(),
});
export type RequestLogItem = z.infer<typeof requestLogItemSchema>;

/** GET PG/request-log: one page of the page's requests (RequestLogDTO). */
export const requestLogSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  requests: z.array(requestLogItemSchema),
});
export type RequestLog = z.infer<typeof requestLogSchema>;

/** Counts of console messages by level (ConsoleLogSummary). */
export const consoleSummarySchema = z.looseObject({
  errorLogCount: z.number().int(),
  warnLogCount: z.number().int(),
  infoLogCount: z.number().int(),
  debugLogCount: z.number().int(),
  otherLogCount: z.number().int(),
});
export type ConsoleSummary = z.infer<typeof consoleSummarySchema>;

/** One console message (BrowserConsoleLog). */
export const consoleMessageSchema = z.looseObject({
  timestamp: z.number().int(),
  message: z.string(),
  level: z.string(),
  count: z.number().int(),
  source: z.string().optional(),
  relatedTag: tagRefSchema.optional(),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

/** POST PG/console-log: one page of console messages (AuditRunPage_ConsoleLogsDTO). */
export const consoleLogSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  consoleLogs: z.array(consoleMessageSchema),
});
export type ConsoleLog = z.infer<typeof consoleLogSchema>;

/** Body of the console operations: levels to include and text to search in message and source. */
export const consoleFilterSchema = z.object({
  includedLevels: z.array(consoleLevelSchema).optional(),
  search: z.string().optional(),
});
export type ConsoleFilter = z.infer<typeof consoleFilterSchema>;

/** A text filter: contains or does not contain a value (StringInclusionFilter). */
export const stringFilterSchema = z.object({
  filterType: z.enum(['contains', 'not_contains']),
  filterValue: z.string().min(1),
});
export type StringFilter = z.infer<typeof stringFilterSchema>;

/** Status classes of the initiators filter: 2xx, 3xx, anything else. */
export const statusClasses = ['good', 'redirects', 'broken'] as const;

/** Body of POST PG/initiators (AuditRunPage_InitiatorsTree_RequestDTO). */
export const initiatorsFilterSchema = z.object({
  tagsOnly: z.boolean().optional(),
  primaryTagsOnly: z.boolean().optional(),
  tagId: z.number().int().optional(),
  tagAccount: z.string().optional(),
  tagVendorId: z.number().int().optional(),
  tagCategoryId: z.number().int().optional(),
  withCookiesOnly: z.boolean().optional(),
  cookieName: stringFilterSchema.optional(),
  cookieDomain: stringFilterSchema.optional(),
  partyType: z.enum(['1st_party', 'owned_3rd_party', '3rd_party']).optional(),
  requestUrl: stringFilterSchema.optional(),
  requestStatusCode: z.enum(statusClasses).optional(),
});
export type InitiatorsFilter = z.infer<typeof initiatorsFilterSchema>;

/** A node of the initiators tree: one request and the requests it started (InitiatorsTreeVertex). */
export const initiatorsVertexSchema = z.looseObject({
  harEntryIndex: z.number().int(),
  relationToParent: z.string().optional(),
  get children() {
    return z.array(initiatorsVertexSchema);
  },
  originalSubtreeSize: z.number().int(),
  filteredSubtreeSize: z.number().int(),
  matchesFilter: z.boolean(),
});
export type InitiatorsVertex = z.infer<typeof initiatorsVertexSchema>;

/** POST PG/initiators: counts before and after filtering, and the tree from the document. */
export const initiatorsSchema = z.looseObject({
  initiatorsSummary: z.looseObject({
    totalNetworkRequestCount: z.number().int(),
    filteredNetworkRequestCount: z.number().int(),
    totalBrokenNetworkRequestCount: z.number().int(),
    filteredBrokenNetworkRequestCount: z.number().int(),
    totalTagCount: z.number().int(),
    filteredTagCount: z.number().int(),
    totalCookieCount: z.number().int(),
    filteredCookieCount: z.number().int(),
  }),
  initiatorsTreeRoot: initiatorsVertexSchema,
});
export type Initiators = z.infer<typeof initiatorsSchema>;

/** Body of POST PG/initiators/request-log: HAR entry indices, none meaning all. */
export const harEntryQuerySchema = z.object({
  harEntryIndices: z.array(z.number().int().min(0)).max(10_000),
});

/** One request picked by HAR entry index (GetRequestsByHarEntryIndices_RequestItem). */
export const initiatorRequestSchema = z.looseObject({
  ...requestTraitShape,
  tagId: z.number().int().optional(),
  tagVendorId: z.number().int().optional(),
  tagCategoryId: z.number().int().optional(),
  tagAccount: z.string().optional(),
  consoleLogSummary: consoleSummarySchema,
  fileSubstitution: z.looseObject({ substituteUrl: z.string() }).optional(),
});
export type InitiatorRequest = z.infer<typeof initiatorRequestSchema>;
export const initiatorRequestsSchema = z.looseObject({ requests: z.array(initiatorRequestSchema) });

/** GET PG/initiators/cookies: the cookies each request set. */
export const initiatorCookiesSchema = z.looseObject({
  requests: z.array(
    z.looseObject({
      harEntryIndex: z.number().int(),
      cookies: z.array(z.looseObject({ cookieChangeType: z.string(), cookie: cookieSnapshotSchema })),
    }),
  ),
});
export type InitiatorCookies = z.infer<typeof initiatorCookiesSchema>;
