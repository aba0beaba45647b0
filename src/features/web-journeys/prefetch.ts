import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { domainQueries } from '@/api/domains/queries';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { parseRouteParams } from '@/lib/routes/params';

/** Start a web journey's first reads (`/web-journeys/:webJourneyId`): the journey, its runs and actions, the sub-folders. */
export function prefetchWebJourney(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('webJourney', params);
  if (!route) return;
  void queryClient.prefetchQuery(webJourneyQueries.detail(route.webJourneyId));
  void queryClient.prefetchQuery(webJourneyQueries.runs(route.webJourneyId));
  void queryClient.prefetchQuery(webJourneyQueries.actions(route.webJourneyId));
  void queryClient.prefetchQuery(domainQueries.list());
}

/** Start a web journey run's first reads (`/web-journeys/:webJourneyId/runs/:runId`): the journey, the run and the actions. */
export function prefetchWebJourneyRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('webJourneyRun', params);
  if (!route) return;
  void queryClient.prefetchQuery(webJourneyQueries.detail(route.webJourneyId));
  void queryClient.prefetchQuery(webJourneyQueries.runRecord(route.webJourneyId, route.runId));
  void queryClient.prefetchQuery(webJourneyQueries.actions(route.webJourneyId));
}
