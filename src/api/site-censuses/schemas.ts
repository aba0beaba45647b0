import { z } from 'zod';
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
const startingUrlSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && hostPattern.test(url.hostname);
    } catch {
      return false;
    }
  },
  { error: (issue) => `“${String(issue.input)}” is not an http(s) address` },
);

/** A filter pattern (SiteCensusFilterPattern): a glob over the path of one host's URLs. */
export const filterPatternInputSchema = z.object({
  pathPattern: z
    .string()
    .trim()
    .min(1, { error: 'Enter a path pattern' })
    .max(2048)
    .startsWith('/', { error: 'A path pattern starts with /' }),
  fqdn: z.string().trim().regex(hostPattern, { error: 'Enter a host name such as www.example.com' }),
  type: z.enum(filterPatternTypes),
});
export type FilterPatternInput = z.infer<typeof filterPatternInputSchema>;

/**
 * Body of POST /v3/site-censuses (SiteCensusBehaviorDTO) and PUT /v3/site-censuses/{censusId}
 * (SiteCensusCompleteDTO, whose server-set fields are accepted and ignored).
 */
export const censusInputSchema = z.object({
  id: id.optional(),
  accountId: id.optional(),
  ownerId: id.optional(),
  isArchived: z.boolean().optional(),
  currentScanStartedAt: dateTime.nullish(),
  lastScanStoppedAt: dateTime.nullish(),
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the census a name' })
    .max(255, { error: 'Use at most 255 characters' }),
  autoPauseAfter: z
    .number({ error: 'Enter the longest scan in minutes' })
    .int({ error: 'Enter whole minutes' })
    .min(1, { error: 'At least 1 minute' })
    .max(MAX_AUTO_PAUSE_MINUTES, { error: 'At most 10,080 minutes (7 days)' }),
  notificationEmails: z
    .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
    .max(50, { error: 'At most 50 addresses' }),
  userAgentId: id.positive().optional(),
  customHttpHeaders: z.array(z.object({ groupId: id.positive() })).optional(),
  startingUrls: z
    .array(startingUrlSchema)
    .min(1, { error: 'Add at least one starting URL' })
    .max(50, { error: 'At most 50 starting URLs' }),
  filterPatterns: z.array(filterPatternInputSchema).max(100, { error: 'At most 100 filter patterns' }),
});
export type CensusInput = z.infer<typeof censusInputSchema>;

/** A site census's configuration as the service returns it (SiteCensusCompleteDTO). */
export const censusSchema = z.looseObject({
  id,
  accountId: id.optional(),
  name: z.string(),
  autoPauseAfter: z.number().int(),
  ownerId: id.optional(),
  currentScanStartedAt: dateTime.nullish(),
  lastScanStoppedAt: dateTime.nullish(),
  notificationEmails: z.array(z.string()),
  userAgentId: z.number().int().optional(),
  customHttpHeaders: z.array(z.looseObject({ groupId: id })).optional(),
  startingUrls: z.array(z.string()),
  filterPatterns: z.array(
    z.looseObject({
      pathPattern: z.string(),
      fqdn: z.string(),
      type: z.enum(filterPatternTypes).or(z.string()),
    }),
  ),
  isArchived: z.boolean(),
});
export type Census = z.infer<typeof censusSchema>;

/** Counts of a census's results (SiteCensusResultsSummaryDTO). */
export const censusResultsSummarySchema = z.looseObject({
  uniqueUrls: z.number().int(),
  visitedUrls: z.number().int(),
  urlsToVisit: z.number().int(),
  ignoredUrls: z.number().int(),
  brokenUrls: z.number().int(),
  isRunning: z.boolean(),
  isArchived: z.boolean(),
});
export type CensusResultsSummary = z.infer<typeof censusResultsSummarySchema>;

/** A census in the list: its counts and configuration (SiteCensusSummaryDTO). */
export const censusSummarySchema = censusResultsSummarySchema.extend({ censusConfig: censusSchema });
export type CensusSummary = z.infer<typeof censusSummarySchema>;

/** GET /v3/site-censuses: one page (SiteCensusSummariesResponseDTO). */
export const censusPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  censuses: z.array(censusSummarySchema),
});
export type CensusPage = z.infer<typeof censusPageSchema>;

/** A URL pattern (SiteCensusBaseUrlPattern): the body of …/current-results/url-preview. */
export const urlPatternInputSchema = z.object({
  fqdn: z.string().trim().min(1, { error: 'Enter a host name' }),
  renderedPathPattern: z.string().trim().min(1, { error: 'Enter a path pattern' }).startsWith('/', {
    error: 'A path pattern starts with /',
  }),
});
export type UrlPatternInput = z.infer<typeof urlPatternInputSchema>;

/** One segment of a URL pattern (SiteCensusUrlSegment). */
export const urlSegmentSchema = z.looseObject({
  segmentType: z.enum(['STATIC', 'DYNAMIC']).or(z.string()),
  staticSegmentValue: z.string().optional(),
  dynamicSegmentType: z.enum(['NUMBER', 'DATETIME', 'ALPHA', 'ALPHA_NUMERIC']).or(z.string()).optional(),
});
export type UrlSegment = z.infer<typeof urlSegmentSchema>;

/** A URL pattern with its counts (SiteCensusUrlPatternResultsDTO). */
export const urlPatternResultSchema = z.looseObject({
  urlPattern: z.looseObject({
    fqdn: z.string(),
    renderedPathPattern: z.string(),
    urlSegments: z.array(urlSegmentSchema),
  }),
  totalUrls: z.number().int(),
  urlsToVisit: z.number().int(),
  visitedUrls: z.number().int(),
  brokenUrls: z.number().int(),
  latestFound: dateTime.optional(),
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
  pageName: z.string().optional(),
  mostRecentStatusCode: z.number().int().nullish(),
  urlFoundAt: dateTime.nullish(),
});
export type FolderUrl = z.infer<typeof folderUrlSchema>;

/** A folder with its subtree counts and a preview of its direct URLs (SiteCensusUrlFolderResultDTO). */
export const urlFolderSchema = z.looseObject({
  folderPath: z.string(),
  folderName: z.string(),
  parentFolderPath: z.string().optional(),
  baseDomain: z.string(),
  host: z.string(),
  totalUrls: z.number().int(),
  urlsToVisit: z.number().int(),
  visitedUrls: z.number().int(),
  brokenUrls: z.number().int(),
  latestFound: dateTime.optional(),
  matched: z.boolean(),
  matchedUrlCount: z.number().int().optional(),
  urls: z.array(folderUrlSchema).optional(),
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
  totalUrls: z.number().int(),
  directUrls: z.number().int(),
  childFolderCount: z.number().int(),
  visitedUrls: z.number().int(),
  urlsToVisit: z.number().int(),
  brokenUrls: z.number().int(),
  includedUrls: z.number().int(),
  ignoredUrls: z.number().int(),
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
  totalUrls: z.number().int(),
  urls: z.array(z.string()),
});
export type PatternPreview = z.infer<typeof patternPreviewSchema>;

/** GET /v3/site-censuses/finder (FoundSiteCensusesListResponseDTO). */
export const foundCensusPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  items: z.array(z.looseObject({ id, name: z.string(), accountId: id })),
});
export type FoundCensusPage = z.infer<typeof foundCensusPageSchema>;
