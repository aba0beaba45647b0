import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** Whether a filter pattern's matches are visited first or never (SiteCensusFilterPattern.type). */
export const filterPatternTypes = ['PRIORITY', 'IGNORE'] as const;
export type FilterPatternType = (typeof filterPatternTypes)[number];

/** Sort columns of GET /v3/site-censuses (SiteCensusSortByEnum). */
export const censusSortColumns = [
  'NAME',
  'UNIQUE_URLS',
  'VISITED_URLS',
  'URLS_TO_VISIT',
  'IGNORED_URLS',
  'BROKEN_URLS',
  'SCAN_DATE',
] as const;
export type CensusSortColumn = (typeof censusSortColumns)[number];

/** Sort columns of GET …/current-results (SiteCensusResultsSortByEnum). */
export const censusResultSortColumns = [
  'TOTAL_URLS',
  'URL_PATTERN',
  'URLS_TO_VISIT',
  'VISITED_URLS',
  'BROKEN_URLS',
  'LAST_FOUND',
] as const;
export type CensusResultSortColumn = (typeof censusResultSortColumns)[number];

/** Sort columns of GET …/url-folders (SiteCensusUrlFolderSortByEnum). */
export const censusFolderSortColumns = [
  'FOLDER_NAME',
  'TOTAL_URLS',
  'URLS_TO_VISIT',
  'VISITED_URLS',
  'BROKEN_URLS',
  'LAST_FOUND',
] as const;
export type CensusFolderSortColumn = (typeof censusFolderSortColumns)[number];

/** Sort columns of GET …/folders/urls (SiteCensusFolderUrlSortByEnum). */
export const censusFolderUrlSortColumns = ['URL', 'STATUS_CODE', 'LAST_FOUND'] as const;
export type CensusFolderUrlSortColumn = (typeof censusFolderUrlSortColumns)[number];

/** Longest scan session in minutes (SiteCensusBaseDTO.autoPauseAfter). */
export const MAX_AUTO_PAUSE_MINUTES = 10_080;
/** The reference's default user agent id for data collection. */
export const DEFAULT_CENSUS_USER_AGENT_ID = 122;

const hostPattern =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** A starting URL: an absolute http(s) address. */
const startingUrlSchema = z.string().check(
  z.refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && hostPattern.test(url.hostname);
      } catch {
        return false;
      }
    },
    { error: (issue) => `“${String(issue.input)}” is not an http(s) address` },
  ),
);

/** A filter pattern (SiteCensusFilterPattern): a glob over the path of one host's URLs. */
export const filterPatternInputSchema = z.object({
  pathPattern: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a path pattern' }))
    .check(z.maxLength(2048))
    .check(z.startsWith('/', { error: 'A path pattern starts with /' })),
  fqdn: z
    .string()
    .check(z.trim())
    .check(z.regex(hostPattern, { error: 'Enter a host name such as www.example.com' })),
  type: z.enum(filterPatternTypes),
});
export type FilterPatternInput = z.infer<typeof filterPatternInputSchema>;

/**
 * Body of POST /v3/site-censuses (SiteCensusBehaviorDTO) and PUT /v3/site-censuses/{censusId}
 * (SiteCensusCompleteDTO, whose server-set fields are accepted and ignored).
 */
export const censusInputSchema = z.object({
  id: z.optional(id),
  accountId: z.optional(id),
  ownerId: z.optional(id),
  isArchived: z.optional(z.boolean()),
  currentScanStartedAt: z.nullish(dateTime),
  lastScanStoppedAt: z.nullish(dateTime),
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Give the census a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  autoPauseAfter: z
    .number({ error: 'Enter the longest scan in minutes' })
    .check(z.int({ error: 'Enter whole minutes' }))
    .check(z.minimum(1, { error: 'At least 1 minute' }))
    .check(z.maximum(MAX_AUTO_PAUSE_MINUTES, { error: 'At most 10,080 minutes (7 days)' })),
  notificationEmails: z
    .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
    .check(z.maxLength(50, { error: 'At most 50 addresses' })),
  userAgentId: z.optional(id.check(z.positive())),
  customHttpHeaders: z.optional(z.array(z.object({ groupId: id.check(z.positive()) }))),
  startingUrls: z
    .array(startingUrlSchema)
    .check(z.minLength(1, { error: 'Add at least one starting URL' }))
    .check(z.maxLength(50, { error: 'At most 50 starting URLs' })),
  filterPatterns: z
    .array(filterPatternInputSchema)
    .check(z.maxLength(100, { error: 'At most 100 filter patterns' })),
});
export type CensusInput = z.infer<typeof censusInputSchema>;

/** A site census's configuration as the service returns it (SiteCensusCompleteDTO). */
export const censusSchema = z.looseObject({
  id,
  accountId: z.optional(id),
  name: z.string(),
  autoPauseAfter: z.int(),
  ownerId: z.optional(id),
  currentScanStartedAt: z.nullish(dateTime),
  lastScanStoppedAt: z.nullish(dateTime),
  notificationEmails: z.array(z.string()),
  userAgentId: z.optional(z.int()),
  customHttpHeaders: z.optional(z.array(z.looseObject({ groupId: id }))),
  startingUrls: z.array(z.string()),
  filterPatterns: z.array(
    z.looseObject({
      pathPattern: z.string(),
      fqdn: z.string(),
      type: z.union([z.enum(filterPatternTypes), z.string()]),
    }),
  ),
  isArchived: z.boolean(),
});
export type Census = z.infer<typeof censusSchema>;

/** Counts of a census's results (SiteCensusResultsSummaryDTO). */
export const censusResultsSummarySchema = z.looseObject({
  uniqueUrls: z.int(),
  visitedUrls: z.int(),
  urlsToVisit: z.int(),
  ignoredUrls: z.int(),
  brokenUrls: z.int(),
  isRunning: z.boolean(),
  isArchived: z.boolean(),
});
export type CensusResultsSummary = z.infer<typeof censusResultsSummarySchema>;

/** A census in the list: its counts and configuration (SiteCensusSummaryDTO). */
export const censusSummarySchema = z.extend(censusResultsSummarySchema, { censusConfig: censusSchema });
export type CensusSummary = z.infer<typeof censusSummarySchema>;

/** GET /v3/site-censuses: one page (SiteCensusSummariesResponseDTO). */
export const censusPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  censuses: z.array(censusSummarySchema),
});
export type CensusPage = z.infer<typeof censusPageSchema>;

/** A URL pattern (SiteCensusBaseUrlPattern): the body of …/current-results/url-preview. */
export const urlPatternInputSchema = z.object({
  fqdn: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a host name' })),
  renderedPathPattern: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a path pattern' }))
    .check(
      z.startsWith('/', {
        error: 'A path pattern starts with /',
      }),
    ),
});
export type UrlPatternInput = z.infer<typeof urlPatternInputSchema>;

/** One segment of a URL pattern (SiteCensusUrlSegment). */
export const urlSegmentSchema = z.looseObject({
  segmentType: z.union([z.enum(['STATIC', 'DYNAMIC']), z.string()]),
  staticSegmentValue: z.optional(z.string()),
  dynamicSegmentType: z.optional(
    z.union([z.enum(['NUMBER', 'DATETIME', 'ALPHA', 'ALPHA_NUMERIC']), z.string()]),
  ),
});
export type UrlSegment = z.infer<typeof urlSegmentSchema>;

/** A URL pattern with its counts (SiteCensusUrlPatternResultsDTO). */
export const urlPatternResultSchema = z.looseObject({
  urlPattern: z.looseObject({
    fqdn: z.string(),
    renderedPathPattern: z.string(),
    urlSegments: z.array(urlSegmentSchema),
  }),
  totalUrls: z.int(),
  urlsToVisit: z.int(),
  visitedUrls: z.int(),
  brokenUrls: z.int(),
  latestFound: z.optional(dateTime),
});
export type UrlPatternResult = z.infer<typeof urlPatternResultSchema>;

/** GET …/current-results (SiteCensusCurrentResultsDTO). */
export const currentResultsSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  paginatedUrlPatternResults: z.array(urlPatternResultSchema),
  resultsSummary: censusResultsSummarySchema,
});
export type CurrentResults = z.infer<typeof currentResultsSchema>;

/** A URL directly in a folder (SiteCensusUrlFolderPageDTO / SiteCensusFolderUrlDTO). */
export const folderUrlSchema = z.looseObject({
  urlId: id,
  url: z.string(),
  pageName: z.optional(z.string()),
  mostRecentStatusCode: z.nullish(z.int()),
  urlFoundAt: z.nullish(dateTime),
});
export type FolderUrl = z.infer<typeof folderUrlSchema>;

/** A folder with its subtree counts and a preview of its direct URLs (SiteCensusUrlFolderResultDTO). */
export const urlFolderSchema = z.looseObject({
  folderPath: z.string(),
  folderName: z.string(),
  parentFolderPath: z.optional(z.string()),
  baseDomain: z.string(),
  host: z.string(),
  totalUrls: z.int(),
  urlsToVisit: z.int(),
  visitedUrls: z.int(),
  brokenUrls: z.int(),
  latestFound: z.optional(dateTime),
  matched: z.boolean(),
  matchedUrlCount: z.optional(z.int()),
  urls: z.optional(z.array(folderUrlSchema)),
});
export type UrlFolder = z.infer<typeof urlFolderSchema>;

/** GET …/url-folders (SiteCensusUrlFolderResultsDTO). */
export const urlFolderPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  folders: z.array(urlFolderSchema),
});
export type UrlFolderPage = z.infer<typeof urlFolderPageSchema>;

/** GET …/folders/summary (SiteCensusFolderSummaryDTO). */
export const folderSummarySchema = z.looseObject({
  censusId: id,
  baseDomain: z.string(),
  host: z.string(),
  folderPath: z.string(),
  totalUrls: z.int(),
  directUrls: z.int(),
  childFolderCount: z.int(),
  visitedUrls: z.int(),
  urlsToVisit: z.int(),
  brokenUrls: z.int(),
  includedUrls: z.int(),
  ignoredUrls: z.int(),
  finalized: z.boolean(),
});
export type FolderSummary = z.infer<typeof folderSummarySchema>;

/** GET …/folders/urls (SiteCensusFolderUrlsResultsDTO). */
export const folderUrlPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  urls: z.array(folderUrlSchema),
});
export type FolderUrlPage = z.infer<typeof folderUrlPageSchema>;

/** POST …/current-results/url-preview (SiteCensusPatternPreviewResponse). */
export const patternPreviewSchema = z.looseObject({
  censusId: id,
  totalUrls: z.int(),
  urls: z.array(z.string()),
});
export type PatternPreview = z.infer<typeof patternPreviewSchema>;

/** GET /v3/site-censuses/finder (FoundSiteCensusesListResponseDTO). */
export const foundCensusPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  items: z.array(z.looseObject({ id, name: z.string(), accountId: id })),
});
export type FoundCensusPage = z.infer<typeof foundCensusPageSchema>;
