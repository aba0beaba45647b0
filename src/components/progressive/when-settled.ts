import { notifyManager, type QueryClient } from '@tanstack/react-query';

let firstScreen: Promise<unknown> = Promise.resolve();
/** Views that have their data but have not committed it yet (see `holdDeferredWhileRendering`). */
let rendering = 0;
const renderedListeners = new Set<() => void>();

/**
 * Hold deferred code until `ready` settles: main.tsx passes "the router has loaded the first screen, its
 * loaders have started their reads and React has committed it", so the query client's calm before then
 * is not taken for settled. A rejection counts as started. Without a call (tests, a component on its
 * own) nothing is held.
 */
export function holdDeferredUntil(ready: Promise<unknown>): void {
  firstScreen = ready.catch(() => undefined);
}

/**
 * Hold deferred code while a view renders data it already has in a transition (React renders it in
 * slices over several frames, after the read has ended); call the returned function once committed.
 */
export function holdDeferredWhileRendering(): () => void {
  rendering++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rendering--;
    if (rendering === 0) for (const listener of [...renderedListeners]) listener();
  };
}

/** Run `callback` in a task of its own, after those queued (a message, not throttled like a timer). */
function inNextTask(callback: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Resolves once the next frame has been painted: after its animation frame, in the task that follows. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const painted = () => {
      if (done) return;
      done = true;
      document.removeEventListener('visibilitychange', hidden);
      inNextTask(resolve);
    };
    // A hidden tab runs no animation frame and paints nothing: the next task is as good.
    const hidden = () => {
      if (document.visibilityState === 'hidden') painted();
    };
    if (document.visibilityState === 'hidden') return painted();
    document.addEventListener('visibilitychange', hidden);
    requestAnimationFrame(painted);
  });
}

/**
 * Resolves once the latest results have been committed and painted: queued behind TanStack Query's
 * batched observer notifications (flushed in a `setTimeout(0)`), one more `setTimeout(0)` lets React
 * commit what they brought, then the next frame is painted.
 */
function resultsPainted(): Promise<void> {
  return new Promise<void>((resolve) => notifyManager.schedule(() => setTimeout(resolve, 0))).then(nextPaint);
}

/** Whether a read of `client` is in flight or a view is still rendering the results of one. */
const busy = (client: QueryClient) => client.isFetching() > 0 || rendering > 0;

/** Resolves when `client` is not `busy`: checked on each cache event or render released, and after the commit. */
function calm(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (busy(client)) return;
      unsubscribe();
      renderedListeners.delete(check);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    renderedListeners.add(check);
    // The reads of a page start in the same commit as the caller's effect: look after them.
    setTimeout(check, 0);
  });
}

/**
 * Resolves once the first screen has started (see `holdDeferredUntil`), no read is in flight, the views
 * have committed their results and the frame showing them has been painted; reads that this commit
 * starts are waited for in turn. There is no timer: a read that never answers is ended by `request`
 * (src/api/client.ts: AbortSignal.timeout, 30 s an attempt) and `shouldRetryRead` (src/app/query-client.ts:
 * 3 retries, 1 + 2 + 4 s apart), so it fails within about two minutes and the wait ends; a read paused
 * offline is not in flight. Stand-ins load their code at once when reached for, so the user loses
 * nothing meanwhile.
 */
export async function whenQueriesSettled(client: QueryClient | undefined): Promise<void> {
  await firstScreen;
  if (!client) return resultsPainted();
  do {
    await calm(client);
    await resultsPainted();
  } while (busy(client));
}
