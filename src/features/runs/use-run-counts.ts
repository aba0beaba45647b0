import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { runScreenQueries } from '@/api/runs/prefetch';
import { failureSummary } from './failures';
import type { RunTab } from './run-tabs';

/** A count of one tab's rows: undefined while loading, null when it could not be read. */
export interface RunCount {
  value: number | null | undefined;
  noun: string;
}

/** What the run's tabs count, each from its own read. */
export interface RunCounts {
  counts: Partial<Record<RunTab, RunCount>>;
  /** Lines of the failures summary: undefined while loading, null when it could not be read. */
  failures: number | null | undefined;
}

/** A count from a query: undefined while loading, null when it failed. */
export function countOf<T>(query: UseQueryResult<T>, read: (data: T) => number): number | null | undefined {
  if (query.isError) return null;
  return query.data === undefined ? undefined : read(query.data);
}

/**
 * The counts of a run's tabs (pages, cookies, request domains, countries, failures), read once the
 * run is there (`enabled`). Only the components that show a count call this, so a count arriving
 * redraws them and not the page around them; the counts keep their identity while their numbers do.
 */
export function useRunCounts(auditId: number, runId: number, enabled: boolean): RunCounts {
  const reads = runScreenQueries(auditId, runId);
  const pageCount = countOf(
    useQuery({ ...reads.pages, enabled }),
    (data) => data.metadata.pagination.totalCount,
  );
  const cookieCount = countOf(useQuery({ ...reads.cookies, enabled }), (data) => data.length);
  const domainCount = countOf(useQuery({ ...reads.requestDomains, enabled }), (data) => data.length);
  const countryCount = countOf(useQuery({ ...reads.geoLocations, enabled }), (data) => data.length);
  const failures = countOf(useQuery({ ...reads.failures, enabled }), (data) => failureSummary(data).length);
  const counts = useMemo(
    (): Partial<Record<RunTab, RunCount>> => ({
      pages: { value: pageCount, noun: pageCount === 1 ? 'page' : 'pages' },
      cookies: { value: cookieCount, noun: 'cookies' },
      'request-domains': { value: domainCount, noun: 'domains' },
      'geo-locations': { value: countryCount, noun: 'countries' },
      'javascript-variables': { value: pageCount, noun: pageCount === 1 ? 'page read' : 'pages read' },
    }),
    [pageCount, cookieCount, domainCount, countryCount],
  );
  return { counts, failures };
}
