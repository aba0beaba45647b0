import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { isFamilyId, type FamilyId } from '@/api/reports/family-ids';
import { reportQueries } from '@/api/reports/queries';
import { prefetchScreen, type ScreenQueries } from '@/api/screen-queries';
import { parseRouteParams } from '@/lib/routes/params';
import { tableRead, trendRead, viewParams } from './reads';
import { tableArgs } from './request';
import { loadFamilyScreen } from './screen-loaders';
import { tileOperations } from './tiles';
import type { FamilyScreen } from './types';
import { filterSearch, pageFiltersFromSearch } from './url-filters';

/** The report an address names. */
interface ReportAddress {
  auditId: number;
  runId: number;
  family: FamilyId;
  view?: string | undefined;
}

/**
 * What a report (`/audits/:auditId/runs/:runId/reports/:family/:view?`) reads for its first view,
 * once its family's screen and operations have loaded: the audit, the summary numbers under the
 * address's page filters, the trend it names, and the tables of its view whose selection is made.
 */
export function reportScreenQueries(screen: FamilyScreen, report: ReportAddress, search: URLSearchParams) {
  const { auditId, runId, family } = report;
  const filters =
    screen.pageFilters !== false ? pageFiltersFromSearch(new URLSearchParams(filterSearch(search))) : {};
  const reads: Record<string, ScreenQueries[string]> = { audit: auditQueries.detail(auditId) };
  if (screen.summary)
    for (const op of tileOperations(screen.summary.op, screen.summary.tiles))
      reads[`summary:${op}`] = reportQueries.untyped(family, op, { auditId, runId, body: filters });
  if (screen.trends && screen.trends.length > 0) {
    const trend = trendRead(
      family,
      screen.trends,
      { auditId, runId },
      search.get('trend'),
      search.get('range'),
    );
    reads.trend = reportQueries.untyped(family, trend.opName, trend.args);
  }
  const view =
    screen.views.find((candidate) => candidate.id === report.view) ??
    (report.view ? undefined : screen.views[0]);
  const params = view ? viewParams(view, search) : {};
  for (const table of view?.tables ?? []) {
    if (!(table.needs ?? []).every((name) => params[name])) continue;
    const args = tableArgs(table, { auditId, runId, filters, params });
    reads[`table:${table.id}`] = reportQueries.untyped(
      family,
      table.op,
      tableRead(family, table, args, search).args,
    );
  }
  return reads;
}

/**
 * Start a report's first reads (`reportScreenQueries`) as soon as its family's code has loaded
 * beside the route's.
 */
export function prefetchReport(queryClient: QueryClient, params: Params, search: URLSearchParams): void {
  const route = parseRouteParams('report', params);
  if (!route || !isFamilyId(route.family)) return;
  const report = { ...route, family: route.family };
  void queryClient.prefetchQuery(auditQueries.detail(route.auditId));
  void loadFamilyScreen(report.family).then(
    (screen) => prefetchScreen(queryClient, reportScreenQueries(screen, report, search)),
    () => undefined,
  );
}
