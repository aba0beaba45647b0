import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { readAllPages, v3ListPages, type PagedList } from '../pagination';
import { exportPageSchema, isExportUnfinished, type ExportItem } from './schemas';

/** Largest page GET /v3/exports allows. */
const EXPORTS_PAGE_SIZE = 200;
/** The newest 5,000 exports at most: the list says when it holds only those. */
const EXPORTS_MAX_PAGES = 25;
/** How often a list with an unfinished export is read again (ms). */
export const EXPORT_POLL_MS = 2000;

/** Poll while any export in the answer is queued or in progress; stop once all have finished. */
function pollWhileUnfinished(items: readonly ExportItem[] | undefined): number | false {
  return items?.some((item) => isExportUnfinished(item.exportStatus)) ? EXPORT_POLL_MS : false;
}

/** Query options for the Export Center. */
export const exportQueries = {
  all: () => ['exports'] as const,
  /**
   * GET /v3/exports, every page, newest first; read again every 2 s while an export is unfinished.
   * A 404 means the server has no Export Center.
   */
  list: () =>
    queryOptions({
      queryKey: [...exportQueries.all(), 'list'],
      queryFn: ({ signal }): Promise<PagedList<ExportItem>> =>
        readAllPages({
          readPage: v3ListPages('/v3/exports', {
            query: { sortBy: 'date_exported', sortDesc: true },
            schema: exportPageSchema,
            items: (page) => page.exports,
            size: EXPORTS_PAGE_SIZE,
          }),
          maxPages: EXPORTS_MAX_PAGES,
          signal,
        }),
      refetchInterval: (query) => pollWhileUnfinished(query.state.data?.items),
    }),
  /**
   * One export by id (GET /v3/exports?exportIds=…, as the reference has no single-export read),
   * read again every 2 s until it has finished; null when the list does not hold it.
   */
  detail: (exportId: number) =>
    queryOptions({
      queryKey: [...exportQueries.all(), 'detail', exportId],
      queryFn: async ({ signal }): Promise<ExportItem | null> => {
        const page = await request('/v3/exports', {
          query: { exportIds: String(exportId) },
          schema: exportPageSchema,
          signal,
        });
        return page.exports.find((item) => item.exportId === exportId) ?? null;
      },
      refetchInterval: (query) => {
        const item = query.state.data;
        return item ? pollWhileUnfinished([item]) : false;
      },
    }),
};
