import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../pagination';
import { exportPageSchema } from './schemas';

/** Largest page GET /v3/exports allows. */
const EXPORTS_PAGE_SIZE = 200;

/** Query options for the Export Center. */
export const exportQueries = {
  all: () => ['exports'] as const,
  /** GET /v3/exports, every page, newest first. A 404 means the server has no Export Center. */
  list: () =>
    queryOptions({
      queryKey: [...exportQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        fetchAllPages('/v3/exports', {
          query: { sortBy: 'date_exported', sortDesc: true },
          schema: exportPageSchema,
          items: (page) => page.exports,
          size: EXPORTS_PAGE_SIZE,
          signal,
        }),
    }),
};
