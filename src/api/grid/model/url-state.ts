import { gridRequestSchema, type GridRequest } from '../query-schemas';
import { normalizeRequest } from './query-edit';
import { paths } from '@/lib/routes';

/** The search parameter that holds the whole query definition as compact JSON. */
export const QUERY_PARAM = 'q';

/** The query as the `q` parameter's value (defaults left out), or null for the default query. */
export function encodeGridQuery(request: GridRequest): string | null {
  const normalized = normalizeRequest(request);
  return Object.keys(normalized).length === 0 ? null : JSON.stringify(normalized);
}

/** A `q` value read back: the query, or why it could not be read. */
export type DecodedGridQuery = { ok: true; request: GridRequest } | { ok: false; message: string };

/** Read the `q` parameter; a missing one is the default query. */
export function decodeGridQuery(value: string | null): DecodedGridQuery {
  if (value === null || value.trim() === '') return { ok: true, request: {} };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { ok: false, message: 'The query in this link is not valid JSON.' };
  }
  const parsed = gridRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      message: `The query in this link is not a valid grid query${where}: ${issue?.message ?? ''}`,
    };
  }
  return { ok: true, request: normalizeRequest(parsed.data) };
}

/** Search parameters with the query written into `q` (other parameters kept). */
export function withGridQuery(params: URLSearchParams, request: GridRequest): URLSearchParams {
  const next = new URLSearchParams(params);
  const encoded = encodeGridQuery(request);
  if (encoded === null) next.delete(QUERY_PARAM);
  else next.set(QUERY_PARAM, encoded);
  return next;
}

/** A builder link for an entity type and query: `/grid/pages?q=…`. */
export function gridBuilderHref(pathType: string, request: GridRequest): string {
  return paths.grid.builder({ type: pathType, search: { [QUERY_PARAM]: encodeGridQuery(request) } });
}
