import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import {
  certificateSchema,
  journeyTagListSchema,
  labelIdListSchema,
  manualActionSchema,
  manualJourneyListSchema,
  manualJourneyRunListSchema,
  manualJourneyRunSchema,
  manualJourneySchema,
  requestFilterListSchema,
  requestLogListSchema,
  ruleIdListSchema,
} from './schemas';

const base = '/v2/manual-journeys';
const all = () => ['manual-journeys'] as const;
const detail = (journeyId: number) => [...all(), 'detail', journeyId] as const;
const runDetail = (journeyId: number, runId: number) => [...detail(journeyId), 'runs', runId] as const;
const runPath = (journeyId: number, runId: number) => `${base}/${journeyId}/runs/${runId}`;

/** Query options for manual journeys, their runs and everything recorded in a run. */
export const manualJourneyQueries = {
  all,
  detail,
  runDetail,
  /** GET /v2/manual-journeys: every manual journey of the account. */
  list: () =>
    queryOptions({
      queryKey: [...all(), 'list'],
      queryFn: ({ signal }) => request(base, { schema: manualJourneyListSchema, signal }),
    }),
  /** GET /v2/manual-journeys/certificates/default: the certificate's details. */
  certificate: () =>
    queryOptions({
      queryKey: [...all(), 'certificate'],
      queryFn: ({ signal }) => request(`${base}/certificates/default`, { schema: certificateSchema, signal }),
      staleTime: Infinity,
    }),
  /** GET /v2/manual-journeys/{manualJourneyId}. */
  journey: (journeyId: number) =>
    queryOptions({
      queryKey: [...detail(journeyId), 'journey'],
      queryFn: ({ signal }) => request(`${base}/${journeyId}`, { schema: manualJourneySchema, signal }),
    }),
  /** GET …/labels: ids of the journey's labels. */
  labels: (journeyId: number) =>
    queryOptions({
      queryKey: [...detail(journeyId), 'labels'],
      queryFn: ({ signal }) => request(`${base}/${journeyId}/labels`, { schema: labelIdListSchema, signal }),
    }),
  /** GET …/rules: ids of the rules checked on every run. */
  rules: (journeyId: number) =>
    queryOptions({
      queryKey: [...detail(journeyId), 'rules'],
      queryFn: ({ signal }) => request(`${base}/${journeyId}/rules`, { schema: ruleIdListSchema, signal }),
    }),
  /** GET …/runs: the journey's runs. */
  runs: (journeyId: number) =>
    queryOptions({
      queryKey: [...detail(journeyId), 'runs', 'list'],
      queryFn: ({ signal }) =>
        request(`${base}/${journeyId}/runs`, { schema: manualJourneyRunListSchema, signal }),
    }),
  /** GET …/runs/{runId}. */
  run: (journeyId: number, runId: number) =>
    queryOptions({
      queryKey: [...runDetail(journeyId, runId), 'run'],
      queryFn: ({ signal }) => request(runPath(journeyId, runId), { schema: manualJourneyRunSchema, signal }),
    }),
  /** GET …/runs/{runId}/actions/{actionId}: one step of a run. */
  action: (journeyId: number, runId: number, actionId: number) =>
    queryOptions({
      queryKey: [...runDetail(journeyId, runId), 'actions', actionId],
      queryFn: ({ signal }) =>
        request(`${runPath(journeyId, runId)}/actions/${actionId}`, { schema: manualActionSchema, signal }),
    }),
  /** GET …/runs/{runId}/labels: ids of the run's labels. */
  runLabels: (journeyId: number, runId: number) =>
    queryOptions({
      queryKey: [...runDetail(journeyId, runId), 'labels'],
      queryFn: ({ signal }) =>
        request(`${runPath(journeyId, runId)}/labels`, { schema: labelIdListSchema, signal }),
    }),
  /** GET …/runs/{runId}/request-filters. */
  requestFilters: (journeyId: number, runId: number) =>
    queryOptions({
      queryKey: [...runDetail(journeyId, runId), 'request-filters'],
      queryFn: ({ signal }) =>
        request(`${runPath(journeyId, runId)}/request-filters`, { schema: requestFilterListSchema, signal }),
    }),
  /** GET …/runs/{runId}/request-logs: the requests that pass the run's filters. */
  requestLogs: (journeyId: number, runId: number) =>
    queryOptions({
      queryKey: [...runDetail(journeyId, runId), 'recorded', 'request-logs'],
      queryFn: ({ signal }) =>
        request(`${runPath(journeyId, runId)}/request-logs`, { schema: requestLogListSchema, signal }),
    }),
  /** GET …/runs/{runId}/tags: the tags detected in those requests. */
  tags: (journeyId: number, runId: number) =>
    queryOptions({
      queryKey: [...runDetail(journeyId, runId), 'recorded', 'tags'],
      queryFn: ({ signal }) =>
        request(`${runPath(journeyId, runId)}/tags`, { schema: journeyTagListSchema, signal }),
    }),
};
