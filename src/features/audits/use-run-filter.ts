import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditQueries, type RunFilterAnswer } from '@/api/audits/queries';
import { hasRunFilter, type LibraryFilters } from './library';

/** The latest-run filter's read, and (once answered) which audits it keeps. */
export interface RunFilterRead {
  query: UseQueryResult<RunFilterAnswer>;
  keep: ((auditId: number) => boolean) | undefined;
}

/**
 * The library's latest-run filter (states, score range), answered by the runs grid: the ids of the
 * audits whose latest run passes, and — for "Never run" — the audits that ran, to leave out.
 */
export function useRunFilter(filters: LibraryFilters): RunFilterRead {
  const on = hasRunFilter(filters);
  const query = useQuery({
    ...auditQueries.runFilter({
      states: filters.states ?? [],
      scoreMin: filters.scoreMin,
      scoreMax: filters.scoreMax,
    }),
    enabled: on,
  });
  const { data } = query;
  const keep = useMemo(() => {
    if (!on || !data) return undefined;
    const ids = new Set(data.ids);
    const ran = data.ran ? new Set(data.ran) : undefined;
    return (auditId: number) => ids.has(auditId) || (ran !== undefined && !ran.has(auditId));
  }, [on, data]);
  return { query, keep };
}
