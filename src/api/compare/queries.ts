import { queryOptions } from '@tanstack/react-query';
import { runQueries } from '@/api/runs/queries';
import { reportProgress } from './load-progress';
import { dimensions, type DimensionId } from './registry';

/** Name of the progress of reading one dimension of one run. */
export const progressKey = (dimension: DimensionId, auditId: number, runId: number) =>
  `${dimension}:${auditId}:${runId}`;

/** How long a run's rows stay fresh: a finished run changes only when its consent is reprocessed. */
const ROWS_STALE_MS = 5 * 60_000;

/** Query options of the comparison. */
export const compareQueries = {
  /**
   * Every row of one dimension of one run, read page by page as comparison rows. Keyed under the
   * run, so what invalidates the run (discard, reprocess) refreshes these too.
   */
  rows: (dimension: DimensionId, auditId: number, runId: number, pageCount?: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'compare', dimension] as const,
      queryFn: ({ signal }) => {
        const key = progressKey(dimension, auditId, runId);
        reportProgress(key, { loaded: 0 });
        return dimensions[dimension].load({
          auditId,
          runId,
          signal,
          pageCount,
          onProgress: (progress) => reportProgress(key, progress),
        });
      },
      staleTime: ROWS_STALE_MS,
    }),
};
