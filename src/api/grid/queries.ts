import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../pagination';
import { savedReportPageSchema, type SavedReportListFilters } from './schemas';

/** Largest page GET /v3/reports/grid/saved allows. */
const SAVED_REPORTS_PAGE_SIZE = 1000;

/** Query options for grid reports. */
export const gridQueries = {
  all: () => ['grid'] as const,
  saved: () => [...gridQueries.all(), 'saved'] as const,
  /** GET /v3/reports/grid/saved, every page, filtered by name and favorites on the server. */
  savedList: (filters: SavedReportListFilters = {}) => {
    const name = filters.name?.trim() || undefined;
    const favoritesOnly = filters.favoritesOnly === true;
    return queryOptions({
      queryKey: [...gridQueries.saved(), 'list', { name, favoritesOnly }],
      queryFn: ({ signal }) =>
        fetchAllPages('/v3/reports/grid/saved', {
          query: { name, isFavorite: favoritesOnly ? true : undefined, sortBy: 'name' },
          schema: savedReportPageSchema,
          items: (page) => page.reports,
          size: SAVED_REPORTS_PAGE_SIZE,
          signal,
        }),
    });
  },
};
