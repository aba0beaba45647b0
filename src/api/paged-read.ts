import { isApiError } from './api-error';
import { readAllPages, type PagedList, type ReadPagesOptions } from './pagination';

/** A page that failed and waits for Retry: its number (from 0) and why it failed. */
export interface FailedPage {
  page: number;
  message: string;
}

/** Where a paged read is: reading, or some pages failed and wait for one Retry (the others go on). */
export type PagedReadStatus =
  | { kind: 'reading'; loaded: number; total: number | undefined }
  | { kind: 'waiting'; loaded: number; total: number | undefined; failed: readonly FailedPage[] };

/** How to read a paged list that the user follows, retries and cancels. */
export interface PagedReadOptions<T> extends Omit<ReadPagesOptions<T>, 'signal' | 'retry'> {
  /** Whether a failed page may wait for Retry (default: all but a refusal, 403); else the read fails. */
  canRetry?: ((error: unknown) => boolean) | undefined;
  /** Told each time the status changes: progress, a page waiting, Retry. */
  onStatus?: ((status: PagedReadStatus) => void) | undefined;
}

/** A paged read under way. */
export interface PagedRead<T> {
  /** Every row once all pages are read; rejects when cancelled or a page fails that cannot be retried. */
  done: Promise<PagedList<T>>;
  /** Read every waiting page again (nothing when none waits). */
  retry: () => void;
  /** End the read: pages in flight and waiting pages stop, `done` rejects with an AbortError. */
  cancel: () => void;
}

/** The message of an error, for the screen. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Whether asking again can change the answer: a refusal (403) stays a refusal. */
export const isRetryable = (error: unknown): boolean => !(isApiError(error) && error.status === 403);

/**
 * Start reading every page of a list (see `readAllPages`) behind one retry gate: each page that
 * fails waits on the same Retry, which reads them all again; a page failing after that waits again.
 * Cancel always ends the read, and so does a page that cannot be retried.
 */
export function startPagedRead<T>(options: PagedReadOptions<T>): PagedRead<T> {
  const { canRetry = isRetryable, onStatus, onProgress, ...read } = options;
  const controller = new AbortController();
  const { signal } = controller;
  let progress = { loaded: 0, total: options.total };
  let failed: FailedPage[] = [];
  let gate: { opened: Promise<void>; open: () => void } | null = null;

  const tell = () =>
    onStatus?.(gate ? { kind: 'waiting', ...progress, failed } : { kind: 'reading', ...progress });

  const closedGate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve, reject) => {
      open = resolve;
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    return { opened, open };
  };

  const waitForRetry = (error: unknown, page: number): Promise<void> => {
    if (!canRetry(error)) return Promise.reject(error);
    gate ??= closedGate();
    failed = [...failed, { page, message: errorMessage(error) }].sort((a, b) => a.page - b.page);
    tell();
    return gate.opened;
  };

  const retry = () => {
    if (!gate || signal.aborted) return;
    const { open } = gate;
    gate = null;
    failed = [];
    tell();
    open();
  };

  const done = readAllPages<T>({
    ...read,
    signal,
    retry: waitForRetry,
    onProgress: (next) => {
      progress = { loaded: next.loaded, total: next.total ?? options.total };
      onProgress?.(next);
      tell();
    },
  });
  // A read that failed stops the pages still in flight or waiting.
  done.catch(() => controller.abort(new DOMException('The read failed', 'AbortError')));
  tell();
  return {
    done,
    retry,
    cancel: () => controller.abort(new DOMException('Cancelled', 'AbortError')),
  };
}
