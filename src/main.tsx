import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { embeddedServiceReady, provideEmbeddedService } from '@/api/embedded-service';
import { getSession, initSession, signOut } from '@/api/session';
import { loadRuntimeConfig } from '@/app/config';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes, loadAppLayout, loadRouteError } from '@/app/router';

async function start() {
  // The frame's chunk downloads while the config is read (the router asks for it again, already loaded).
  void loadAppLayout();
  const config = await loadRuntimeConfig();
  initSession({ baseUrl: config.apiBaseUrl });
  if (config.apiBaseUrl === '') {
    // Embedded mode only: the mock is a lazy chunk, never part of the initial bundle. It starts beside
    // the first render (calls to it wait for it), and not at all while the session uses another service.
    const search = window.location.search;
    provideEmbeddedService(() =>
      import('../mocks/browser').then(({ startBrowserMock }) => startBrowserMock(search)),
    );
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
  if (getSession().baseUrl === '') void embeddedServiceReady();
  // Loaded while idle so a later failure (a chunk gone after a deploy, the network down) can show it.
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadRouteError(), { timeout: 5_000 });
  else setTimeout(() => void loadRouteError(), 1_000);
}

void start();
