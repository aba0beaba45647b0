import { queryOptions } from '@tanstack/react-query';
import { auditRunReferenceSchema } from '../audits/schemas';
import { auditQueries } from '../audits/queries';
import { request, type Query } from '../client';
import { v3ListPages, type PageAnswer, type PageRequest } from '../pagination';
import {
  geoLocationListSchema,
  jsVariablesPageSchema,
  latestRunListSchema,
  requestDomainListSchema,
  runCookieListSchema,
  runFailuresSchema,
  runInfoSchema,
  runPagesSchema,
  runScoresSchema,
  JS_VARIABLES_SIZE,
  RUN_PAGES_SIZE,
  type JsVariablesPage,
  type RunPagesSort,
} from './schemas';

/** Paging and sorting of a run's pages list (`page` from 0). */
export interface RunPagesParams {
  page: number;
  size: number;
  sortBy?: RunPagesSort | undefined;
  sortDesc?: boolean | undefined;
}

/** Cursor paging of a run's JavaScript variables. */
export interface JsVariablesParams {
  size: number;
  startAfterPageId?: string | undefined;
}

const v3 = (auditId: number, runId: number) => `/v3/web-audits/${auditId}/runs/${runId}`;

/**
 * Query options for one run and its data. Keys live under the audit's run history key, so
 * invalidating an audit's runs (run now, stop, discard) refreshes every run view too.
 */
export const runQueries = {
  /** Every query of one run. */
  all: (auditId: number, runId: number) => [...auditQueries.runs(auditId).queryKey, runId] as const,
  /** GET /v2/web-audits/{webAuditId}/runs/{runId}: the run itself. */
  detail: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'detail'],
      queryFn: ({ signal }) =>
        request(`/v2/web-audits/${auditId}/runs/${runId}`, { schema: auditRunReferenceSchema, signal }),
    }),
  /** GET …/scores: the total and its five parts. */
  scores: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'scores'],
      queryFn: ({ signal }) => request(`${v3(auditId, runId)}/scores`, { schema: runScoresSchema, signal }),
    }),
  /** GET …/info: how the run was configured. */
  info: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'info'],
      queryFn: ({ signal }) => request(`${v3(auditId, runId)}/info`, { schema: runInfoSchema, signal }),
    }),
  /** GET …/reports/failures: pre-audit, on-page and starting-URL failures. */
  failures: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'failures'],
      queryFn: ({ signal }) =>
        request(`${v3(auditId, runId)}/reports/failures`, { schema: runFailuresSchema, signal }),
    }),
  /** GET …/pages: one page of the run's pages, sorted by the server. */
  pages: (auditId: number, runId: number, params: RunPagesParams) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'pages', params],
      queryFn: ({ signal }) =>
        request(`${v3(auditId, runId)}/pages`, {
          query: {
            page: params.page,
            size: params.size,
            sortBy: params.sortBy,
            sortDesc: params.sortBy ? Boolean(params.sortDesc) : undefined,
          },
          schema: runPagesSchema,
          signal,
        }),
    }),
  /** GET …/cookies: unique cookie name and domain pairs. */
  cookies: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'cookies'],
      queryFn: ({ signal }) =>
        request(`${v3(auditId, runId)}/cookies`, { schema: runCookieListSchema, signal }),
    }),
  /** GET …/geo-locations: unique countries of the run's requests. */
  geoLocations: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'geo-locations'],
      queryFn: ({ signal }) =>
        request(`${v3(auditId, runId)}/geo-locations`, { schema: geoLocationListSchema, signal }),
    }),
  /** GET …/request-domains: unique request domains. */
  requestDomains: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'request-domains'],
      queryFn: ({ signal }) =>
        request(`${v3(auditId, runId)}/request-domains`, { schema: requestDomainListSchema, signal }),
    }),
  /** GET …/javascript-variables: one cursor page of pages with their variables. */
  jsVariables: (auditId: number, runId: number, params: JsVariablesParams) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'javascript-variables', params],
      queryFn: ({ signal }) =>
        request(`${v3(auditId, runId)}/javascript-variables`, {
          query: { size: params.size, startAfterPageId: params.startAfterPageId },
          schema: jsVariablesPageSchema,
          signal,
        }),
    }),
  /** GET /v3/web-audits/latest-runs (deprecated): every audit's latest run. */
  latestRuns: () =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'latest-runs'],
      queryFn: ({ signal }) => request('/v3/web-audits/latest-runs', { schema: latestRunListSchema, signal }),
    }),
};

/**
 * The page reader of a run's whole pages list as `query` narrows and sorts it (`sortBy`,
 * `sortDesc`…), at the largest page size the contract allows: for `readAllPages` (download, print).
 */
export const runPagesReader = (auditId: number, runId: number, query: Query) =>
  v3ListPages(`${v3(auditId, runId)}/pages`, {
    query,
    schema: runPagesSchema,
    items: (answer) => answer.pages,
    size: RUN_PAGES_SIZE.max,
  });

/**
 * The page reader of a run's whole JavaScript variables list, cursor after cursor, the largest page
 * the contract allows at a time: each answer's audit pages become rows by `toRows` (for `readAllPages`).
 */
export const jsVariablesReader =
  <R>(auditId: number, runId: number, toRows: (answer: JsVariablesPage) => R[]) =>
  async ({ after, signal }: PageRequest): Promise<PageAnswer<R>> => {
    const answer = await request(`${v3(auditId, runId)}/javascript-variables`, {
      query: { size: JS_VARIABLES_SIZE.max, startAfterPageId: after },
      schema: jsVariablesPageSchema,
      signal,
    });
    const next = answer.metadata.pagination.lastPageId ?? undefined;
    return { items: toRows(answer), more: next !== undefined && answer.pages.length > 0, after: next };
  };
