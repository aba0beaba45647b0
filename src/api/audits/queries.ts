import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { fetchRunTotals } from './run-totals';
import {
  auditLatestRunsListSchema,
  auditListSchema,
  auditRunListSchema,
  auditSchema,
  webAuditSummaryListSchema,
} from './schemas';

/** Query options for audits and their run history. */
export const auditQueries = {
  all: () => ['audits'] as const,
  /** GET /v3/web-audits: every audit, slim. */
  summaries: () =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'summaries'],
      queryFn: ({ signal }) => request('/v3/web-audits', { schema: webAuditSummaryListSchema, signal }),
    }),
  /** GET /v2/web-audits with each audit's latest runs. */
  list: (runsLimit = 1) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'list', { runsLimit }],
      queryFn: ({ signal }) =>
        request('/v2/web-audits', { query: { withRuns: true, runsLimit }, schema: auditListSchema, signal }),
    }),
  /** GET /v2/web-audits with each audit's latest runs, read for the runs only (id, name, runs). */
  latestRuns: (runsLimit: number) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'list', { runsLimit, read: 'runs' }],
      queryFn: ({ signal }) =>
        request('/v2/web-audits', {
          query: { withRuns: true, runsLimit },
          schema: auditLatestRunsListSchema,
          signal,
        }),
    }),
  /** The report totals of these runs (broken pages, tags, unapproved cookies, rule failures), by run id. */
  runTotals: (runIds: readonly number[]) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'run-totals', [...runIds].sort((a, b) => a - b)],
      queryFn: ({ signal }) => fetchRunTotals(runIds, signal),
      // A completed run's totals change only when its consent is reprocessed.
      staleTime: 5 * 60_000,
    }),
  /** GET /v2/domains/{domainId}/web-audits: one sub-folder's audits, each with its latest runs. */
  ofDomain: (domainId: number, runsLimit = 2) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'list', { domainId, runsLimit }],
      queryFn: ({ signal }) =>
        request(`/v2/domains/${domainId}/web-audits`, {
          query: { withRuns: true, runsLimit },
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
