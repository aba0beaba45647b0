import { z } from '@/lib/zod';
import {
  gridEntityPathTypeSchema,
  gridRequestSchema,
  type GridEntityPathType,
} from '@/api/grid/query-schemas';
import { badRequest } from '../lib/errors';
import type { Route } from '../lib/route';
import { gridSchema, queryGrid } from '../grid/engine';

/** The `{gridEntityType}` path parameter, or a 400 naming the entity types there are. */
export function gridEntityTypeParam(params: Record<string, string>): GridEntityPathType {
  const parsed = gridEntityPathTypeSchema.safeParse(params.gridEntityType);
  if (parsed.success) return parsed.data;
  return badRequest(`Unknown grid entity type "${params.gridEntityType ?? ''}"`, {
    valid: false,
    issues: [
      {
        path: ['gridEntityType'],
        message: `Expected one of: ${gridEntityPathTypeSchema.options.join(', ')}`,
        code: 'invalid_value',
      },
    ],
  });
}

/** Grid data: the columns of an entity type, and rows for a query (filter, group, sort, totals, paging). */
export const gridQueryHandlers = (route: Route) => [
  route('get', '/v3/reports/grid/{gridEntityType}/schema', {}, ({ params }) =>
    gridSchema(gridEntityTypeParam(params)),
  ),
  route(
    'post',
    '/v3/reports/grid/{gridEntityType}',
    { body: z.optional(gridRequestSchema) },
    ({ db, params, body }) => queryGrid(db, gridEntityTypeParam(params), body ?? {}),
  ),
];
