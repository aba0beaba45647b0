import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import {
  gridResponseSchema,
  gridSchemaSchema,
  type GridEntityPathType,
  type GridRequest,
} from './query-schemas';

/** Query options for grid data: the columns of an entity type and one page of rows. */
export const gridQueries = {
  all: () => ['grid', 'data'] as const,
  /** GET /v3/reports/grid/{gridEntityType}/schema: the columns, their operators and aggregates. */
  schema: (type: GridEntityPathType) =>
    queryOptions({
      queryKey: [...gridQueries.all(), type, 'schema'],
      queryFn: ({ signal }) =>
        request(`/v3/reports/grid/${type}/schema`, { schema: gridSchemaSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  /** POST /v3/reports/grid/{gridEntityType}: one page of rows for the query; keeps the last page while the next loads. */
  rows: (type: GridEntityPathType, body: GridRequest) =>
    queryOptions({
      queryKey: [...gridQueries.all(), type, 'rows', body],
      queryFn: ({ signal }) =>
        request(`/v3/reports/grid/${type}`, {
          method: 'POST',
          body,
          schema: gridResponseSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
