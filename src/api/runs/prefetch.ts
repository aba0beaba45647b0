import type { QueryClient } from '@tanstack/react-query';
import { auditQueries } from '../audits/queries';
import { prefetchScreen } from '../screen-queries';
import { runQueries } from './queries';

/** The first page of a run's pages the run screen reads for its Pages count. */
export const RUN_PAGES_COUNT_READ = { page: 0, size: 50 } as const;

/**
 * What the run screen (`/audits/:auditId/runs/:runId`) reads for its first view, the overview: the
 * audit, the run and its history (the header), each tab's count, and the overview's failures,
 * scores and configuration. The route loader, a hover on a run's row and the screen read this list.
 */
export function runScreenQueries(auditId: number, runId: number) {
  return {
    audit: auditQueries.detail(auditId),
    run: runQueries.detail(auditId, runId),
    history: auditQueries.runs(auditId),
    pages: runQueries.pages(auditId, runId, RUN_PAGES_COUNT_READ),
    cookies: runQueries.cookies(auditId, runId),
    requestDomains: runQueries.requestDomains(auditId, runId),
    geoLocations: runQueries.geoLocations(auditId, runId),
    failures: runQueries.failures(auditId, runId),
    scores: runQueries.scores(auditId, runId),
    info: runQueries.info(auditId, runId),
  };
}

/** Warm the cache with what the run screen reads first (fresh entries are not fetched again). */
export function prefetchRunScreen(queryClient: QueryClient, auditId: number, runId: number): void {
  prefetchScreen(queryClient, runScreenQueries(auditId, runId));
}
