import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { blobToDataUrl } from '@/lib/download';
import { request, type DownloadedFile } from '../client';
import { numberedPage, type PageRequest } from '../pagination';
import {
  CONSOLE_LOG_SIZE,
  consoleLogSchema,
  consoleSummarySchema,
  initiatorCookiesSchema,
  initiatorRequestsSchema,
  initiatorsSchema,
  REQUEST_LOG_SIZE,
  requestLogSchema,
  type ConsoleFilter,
  type ConsoleSortColumn,
  type InitiatorsFilter,
  type RequestLogSortColumn,
} from './network-schemas';
import {
  fileMappingResultsSchema,
  linksSchema,
  pageCookiesSchema,
  pageInfoSchema,
  pageRuleResultsSchema,
  pageTagsSchema,
  type LinkDirection,
  type LinkOption,
  type ThisUrlType,
} from './schemas';
import {
  pageInsightTrendSchema,
  sparklinesSchema,
  webVitalsTrendsSchema,
  webVitalTrendSchema,
  type PageInsightTrendName,
  type WebVitalTrendName,
} from './trend-schemas';

/** The page of a run that page-details operations work on. */
export interface PageRef {
  auditId: number;
  runId: number;
  pageId: string;
}

/** Path prefix of the page-details operations (PG). */
export const pagePath = ({ auditId, runId, pageId }: PageRef) =>
  `/v3/web-audits/${auditId}/runs/${runId}/pages/${encodeURIComponent(pageId)}`;

/** Which links to list or download: a direction, kinds of outgoing links, or the URL linked to. */
export interface LinksQuery {
  direction: LinkDirection;
  options?: LinkOption[];
  thisUrlType?: ThisUrlType;
}

const linksParams = ({ options, thisUrlType }: LinksQuery) => ({
  options: options?.length ? options : undefined,
  thisUrlType,
});

/** One page of the request log, sorted and searched by the server. */
export interface RequestLogQuery {
  page: number;
  size: number;
  sortBy?: RequestLogSortColumn;
  sortDesc?: boolean;
  search?: string;
  hideIdentifiedTags?: boolean;
}

/** One page of console messages, filtered and sorted by the server. */
export interface ConsoleLogQuery extends ConsoleFilter {
  page: number;
  size: number;
  sortBy?: ConsoleSortColumn;
  sortDesc?: boolean;
}

/** GET PG/request-log: one page of the request log. */
const fetchRequestLog = (ref: PageRef, query: RequestLogQuery, signal?: AbortSignal) =>
  request(`${pagePath(ref)}/request-log`, {
    query: { ...query, search: query.search || undefined },
    schema: requestLogSchema,
    signal,
  });

/** POST PG/console-log: one page of console messages. */
const fetchConsoleLog = (
  ref: PageRef,
  { includedLevels, search, ...query }: ConsoleLogQuery,
  signal?: AbortSignal,
) =>
  request(`${pagePath(ref)}/console-log`, {
    method: 'POST',
    query: { ...query },
    body: {
      includedLevels: includedLevels?.length ? includedLevels : undefined,
      search: search || undefined,
    },
    schema: consoleLogSchema,
    signal,
  });

/** The page reader of a page's whole request log as `query` narrows and sorts it, 1,000 a page (for `readAllPages`). */
export const requestLogReader =
  (ref: PageRef, query: Omit<RequestLogQuery, 'page' | 'size'>) =>
  async ({ page, signal }: PageRequest) => {
    const answer = await fetchRequestLog(ref, { ...query, page, size: REQUEST_LOG_SIZE.max }, signal);
    return numberedPage(answer.metadata.pagination, answer.requests);
  };

/** The page reader of a page's whole console log as `query` narrows and sorts it, 200 a page (for `readAllPages`). */
export const consoleLogReader =
  (ref: PageRef, query: Omit<ConsoleLogQuery, 'page' | 'size'>) =>
  async ({ page, signal }: PageRequest) => {
    const answer = await fetchConsoleLog(ref, { ...query, page, size: CONSOLE_LOG_SIZE.max }, signal);
    return numberedPage(answer.metadata.pagination, answer.consoleLogs);
  };

/** A screenshot's address when it is a path on the service (read with the key), else undefined (an external URL). */
export const screenshotOnService = (screenshot: string | undefined) =>
  screenshot?.startsWith('/') && !screenshot.startsWith('//') ? screenshot : undefined;

/** Query options for one page of a run: its details, network, console and trends. */
export const pageQueries = {
  all: () => ['pages'] as const,
  /** Every page read of an audit: its runs' pages and its pages' trends. */
  audit: (auditId: number) => [...pageQueries.all(), auditId] as const,
  /** Every page read of one run. */
  run: (auditId: number, runId: number) => [...pageQueries.audit(auditId), runId] as const,
  page: (ref: PageRef) => [...pageQueries.run(ref.auditId, ref.runId), ref.pageId] as const,
  /** GET PG/info with the link summary, parent page and screenshot. */
  info: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'info'],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/info`, {
          query: { withLinkSummary: true, withParentPage: true, withScreenshotUrl: true },
          schema: pageInfoSchema,
          signal,
        }),
    }),
  /** A screenshot served by the service at a path (with its query string), as a `data:` URL for an `<img>`. */
  screenshot: (path: string) =>
    queryOptions({
      queryKey: [...pageQueries.all(), 'screenshot', path],
      queryFn: async ({ signal }) => {
        const url = new URL(path, 'http://service.invalid');
        const blob = await request(url.pathname, {
          query: Object.fromEntries(url.searchParams),
          responseType: 'blob',
          headers: { Accept: 'image/*' },
          signal,
        });
        return blobToDataUrl(blob);
      },
      staleTime: Infinity,
    }),
  /** GET PG/links/{linkDirection}: at most 1000 links. */
  links: (ref: PageRef, links: LinksQuery) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'links', links],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/links/${links.direction}`, {
          query: linksParams(links),
          schema: linksSchema,
          signal,
        }),
    }),
  /** GET PG/tags with insight counts. */
  tags: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'tags'],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/tags`, { query: { getInsights: true }, schema: pageTagsSchema, signal }),
    }),
  /** GET PG/cookies with insight counts and each cookie's origin. */
  cookies: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'cookies'],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/cookies`, {
          query: { getInsights: true, getOrigins: true },
          schema: pageCookiesSchema,
          signal,
        }),
    }),
  /** GET PG/request-log: one page of requests; the previous page stays shown while the next loads. */
  requestLog: (ref: PageRef, query: RequestLogQuery) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'request-log', query],
      queryFn: ({ signal }) => fetchRequestLog(ref, query, signal),
      placeholderData: keepPreviousData,
    }),
  /** POST PG/initiators: the tree of who loaded what, filtered. */
  initiators: (ref: PageRef, filter: InitiatorsFilter) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'initiators', filter],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/initiators`, {
          method: 'POST',
          body: filter,
          schema: initiatorsSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** POST PG/initiators/request-log: requests by HAR entry index (none = every request). */
  initiatorRequests: (ref: PageRef, harEntryIndices: number[]) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'initiator-requests', harEntryIndices],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/initiators/request-log`, {
          method: 'POST',
          body: { harEntryIndices },
          schema: initiatorRequestsSchema,
          signal,
        }),
    }),
  /** GET PG/initiators/cookies: the cookies each request set. */
  initiatorCookies: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'initiator-cookies'],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/initiators/cookies`, { schema: initiatorCookiesSchema, signal }),
    }),
  /** POST PG/console-log-summary: message counts by level for a search. */
  consoleSummary: (ref: PageRef, search: string) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'console-summary', search],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/console-log-summary`, {
          method: 'POST',
          body: { search: search || undefined },
          schema: consoleSummarySchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** POST PG/console-log: one page of messages of the included levels matching a search. */
  consoleLog: (ref: PageRef, query: ConsoleLogQuery) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'console-log', query],
      queryFn: ({ signal }) => fetchConsoleLog(ref, query, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET PG/file-mapping: remote file mappings that matched requests of the page. */
  fileMapping: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'file-mapping'],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/file-mapping`, { schema: fileMappingResultsSchema, signal }),
    }),
  /** GET /v2/web-audits/{id}/runs/{runId}/pages/{pageId}/rule-results. */
  ruleResults: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'rule-results'],
      queryFn: ({ signal }) =>
        request(
          `/v2/web-audits/${ref.auditId}/runs/${ref.runId}/pages/${encodeURIComponent(ref.pageId)}/rule-results`,
          { schema: pageRuleResultsSchema, signal },
        ),
    }),
  /** GET PG/sparklines: the page's load time, status and size in the runs of the last `days` days. */
  sparklines: (ref: PageRef, days: number) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'sparklines', days],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/sparklines`, { query: { days }, schema: sparklinesSchema, signal }),
    }),
  /** GET PG/trends/web-vitals: web vitals in this run and the runs before it. */
  webVitalsTrends: (ref: PageRef) =>
    queryOptions({
      queryKey: [...pageQueries.page(ref), 'web-vitals-trends'],
      queryFn: ({ signal }) =>
        request(`${pagePath(ref)}/trends/web-vitals`, { schema: webVitalsTrendsSchema, signal }),
    }),
  /** GET /v3/web-audits/{auditId}/pages/{pageId}/insight-trends/{trendName} over the last `days` days. */
  insightTrend: (auditId: number, pageId: string, trendName: PageInsightTrendName, days: number) =>
    queryOptions({
      queryKey: [...pageQueries.audit(auditId), 'insight-trend', pageId, trendName, days],
      queryFn: ({ signal }) =>
        request(`/v3/web-audits/${auditId}/pages/${encodeURIComponent(pageId)}/insight-trends/${trendName}`, {
          query: { day: days },
          schema: pageInsightTrendSchema,
          signal,
        }),
    }),
  /** GET /v3/web-audits/{auditId}/pages/{pageId}/trends/web-vitals/{trendName} over the last `days` days. */
  webVitalTrend: (auditId: number, pageId: string, trendName: WebVitalTrendName, days: number) =>
    queryOptions({
      queryKey: [...pageQueries.audit(auditId), 'web-vital-trend', pageId, trendName, days],
      queryFn: ({ signal }) =>
        request(
          `/v3/web-audits/${auditId}/pages/${encodeURIComponent(pageId)}/trends/web-vitals/${trendName}`,
          {
            query: { days },
            schema: webVitalTrendSchema,
            signal,
          },
        ),
    }),
};

/** GET PG/links/{linkDirection}/download: every link as a CSV file. */
export function downloadLinks(ref: PageRef, links: LinksQuery): Promise<DownloadedFile> {
  return request(`${pagePath(ref)}/links/${links.direction}/download`, {
    query: linksParams(links),
    responseType: 'file',
    headers: { Accept: 'text/csv' },
  });
}
