import type { GridEntityPathType, GridRequest, GridResponse, GridSchema } from '@/api/grid/query-schemas';
import type { Db } from '../db/types';
import { gridSources } from './entities';
import { queryTable, type QueryOptions } from './query';

export { queryTable, type QueryOptions } from './query';
export { syntheticRows, BENCHMARK_REQUEST } from './synthetic';
export type { GridTable } from './table';

/**
 * Run a grid request over the rows of an entity type generated from the mock database: real
 * filter, group, aggregate, sort, totals and paging semantics. Throws a 400 MockHttpError with a
 * validationReport for a request the entity type's columns cannot answer. With `{ all: true }`
 * and no page or size in the request, every row is returned (exports).
 */
export function queryGrid(
  db: Db,
  entityType: GridEntityPathType,
  request: GridRequest,
  options: QueryOptions = {},
): GridResponse {
  return queryTable(gridSources[entityType].table(db), request, options);
}

/** The columns of an entity type (GET /v3/reports/grid/{gridEntityType}/schema). */
export function gridSchema(entityType: GridEntityPathType): GridSchema {
  return { columns: [...gridSources[entityType].columns] };
}
