// msw re-checks an existing worker registration with `registration.update()` and does not catch it
// (msw/browser getWorkerInstance). On a reload Chromium may fail that check ("Failed to update a
// ServiceWorker … Not found"): an unhandled rejection of the mock's, in a tab where the worker
// already serves. It is kept out of the page's errors; any other rejection is left alone.

/** True for the failure of a re-check of the worker at `workerUrl` (an absolute URL). */
export function isWorkerRecheckFailure(reason: unknown, workerUrl: string): boolean {
  return (
    reason instanceof TypeError &&
    reason.message.startsWith('Failed to update a ServiceWorker') &&
    reason.message.includes(`('${workerUrl}')`)
  );
}

/** Keep failed re-checks of the mock's worker at `workerUrl` out of `target`'s unhandled rejections. */
export function ignoreWorkerRecheckFailures(
  target: Pick<Window, 'addEventListener'>,
  workerUrl: string,
): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isWorkerRecheckFailure(event.reason, workerUrl)) event.preventDefault();
  });
}
