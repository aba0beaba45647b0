import { setupWorker } from 'msw/browser';
import { createMockRuntime } from './runtime';
import { optionsFromSearch, readMockOptions } from './options';

/** Start the embedded mock in the browser (called by main.tsx in embedded mode only). */
export async function startBrowserMock(search: string) {
  const runtime = createMockRuntime(readMockOptions(optionsFromSearch(search)), window.location.origin);
  const worker = setupWorker(...runtime.handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return runtime;
}
