import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { auditQueries } from '@/api/audits/queries';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import { labelQueries } from '@/api/labels/queries';
import { prefetchScreen } from '@/api/screen-queries';
import { getSession } from '@/api/session';
import { parseRouteParams } from '@/lib/routes/params';

/**
 * What the audit library (`/audits`) reads first: the slim list of every audit (shared with the
 * palette), the folders and sub-folders. Its tables then read the latest runs of the audits they
 * show from the runs grid, and the page the labels (with their audits).
 */
export function auditLibraryQueries() {
  return {
    audits: auditQueries.summaries(),
    folders: folderQueries.list(),
    domains: domainQueries.list(),
  };
}

/**
 * What an audit's overview (`/audits/:auditId`) reads for its first view: the audit, its run history,
 * the folders (breadcrumb), its labels with the account's, and its notes. An audit without a completed
 * run also shows its setup checklist, which reads the audit's settings itself.
 */
export function auditOverviewQueries(auditId: number) {
  return {
    audit: auditQueries.detail(auditId),
    runs: auditQueries.runs(auditId),
    folders: folderQueries.list(),
    auditLabels: auditConfigQueries.labels(auditId),
    labels: labelQueries.list(),
    notes: auditConfigQueries.notes(auditId),
  };
}

/**
 * Start the audit library's reads (`auditLibraryQueries`) while its code still loads; nothing when
 * signed out. Fresh entries are not fetched again.
 */
export function prefetchAuditLibrary(queryClient: QueryClient): void {
  if (getSession().apiKey) prefetchScreen(queryClient, auditLibraryQueries());
}

/** Start an audit overview's first reads (`/audits/:auditId`): its list, `auditOverviewQueries`. */
export function prefetchAuditOverview(queryClient: QueryClient, params: Params): void {
  const route = parseRouteParams('audit', params);
  if (route) prefetchScreen(queryClient, auditOverviewQueries(route.auditId));
}
