import { z } from '@/lib/zod';
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
  statusCode: z.int(),
  url: z.string(),
  type: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** Counts of the links on a page and pointing at it (AuditRun_PageInfo_LinkSummary). */
export const linkSummarySchema = z.looseObject({
  linkToInitialUrlCount: z.int(),
  linkToFinalUrlCount: z.int(),
  linksFromThisPageV2: z.optional(
    z.looseObject({
      scannedInternalSuccessfulPageCount: z.int(),
      scannedInternalBrokenPageCount: z.int(),
      scannedExternalSuccessfulPageCount: z.int(),
      scannedExternalBrokenPageCount: z.int(),
      unscannedInternaLinkCount: z.int(),
      unscannedExternaLinkCount: z.int(),
    }),
  ),
});
export type LinkSummary = z.infer<typeof linkSummarySchema>;

/** One web vital of a page: its value and the warning and failure thresholds. */
export const webVitalDetailsSchema = z.looseObject({
  value: z.nullish(z.number()),
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
  url: z.optional(z.string()),
  initialPageUrl: z.optional(z.string()),
  finalPageUrl: z.optional(z.string()),
  loadTime: z.optional(z.number()),
  statusCode: z.optional(z.int()),
  initialStatusCode: z.optional(z.int()),
  finalStatusCode: z.optional(z.int()),
  size: z.optional(z.number()),
  screenshot: z.optional(z.string()),
  parent: z.optional(z.looseObject({ pageId: z.optional(z.string()), pageUrl: z.optional(z.string()) })),
  title: z.optional(z.unknown()),
  browserError: z.optional(z.string()),
  visitStartTimestamp: z.optional(z.int()),
  visitEndTimestamp: z.optional(z.int()),
  redirects: z.nullish(z.array(redirectSchema)),
  links: z.optional(linkSummarySchema),
  onPageActionResults: z.optional(
    z.array(z.looseObject({ auditActionSnapshotId: z.int(), failureMessage: z.string() })),
  ),
  webVitalsSummary: z.optional(webVitalsSummarySchema),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** One link row of the links list and of its CSV download (AuditRun_PageInfo_LinkItem). */
export const linkItemSchema = z.looseObject({
  initial_page_url: z.string(),
  initial_page_status_code: z.int(),
  final_page_url: z.string(),
  final_page_status_code: z.int(),
  page_linked_from_url: z.string(),
  outer_html: z.string(),
});
export type LinkItem = z.infer<typeof linkItemSchema>;

/** GET PG/links/{linkDirection}: at most 1000 links. */
export const linksSchema = z.looseObject({ links: z.array(linkItemSchema) });

/** A cookie named by name, domain and path (CookieOriginRequestDTO). */
export const cookieRefSchema = z.looseObject({
  name: z.optional(z.string()),
  domain: z.optional(z.string()),
  path: z.optional(z.string()),
});
export type CookieRef = z.infer<typeof cookieRefSchema>;

/** One request of a tag on the page, with its account and variables (TagInstance). */
export const tagInstanceSchema = z.looseObject({
  tagInstanceId: z.optional(z.string()),
  account: z.optional(z.string()),
  bytes: z.optional(z.int()),
  loadTime: z.optional(z.number()),
  duplicates: z.optional(z.int()),
  multiples: z.optional(z.int()),
  statusCode: z.optional(z.int()),
  tagInstanceVariables: z.optional(
    z.array(z.looseObject({ name: z.optional(z.string()), value: z.optional(z.string()) })),
  ),
  relatedCookies: z.optional(z.array(cookieRefSchema)),
  harEntryIndex: z.optional(z.int()),
});
export type TagInstance = z.infer<typeof tagInstanceSchema>;

/** A tag found on the page with its requests (TagInfo). */
export const pageTagSchema = z.looseObject({
  name: z.optional(z.string()),
  category: z.optional(z.string()),
  tagId: z.optional(z.int()),
  pageTagInstances: z.optional(z.array(tagInstanceSchema)),
  relatedCookies: z.optional(z.array(cookieRefSchema)),
  tagRequestCount: z.optional(z.int()),
  tagDuplicateRequestCount: z.optional(z.int()),
  tagMultipleRequestCount: z.optional(z.int()),
  tagUniqueRequestCount: z.optional(z.int()),
});
export type PageTag = z.infer<typeof pageTagSchema>;

/** GET PG/tags: the page's tags, with insight counts when asked for (TagInfoDTOWithInsights). */
export const pageTagsSchema = z.looseObject({
  pageTags: z.optional(z.array(pageTagSchema)),
  pageTagInsights: z.optional(
    z.looseObject({
      noOfTagRequests: z.optional(z.int()),
      noOfUniqueTags: z.optional(z.int()),
      noOfBrokenTags: z.optional(z.int()),
    }),
  ),
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
  cookieTTL: z.optional(z.int()),
});
export type CookieSnapshot = z.infer<typeof cookieSnapshotSchema>;

/** What set or changed a cookie: a request (HTTP), the page's script (APP) or an action. */
export const cookieChangeInitiatorSchema = z.looseObject({
  initiatorType: z.string(),
  tagId: z.optional(z.int()),
  requestUrl: z.optional(z.string()),
  harEntryIndex: z.optional(z.int()),
});
export type CookieChangeInitiator = z.infer<typeof cookieChangeInitiatorSchema>;

/** One change of a cookie during the visit (AuditPageCookieChangeItem). */
export const cookieChangeSchema = z.looseObject({
  cookieChangeType: z.string(),
  cookie: cookieSnapshotSchema,
  action: z.optional(z.looseObject({ sequence: z.int(), label: z.string() })),
  initiators: z.optional(z.array(cookieChangeInitiatorSchema)),
  cookieOriginType: z.nullish(z.string()),
});

/** One cookie of the page (AuditPageCookieItem). */
export const pageCookieSchema = z.looseObject({
  name: z.optional(z.string()),
  domain: z.optional(z.string()),
  ...cookieAttributes,
  ttlInMinutes: z.optional(z.int()),
  initiators: cookieInitiatorRefsSchema,
  uniqueInitiatorCount: z.optional(z.int()),
  changes: z.optional(z.array(cookieChangeSchema)),
  cookieChangedDuring: z.optional(z.array(z.nullable(z.string()))),
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
  remoteFileMappingId: z.optional(id),
  match: z.optional(z.string()),
  /** 1 = success, 2 = failure. */
  matchType: z.optional(z.int()),
  fileUrl: z.optional(z.string()),
  mappedRequests: z.optional(z.array(z.string())),
});
export type FileMappingResult = z.infer<typeof fileMappingResultSchema>;
export const fileMappingResultsSchema = z.array(fileMappingResultSchema);

/** One rule evaluated on the page (V2 PageRuleResult). */
export const pageRuleResultSchema = z.looseObject({
  ruleId: id,
  name: z.string(),
  resultType: z.optional(z.string()),
  noOfChecks: z.looseObject({ actual: z.int(), expected: z.int() }),
  pageFilterResults: z.array(z.looseObject({ actual: z.string(), expected: z.string() })),
  tagResults: z.array(
    z.looseObject({
      conditionId: z.int(),
      resultType: z.optional(z.string()),
      tag: z.looseObject({ id, name: z.string(), variables: z.array(z.unknown()) }),
    }),
  ),
});
export type PageRuleResult = z.infer<typeof pageRuleResultSchema>;

/** GET /v2/…/pages/{pageId}/rule-results: the rules of the audit evaluated on the page. */
export const pageRuleResultsSchema = z.looseObject({
  results: z.array(pageRuleResultSchema),
  summary: z.looseObject({
    totalNoOfRulesApplied: z.int(),
    totalNoOfRulesFailed: z.int(),
    totalNoOfRulesNotApplied: z.int(),
    totalNoOfRulesPassed: z.int(),
  }),
});
export type PageRuleResults = z.infer<typeof pageRuleResultsSchema>;

/** POST PG/cookies/origin (deprecated): the origin story of one cookie. */
export const cookieOriginSchema = z.looseObject({
  totalCookieActionCount: z.int(),
  totalCookieInitiatorCount: z.int(),
  actions: z.array(
    z.looseObject({
      action: z.looseObject({ sequence: z.int(), label: z.string() }),
      cookieChangeType: z.string(),
      initiators: z.array(cookieChangeInitiatorSchema),
      cookie: cookieSnapshotSchema,
    }),
  ),
});
export type CookieOrigin = z.infer<typeof cookieOriginSchema>;
