import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** One part of a run's score: points earned out of its maximum (AuditRun_AuditSummary_Score). */
export const runScoreSchema = z.looseObject({ score: z.number(), max: z.int() });
export type RunScore = z.infer<typeof runScoreSchema>;

/** GET /v3/web-audits/{auditId}/runs/{runId}/scores (AuditRun_AuditSummary_ScoresDTO). */
export const runScoresSchema = z.looseObject({
  total: runScoreSchema,
  tagPresence: runScoreSchema,
  tagPerformance: runScoreSchema,
  rules: runScoreSchema,
  pagePerformance: runScoreSchema,
  cookies: runScoreSchema,
});
export type RunScores = z.infer<typeof runScoresSchema>;

/** Ways to sort a run's pages (AuditRun_PagesSort). */
export const runPagesSortValues = ['url', 'load_time', 'status_code', 'size'] as const;
export type RunPagesSort = (typeof runPagesSortValues)[number];
/** Page sizes the pages list accepts (`size`, 50–1000, default 50). */
export const RUN_PAGES_SIZE = { min: 50, max: 1000, default: 50 } as const;

/** One page of a run (AuditPage): size in bytes, load time in ms. */
export const runPageSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  loadTime: z.optional(z.number()),
  statusCode: z.optional(z.int()),
  size: z.optional(z.number()),
});
export type RunPage = z.infer<typeof runPageSchema>;

/** GET …/runs/{runId}/pages (AuditRun_Pages_DTO). */
export const runPagesSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  pages: z.array(runPageSchema),
});
export type RunPages = z.infer<typeof runPagesSchema>;

/** A unique cookie of a run (CookieDTO). */
export const runCookieSchema = z.looseObject({ name: z.string(), domain: z.string() });
export type RunCookie = z.infer<typeof runCookieSchema>;
export const runCookieListSchema = z.array(runCookieSchema);

/** A country the run's requests were answered from (GeoLocationDTO; `countryCode` is ISO numeric). */
export const geoLocationSchema = z.looseObject({
  id: z.optional(z.int()),
  countryCode: z.optional(z.int()),
  countryName: z.optional(z.string()),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;
export const geoLocationListSchema = z.array(geoLocationSchema);

/** A request domain of a run: parsed (`domain`, `scheme`) or not (`OriginalUrl`, RequestDomainParsingResult). */
export const requestDomainSchema = z.looseObject({
  domain: z.optional(z.string()),
  scheme: z.optional(z.string()),
  isValid: z.optional(z.boolean()),
  OriginalUrl: z.optional(z.string()),
});
export type RequestDomain = z.infer<typeof requestDomainSchema>;
/** GET …/runs/{runId}/request-domains (RequestDomainDTO). */
export const requestDomainListSchema = z.array(requestDomainSchema);

/** Page sizes the JavaScript variables list accepts (`size`, 50–1000, default 50). */
export const JS_VARIABLES_SIZE = { min: 50, max: 1000, default: 50 } as const;

/** A JavaScript variable read on a page (JsVariable): any JSON value. */
export const jsVariableSchema = z.looseObject({ name: z.string(), value: z.unknown() });
export type JsVariable = z.infer<typeof jsVariableSchema>;

/** A page and the variables read on it (PageWithJsVariables). */
export const pageWithJsVariablesSchema = z.looseObject({
  pageId: z.string(),
  pageUrl: z.string(),
  pageInitialStatusCode: z.int(),
  pageFinalStatusCode: z.int(),
  variables: z.array(jsVariableSchema),
});
export type PageWithJsVariables = z.infer<typeof pageWithJsVariablesSchema>;

/** GET …/runs/{runId}/javascript-variables (PagesWithJsVariablesDTO): cursor paging by page id. */
export const jsVariablesPageSchema = z.looseObject({
  metadata: z.looseObject({
    pagination: z.looseObject({
      pageSize: z.int(),
      currentPageSize: z.int(),
      lastPageId: z.optional(z.nullable(z.string())),
    }),
  }),
  pages: z.array(pageWithJsVariablesSchema),
});
export type JsVariablesPage = z.infer<typeof jsVariablesPageSchema>;

/** An action that failed (AuditActionResult). */
export const actionResultSchema = z.looseObject({
  auditActionSnapshotId: id,
  failureMessage: z.string(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

/** GET …/runs/{runId}/reports/failures (AuditFailureResults). */
export const runFailuresSchema = z.looseObject({
  preAuditActionResults: z.looseObject({
    zeroAndOut: z.boolean(),
    preAuditActionFailures: z.optional(z.array(actionResultSchema)),
  }),
  onPagesActionResults: z.optional(
    z.looseObject({
      totalConfiguredCount: z.int(),
      totalFailedCount: z.int(),
      resultsSample: z.array(z.looseObject({ pageUrl: z.string(), results: z.array(actionResultSchema) })),
    }),
  ),
  startingUrlResults: z.optional(
    z.looseObject({
      /** Why the starting URLs gave no crawl (no_links_scanned_one_and_out, all_starting_urls_failed_…); newer values may come. */
      failureType: z.string(),
      linksExcludedSample: z.optional(z.array(z.string())),
      startingUrlFailures: z.optional(
        z.array(
          z.looseObject({
            statusCode: z.int(),
            pageCount: z.int(),
            browserError: z.optional(z.string()),
          }),
        ),
      ),
    }),
  ),
});
export type RunFailures = z.infer<typeof runFailuresSchema>;

/** GET /v3/web-audits/{auditId}/runs/{runId}/info (AuditRun_ConfigurationInfoResponseDTO). */
export const runInfoSchema = z.looseObject({
  blockThirdPartyCookies: z.boolean(),
  browserName: z.string(),
  browserVersion: z.string(),
  customProxy: z.string(),
  discoverSitemaps: z.boolean(),
  sitemapData: z.optional(
    z.looseObject({
      sitemapsScannedCount: z.optional(z.int()),
      sitemapsScanned: z.optional(z.array(z.looseObject({ sitemapUrl: z.string(), urlsFound: z.int() }))),
      sitemapsBrokenCount: z.optional(z.int()),
      sitemapsBrokenUrls: z.optional(z.array(z.string())),
    }),
  ),
  filters: z.looseObject({ includeFilters: z.array(z.string()), excludeFilters: z.array(z.string()) }),
  gpcEnabled: z.boolean(),
  height: z.int(),
  width: z.int(),
  loginActions: z.boolean(),
  onPageActions: z.boolean(),
  privacyConsentActions: z.boolean(),
  locationId: z.int(),
  locationName: z.string(),
  runDuration: z.int(),
  scanSpeed: z.int(),
  startingUrlCount: z.number(),
  urlsScanned: z.int(),
  userAgent: z.string(),
  vpnEnabled: z.boolean(),
  technologyBlockingEnabled: z.boolean(),
  fileSubstitutionConfigured: z.boolean(),
  customHeadersApplied: z.boolean(),
  auditStoppedByUserId: z.optional(z.nullable(id)),
});
export type RunInfo = z.infer<typeof runInfoSchema>;

/** GET /v3/web-audits/latest-runs (deprecated): each audit with its latest run (LatestRunItemDTO). */
export const latestRunItemSchema = z.looseObject({
  id,
  name: z.string(),
  latestRun: z.looseObject({
    id,
    completedAt: z.optional(dateTime),
    pageCount: z.optional(z.int()),
  }),
  domainInfo: z.looseObject({ id, name: z.string() }),
  labels: z.optional(z.array(z.looseObject({ id, name: z.string() }))),
});
export type LatestRunItem = z.infer<typeof latestRunItemSchema>;
export const latestRunListSchema = z.array(latestRunItemSchema);
