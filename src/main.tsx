import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { embeddedServiceReady, provideEmbeddedService } from '@/api/embedded-service';
import { getSession, signOut } from '@/api/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes, firstScreenShown, firstScreenStarted, loadRouteError } from '@/app/router';
import { loadConfigAndSession, returnWhenSignedInElsewhere } from '@/app/tab-session';
import { holdDeferredUntil, whenQueriesSettled } from '@/components/progressive/when-settled';
import { reloadTargetFrom } from '@/app/new-version';

async function start() {
  const queryClient = createQueryClient({ onUnauthorized: () => signOut({ refused: true }) });
  const routes = createRoutes(queryClient);
  // The first screen waits for an open tab's session (bounded), so a Ctrl+clicked run opens signed in.
  const config = await loadConfigAndSession();
  if (config.apiBaseUrl === '') {
    // Embedded mode only: the mock is a lazy chunk, never part of the initial bundle. It starts beside
    // the first render (calls to it wait for it), and not at all while the session uses another service.
    const search = window.location.search;
    provideEmbeddedService(() =>
      import('../mocks/browser').then(({ startBrowserMock }) => startBrowserMock(search)),
    );
  }
  const router = createBrowserRouter(routes);
  reloadTargetFrom(() => {
    const next = router.state.navigation.location;
    return next ? router.createHref(next) : undefined;
  });
  returnWhenSignedInElsewhere(router, queryClient);
  // Deferred code (menus, toasts, the error panel) waits for the first screen's reads, not before them,
  // and for React to have committed that screen (reads that end sooner are not on screen yet).
  holdDeferredUntil(Promise.all([firstScreenStarted(router), firstScreenShown]));
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in slices, so input is never blocked for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  if (getSession().baseUrl === '') void embeddedServiceReady();
  // Loaded after the first screen's data so a later failure (a chunk gone after a deploy, the network
  // down) can show it.
  void whenQueriesSettled(queryClient).then(loadRouteError);
}

void start();
