import type { QueryClient } from '@tanstack/react-query';
import { auditQueries } from '@/api/audits/queries';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import { labelQueries } from '@/api/labels/queries';
import { getSession } from '@/api/session';

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
