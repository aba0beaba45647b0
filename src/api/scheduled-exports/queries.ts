import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { readAllPages, v3ListPages } from '../pagination';
import { scheduledExportPageSchema, scheduledExportSchema } from './schemas';

/** Page size asked of GET /v3/exports/scheduled (the reference's default is 50). */
const PAGE_SIZE = 100;
/** Read at most this many pages (2,500 schedules): the list says when it holds only those. */
const MAX_PAGES = 25;

/** Query options for scheduled exports (keys under `['scheduled-exports']`). */
export const scheduledExportQueries = {
  all: () => ['scheduled-exports'] as const,
  /** GET /v3/exports/scheduled, every page, by name. A 404 means the server has no scheduled exports. */
  list: () =>
    queryOptions({
      queryKey: [...scheduledExportQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        readAllPages({
          readPage: v3ListPages('/v3/exports/scheduled', {
            query: { sortBy: 'name' },
            schema: scheduledExportPageSchema,
            items: (page) => page.scheduledExports,
            size: PAGE_SIZE,
          }),
          maxPages: MAX_PAGES,
          signal,
        }),
    }),
  /** GET /v3/exports/scheduled/{scheduledExportId}. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...scheduledExportQueries.all(), 'detail', id],
      queryFn: ({ signal }) =>
        request(`/v3/exports/scheduled/${id}`, { schema: scheduledExportSchema, signal }),
    }),
};
