import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { prefetchRunScreen } from '@/api/runs/prefetch';
import { parseRouteParams } from '@/lib/routes/params';

/** Start a run screen's first reads (`/audits/:auditId/runs/:runId/:tab?`): its list, `runScreenQueries`. */
export function prefetchRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('run', params);
  if (route) prefetchRunScreen(queryClient, route.auditId, route.runId);
}

/** Start a latest-run address's read (`/audits/:auditId/runs/latest/...`): the run history it resolves against. */
export function prefetchLatestRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('latestRun', params);
  if (route) void queryClient.prefetchQuery(auditQueries.runs(route.auditId));
}
