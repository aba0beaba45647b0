import type { UseQueryResult } from '@tanstack/react-query';
import type { QueryLike } from './QueryView';

type Results<T extends readonly unknown[]> = { [K in keyof T]: UseQueryResult<T[K]> };

/**
 * The `combine` of `useQueries` that makes several queries one for a view: pending until all
 * arrive, failing if any fails, Retry refetching the failed ones.
 */
export function asOneQuery<T extends readonly unknown[]>(results: Results<T>): QueryLike<T> {
  const list = results as readonly UseQueryResult<unknown>[];
  const failed = list.find((result) => result.isError);
  const isFetching = list.some((result) => result.isFetching);
  const refetch = () => Promise.all(list.filter((r) => r.isError || r.isPending).map((r) => r.refetch()));
  if (failed)
    return { isPending: false, isError: true, data: undefined, error: failed.error, isFetching, refetch };
  if (list.some((result) => result.isPending))
    return { isPending: true, isError: false, data: undefined, error: null, isFetching, refetch };
  return {
    isPending: false,
    isError: false,
    data: list.map((result) => result.data) as unknown as T,
    error: null,
    isFetching,
    refetch,
  };
}
