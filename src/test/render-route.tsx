import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initSession, signIn, signOut } from '@/api/session';
import { DEMO_API_KEY } from '@/api/demo';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';

/** Base URL the route tests talk to (answered by the msw/node mock). */
export const TEST_BASE_URL = 'http://api.test';

/**
 * Render the real route table at `path`, signed in with the demo key (unless `signedIn: false`),
 * with reads not retried so error states show at once. `baseUrl` is config.json's (`''`: the
 * embedded demo service, answered by the same mock).
 */
export function renderRoute(
  path: string,
  options: { signedIn?: boolean; apiKey?: string; baseUrl?: string } = {},
) {
  const baseUrl = options.baseUrl ?? TEST_BASE_URL;
  initSession({ baseUrl });
  if (options.signedIn === false) signOut();
  else signIn({ apiKey: options.apiKey ?? DEMO_API_KEY, baseUrl, remember: false });
  const queryClient = createQueryClient({ onUnauthorized: () => signOut({ refused: true }) });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
