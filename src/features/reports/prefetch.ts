import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { familyIds, type FamilyId } from '@/api/reports/families';
import { reportQueries } from '@/api/reports/queries';
import { parseRouteParams } from '@/lib/routes/params';
import { familyScreens } from './registry';
import { tileOperations } from './tiles';
import { filterSearch, pageFiltersFromSearch } from './url-filters';

const isFamily = (value: string): value is FamilyId => (familyIds as readonly string[]).includes(value);

/**
 * Start a report's first reads (`/audits/:auditId/runs/:runId/reports/:family/:view?`): the audit and
 * the family's summary numbers under the page filters of the address (as ReportPage asks for them).
 */
export function prefetchReport(queryClient: QueryClient, params: Params, search: URLSearchParams): void {
  const route = parseRouteParams('report', params);
  if (!route || !isFamily(route.family)) return;
  const { auditId, runId, family } = route;
  void queryClient.prefetchQuery(auditQueries.detail(auditId));
  const screen = familyScreens[family];
  if (!screen.summary) return;
  const filters = pageFiltersFromSearch(new URLSearchParams(filterSearch(search)));
  const args = { auditId, runId, body: screen.pageFilters !== false ? filters : {} };
  for (const op of tileOperations(screen.summary.op, screen.summary.tiles))
    void queryClient.prefetchQuery(reportQueries.untyped(family, op, args));
}
