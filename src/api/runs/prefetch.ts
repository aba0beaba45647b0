import type { QueryClient } from '@tanstack/react-query';
import { auditQueries } from '@/api/audits/queries';
import { runQueries } from '@/api/runs/queries';

/** Warm the cache with what a run's overview tab reads first (fresh entries are not fetched again). */
export function prefetchRunOverview(queryClient: QueryClient, auditId: number, runId: number): void {
  void queryClient.prefetchQuery(auditQueries.detail(auditId));
  void queryClient.prefetchQuery(auditQueries.runs(auditId));
  void queryClient.prefetchQuery(runQueries.detail(auditId, runId));
  void queryClient.prefetchQuery(runQueries.failures(auditId, runId));
  void queryClient.prefetchQuery(runQueries.scores(auditId, runId));
  void queryClient.prefetchQuery(runQueries.info(auditId, runId));
}
