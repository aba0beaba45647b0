import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { fetchAllPages } from '../pagination';
import { scheduledExportPageSchema, scheduledExportSchema } from './schemas';

/** Page size asked of GET /v3/exports/scheduled (the reference's default is 50). */
const PAGE_SIZE = 100;

/** Query options for scheduled exports (keys under `['scheduled-exports']`). */
export const scheduledExportQueries = {
  all: () => ['scheduled-exports'] as const,
  /** GET /v3/exports/scheduled, every page, by name. A 404 means the server has no scheduled exports. */
  list: () =>
    queryOptions({
      queryKey: [...scheduledExportQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        fetchAllPages('/v3/exports/scheduled', {
          query: { sortBy: 'name' },
          schema: scheduledExportPageSchema,
          items: (page) => page.scheduledExports,
          size: PAGE_SIZE,
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
