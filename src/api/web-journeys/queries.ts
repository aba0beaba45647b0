import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '../client';
import {
  actionCookieOriginSchema,
  actionCookiesSchema,
  actionRequestListSchema,
  consoleLogListSchema,
  journeyRunInfoSchema,
  runCookieOriginSchema,
  type CookieOriginInput,
} from './run-schemas';
import {
  journeyCustomHeadersSchema,
  webJourneyActionListSchema,
  webJourneyListSchema,
  webJourneySchema,
  webJourneyV2ListSchema,
  type WebJourneyListFilters,
} from './schemas';
import { blockingConfigSchema } from '../audits/config-schemas';
import { gridQueries } from '../grid/queries';
import { gridResponseSchema, type GridRequest } from '../grid/query-schemas';
import {
  journeyRunsRequest,
  readJourneyRuns,
  recentRunsRequest,
  type JourneyRun,
  type JourneyRunHistory,
} from './run-history';

const journeyPath = (id: number) => `/v3/web-journeys/${id}`;
const runPath = (id: number, runId: number) => `/v3/web-journeys/${id}/runs/${runId}`;

/** GET …/runs/{runId}/screenshots/thumbnail?actionSequenceId=N: the service path of a step's screenshot. */
export const stepScreenshotPath = (id: number, runId: number, sequence: number) =>
  `${runPath(id, runId)}/screenshots/thumbnail?actionSequenceId=${sequence}`;

/** Rows of the `web-journey-runs` grid for a request, read as runs with the (cached) grid schema. */
async function readRunGrid(
  client: QueryClient,
  body: GridRequest,
  signal: AbortSignal,
): Promise<JourneyRunHistory> {
  const [schema, answer] = await Promise.all([
    client.ensureQueryData(gridQueries.schema('web-journey-runs')),
    request('/v3/reports/grid/web-journey-runs', {
      method: 'POST',
      body,
      schema: gridResponseSchema,
      signal,
    }),
  ]);
  return { runs: readJourneyRuns(answer, schema), total: answer.metadata.pagination.totalCount };
}

/** Query options for web journeys: configuration, runs, per-action detail and cookie origin stories. */
export const webJourneyQueries = {
  all: () => ['web-journeys'] as const,
  /** GET /v3/web-journeys, optionally for one sub-folder or by monitoring. */
  list: (filters: WebJourneyListFilters = {}) =>
    queryOptions({
      queryKey: [...webJourneyQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        request('/v3/web-journeys', {
          query: { domainId: filters.domainId, monitored: filters.monitored },
          schema: webJourneyListSchema,
          signal,
        }),
    }),
  /** One journey's key: everything below it is that journey's. */
  journey: (id: number) => [...webJourneyQueries.all(), 'journey', id] as const,
  /** GET /v3/web-journeys/{webJourneyId}. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'detail'],
      queryFn: ({ signal }) => request(journeyPath(id), { schema: webJourneySchema, signal }),
    }),
  /** GET /v3/web-journeys/{webJourneyId}/actions: the script in order. */
  actions: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'actions'],
      queryFn: ({ signal }) =>
        request(`${journeyPath(id)}/actions`, { schema: webJourneyActionListSchema, signal }),
    }),
  /** GET /v2/domains/{domainId}/web-journeys: the sub-folder's journeys with recipients and webhooks. */
  ofDomainV2: (domainId: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.all(), 'v2', 'domain', domainId],
      queryFn: ({ signal }) =>
        request(`/v2/domains/${domainId}/web-journeys`, { schema: webJourneyV2ListSchema, signal }),
    }),
  /**
   * POST /v3/reports/grid/web-journey-runs for the journey (the spec has no run list): its newest
   * runs first; statuses read as the labels of the grid schema's enumeration.
   */
  runs: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'runs'],
      queryFn: ({ signal, client }): Promise<JourneyRunHistory> =>
        readRunGrid(client, journeyRunsRequest(id), signal),
    }),
  /** The runs of every journey completed since `since` (an ISO instant), newest first: one grid call. */
  recentRuns: (since: string) =>
    queryOptions({
      queryKey: [...webJourneyQueries.all(), 'recent-runs', since],
      queryFn: ({ signal, client }): Promise<JourneyRunHistory> =>
        readRunGrid(client, recentRunsRequest(since), signal),
    }),
  /** One run's key. */
  run: (id: number, runId: number) => [...webJourneyQueries.journey(id), 'run', runId] as const,
  /** The same grid filtered to one run: the run, or null when the journey has no such run. */
  runRecord: (id: number, runId: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'record'],
      queryFn: async ({ signal, client }): Promise<JourneyRun | null> =>
        (await readRunGrid(client, journeyRunsRequest(id, runId), signal)).runs.find(
          (run) => run.id === runId,
        ) ?? null,
    }),
  /** GET …/runs/{runId}/info: the configuration the run used. */
  runInfo: (id: number, runId: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'info'],
      queryFn: ({ signal }) =>
        request(`${runPath(id, runId)}/info`, { schema: journeyRunInfoSchema, signal }),
    }),
  /** GET …/actions/{actionSequenceId}/requests: the action's requests as HAR entries. */
  actionRequests: (id: number, runId: number, sequence: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'action', sequence, 'requests'],
      queryFn: ({ signal }) =>
        request(`${runPath(id, runId)}/actions/${sequence}/requests`, {
          schema: actionRequestListSchema,
          signal,
        }),
    }),
  /** GET …/actions/{actionSequenceId}/logs: the action's console messages. */
  actionLogs: (id: number, runId: number, sequence: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'action', sequence, 'logs'],
      queryFn: ({ signal }) =>
        request(`${runPath(id, runId)}/actions/${sequence}/logs`, { schema: consoleLogListSchema, signal }),
    }),
  /** GET …/actions/{actionSequenceId}/cookies: the cookies the action added, changed or removed. */
  actionCookies: (id: number, runId: number, sequence: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'action', sequence, 'cookies'],
      queryFn: ({ signal }) =>
        request(`${runPath(id, runId)}/actions/${sequence}/cookies`, { schema: actionCookiesSchema, signal }),
    }),
  /** POST …/runs/{runId}/cookies/origin (a read): every change of one cookie in the run. */
  runCookieOrigin: (id: number, runId: number, cookie: CookieOriginInput) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'cookie-origin', cookie],
      queryFn: ({ signal }) =>
        request(`${runPath(id, runId)}/cookies/origin`, {
          method: 'POST',
          body: cookie,
          schema: runCookieOriginSchema,
          signal,
        }),
    }),
  /** POST …/actions/{actionId}/cookies/origin (a read): how one action changed one cookie. */
  actionCookieOrigin: (id: number, runId: number, actionId: number, cookie: CookieOriginInput) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'action-id', actionId, 'cookie-origin', cookie],
      queryFn: ({ signal }) =>
        request(`${runPath(id, runId)}/actions/${actionId}/cookies/origin`, {
          method: 'POST',
          body: cookie,
          schema: actionCookieOriginSchema,
          signal,
        }),
    }),
  /** GET /v3/web-journeys/{webJourneyId}/blocking-configuration. */
  blocking: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'blocking'],
      queryFn: ({ signal }) =>
        request(`${journeyPath(id)}/blocking-configuration`, { schema: blockingConfigSchema, signal }),
    }),
  /** GET /v3/web-journeys/{webJourneyId}/custom-headers. */
  customHeaders: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'custom-headers'],
      queryFn: ({ signal }) =>
        request(`${journeyPath(id)}/custom-headers`, { schema: journeyCustomHeadersSchema, signal }),
    }),
};
