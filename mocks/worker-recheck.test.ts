import { describe, expect, it, vi } from 'vitest';
import { ignoreWorkerRecheckFailures, isWorkerRecheckFailure } from './worker-recheck';

const WORKER = 'http://127.0.0.1:4173/mockServiceWorker.js';
const recheck = (script: string) =>
  new TypeError(
    `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('${script}'): Not found`,
  );

describe('worker re-check failures', () => {
  it('are the failed update of the mock worker only', () => {
    expect(isWorkerRecheckFailure(recheck(WORKER), WORKER)).toBe(true);
    expect(isWorkerRecheckFailure(recheck('http://127.0.0.1:4173/other-worker.js'), WORKER)).toBe(false);
    expect(isWorkerRecheckFailure(new TypeError('Failed to fetch'), WORKER)).toBe(false);
    expect(isWorkerRecheckFailure(recheck(WORKER).message, WORKER)).toBe(false);
  });

  it('are kept out of the unhandled rejections; any other rejection is not', () => {
    let listener: ((event: PromiseRejectionEvent) => void) | undefined;
    const target = {
      addEventListener: (type: string, handler: (event: PromiseRejectionEvent) => void) => {
        if (type === 'unhandledrejection') listener = handler;
      },
    };
    ignoreWorkerRecheckFailures(target as Pick<Window, 'addEventListener'>, WORKER);
    const rejection = (reason: unknown) => {
      const preventDefault = vi.fn();
      listener?.({ reason, preventDefault } as unknown as PromiseRejectionEvent);
      return preventDefault;
    };
    expect(rejection(recheck(WORKER))).toHaveBeenCalled();
    expect(rejection(new Error('a bug of the app'))).not.toHaveBeenCalled();
  });
});
