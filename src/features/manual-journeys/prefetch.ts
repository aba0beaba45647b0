import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { folderQueries } from '@/api/folders/queries';
import { labelQueries } from '@/api/labels/queries';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { prefetchScreen } from '@/api/screen-queries';
import { parseRouteParams } from '@/lib/routes/params';

/**
 * What a manual journey (`/manual-journeys/:manualJourneyId`) reads for its first view: the journey,
 * the folders, its runs, its labels with the account's, its rules and the live-session certificate.
 */
export function manualJourneyScreenQueries(manualJourneyId: number) {
  return {
    journey: manualJourneyQueries.journey(manualJourneyId),
    folders: folderQueries.list(),
    runs: manualJourneyQueries.runs(manualJourneyId),
    journeyLabels: manualJourneyQueries.labels(manualJourneyId),
    labels: labelQueries.list(),
    rules: manualJourneyQueries.rules(manualJourneyId),
    certificate: manualJourneyQueries.certificate(),
  };
}

/**
 * What a recording (`/manual-journeys/:manualJourneyId/runs/:runId`) reads for its first view: the
 * journey, the run, its request log, request filters and tags, and its labels with the account's.
 */
export function manualJourneyRunScreenQueries(manualJourneyId: number, runId: number) {
  return {
    journey: manualJourneyQueries.journey(manualJourneyId),
    run: manualJourneyQueries.run(manualJourneyId, runId),
    requestLogs: manualJourneyQueries.requestLogs(manualJourneyId, runId),
    requestFilters: manualJourneyQueries.requestFilters(manualJourneyId, runId),
    tags: manualJourneyQueries.tags(manualJourneyId, runId),
    runLabels: manualJourneyQueries.runLabels(manualJourneyId, runId),
    labels: labelQueries.list(),
  };
}

/** Start a manual journey's first reads: `manualJourneyScreenQueries`. */
export function prefetchManualJourney(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('manualJourney', params);
  if (route) prefetchScreen(queryClient, manualJourneyScreenQueries(route.manualJourneyId));
}

/** Start a recording's first reads: `manualJourneyRunScreenQueries`. */
export function prefetchManualJourneyRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('manualJourneyRun', params);
  if (route) prefetchScreen(queryClient, manualJourneyRunScreenQueries(route.manualJourneyId, route.runId));
}
