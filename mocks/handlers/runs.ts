import { z } from '@/lib/zod';
import { JS_VARIABLES_SIZE, RUN_PAGES_SIZE, runPagesSortValues } from '@/api/runs/schemas';
import { runData } from '../db/run-data';
import { pageJsVariables } from '../db/run-data/js-variables';
import { pageOrder, runCookies, runCountries, runRequestHosts } from '../db/run-data/run-level';
import { runScores } from '../db/run-data/scores';
import { settleRuns } from '../db/run-lifecycle';
import { failuresView, infoView, latestRunsView, runReferenceView } from '../db/run-views';
import { badRequest, notFound } from '../lib/errors';
import { booleanParam, readQuery } from '../lib/query';
import { idParam, type MockContext, type Route } from '../lib/route';

/** An integer query parameter within [min, max] (absent stays undefined). */
function intParam(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const range = max < Number.MAX_SAFE_INTEGER ? `between ${min} and ${max}` : `at least ${min}`;
  return z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^-?\d+$/, { error: `${name} must be a whole number ${range}` })),
        z.transform(Number),
      ),
      z
        .number()
        .check(z.int())
        .check(z.minimum(min, { error: `${name} must be ${range}` }))
        .check(z.maximum(max, { error: `${name} must be ${range}` })),
    ),
  );
}

const pagesQuery = z.object({
  page: intParam('page', 0),
  size: intParam('size', RUN_PAGES_SIZE.min, RUN_PAGES_SIZE.max),
  sortBy: z.optional(z.enum(runPagesSortValues)),
  sortDesc: z.optional(booleanParam),
});

const jsVariablesQuery = z.object({
  size: intParam('size', JS_VARIABLES_SIZE.min, JS_VARIABLES_SIZE.max),
  startAfterPageId: z.optional(z.string().check(z.minLength(1))),
});

/**
 * The audit and run of a path (`auditId` or `webAuditId`, and `runId`), or 404 for an unknown or
 * archived audit, or a run that is not one of that audit's.
 */
function findRun(ctx: MockContext, auditParam: 'auditId' | 'webAuditId') {
  settleRuns(ctx.db);
  const auditId = idParam(ctx, auditParam, 'Audit');
  const audit = ctx.db.audits.get(auditId);
  if (!audit || audit.deleted) notFound('Audit', auditId);
  const runId = idParam(ctx, 'runId', 'Run');
  const run = ctx.db.runs.get(auditId)?.find((candidate) => candidate.id === runId);
  if (!run) notFound('Run', runId);
  const data = () => runData(ctx.db, auditId, runId)!;
  return { audit, run, data };
}

const RUN = '/v3/web-audits/{auditId}/runs/{runId}';

/** One run and its data: scores, pages, cookies, geo-locations, request domains, JS variables, failures, info. */
export const runHandlers = (route: Route) => [
  route('get', '/v3/web-audits/latest-runs', {}, ({ db }) => {
    settleRuns(db);
    return latestRunsView(db);
  }),
  route('get', '/v2/web-audits/{webAuditId}/runs/{runId}', {}, (ctx) => {
    const { audit, run } = findRun(ctx, 'webAuditId');
    return runReferenceView(ctx.db, audit.id, run);
  }),
  route('get', `${RUN}/info`, {}, (ctx) => {
    const { audit, run } = findRun(ctx, 'auditId');
    return infoView(ctx.db, audit, run);
  }),
  route('get', `${RUN}/scores`, {}, (ctx) => {
    const { audit, run, data } = findRun(ctx, 'auditId');
    return runScores(ctx.db, audit.id, run, data());
  }),
  route('get', `${RUN}/pages`, {}, (ctx) => {
    const found = findRun(ctx, 'auditId');
    const query = readQuery(pagesQuery, ctx.query);
    const page = query.page ?? 0;
    const size = query.size ?? RUN_PAGES_SIZE.default;
    const { pages } = found.data();
    const total = pages.length;
    const from = Math.min(page * size, total);
    const to = Math.min(from + size, total);
    const order = query.sortBy ? pageOrder(found.data(), query.sortBy) : undefined;
    const slice = [];
    for (let k = from; k < to; k++) {
      const position = query.sortDesc ? total - 1 - k : k;
      const item = pages[order ? order[position]! : position]!;
      slice.push({
        id: item.id,
        url: item.url,
        loadTime: item.loadTime,
        statusCode: item.statusCode,
        size: item.size,
      });
    }
    return {
      metadata: {
        pagination: {
          totalCount: total,
          totalPageCount: Math.ceil(total / size),
          pageSize: size,
          currentPageSize: slice.length,
          currentPageNumber: page,
        },
      },
      pages: slice,
    };
  }),
  route('get', `${RUN}/cookies`, {}, (ctx) =>
    runCookies(findRun(ctx, 'auditId').data()).map(({ name, domain }) => ({ name, domain })),
  ),
  route('get', `${RUN}/geo-locations`, {}, (ctx) =>
    runCountries(findRun(ctx, 'auditId').data()).map((country) => ({
      id: country.id,
      countryCode: country.id,
      countryName: country.name,
    })),
  ),
  route('get', `${RUN}/request-domains`, {}, (ctx) =>
    runRequestHosts(findRun(ctx, 'auditId').data()).map((domain) => ({
      domain,
      scheme: 'https',
      isValid: true,
    })),
  ),
  route('get', `${RUN}/javascript-variables`, {}, (ctx) => {
    const found = findRun(ctx, 'auditId');
    const query = readQuery(jsVariablesQuery, ctx.query);
    const size = query.size ?? JS_VARIABLES_SIZE.default;
    const { site, pages, byId } = found.data();
    let from = 0;
    if (query.startAfterPageId !== undefined) {
      const after = byId.get(query.startAfterPageId);
      if (!after) {
        badRequest(`startAfterPageId ${query.startAfterPageId} is not a page of run ${found.run.id}`, {
          valid: false,
          issues: [
            {
              path: ['startAfterPageId'],
              message: 'Unknown page id: use metadata.pagination.lastPageId of the previous answer',
              code: 'invalid_value',
            },
          ],
        });
      }
      from = after.index + 1;
    }
    const slice = pages.slice(from, from + size);
    const more = from + slice.length < pages.length;
    return {
      metadata: {
        pagination: {
          pageSize: size,
          currentPageSize: slice.length,
          lastPageId: more ? slice.at(-1)!.id : null,
        },
      },
      pages: slice.map((page) => ({
        pageId: page.id,
        pageUrl: page.url,
        pageInitialStatusCode: page.initialStatusCode,
        pageFinalStatusCode: page.statusCode,
        variables: pageJsVariables(site, page),
      })),
    };
  }),
  route('get', `${RUN}/reports/failures`, {}, (ctx) => {
    const { audit, run, data } = findRun(ctx, 'auditId');
    return failuresView(ctx.db, audit, run, data());
  }),
];
