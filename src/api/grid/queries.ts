import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { numberedPage, readAllPages, v3ListPages, type PageAnswer, type PageRequest } from '../pagination';
import {
  GRID_PAGE_SIZE_MAX,
  gridResponseSchema,
  gridSchemaSchema,
  type GridCell,
  type GridEntityPathType,
  type GridRequest,
} from './query-schemas';
import { sameRows } from './model/query-edit';
import { inScreenWords } from './model/screen-words';
import { savedReportPageSchema, savedReportSchema, type SavedReportListFilters } from './schemas';

/** Largest page GET /v3/reports/grid/saved allows. */
const SAVED_REPORTS_PAGE_SIZE = 1000;
/** Read at most this many pages (25,000 reports): the list says when it holds only those. */
const SAVED_REPORTS_MAX_PAGES = 25;

/** The list parameters as sent: blanks and false flags left out, so equal filters share a cache entry. */
function listParams(filters: SavedReportListFilters) {
  return {
    name: filters.name?.trim() || undefined,
    isFavorite: filters.favoritesOnly === true ? true : undefined,
    isOwnedByCurrentUser: filters.ownedByMe === true ? true : undefined,
    visibility: filters.visibility,
    sortBy: filters.sortBy ?? 'name',
    sortDesc: filters.sortDesc === true ? true : undefined,
  };
}

/** Query options for saved grid reports (keys under `['grid', 'saved']`). */
export const savedReportQueries = {
  all: () => ['grid', 'saved'] as const,
  lists: () => [...savedReportQueries.all(), 'list'] as const,
  details: () => [...savedReportQueries.all(), 'detail'] as const,
  /** GET /v3/reports/grid/saved, every page, filtered and sorted by the server. */
  list: (filters: SavedReportListFilters = {}) => {
    const params = listParams(filters);
    return queryOptions({
      queryKey: [...savedReportQueries.lists(), params],
      queryFn: ({ signal }) =>
        readAllPages({
          readPage: v3ListPages('/v3/reports/grid/saved', {
            query: params,
            schema: savedReportPageSchema,
            items: (page) => page.reports,
            size: SAVED_REPORTS_PAGE_SIZE,
          }),
          maxPages: SAVED_REPORTS_MAX_PAGES,
          signal,
        }),
    });
  },
  /** GET /v3/reports/grid/saved/{id}: one report as the caller sees it (opening it records the view). */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...savedReportQueries.details(), id],
      queryFn: ({ signal }) => request(`/v3/reports/grid/saved/${id}`, { schema: savedReportSchema, signal }),
    }),
};

/** The cache key of one page of rows of a query. */
const rowsKey = (type: GridEntityPathType, body: GridRequest) =>
  [...gridQueries.all(), type, 'rows', body] as const;

/**
 * `placeholderData` of `gridQueries.rows(type, body)`: the answer on screen while only the page, sort,
 * size or totals changed (the same rows, so the same count); none once the data set, its filters or
 * its columns changed, so a count of another set is never shown.
 */
export const sameRowsPlaceholder =
  (type: GridEntityPathType, body: GridRequest) =>
  <T>(
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
  ): T | undefined => {
    const [, , previousType, , previousBody] = previousQuery?.queryKey ?? [];
    return previousType === type && sameRows(previousBody as GridRequest, body) ? previous : undefined;
  };

/** Query options for grid data: the columns of an entity type and one page of rows. */
export const gridQueries = {
  all: () => ['grid', 'data'] as const,
  /** GET /v3/reports/grid/{gridEntityType}/schema: the columns, their operators and aggregates (values in screen words). */
  schema: (type: GridEntityPathType) =>
    queryOptions({
      queryKey: [...gridQueries.all(), type, 'schema'],
      queryFn: ({ signal }) =>
        request(`/v3/reports/grid/${type}/schema`, { schema: gridSchemaSchema, signal }).then(inScreenWords),
      staleTime: 5 * 60_000,
    }),
  /**
   * POST /v3/reports/grid/{gridEntityType}: one page of rows for the query (a view that pages adds
   * `placeholderData: sameRowsPlaceholder(type, body)` to keep the last page while the next loads).
   */
  rows: (type: GridEntityPathType, body: GridRequest) =>
    queryOptions({
      queryKey: rowsKey(type, body),
      queryFn: ({ signal }) =>
        request(`/v3/reports/grid/${type}`, {
          method: 'POST',
          body,
          schema: gridResponseSchema,
          signal,
        }),
    }),
};

/**
 * The page reader of a grid query's whole result, the largest page the contract allows at a time
 * (for `readAllPages`: a print of every row): each row is its cells, in column order.
 */
export const gridRowsReader =
  (type: GridEntityPathType, body: GridRequest) =>
  async ({ page, signal }: PageRequest): Promise<PageAnswer<GridCell[]>> => {
    const answer = await request(`/v3/reports/grid/${type}`, {
      method: 'POST',
      body: { ...body, page, size: GRID_PAGE_SIZE_MAX },
      schema: gridResponseSchema,
      signal,
    });
    return numberedPage(answer.metadata.pagination, answer.rows);
  };
