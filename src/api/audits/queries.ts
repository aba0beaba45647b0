import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import {
  fetchAuditIds,
  fetchLatestRuns,
  fetchRunningCount,
  scoreFilter,
  stateFilters,
  type LatestRunFilterState,
} from './library-runs';
import { fetchLastRunAudit, fetchRecentRuns, fetchRunById } from './palette-runs';
import { readAuditSummaries } from './summary-list';
import { auditListSchema, auditRunListSchema, auditSchema } from './schemas';

/** The latest-run filters of the library: states (`never`: no run yet) and a score range. */
export interface RunFilter {
  states: ReadonlyArray<LatestRunFilterState | 'never'>;
  scoreMin?: number | undefined;
  scoreMax?: number | undefined;
}

/** The audits a latest-run filter keeps: these ids, and (`never` asked) those not among `ran`. */
export interface RunFilterAnswer {
  ids: number[];
  ran?: number[] | undefined;
}

/** The run columns the grid sorts the whole account's audits by. */
export type RunSortField = 'started' | 'status' | 'pages' | 'score' | 'frequency';

async function fetchRunFilter(filter: RunFilter, signal?: AbortSignal): Promise<RunFilterAnswer> {
  const score =
    filter.scoreMin !== undefined || filter.scoreMax !== undefined
      ? [scoreFilter(filter.scoreMin, filter.scoreMax)]
      : [];
  const states = filter.states.filter((state) => state !== 'never');
  const never = filter.states.includes('never') && score.length === 0;
  const reads = states.length
    ? states.map((state) => fetchAuditIds([...stateFilters[state], ...score], signal))
    : filter.states.length === 0
      ? [fetchAuditIds(score, signal)]
      : [];
  const [ids, ran] = await Promise.all([
    Promise.all(reads).then((lists) => lists.flat()),
    never ? fetchAuditIds([], signal) : undefined,
  ]);
  return { ids, ran };
}

/** Query options for audits and their run history. */
export const auditQueries = {
  all: () => ['audits'] as const,
  /** Every read of the runs grid (latest runs, filters, order, palette runs, running count). */
  grid: () => [...auditQueries.all(), 'grid'] as const,
  /** Every audit list that embeds the audits' latest runs. */
  lists: () => [...auditQueries.all(), 'list'] as const,
  /** Every read of Home's period: the runs completed since a moment, with their totals. */
  periods: () => [...auditQueries.all(), 'home-period'] as const,
  /**
   * GET /v3/web-audits: every audit, slim (name, folder, sub-folder), checked in chunks. The one
   * whole-account list the library, the palette and the settings screens share.
   */
  summaries: () =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'summaries'],
      queryFn: ({ signal }) => readAuditSummaries(signal),
    }),
  /** The runs grid: the latest run and the one before it of these audits (at most 1,000), by audit id. */
  latestRunsOf: (auditIds: readonly number[]) =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'latest', [...auditIds].sort((a, b) => a - b)],
      queryFn: ({ signal }) => fetchLatestRuns(auditIds, signal),
    }),
  /** The runs grid: the audits whose latest run passes the library's latest-run filter. */
  runFilter: (filter: RunFilter) =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'filter', filter],
      queryFn: ({ signal }) => fetchRunFilter(filter, signal),
    }),
  /** The runs grid: every audit that ran, ordered by a latest-run column (the flat list's global sort). */
  runOrder: (by: RunSortField, desc: boolean) =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'order', { by, desc }],
      queryFn: ({ signal }) => fetchAuditIds([], signal, { by, desc }),
    }),
  /** The runs grid: the run with this id, with its audit's name (the palette's `#id`). */
  runById: (runId: number) =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'run', runId],
      queryFn: ({ signal }) => fetchRunById(runId, signal),
    }),
  /** The runs grid: the newest runs of these audits, with their names. */
  recentRunsOf: (auditIds: readonly number[]) =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'recent', [...auditIds]],
      queryFn: ({ signal }) => fetchRecentRuns(auditIds, signal),
    }),
  /** The runs grid: the audit that ran last, by its latest run. */
  lastRun: () =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'last-run'],
      queryFn: ({ signal }) => fetchLastRunAudit(signal),
    }),
  /** The runs grid: how many audits are running now. */
  runningCount: () =>
    queryOptions({
      queryKey: [...auditQueries.grid(), 'running'],
      queryFn: ({ signal }) => fetchRunningCount(signal),
    }),
  /** GET /v2/web-audits with each audit's latest runs. */
  list: (runsLimit = 1) =>
    queryOptions({
      queryKey: [...auditQueries.lists(), { runsLimit }],
      queryFn: ({ signal }) =>
        request('/v2/web-audits', { query: { withRuns: true, runsLimit }, schema: auditListSchema, signal }),
    }),
  /** GET /v2/domains/{domainId}/web-audits: one sub-folder's audits, each with its latest runs. */
  ofDomain: (domainId: number, runsLimit = 2) =>
    queryOptions({
      queryKey: [...auditQueries.lists(), { domainId, runsLimit }],
      queryFn: ({ signal }) =>
        request(`/v2/domains/${domainId}/web-audits`, {
          query: { withRuns: true, runsLimit },
          schema: auditListSchema,
          signal,
        }),
    }),
  /**
   * GET /v2/domains/{domainId}/web-audits without runs: one sub-folder's audits, which the library
   * shows first while the whole account's list is read.
   */
  ofSubFolder: (domainId: number) =>
    queryOptions({
      queryKey: [...auditQueries.lists(), { domainId, runsLimit: 0 }],
      queryFn: ({ signal }) =>
        request(`/v2/domains/${domainId}/web-audits`, {
          query: { withRuns: false, runsLimit: 1 },
          schema: auditListSchema,
          signal,
        }),
    }),
  detail: (auditId: number) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'detail', auditId],
      queryFn: ({ signal }) => request(`/v2/web-audits/${auditId}`, { schema: auditSchema, signal }),
    }),
  runs: (auditId: number) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'detail', auditId, 'runs'],
      queryFn: ({ signal }) =>
        request(`/v2/web-audits/${auditId}/runs`, { schema: auditRunListSchema, signal }),
    }),
};
