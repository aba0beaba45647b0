import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  isRetryable,
  startPagedRead,
  type PagedRead,
  type PagedReadOptions,
  type PagedReadStatus,
} from '@/api/paged-read';
import type { PagedList } from '@/api/pagination';
import type { WholeRows } from './types';

/** Where a table's paged read is: none, reading, pages waiting for Retry, or the whole read failed. */
export type PagedReadView =
  | { kind: 'idle' }
  | PagedReadStatus
  | { kind: 'failed'; loaded: number; total: number | undefined; message: string; retryable: boolean };

/** The read of one whole query: its pages are read while `read` is this session's. */
interface Session {
  read: PagedRead<unknown> | null;
  cancelled: boolean;
}

const IDLE: PagedReadView = { kind: 'idle' };

/** End a session: its read stops, and one still being set up never starts. */
function endSession(own: Session | null): void {
  if (!own) return;
  own.cancelled = true;
  own.read?.cancel();
}

/** How to read every page of a table's query, at most `maxRows` rows (the page cap). */
export const wholeRowsRead = <T>(source: WholeRows<T>, maxRows: number): PagedReadOptions<T> => ({
  readPage: source.readPage,
  maxPages: Math.ceil(maxRows / source.pageSize),
  parallel: source.parallel ?? 2,
  total: source.total,
});

/**
 * A paged read the screen follows (used by a table's whole download and its print): one read at a
 * time, its progress, one Retry for every page that failed, and a Cancel that always ends the read
 * and lets a new one start at once.
 */
export function usePagedRead() {
  const [status, setStatus] = useState<PagedReadView>(IDLE);
  const session = useRef<Session | null>(null);
  useEffect(
    () => () => {
      endSession(session.current);
      session.current = null;
    },
    [],
  );

  /**
   * Read every page `setup` describes (it may first load what takes the pages): the list once all
   * are read, or undefined when the read failed (the status says why), was cancelled or one runs.
   */
  const start = useCallback(
    async <T>(
      setup: () => PagedReadOptions<T> | Promise<PagedReadOptions<T>>,
      total?: number,
    ): Promise<PagedList<T> | undefined> => {
      if (session.current) return undefined;
      const own: Session = { read: null, cancelled: false };
      session.current = own;
      const ours = () => session.current === own;
      let last: { loaded: number; total: number | undefined } = { loaded: 0, total };
      setStatus({ kind: 'reading', ...last });
      try {
        const options = await setup();
        if (own.cancelled) return undefined;
        const read = startPagedRead({
          ...options,
          onStatus: (next) => {
            last = { loaded: next.loaded, total: next.total };
            if (ours()) setStatus(next);
          },
        });
        own.read = read as PagedRead<unknown>;
        const list = await read.done;
        if (!ours()) return undefined;
        setStatus(IDLE);
        return list;
      } catch (error) {
        if (ours() && !own.cancelled) {
          setStatus({ kind: 'failed', ...last, message: errorMessage(error), retryable: isRetryable(error) });
        }
        return undefined;
      } finally {
        if (ours()) session.current = null;
      }
    },
    [],
  );

  /** Read every page that waits again; false when no read is under way (a failed one starts anew). */
  const retry = useCallback((): boolean => {
    const read = session.current?.read;
    if (!read) return false;
    read.retry();
    return true;
  }, []);

  /** End the read (a failed one is cleared): a new one can start at once. */
  const cancel = useCallback(() => {
    endSession(session.current);
    session.current = null;
    setStatus(IDLE);
  }, []);

  return { status, start, retry, cancel };
}
