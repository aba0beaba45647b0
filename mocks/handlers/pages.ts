import { HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import {
  consoleFilterSchema,
  consoleSortColumns,
  CONSOLE_LOG_SIZE,
  harEntryQuerySchema,
  initiatorsFilterSchema,
  REQUEST_LOG_SIZE,
  requestLogSortColumns,
} from '@/api/pages/network-schemas';
import { pageInsightTrendNameSchema, webVitalTrendNameSchema } from '@/api/pages/trend-schemas';
import { fileMappingMatches } from '../db/run-data/file-mapping';
import { pageHistory } from '../db/run-data/history';
import { initiatorsTree } from '../db/run-data/initiators';
import { notFound } from '../lib/errors';
import { booleanParam, compareValues, pageOf, readQuery } from '../lib/query';
import type { MockContext, Route } from '../lib/route';
import { linksDownload, linksList } from './page-links';
import { enumParam, pageContext } from './page-context';
import { pageCookiesView, pageInfoView, pageTagsView } from './page-views';
import {
  consoleMessageView,
  consoleSummary,
  cookieOriginView,
  filterConsole,
  initiatorCookiesView,
  initiatorRequestItem,
  requestLogItem,
} from './network-views';
import {
  insightTrend,
  readDays,
  sparklines,
  visitsInLastDays,
  visitsOfPage,
  webVitalsRuns,
  webVitalTrend,
} from './page-trends';
import { pageRuleResultsView } from './page-rules';
import { screenshotSvg } from './page-screenshot';

const PG = '/v3/web-audits/{auditId}/runs/{runId}/pages/{pageId}';
const DAY = 86_400_000;

const flag = (query: URLSearchParams, name: string) =>
  readQuery(z.object({ [name]: z.optional(booleanParam) }), query)[name] === true;

const requestLogQuery = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  size: z._default(
    z.coerce
      .number()
      .check(z.int())
      .check(z.minimum(REQUEST_LOG_SIZE.min))
      .check(z.maximum(REQUEST_LOG_SIZE.max)),
    REQUEST_LOG_SIZE.min,
  ),
  sortBy: z.optional(z.enum(requestLogSortColumns)),
  sortDesc: z.optional(booleanParam),
  search: z.optional(z.string()),
  hideIdentifiedTags: z.optional(booleanParam),
  showPreAuditActionRequests: z.optional(booleanParam),
  showFileChanges: z.optional(booleanParam),
});

const consoleLogQuery = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  size: z._default(
    z.coerce
      .number()
      .check(z.int())
      .check(z.minimum(CONSOLE_LOG_SIZE.min))
      .check(z.maximum(CONSOLE_LOG_SIZE.max)),
    CONSOLE_LOG_SIZE.min,
  ),
  sortBy: z.optional(z.enum(consoleSortColumns)),
  sortDesc: z.optional(booleanParam),
});

const cookiesQuery = z.object({
  getInsights: z.optional(booleanParam),
  getOrigins: z.optional(booleanParam),
  hidePreAuditActionOnlyCookies: z.optional(booleanParam),
});

const cookieOriginBody = z.object({
  name: z.string().check(z.minLength(1)),
  domain: z.optional(z.string().check(z.minLength(1))),
  path: z.optional(z.string()),
});

/** The page's visits in this run and the runs before it, oldest first. */
function visitsUpToRun(ctx: MockContext) {
  const context = pageContext(ctx);
  const until = Date.parse(context.run.completed ?? new Date(ctx.db.options.now + DAY).toISOString());
  const visits = (pageHistory(ctx.db, context.audit.id, context.page.id) ?? []).filter(
    (visit) => Date.parse(visit.run.completed) <= until,
  );
  return { until, visits: visits.reverse() };
}

/** Page details of one page of a run (prefix PG), its trends over days, and its V2 rule results. */
export const pageHandlers = (route: Route) => [
  route('get', '/v3/web-audits/{auditId}/runs/{runId}/screenshots/thumbnail', {}, (ctx) => {
    const context = pageContext(ctx, 'auditId', ctx.query.get('pageId') ?? '');
    return new HttpResponse(screenshotSvg(context), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
    });
  }),
  route('get', `${PG}/info`, {}, (ctx) =>
    pageInfoView(pageContext(ctx), {
      withLinkSummary: flag(ctx.query, 'withLinkSummary'),
      withParentPage: flag(ctx.query, 'withParentPage'),
      withScreenshotUrl: flag(ctx.query, 'withScreenshotUrl'),
    }),
  ),
  route('get', `${PG}/links/{linkDirection}/download`, {}, (ctx) => linksDownload(ctx, pageContext(ctx))),
  route('get', `${PG}/links/{linkDirection}`, {}, (ctx) => linksList(ctx, pageContext(ctx))),
  route('get', `${PG}/file-mapping`, {}, (ctx) => {
    const context = pageContext(ctx);
    return fileMappingMatches(context.site, context.detail.requests).map((match) => ({
      remoteFileMappingId: match.mapping.id,
      match: match.mapping.match,
      matchType: match.succeeded ? 1 : 2,
      fileUrl: match.mapping.fileUrl,
      mappedRequests: match.requests.map((request) => request.url),
    }));
  }),
  route('get', `${PG}/tags`, {}, (ctx) =>
    pageTagsView(pageContext(ctx).detail, flag(ctx.query, 'getInsights')),
  ),
  route('post', `${PG}/cookies/origin`, { body: cookieOriginBody }, (ctx) => {
    const origin = cookieOriginView(pageContext(ctx), ctx.body.name, ctx.body.domain);
    return origin ?? notFound('Cookie', ctx.body.name);
  }),
  route('get', `${PG}/cookies`, {}, (ctx) => {
    const query = readQuery(cookiesQuery, ctx.query);
    return pageCookiesView(pageContext(ctx), query.getOrigins === true);
  }),
  route('get', `${PG}/request-log`, {}, (ctx) => {
    const context = pageContext(ctx);
    const query = readQuery(requestLogQuery, ctx.query);
    const search = query.search?.trim().toLowerCase();
    const rows = context.detail.requests
      .filter((request) => !search || request.url.toLowerCase().includes(search))
      .filter((request) => !query.hideIdentifiedTags || request.tagId === undefined)
      .map((request) => requestLogItem(context, request));
    if (query.sortBy) {
      const key = requestSortKey[query.sortBy];
      const direction = query.sortDesc ? -1 : 1;
      rows.sort((a, b) => direction * compareValues(key(a), key(b)) || a.harEntryIndex - b.harEntryIndex);
    }
    const { items, pagination } = pageOf(rows, query.page, query.size);
    return { metadata: { pagination }, requests: items };
  }),
  route('post', `${PG}/initiators/request-log`, { body: harEntryQuerySchema }, (ctx) => {
    const context = pageContext(ctx);
    const wanted = new Set(ctx.body.harEntryIndices);
    const requests = context.detail.requests.filter(
      (request) => wanted.size === 0 || wanted.has(request.harEntryIndex),
    );
    return { requests: requests.map((request) => initiatorRequestItem(context, request)) };
  }),
  route('get', `${PG}/initiators/cookies`, {}, (ctx) => initiatorCookiesView(pageContext(ctx))),
  route('post', `${PG}/initiators`, { body: z.optional(initiatorsFilterSchema) }, (ctx) =>
    initiatorsTree(pageContext(ctx).detail, ctx.body ?? {}),
  ),
  route('post', `${PG}/console-log-summary`, { body: z.optional(consoleFilterSchema) }, (ctx) =>
    consoleSummary(filterConsole(pageContext(ctx).detail.console, ctx.body ?? {})),
  ),
  route('post', `${PG}/console-log`, { body: z.optional(consoleFilterSchema) }, (ctx) => {
    const context = pageContext(ctx);
    const query = readQuery(consoleLogQuery, ctx.query);
    const rows = filterConsole(context.detail.console, ctx.body ?? {}).map((message) =>
      consoleMessageView(context, message),
    );
    if (query.sortBy) {
      const key = consoleSortKey[query.sortBy];
      const direction = query.sortDesc ? -1 : 1;
      rows.sort((a, b) => direction * compareValues(key(a), key(b)) || a.timestamp - b.timestamp);
    } else if (query.sortDesc) rows.reverse();
    const { items, pagination } = pageOf(rows, query.page, query.size);
    return { metadata: { pagination }, consoleLogs: items };
  }),
  route('get', `${PG}/sparklines`, {}, (ctx) => {
    const days = readDays(ctx.query, 'days');
    const { until, visits } = visitsUpToRun(ctx);
    return sparklines(visits.filter((visit) => Date.parse(visit.run.completed) >= until - days * DAY));
  }),
  route('get', `${PG}/trends/web-vitals`, {}, (ctx) => ({ runs: webVitalsRuns(visitsUpToRun(ctx).visits) })),
  route('get', '/v3/web-audits/{auditId}/pages/{pageId}/insight-trends/{trendName}', {}, (ctx) => {
    const trendName = enumParam(ctx, 'trendName', pageInsightTrendNameSchema);
    const days = readDays(ctx.query, 'day');
    return insightTrend(visitsInLastDays(ctx, visitsOfPage(ctx), days), trendName);
  }),
  route('get', '/v3/web-audits/{auditId}/pages/{pageId}/trends/web-vitals/{trendName}', {}, (ctx) => {
    const trendName = enumParam(ctx, 'trendName', webVitalTrendNameSchema);
    const days = readDays(ctx.query, 'days');
    return webVitalTrend(visitsInLastDays(ctx, visitsOfPage(ctx), days), trendName);
  }),
  route('get', '/v2/web-audits/{webAuditId}/runs/{runId}/pages/{pageId}/rule-results', {}, (ctx) =>
    pageRuleResultsView(pageContext(ctx, 'webAuditId')),
  ),
];

type RequestRow = ReturnType<typeof requestLogItem>;
const requestSortKey: Record<
  (typeof requestLogSortColumns)[number],
  (row: RequestRow) => string | number | undefined
> = {
  request_start_time: (row) => row.startedAtRelativeToPageNavigation,
  started_at: (row) => row.startedAtRelativeToPageNavigation,
  request_url: (row) => row.requestUrl,
  tag_name: (row) => row.tag?.tagName,
  mime_type: (row) => row.mimeType,
  response_size: (row) => row.responseSizeBytes,
  load_time: (row) => row.loadTime,
  status_code: (row) => row.statusCode,
  geo: (row) => row.geoLocationInfo.countryCode,
  date_difference: (row) => row.harEntryIndex,
  size_difference: (row) => row.harEntryIndex,
};

type ConsoleRow = ReturnType<typeof consoleMessageView>;
const consoleSortKey: Record<
  (typeof consoleSortColumns)[number],
  (row: ConsoleRow) => string | number | undefined
> = {
  message: (row) => row.message,
  timestamp: (row) => row.timestamp,
  level: (row) => row.level,
  source: (row) => row.source,
  count: (row) => row.count,
  related_tag: (row) => row.relatedTag?.tagName,
};
