import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridRequest } from '@/api/grid/query-schemas';
import { decodeGridQuery, QUERY_PARAM, withGridQuery } from '@/api/grid/model/url-state';

/** The grid query of the URL's `q` parameter, and a setter that writes a new query back (replacing the entry). */
export function useGridUrlQuery() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(QUERY_PARAM);
  const decoded = useMemo(() => decodeGridQuery(raw), [raw]);
  const setRequest = useCallback(
    (request: GridRequest) => setParams((current) => withGridQuery(current, request), { replace: true }),
    [setParams],
  );
  return { hasQuery: raw !== null, decoded, setRequest };
}
