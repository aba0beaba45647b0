import { useCallback, useState } from 'react';
import { saveBlob } from '@/lib/download';
import type { ColumnSpec, WholeRows } from './types';
import type { WholeCsvWriter } from './whole-csv';
import { usePagedRead, wholeRowsRead, type PagedReadView } from './use-paged-read';

/** A whole download's file, saved: its rows, whether it holds the whole list, its name. */
interface SavedDownload {
  kind: 'saved';
  rows: number;
  complete: boolean;
  fileName: string;
}

/** Where a whole download is: its paged read, or the file saved. */
export type WholeDownloadState = PagedReadView | SavedDownload;

/**
 * "Download all": reads every page of the table's query in the background (see `usePagedRead`)
 * and saves one CSV of the columns `columns()` gives, with the progress, a cancel, and one retry
 * of every page that failed (the pages already read are kept).
 */
export function useWholeDownload<T>(
  wholeRows: WholeRows<T> | undefined,
  columns: () => readonly ColumnSpec<T>[],
) {
  const { status, start: startRead, cancel: cancelRead, retry: retryRead } = usePagedRead();
  const [saved, setSaved] = useState<SavedDownload | null>(null);

  const start = useCallback(async () => {
    if (!wholeRows) return;
    setSaved(null);
    const csv: { writer?: WholeCsvWriter<T> } = {};
    const list = await startRead(async () => {
      const { MAX_DOWNLOAD_ROWS, startWholeCsv } = await import('./whole-csv');
      const writer = await startWholeCsv(columns());
      csv.writer = writer;
      return { ...wholeRowsRead(wholeRows, MAX_DOWNLOAD_ROWS), keep: false, onPage: writer.onPage };
    }, wholeRows.total);
    if (!list || !csv.writer) return;
    const file = csv.writer.finish(list.complete);
    saveBlob(file.blob, wholeRows.fileName);
    setSaved({ kind: 'saved', rows: file.rows, complete: file.complete, fileName: wholeRows.fileName });
  }, [wholeRows, columns, startRead]);

  const cancel = useCallback(() => {
    setSaved(null);
    cancelRead();
  }, [cancelRead]);
  // Retry reads the waiting pages again; after the whole download failed, it starts again.
  const retry = useCallback(() => {
    if (!retryRead()) void start();
  }, [retryRead, start]);

  const state = status.kind === 'idle' && saved ? saved : status;
  return { state, start: () => void start(), cancel, retry };
}

/** Whether a whole download is under way: reading, or stopped on a failure until Retry or Cancel. */
export const downloadUnderWay = (state: WholeDownloadState): boolean =>
  state.kind === 'reading' || state.kind === 'waiting' || state.kind === 'failed';
