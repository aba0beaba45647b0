import { z } from '@/lib/zod';
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
  tagId: z.int(),
  tagName: z.string(),
  tagCategoryId: z.int(),
  tagCategoryName: z.string(),
});
export type TagRef = z.infer<typeof tagRefSchema>;

/** The fields every request row carries (RequestLogTrait). */
const requestTraitShape = {
  harEntryIndex: z.int(),
  requestUrl: z.string(),
  statusCode: z.int(),
  loadTime: z.number(),
  resourceType: z.optional(z.string()),
  method: z.optional(z.string()),
  mimeType: z.optional(z.string()),
  responseSizeBytes: z.optional(z.int()),
  startedAt: z.optional(z.string()),
  startedAtRelativeToPageNavigation: z.optional(z.int()),
  geoLocationInfo: z.optional(z.looseObject({ countryCode: z.string(), countryName: z.string() })),
  fileInfo: z.optional(z.looseObject({ filename: z.string(), requestDomain: z.string() })),
};

/** One network request of the page (RequestLog). */
export const requestLogItemSchema = z.looseObject({
  ...requestTraitShape,
  tag: z.optional(tagRefSchema),
  origin: z.nullish(z.string()),
  relatedCookies: z.optional(z.array(cookieRefSchema)),
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
  errorLogCount: z.int(),
  warnLogCount: z.int(),
  infoLogCount: z.int(),
  debugLogCount: z.int(),
  otherLogCount: z.int(),
});
export type ConsoleSummary = z.infer<typeof consoleSummarySchema>;

/** One console message (BrowserConsoleLog). */
export const consoleMessageSchema = z.looseObject({
  timestamp: z.int(),
  message: z.string(),
  level: z.string(),
  count: z.int(),
  source: z.optional(z.string()),
  relatedTag: z.optional(tagRefSchema),
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
  includedLevels: z.optional(z.array(consoleLevelSchema)),
  search: z.optional(z.string()),
});
export type ConsoleFilter = z.infer<typeof consoleFilterSchema>;

/** A text filter: contains or does not contain a value (StringInclusionFilter). */
export const stringFilterSchema = z.object({
  filterType: z.enum(['contains', 'not_contains']),
  filterValue: z.string().check(z.minLength(1)),
});
export type StringFilter = z.infer<typeof stringFilterSchema>;

/** Status classes of the initiators filter: 2xx, 3xx, anything else. */
export const statusClasses = ['good', 'redirects', 'broken'] as const;

/** Body of POST PG/initiators (AuditRunPage_InitiatorsTree_RequestDTO). */
export const initiatorsFilterSchema = z.object({
  tagsOnly: z.optional(z.boolean()),
  primaryTagsOnly: z.optional(z.boolean()),
  tagId: z.optional(z.int()),
  tagAccount: z.optional(z.string()),
  tagVendorId: z.optional(z.int()),
  tagCategoryId: z.optional(z.int()),
  withCookiesOnly: z.optional(z.boolean()),
  cookieName: z.optional(stringFilterSchema),
  cookieDomain: z.optional(stringFilterSchema),
  partyType: z.optional(z.enum(['1st_party', 'owned_3rd_party', '3rd_party'])),
  requestUrl: z.optional(stringFilterSchema),
  requestStatusCode: z.optional(z.enum(statusClasses)),
});
export type InitiatorsFilter = z.infer<typeof initiatorsFilterSchema>;

/** A node of the initiators tree: one request and the requests it started (InitiatorsTreeVertex). */
export const initiatorsVertexSchema = z.looseObject({
  harEntryIndex: z.int(),
  relationToParent: z.optional(z.string()),
  get children() {
    return z.array(initiatorsVertexSchema);
  },
  originalSubtreeSize: z.int(),
  filteredSubtreeSize: z.int(),
  matchesFilter: z.boolean(),
});
export type InitiatorsVertex = z.infer<typeof initiatorsVertexSchema>;

/** POST PG/initiators: counts before and after filtering, and the tree from the document. */
export const initiatorsSchema = z.looseObject({
  initiatorsSummary: z.looseObject({
    totalNetworkRequestCount: z.int(),
    filteredNetworkRequestCount: z.int(),
    totalBrokenNetworkRequestCount: z.int(),
    filteredBrokenNetworkRequestCount: z.int(),
    totalTagCount: z.int(),
    filteredTagCount: z.int(),
    totalCookieCount: z.int(),
    filteredCookieCount: z.int(),
  }),
  initiatorsTreeRoot: initiatorsVertexSchema,
});
export type Initiators = z.infer<typeof initiatorsSchema>;

/** Body of POST PG/initiators/request-log: HAR entry indices, none meaning all. */
export const harEntryQuerySchema = z.object({
  harEntryIndices: z.array(z.int().check(z.minimum(0))).check(z.maxLength(10_000)),
});

/** One request picked by HAR entry index (GetRequestsByHarEntryIndices_RequestItem). */
export const initiatorRequestSchema = z.looseObject({
  ...requestTraitShape,
  tagId: z.optional(z.int()),
  tagVendorId: z.optional(z.int()),
  tagCategoryId: z.optional(z.int()),
  tagAccount: z.optional(z.string()),
  consoleLogSummary: consoleSummarySchema,
  fileSubstitution: z.optional(z.looseObject({ substituteUrl: z.string() })),
});
export type InitiatorRequest = z.infer<typeof initiatorRequestSchema>;
export const initiatorRequestsSchema = z.looseObject({ requests: z.array(initiatorRequestSchema) });

/** GET PG/initiators/cookies: the cookies each request set. */
export const initiatorCookiesSchema = z.looseObject({
  requests: z.array(
    z.looseObject({
      harEntryIndex: z.int(),
      cookies: z.array(z.looseObject({ cookieChangeType: z.string(), cookie: cookieSnapshotSchema })),
    }),
  ),
});
export type InitiatorCookies = z.infer<typeof initiatorCookiesSchema>;
