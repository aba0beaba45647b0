import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { savedReportQueries } from '@/api/grid/queries';
import { parseRouteParams } from '@/lib/routes/params';

/** Start a saved grid report's first read (`/grid/saved/:id`): the report. */
export function prefetchSavedGridReport(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('savedGridReport', params);
  if (route) void queryClient.prefetchQuery(savedReportQueries.detail(route.id));
}
