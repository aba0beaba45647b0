import { z } from 'zod';
import { cookieAttributes, cookieInitiatorRefsSchema, cookieInsightsSchema } from '../cookie-schemas';
import { id } from '../common';

/** Which links of a page to list: the ones on it, or the ones pointing at it. */
export const linkDirections = ['from_this_page', 'to_this_page'] as const;
export const linkDirectionSchema = z.enum(linkDirections);
export type LinkDirection = z.infer<typeof linkDirectionSchema>;

/** Kinds of outgoing links the links list and its download can be narrowed to. */
export const linkOptions = ['to_internal_pages', 'to_external_pages', 'to_urls_not_audited'] as const;
export const linkOptionSchema = z.enum(linkOptions);
export type LinkOption = z.infer<typeof linkOptionSchema>;

/** For incoming links: those pointing at the page's initial URL or at its final URL. */
export const thisUrlTypes = ['initial', 'final'] as const;
export const thisUrlTypeSchema = z.enum(thisUrlTypes);
export type ThisUrlType = z.infer<typeof thisUrlTypeSchema>;

/** One hop of a page's redirect chain. */
export const redirectSchema = z.looseObject({
  statusCode: z.number().int(),
  url: z.string(),
  type: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** Counts of the links on a page and pointing at it (AuditRun_PageInfo_LinkSummary). */
export const linkSummarySchema = z.looseObject({
  linkToInitialUrlCount: z.number().int(),
  linkToFinalUrlCount: z.number().int(),
  linksFromThisPageV2: z
    .looseObject({
      scannedInternalSuccessfulPageCount: z.number().int(),
      scannedInternalBrokenPageCount: z.number().int(),
      scannedExternalSuccessfulPageCount: z.number().int(),
      scannedExternalBrokenPageCount: z.number().int(),
      unscannedInternaLinkCount: z.number().int(),
      unscannedExternaLinkCount: z.number().int(),
    })
    .optional(),
});
export type LinkSummary = z.infer<typeof linkSummarySchema>;

/** One web vital of a page: its value and the warning and failure thresholds. */
export const webVitalDetailsSchema = z.looseObject({
  value: z.number().nullish(),
  pass: z.boolean(),
  warnThreshold: z.number(),
  failThreshold: z.number(),
});
export type WebVitalDetails = z.infer<typeof webVitalDetailsSchema>;

/** LCP, CLS, FCP and TTFB of a page visit (WebVitalsSummary). */
export const webVitalsSummarySchema = z.looseObject({
  largestContentfulPaint: webVitalDetailsSchema,
  cumulativeLayoutShift: webVitalDetailsSchema,
  firstContentfulPaint: webVitalDetailsSchema,
  timeToFirstByte: webVitalDetailsSchema,
});
export type WebVitalsSummary = z.infer<typeof webVitalsSummarySchema>;

/** GET PG/info: what happened when the page was visited (PageInfo). */
export const pageInfoSchema = z.looseObject({
  url: z.string().optional(),
  initialPageUrl: z.string().optional(),
  finalPageUrl: z.string().optional(),
  loadTime: z.number().optional(),
  statusCode: z.number().int().optional(),
  initialStatusCode: z.number().int().optional(),
  finalStatusCode: z.number().int().optional(),
  size: z.number().optional(),
  screenshot: z.string().optional(),
  parent: z.looseObject({ pageId: z.string().optional(), pageUrl: z.string().optional() }).optional(),
  title: z.unknown().optional(),
  browserError: z.string().optional(),
  visitStartTimestamp: z.number().int().optional(),
  visitEndTimestamp: z.number().int().optional(),
  redirects: z.array(redirectSchema).nullish(),
  links: linkSummarySchema.optional(),
  onPageActionResults: z
    .array(z.looseObject({ auditActionSnapshotId: z.number().int(), failureMessage: z.string() }))
    .optional(),
  webVitalsSummary: webVitalsSummarySchema.optional(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** One link row of the links list and of its CSV download (AuditRun_PageInfo_LinkItem). */
export const linkItemSchema = z.looseObject({
  initial_page_url: z.string(),
  initial_page_status_code: z.number().int(),
  final_page_url: z.string(),
  final_page_status_code: z.number().int(),
  page_linked_from_url: z.string(),
  outer_html: z.string(),
});
export type LinkItem = z.infer<typeof linkItemSchema>;

/** GET PG/links/{linkDirection}: at most 1000 links. */
export const linksSchema = z.looseObject({ links: z.array(linkItemSchema) });

/** A cookie named by name, domain and path (CookieOriginRequestDTO). */
export const cookieRefSchema = z.looseObject({
  name: z.string().optional(),
  domain: z.string().optional(),
  path: z.string().optional(),
});
export type CookieRef = z.infer<typeof cookieRefSchema>;

/** One request of a tag on the page, with its account and variables (TagInstance). */
export const tagInstanceSchema = z.looseObject({
  tagInstanceId: z.string().optional(),
  account: z.string().optional(),
  bytes: z.number().int().optional(),
  loadTime: z.number().optional(),
  duplicates: z.number().int().optional(),
  multiples: z.number().int().optional(),
  statusCode: z.number().int().optional(),
  tagInstanceVariables: z
    .array(z.looseObject({ name: z.string().optional(), value: z.string().optional() }))
    .optional(),
  relatedCookies: z.array(cookieRefSchema).optional(),
  harEntryIndex: z.number().int().optional(),
});
export type TagInstance = z.infer<typeof tagInstanceSchema>;

/** A tag found on the page with its requests (TagInfo). */
export const pageTagSchema = z.looseObject({
  name: z.string().optional(),
  category: z.string().optional(),
  tagId: z.number().int().optional(),
  pageTagInstances: z.array(tagInstanceSchema).optional(),
  relatedCookies: z.array(cookieRefSchema).optional(),
  tagRequestCount: z.number().int().optional(),
  tagDuplicateRequestCount: z.number().int().optional(),
  tagMultipleRequestCount: z.number().int().optional(),
  tagUniqueRequestCount: z.number().int().optional(),
});
export type PageTag = z.infer<typeof pageTagSchema>;

/** GET PG/tags: the page's tags, with insight counts when asked for (TagInfoDTOWithInsights). */
export const pageTagsSchema = z.looseObject({
  pageTags: z.array(pageTagSchema).optional(),
  pageTagInsights: z
    .looseObject({
      noOfTagRequests: z.number().int().optional(),
      noOfUniqueTags: z.number().int().optional(),
      noOfBrokenTags: z.number().int().optional(),
    })
    .optional(),
});
export type PageTags = z.infer<typeof pageTagsSchema>;

/** A cookie's state as recorded by a change (CookieChangeSnapshot). */
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
  cookieTTL: z.number().int().optional(),
});
export type CookieSnapshot = z.infer<typeof cookieSnapshotSchema>;

/** What set or changed a cookie: a request (HTTP), the page's script (APP) or an action. */
export const cookieChangeInitiatorSchema = z.looseObject({
  initiatorType: z.string(),
  tagId: z.number().int().optional(),
  requestUrl: z.string().optional(),
  harEntryIndex: z.number().int().optional(),
});
export type CookieChangeInitiator = z.infer<typeof cookieChangeInitiatorSchema>;

/** One change of a cookie during the visit (AuditPageCookieChangeItem). */
export const cookieChangeSchema = z.looseObject({
  cookieChangeType: z.string(),
  cookie: cookieSnapshotSchema,
  action: z.looseObject({ sequence: z.number().int(), label: z.string() }).optional(),
  initiators: z.array(cookieChangeInitiatorSchema).optional(),
  cookieOriginType: z.string().nullish(),
});

/** One cookie of the page (AuditPageCookieItem). */
export const pageCookieSchema = z.looseObject({
  name: z.string().optional(),
  domain: z.string().optional(),
  ...cookieAttributes,
  ttlInMinutes: z.number().int().optional(),
  initiators: cookieInitiatorRefsSchema,
  uniqueInitiatorCount: z.number().int().optional(),
  changes: z.array(cookieChangeSchema).optional(),
  cookieChangedDuring: z.array(z.string().nullable()).optional(),
});
export type PageCookie = z.infer<typeof pageCookieSchema>;

/** GET PG/cookies: the page's cookies and their counts (AuditPageCookiesDTO). */
export const pageCookiesSchema = z.looseObject({
  insights: cookieInsightsSchema,
  cookies: z.array(pageCookieSchema),
});
export type PageCookies = z.infer<typeof pageCookiesSchema>;

/** GET PG/file-mapping: one remote file mapping that matched requests of the page. */
export const fileMappingResultSchema = z.looseObject({
  remoteFileMappingId: id.optional(),
  match: z.string().optional(),
  /** 1 = success, 2 = failure. */
  matchType: z.number().int().optional(),
  fileUrl: z.string().optional(),
  mappedRequests: z.array(z.string()).optional(),
});
export type FileMappingResult = z.infer<typeof fileMappingResultSchema>;
export const fileMappingResultsSchema = z.array(fileMappingResultSchema);

/** One rule evaluated on the page (V2 PageRuleResult). */
export const pageRuleResultSchema = z.looseObject({
  ruleId: id,
  name: z.string(),
  resultType: z.string().optional(),
  noOfChecks: z.looseObject({ actual: z.number().int(), expected: z.number().int() }),
  pageFilterResults: z.array(z.looseObject({ actual: z.string(), expected: z.string() })),
  tagResults: z.array(
    z.looseObject({
      conditionId: z.number().int(),
      resultType: z.string().optional(),
      tag: z.looseObject({ id, name: z.string(), variables: z.array(z.unknown()) }),
    }),
  ),
});
export type PageRuleResult = z.infer<typeof pageRuleResultSchema>;

/** GET /v2/…/pages/{pageId}/rule-results: the rules of the audit evaluated on the page. */
export const pageRuleResultsSchema = z.looseObject({
  results: z.array(pageRuleResultSchema),
  summary: z.looseObject({
    totalNoOfRulesApplied: z.number().int(),
    totalNoOfRulesFailed: z.number().int(),
    totalNoOfRulesNotApplied: z.number().int(),
    totalNoOfRulesPassed: z.number().int(),
  }),
});
export type PageRuleResults = z.infer<typeof pageRuleResultsSchema>;

/** POST PG/cookies/origin (deprecated): the origin story of one cookie. */
export const cookieOriginSchema = z.looseObject({
  totalCookieActionCount: z.number().int(),
  totalCookieInitiatorCount: z.number().int(),
  actions: z.array(
    z.looseObject({
      action: z.looseObject({ sequence: z.number().int(), label: z.string() }),
      cookieChangeType: z.string(),
      initiators: z.array(cookieChangeInitiatorSchema),
      cookie: cookieSnapshotSchema,
    }),
  ),
});
export type CookieOrigin = z.infer<typeof cookieOriginSchema>;
