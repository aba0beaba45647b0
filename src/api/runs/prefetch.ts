import type { QueryClient } from '@tanstack/react-query';
import { auditQueries } from '../audits/queries';
import type { IntegerFilter } from '../reports/common';
import { reportQueries } from '../reports/queries';
import { prefetchScreen } from '../screen-queries';
import { runQueries } from './queries';

/** The first page of a run's pages the run screen reads for its Pages count. */
export const RUN_PAGES_COUNT_READ = { page: 0, size: 50 } as const;

/** A broken page's final status code (4xx and 5xx), as a report body's condition. */
export const BROKEN_STATUS_CODES: IntegerFilter = {
  filterType: 'range',
  negated: false,
  minInclusive: 400,
  maxExclusive: 600,
};

/**
 * What the run screen (`/audits/:auditId/runs/:runId`) reads for its first view, the overview: the
 * audit, the run and its history (the header), each tab's count, and the overview's failures,
 * scores, configuration, broken pages and tags. The route loader, a hover on a run's row and the screen read this list.
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
    /** The first page of the broken pages, as the Pages tab filtered to them reads it (its count on the overview). */
    brokenPages: reportQueries.operation('page-summary', 'pages', {
      auditId,
      runId,
      query: RUN_PAGES_COUNT_READ,
      body: { finalPageStatusCode: BROKEN_STATUS_CODES },
    }),
    /** The tag inventory's figures (the overview's count of unique tags). */
    tagInventory: reportQueries.operation('tag-inventory', 'summary', { auditId, runId, body: {} }),
  };
}

/** Warm the cache with what the run screen reads first (fresh entries are not fetched again). */
export function prefetchRunScreen(queryClient: QueryClient, auditId: number, runId: number): void {
  prefetchScreen(queryClient, runScreenQueries(auditId, runId));
}
