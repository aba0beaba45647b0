import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { isFamilyId } from '@/api/reports/family-ids';
import { reportQueries } from '@/api/reports/queries';
import { parseRouteParams } from '@/lib/routes/params';
import { loadFamilyScreen } from './screen-loaders';
import { tileOperations } from './tiles';
import { filterSearch, pageFiltersFromSearch } from './url-filters';

/**
 * Start a report's first reads (`/audits/:auditId/runs/:runId/reports/:family/:view?`): the audit and
 * the family's summary numbers under the page filters of the address (as ReportPage asks for them).
 */
export function prefetchReport(queryClient: QueryClient, params: Params, search: URLSearchParams): void {
  const route = parseRouteParams('report', params);
  if (!route || !isFamilyId(route.family)) return;
  const { auditId, runId, family } = route;
  void queryClient.prefetchQuery(auditQueries.detail(auditId));
  const filters = pageFiltersFromSearch(new URLSearchParams(filterSearch(search)));
  // The family's code loads beside the route's; its summary reads start as soon as it is there.
  void loadFamilyScreen(family).then(
    (screen) => {
      if (!screen.summary) return;
      const args = { auditId, runId, body: screen.pageFilters !== false ? filters : {} };
      for (const op of tileOperations(screen.summary.op, screen.summary.tiles))
        void queryClient.prefetchQuery(reportQueries.untyped(family, op, args));
    },
    () => undefined,
  );
}
