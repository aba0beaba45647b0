import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { savedReportQueries } from '@/api/grid/queries';
import { prefetchScreen } from '@/api/screen-queries';
import { parseRouteParams } from '@/lib/routes/params';

/** What a saved grid report (`/grid/saved/:id`) reads first: the report (its query then decides the grid's reads). */
export function savedGridReportQueries(id: number) {
  return { report: savedReportQueries.detail(id) };
}

/** Start a saved grid report's first read: `savedGridReportQueries`. */
export function prefetchSavedGridReport(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('savedGridReport', params);
  if (route) prefetchScreen(queryClient, savedGridReportQueries(route.id));
}
