import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEMO_API_KEY } from '@/api/demo';
import { initSession, signIn } from '@/api/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { TEST_BASE_URL } from '@/test/render-route';
import { ScheduledExportEditorPage, ScheduledExportListPage } from './index';

/**
 * Render the scheduled export routes at `path` (as the route table mounts them), signed in as
 * the admin, reads not retried; other addresses render a marker with the path.
 */
export function renderScheduledRoute(path: string) {
  initSession({ baseUrl: TEST_BASE_URL });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: TEST_BASE_URL, remember: false });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/exports/scheduled', element: <ScheduledExportListPage /> },
      { path: '/exports/scheduled/:id', element: <ScheduledExportEditorPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** The editor's recurrence rule field. */
export const ruleInput = () => screen.getByRole('textbox', { name: /Recurrence rule \(RFC 5545\)/ });
/** The editor's recipients field. */
export const recipients = () => screen.getByRole('combobox', { name: /^Recipients/ });
