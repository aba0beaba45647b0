import type { QueryClient } from '@tanstack/react-query';

/** Longest wait for the page's reads, so deferred code loads even while a read hangs. */
const MAX_WAIT_MS = 4000;

/** Longest hold on the first screen (a router that never settles must not keep deferred code away). */
const MAX_HOLD_MS = 10_000;

let firstScreen: Promise<unknown> = Promise.resolve();

/**
 * Keep deferred code waiting until `ready` settles: main.tsx passes "the router has loaded the first
 * screen and its loaders have started their reads", so that the query client's calm before then is
 * not taken for settled. Without a call (tests, a component on its own) nothing is held.
 */
export function holdDeferredUntil(ready: Promise<unknown>): void {
  firstScreen = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, MAX_HOLD_MS))]).catch(
    () => undefined,
  );
}

/** Run `callback` when the browser is idle (soon after, where it has no idle callback). */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 1);
}

/**
 * Resolves once the page has settled: the first screen has started (see `holdDeferredUntil`), no read
 * is in flight (or `MAX_WAIT_MS` passed), then an idle moment. Code that is not needed for the first
 * view loads then, after the data it shows.
 */
export async function whenQueriesSettled(client: QueryClient | undefined): Promise<void> {
  await firstScreen;
  return new Promise((resolve) => {
    if (!client) {
      whenIdle(resolve);
      return;
    }
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      unsubscribe();
      clearTimeout(timer);
      whenIdle(resolve);
    };
    const check = () => {
      if (client.isFetching() === 0) finish();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    const timer = setTimeout(finish, MAX_WAIT_MS);
    // The reads of a page start in the same commit as the caller's effect: look after them.
    whenIdle(check);
  });
}
