import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { runQueries } from '@/api/runs/queries';
import { parseRouteParams } from '@/lib/routes/params';

/** Start a run screen's first reads (`/audits/:auditId/runs/:runId/:tab?`): the audit, the run and the run history. */
export function prefetchRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('run', params);
  if (!route) return;
  void queryClient.prefetchQuery(auditQueries.detail(route.auditId));
  void queryClient.prefetchQuery(runQueries.detail(route.auditId, route.runId));
  void queryClient.prefetchQuery(auditQueries.runs(route.auditId));
}

/** Start a latest-run address's read (`/audits/:auditId/runs/latest/...`): the run history it resolves against. */
export function prefetchLatestRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('latestRun', params);
  if (route) void queryClient.prefetchQuery(auditQueries.runs(route.auditId));
}
