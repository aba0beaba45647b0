import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import {
  actionCookieOriginSchema,
  actionCookiesSchema,
  actionRequestListSchema,
  consoleLogListSchema,
  journeyRunInfoSchema,
  journeyRunListSchema,
  journeyRunResultSchema,
  journeyStatusSchema,
  runCookieOriginSchema,
  type CookieOriginInput,
} from './run-schemas';
import {
  customHeaderGroupsSchema,
  journeyCustomHeadersSchema,
  webJourneyActionListSchema,
  webJourneyListSchema,
  webJourneySchema,
  webJourneyV2ListSchema,
  type WebJourneyListFilters,
} from './schemas';
import { blockingConfigSchema } from '../audits/config-schemas';

const journeyPath = (id: number) => `/v3/web-journeys/${id}`;
const runPath = (id: number, runId: number) => `/v3/web-journeys/${id}/runs/${runId}`;

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
  /** GET /v3/web-journeys/{webJourneyId}/status. */
  status: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'status'],
      queryFn: ({ signal }) => request(`${journeyPath(id)}/status`, { schema: journeyStatusSchema, signal }),
    }),
  /** GET /v2/web-journeys/{journeyId}/runs: newest first. */
  runs: (id: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.journey(id), 'runs'],
      queryFn: ({ signal }) =>
        request(`/v2/web-journeys/${id}/runs`, { schema: journeyRunListSchema, signal }),
    }),
  /** One run's key. */
  run: (id: number, runId: number) => [...webJourneyQueries.journey(id), 'run', runId] as const,
  /** GET /v2/web-journeys/{journeyId}/runs/{runId}/results: each executed action's result. */
  results: (id: number, runId: number) =>
    queryOptions({
      queryKey: [...webJourneyQueries.run(id, runId), 'results'],
      queryFn: ({ signal }) =>
        request(`/v2/web-journeys/${id}/runs/${runId}/results`, { schema: journeyRunResultSchema, signal }),
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
  /** GET /v3/custom-headers: the account's header groups to pick from. */
  headerGroups: () =>
    queryOptions({
      queryKey: ['custom-headers', 'list'],
      queryFn: ({ signal }) => request('/v3/custom-headers', { schema: customHeaderGroupsSchema, signal }),
    }),
};
