import { setupWorker } from 'msw/browser';
import { whenControlled } from './controlled';
import { createMockRuntime } from './runtime';
import { readMockOptions, tabOptionsFromSearch } from './options';

/**
 * Start the embedded mock in the browser (called by main.tsx in embedded mode only). The knobs come
 * from the query string, or from an earlier load of the same tab (see `tabOptionsFromSearch`).
 */
export async function startBrowserMock(search: string) {
  const options = readMockOptions(tabOptionsFromSearch(search, window.sessionStorage));
  const runtime = createMockRuntime(options, window.location.origin);
  const worker = setupWorker(...runtime.handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  await whenControlled(navigator.serviceWorker);
  return runtime;
}
