import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditQueries } from '@/api/audits/queries';
import { readPeriod, type PeriodProgress } from './read-period';

/** The period's read stays fresh this long: a new read is a few megabytes on a large account. */
export const PERIOD_STALE_MS = 5 * 60_000;

/** Every audit that completed a run since `since` (epoch ms), as `readPeriod` reads it, with its progress. */
export function usePeriod(since: number) {
  const [progress, setProgress] = useState<PeriodProgress>();
  const query = useQuery({
    // Under the audits' key: running, archiving, reprocessing or deleting reads the period again.
    queryKey: [...auditQueries.periods(), since],
    queryFn: ({ signal }) => readPeriod(since, { signal, onProgress: setProgress }),
    staleTime: PERIOD_STALE_MS,
    refetchOnWindowFocus: false,
  });
  return { query, progress };
}
