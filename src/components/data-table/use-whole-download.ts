import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { saveBlob } from '@/lib/download';
import type { ColumnSpec, WholeRows } from './types';

/** Where a whole download is: reading (rows so far of the total), a page failed, or the file saved. */
export type WholeDownloadState =
  | { kind: 'idle' }
  | { kind: 'reading'; loaded: number; total: number | undefined }
  | {
      kind: 'failed';
      loaded: number;
      total: number | undefined;
      /** The page that failed (from 0), or -1 when the whole download did. */
      page: number;
      message: string;
      /** False for a refusal (403): asking again gets the same answer. */
      retryable: boolean;
    }
  | { kind: 'saved'; rows: number; complete: boolean; fileName: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const refused = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * "Download all": reads every page of the table's query in the background and saves one CSV of
 * the columns `columns()` gives, with the progress, a cancel, and a retry of a page that failed
 * (the pages already read are kept).
 */
export function useWholeDownload<T>(
  wholeRows: WholeRows<T> | undefined,
  columns: () => readonly ColumnSpec<T>[],
) {
  const [state, setState] = useState<WholeDownloadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const pendingRetry = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (!wholeRows || controller.current) return;
    const current = new AbortController();
    controller.current = current;
    let progress = { loaded: 0, total: wholeRows.total };
    setState({ kind: 'reading', ...progress });
    try {
      const { writeWholeCsv } = await import('./whole-csv');
      const file = await writeWholeCsv({
        source: wholeRows,
        columns: columns(),
        signal: current.signal,
        onProgress: ({ loaded, total }) => {
          progress = { loaded, total: total ?? wholeRows.total };
          setState({ kind: 'reading', ...progress });
        },
        retry: (error, page) =>
          refused(error)
            ? Promise.reject(error)
            : new Promise<void>((resolve, reject) => {
                pendingRetry.current = { resolve, reject };
                setState({ kind: 'failed', ...progress, page, message: messageOf(error), retryable: true });
              }),
      });
      saveBlob(file.blob, wholeRows.fileName);
      setState({ kind: 'saved', rows: file.rows, complete: file.complete, fileName: wholeRows.fileName });
    } catch (error) {
      setState(
        current.signal.aborted
          ? { kind: 'idle' }
          : { kind: 'failed', ...progress, page: -1, message: messageOf(error), retryable: !refused(error) },
      );
    } finally {
      if (controller.current === current) controller.current = null;
      pendingRetry.current = null;
    }
  }, [wholeRows, columns]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    pendingRetry.current?.reject(new DOMException('Cancelled', 'AbortError'));
    pendingRetry.current = null;
    setState({ kind: 'idle' });
  }, []);

  const retry = useCallback(() => {
    const pending = pendingRetry.current;
    pendingRetry.current = null;
    if (pending) {
      setState((previous) =>
        previous.kind === 'failed'
          ? { kind: 'reading', loaded: previous.loaded, total: previous.total }
          : previous,
      );
      pending.resolve();
    } else void start();
  }, [start]);

  return { state, start: () => void start(), cancel, retry };
}
