/**
 * The embedded service (the mock's service worker) starts beside the first render, not before it:
 * calls to the embedded base URL ('') wait here until it answers, and a session pointed at another
 * service never starts it, so its worker handles none of that service's calls.
 */
let start: (() => Promise<unknown>) | null = null;
let started: Promise<void> | null = null;

/** Register how to start the embedded service (main.tsx, embedded mode only). */
export function provideEmbeddedService(starter: () => Promise<unknown>): void {
  start = starter;
  started = null;
}

/** Start the embedded service once (again after a failed start); resolves when it answers. */
export function embeddedServiceReady(): Promise<void> {
  if (!start) return Promise.resolve();
  started ??= start().then(
    () => undefined,
    (error: unknown) => {
      started = null;
      throw error;
    },
  );
  return started;
}
