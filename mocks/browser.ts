import { setupWorker } from 'msw/browser';
import { whenControlled } from './controlled';
import { appendEntry, entryFor, isChange, readJournal, replayJournal } from './journal';
import { createMockRuntime } from './runtime';
import { readMockOptions, tabOptionsFromSearch } from './options';
import { ignoreWorkerRecheckFailures } from './worker-recheck';

/**
 * Start the embedded mock in the browser (called by main.tsx in embedded mode only). The knobs come
 * from the query string, or from an earlier load of the same tab (see `tabOptionsFromSearch`); the
 * changes made to the demo data in this tab are replayed first, and each new one is kept (journal.ts).
 */
export async function startBrowserMock(search: string) {
  const storage = window.sessionStorage;
  const options = readMockOptions(tabOptionsFromSearch(search, storage));
  const runtime = createMockRuntime(options, window.location.origin);
  await replayJournal(runtime.handlers, readJournal(storage), window.location.origin);
  const worker = setupWorker(...runtime.handlers);
  const sent = new Map<string, Promise<Awaited<ReturnType<typeof entryFor>>>>();
  worker.events.on('request:start', ({ request, requestId }) => {
    if (isChange(request.method, new URL(request.url).pathname))
      sent.set(requestId, entryFor(request.clone()));
  });
  worker.events.on('response:mocked', ({ response, requestId }) => {
    const entry = sent.get(requestId);
    sent.delete(requestId);
    if (response.ok) void entry?.then((kept) => kept && appendEntry(storage, kept));
  });
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreWorkerRecheckFailures(window, new URL(workerUrl, window.location.href).href);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: workerUrl } });
  await whenControlled(navigator.serviceWorker);
  return runtime;
}
