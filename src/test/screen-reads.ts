import { matchQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { accountQueries } from '@/api/account/queries';
import { userQueries } from '@/api/users/queries';
import type { ScreenQueries } from '@/api/screen-queries';

/** What the app shell around every screen reads: the signed-in account and its user. */
const shellReads: QueryKey[] = [accountQueries.all(), [...userQueries.all(), 'detail']];

/**
 * The keys of the reads a screen made beyond its loader's list, once nothing is fetching: every
 * query sent since the route opened, less the list's and the shell's. A screen that reads only its
 * list gives `[]`.
 */
export async function readsBeyond(queryClient: QueryClient, list: ScreenQueries): Promise<QueryKey[]> {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const listed = Object.values(list).map((query) => query.queryKey);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.dataUpdateCount + query.state.errorUpdateCount > 0)
    .filter(
      (query) =>
        ![
          ...listed.map((queryKey) => ({ queryKey, exact: true })),
          ...shellReads.map((queryKey) => ({ queryKey })),
        ].some((filter) => matchQuery(filter, query)),
    )
    .map((query) => query.queryKey);
}
