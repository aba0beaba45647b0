import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys to invalidate after the mutation succeeds. */
      invalidates?: QueryKey[];
    };
  }
}

const MAX_READ_RETRIES = 3;

/** Reads retry network failures and 5xx with backoff; a 4xx or a malformed answer never retries. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'parse') return false;
  if (error.kind === 'http') return (error.status ?? 0) >= 500;
  return true;
}

/** Exponential backoff (1 s, 2 s, 4 s … capped at 15 s), honouring Retry-After when sent. */
export function retryDelay(failureCount: number, error: unknown): number {
  const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter * 1000, 30_000);
  return Math.min(1000 * 2 ** failureCount, 15_000);
}

/** The app's QueryClient: retry and offline policy, 401 handling, invalidation from mutation meta. */
export function createQueryClient(options: { onUnauthorized?: () => void } = {}) {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) options.onUnauthorized?.();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      // Reads wait while the browser is offline and run (or refetch) when it is back online.
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'online',
        refetchOnReconnect: true,
        // A read that failed before its view mounted (a route loader's prefetch that lost the race
        // with a slow chunk) is shown, not sent again; the failure is forgotten when the view goes.
        retryOnMount: false,
      },
      // Writes run at once ('always'): offline they fail with "Could not reach the service" where
      // they were made, instead of pausing and being replayed later without the user knowing.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  forgetFailedReadsWhenUnwatched(client);
  return client;
}

/** A read that failed with no data is dropped once no view shows it, so the next visit asks again. */
function forgetFailedReadsWhenUnwatched(client: QueryClient) {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerRemoved') return;
    const { query } = event;
    const { status, data, fetchStatus } = query.state;
    if (query.getObserversCount() > 0 || status !== 'error' || data !== undefined || fetchStatus !== 'idle')
      return;
    client.getQueryCache().remove(query);
  });
}
