import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { scheduledExportQueries } from '@/api/scheduled-exports/queries';
import { parseRouteParams } from '@/lib/routes/params';

/** Start a scheduled export's first read (`/exports/scheduled/:id`, not `new`): the schedule. */
export function prefetchScheduledExport(queryClient: QueryClient, params: Params): void {
  const id = parseRouteParams('scheduledExport', params)?.id;
  if (typeof id === 'number') void queryClient.prefetchQuery(scheduledExportQueries.detail(id));
}
