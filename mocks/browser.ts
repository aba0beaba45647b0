import { setupWorker } from 'msw/browser';
import { OLD_DEMO_JOURNAL_KEY } from '@/api/demo';
import { demoDataStorage } from '@/api/demo-data-store';
import { reportDemoDataChangedElsewhere, reportDroppedDemoData } from '@/api/demo-data-events';
import { whenControlled } from './controlled';
import { demoDataChannel, keepDemoData } from './persist/demo-data';
import { isChange } from './persist/writes';
import type { MockScenario } from './db/types';
import { createMockRuntime } from './runtime';
import { readMockOptions, tabOptionsFromSearch } from './options';
import { ignoreWorkerRecheckFailures } from './worker-recheck';

/** The scenarios whose demo data the browser keeps (the others are too large to save after each change). */
const KEPT_SCENARIOS = new Set<MockScenario>(['seeded', 'empty']);

/**
 * Start the embedded mock in the browser (called by main.tsx in embedded mode only). The knobs come
 * from the query string, or from an earlier load of the same tab (see `tabOptionsFromSearch`). The
 * demo data is the browser's, not the tab's: loaded as it was saved (persist/demo-data.ts), saved
 * after every change, and shared with the other tabs.
 */
export async function startBrowserMock(search: string) {
  const storage = window.sessionStorage;
  storage.removeItem(OLD_DEMO_JOURNAL_KEY);
  const options = readMockOptions(tabOptionsFromSearch(search, storage));
  const runtime = createMockRuntime(options, window.location.origin);
  const kept = await keepDemoData({
    ref: runtime.ref,
    options,
    // The large accounts' data (10 MB and more) would cost a long task per save: it lasts until the reload.
    storage: KEPT_SCENARIOS.has(options.scenario ?? 'seeded') ? demoDataStorage() : null,
    channel: demoDataChannel(),
    onChangedElsewhere: reportDemoDataChangedElsewhere,
  });
  const worker = setupWorker(...runtime.handlers);
  worker.events.on('response:mocked', ({ request }) =>
    kept.answered(isChange(request.method, new URL(request.url).pathname)),
  );
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreWorkerRecheckFailures(window, new URL(workerUrl, window.location.href).href);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: workerUrl } });
  await whenControlled(navigator.serviceWorker);
  if (kept.dropped) reportDroppedDemoData(kept.dropped);
  return runtime;
}
