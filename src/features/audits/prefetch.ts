import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import { labelQueries } from '@/api/labels/queries';
import { getSession } from '@/api/session';
import { parseRouteParams } from '@/lib/routes/params';

/**
 * Start the audit library's reads (what AuditLibraryPage asks for) while its code still loads;
 * nothing when signed out. Fresh entries are not fetched again.
 */
export function prefetchAuditLibrary(queryClient: QueryClient): void {
  if (!getSession().apiKey) return;
  void queryClient.prefetchQuery(auditQueries.list(2));
  void queryClient.prefetchQuery(folderQueries.list());
  void queryClient.prefetchQuery(domainQueries.list());
  void queryClient.prefetchQuery(labelQueries.list());
}

/**
 * Start an audit overview's first reads (`/audits/:auditId`): the audit and the folders. Its runs are
 * left to the screen, which polls them (and shows the setup checklist of an audit without runs).
 */
export function prefetchAuditOverview(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('audit', params);
  if (!route) return;
  void queryClient.prefetchQuery(auditQueries.detail(route.auditId));
  void queryClient.prefetchQuery(folderQueries.list());
}
