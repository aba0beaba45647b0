import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { folderQueries } from '@/api/folders/queries';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { parseRouteParams } from '@/lib/routes/params';

/** Start a manual journey's first reads (`/manual-journeys/:manualJourneyId`): the journey, the folders and its runs. */
export function prefetchManualJourney(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('manualJourney', params);
  if (!route) return;
  void queryClient.prefetchQuery(manualJourneyQueries.journey(route.manualJourneyId));
  void queryClient.prefetchQuery(folderQueries.list());
  void queryClient.prefetchQuery(manualJourneyQueries.runs(route.manualJourneyId));
}

/** Start a recording's first reads (`/manual-journeys/:manualJourneyId/runs/:runId`): the journey, the run, its request log and tags. */
export function prefetchManualJourneyRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('manualJourneyRun', params);
  if (!route) return;
  const { manualJourneyId, runId } = route;
  void queryClient.prefetchQuery(manualJourneyQueries.journey(manualJourneyId));
  void queryClient.prefetchQuery(manualJourneyQueries.run(manualJourneyId, runId));
  void queryClient.prefetchQuery(manualJourneyQueries.requestLogs(manualJourneyId, runId));
  void queryClient.prefetchQuery(manualJourneyQueries.tags(manualJourneyId, runId));
}
