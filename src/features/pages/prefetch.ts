import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { pageQueries, screenshotOnService, type PageRef } from '@/api/pages/queries';
import type { PageInfo } from '@/api/pages/schemas';
import { prefetchScreen } from '@/api/screen-queries';
import { parseRouteParams } from '@/lib/routes/params';

/**
 * What page details (`/audits/:auditId/runs/:runId/pages/:pageId`) read for their first view, the
 * overview tab: the page's info, the audit and the page's rule results, and, once the info names it,
 * the screenshot on the service.
 */
export function pageDetailsQueries(page: PageRef, info?: PageInfo) {
  const screenshot = screenshotOnService(info?.screenshot);
  return {
    info: pageQueries.info(page),
    audit: auditQueries.detail(page.auditId),
    ruleResults: pageQueries.ruleResults(page),
    ...(screenshot !== undefined ? { screenshot: pageQueries.screenshot(screenshot) } : {}),
  };
}

/** Start page details' first reads (`/audits/:auditId/runs/:runId/pages/:pageId/:tab?`): `pageDetailsQueries`. */
export function prefetchPageDetails(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('page', params);
  if (!route) return;
  const page = { auditId: route.auditId, runId: route.runId, pageId: route.pageId };
  prefetchScreen(queryClient, pageDetailsQueries(page));
  // The screenshot's address comes with the info: its read starts as soon as the info is in.
  void queryClient.fetchQuery(pageQueries.info(page)).then(
    (info) => prefetchScreen(queryClient, pageDetailsQueries(page, info)),
    () => undefined,
  );
}
