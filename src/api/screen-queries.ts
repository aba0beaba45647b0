import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** A screen's data needs: the query options of every read its first view makes, by name. */
export type ScreenQueries = Readonly<Record<string, { queryKey: QueryKey }>>;

/** Start every read of a screen's list (a route loader's or a hover's); fresh entries are not fetched again. */
export function prefetchScreen(queryClient: QueryClient, queries: ScreenQueries): void {
  for (const query of Object.values(queries)) void queryClient.prefetchQuery(query as FetchQueryOptions);
}
