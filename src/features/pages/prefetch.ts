import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { pageQueries } from '@/api/pages/queries';
import { parseRouteParams } from '@/lib/routes/params';

/** Start page details' first reads (`/audits/:auditId/runs/:runId/pages/:pageId/:tab?`): the page's info and the audit. */
export function prefetchPageDetails(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('page', params);
  if (!route) return;
  const { auditId, runId, pageId } = route;
  void queryClient.prefetchQuery(pageQueries.info({ auditId, runId, pageId }));
  void queryClient.prefetchQuery(auditQueries.detail(auditId));
}
