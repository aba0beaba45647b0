import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { domainQueries } from '@/api/domains/queries';
import { gridQueries } from '@/api/grid/queries';
import { resourceQueries } from '@/api/resources/client';
import { customHeaders } from '@/api/resources/custom-headers';
import { prefetchScreen } from '@/api/screen-queries';
import { tagQueries } from '@/api/tags/queries';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import type { WebJourney } from '@/api/web-journeys/schemas';
import { parseRouteParams } from '@/lib/routes/params';
import { hasRun, runSteps } from './components/run-steps';

/**
 * What a web journey (`/web-journeys/:webJourneyId`) reads for its first view: the journey, its runs
 * (with the run grid's columns) and actions, the sub-folders, and what its settings pick from and
 * show (locations, browsers, blocking, tags, custom headers), and once the journey names its
 * sub-folder, the notification settings.
 */
export function webJourneyScreenQueries(webJourneyId: number, journey?: Pick<WebJourney, 'domainId'>) {
  return {
    journey: webJourneyQueries.detail(webJourneyId),
    runs: webJourneyQueries.runs(webJourneyId),
    runColumns: gridQueries.schema('web-journey-runs'),
    actions: webJourneyQueries.actions(webJourneyId),
    domains: domainQueries.list(),
    locations: auditConfigQueries.locations(),
    userAgents: auditConfigQueries.userAgents(),
    blocking: webJourneyQueries.blocking(webJourneyId),
    tags: tagQueries.list(),
    customHeaders: webJourneyQueries.customHeaders(webJourneyId),
    headerGroups: resourceQueries(customHeaders).list(),
    ...(journey ? { notifications: webJourneyQueries.ofDomainV2(journey.domainId) } : {}),
  };
}

/**
 * What a web journey run (`/web-journeys/:webJourneyId/runs/:runId`) reads for its first view: the
 * journey, the run (with the run grid's columns), the actions, the run's configuration and the
 * locations, and the cookies of each step that ran (`steps`, once the run and actions are in).
 */
export function webJourneyRunScreenQueries(
  webJourneyId: number,
  runId: number,
  steps: readonly number[] = [],
) {
  const cookies = steps.map((sequence) => [
    `cookies:${sequence}`,
    webJourneyQueries.actionCookies(webJourneyId, runId, sequence),
  ]);
  return {
    journey: webJourneyQueries.detail(webJourneyId),
    run: webJourneyQueries.runRecord(webJourneyId, runId),
    runColumns: gridQueries.schema('web-journey-runs'),
    actions: webJourneyQueries.actions(webJourneyId),
    info: webJourneyQueries.runInfo(webJourneyId, runId),
    locations: auditConfigQueries.locations(),
    ...(Object.fromEntries(cookies) as Record<string, ReturnType<typeof webJourneyQueries.actionCookies>>),
  };
}

/** The sequences of a run's steps that ran, from the run and the journey's actions. */
export function stepsThatRan(...[actions, run]: Parameters<typeof runSteps>): number[] {
  return runSteps(actions, run)
    .filter(hasRun)
    .map((step) => step.sequence);
}

/** Start a web journey's first reads: `webJourneyScreenQueries`, the notifications once the journey is in. */
export function prefetchWebJourney(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('webJourney', params);
  if (!route) return;
  const { webJourneyId } = route;
  prefetchScreen(queryClient, webJourneyScreenQueries(webJourneyId));
  void queryClient.fetchQuery(webJourneyQueries.detail(webJourneyId)).then(
    (journey) => prefetchScreen(queryClient, webJourneyScreenQueries(webJourneyId, journey)),
    () => undefined,
  );
}

/** Start a web journey run's first reads: `webJourneyRunScreenQueries`, the steps' cookies once the run is in. */
export function prefetchWebJourneyRun(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('webJourneyRun', params);
  if (!route) return;
  const { webJourneyId, runId } = route;
  const reads = webJourneyRunScreenQueries(webJourneyId, runId);
  prefetchScreen(queryClient, reads);
  void Promise.all([queryClient.fetchQuery(reads.actions), queryClient.fetchQuery(reads.run)]).then(
    ([actions, run]) => {
      if (run)
        prefetchScreen(
          queryClient,
          webJourneyRunScreenQueries(webJourneyId, runId, stepsThatRan(actions, run)),
        );
    },
    () => undefined,
  );
}
