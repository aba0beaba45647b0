import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initSession, signOut } from '@/api/session';
import { loadRuntimeConfig } from '@/app/config';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';

async function start() {
  const config = await loadRuntimeConfig();
  initSession({ baseUrl: config.apiBaseUrl });
  if (config.apiBaseUrl === '') {
    // Embedded mode only: the mock is a lazy chunk, never part of the initial bundle.
    const { startBrowserMock } = await import('../mocks/browser');
    await startBrowserMock(window.location.search);
  }
  const queryClient = createQueryClient({ onUnauthorized: signOut });
  const router = createBrowserRouter(createRoutes(queryClient));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
