import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { onSignedInElsewhere, startSharedSession } from '@/api/session-share';
import { routePatterns } from '@/lib/routes';
import { loadRuntimeConfig, type RuntimeConfig } from './config';

/**
 * Load the runtime config and, beside it, this tab's session: a tab without a key remembered in it
 * asks the open tabs for theirs (at most 300 ms, src/api/session-share.ts), so a run opened with
 * Ctrl+click shows signed in, at its address.
 */
export async function loadConfigAndSession(): Promise<RuntimeConfig> {
  const config = loadRuntimeConfig();
  await startSharedSession(config.then(({ apiBaseUrl }) => ({ baseUrl: apiBaseUrl })));
  return config;
}

/** A tab on the sign-in page that took the session another tab just signed in with returns to where it was. */
export function returnWhenSignedInElsewhere(
  router: Pick<DataRouter, 'state' | 'navigate'>,
  queryClient: QueryClient,
): () => void {
  return onSignedInElsewhere(() => {
    const { pathname, search } = router.state.location;
    if (pathname !== routePatterns.signIn) return;
    // The cache may hold another account's data (the key the service refused before).
    queryClient.clear();
    // The address check (and the route builders it uses) stays out of the first bundle.
    void import('@/lib/safe-redirect').then(({ safeNextPath }) =>
      router.navigate(safeNextPath(new URLSearchParams(search).get('next')), { replace: true }),
    );
  });
}
