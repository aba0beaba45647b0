import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gridQueries } from '@/api/grid/queries';
import type { GridEntityPathType, GridRequest } from '@/api/grid/query-schemas';
import { defaultColumns, indexColumns } from '@/api/grid/model/columns';
import { normalizeRequest, resolveColumns, type ResolvedRequest } from '@/api/grid/model/query-edit';

/** The body sent for a query: its columns spelled out, defaults (page 0, size 100) left to the server. */
export function requestBody(request: ResolvedRequest): GridRequest {
  return { ...normalizeRequest(request), columns: request.columns };
}

/**
 * The entity type's schema and the query resolved against it: its columns spelled out (the schema's
 * defaults when the URL names none) and the body to run, save or export.
 */
export function useResolvedGridQuery(type: GridEntityPathType, request: GridRequest) {
  const schema = useQuery(gridQueries.schema(type));
  const index = useMemo(() => indexColumns(schema.data ?? { columns: [] }), [schema.data]);
  const resolved = useMemo(
    () => resolveColumns(request, schema.data ? defaultColumns(schema.data) : []),
    [request, schema.data],
  );
  const body = useMemo(() => requestBody(resolved), [resolved]);
  return { schema, index, resolved, body, ready: schema.isSuccess && resolved.columns.length > 0 };
}
