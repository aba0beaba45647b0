import { useEffect, useId, useRef, useState } from 'react';
import {
  MAX_PRINT_ROWS,
  setPrintTable,
  updatePrintTable,
  usePrintPhase,
  usePrintRun,
} from '@/components/print/print-store';
import { failedPagesText } from './failed-pages';
import type { WholeRows } from './types';
import { usePagedRead, wholeRowsRead } from './use-paged-read';

interface PrintRowsOptions<T> {
  label: string;
  data: readonly T[];
  wholeRows: WholeRows<T> | undefined;
  /** Start the table's whole download. */
  download: (() => void) | undefined;
}

/**
 * A table's part in a print: it tells the print store how many rows it needs, reads its whole query
 * when the print loads (a paged table, through `usePagedRead`), and shows those rows — all of them,
 * not virtualized — until the print is over. When pages fail, the print's "Try again" (the print
 * loads again) reads them again; leaving the print ends the read.
 */
export function usePrintRows<T>({ label, data, wholeRows, download }: PrintRowsOptions<T>) {
  const id = useId();
  const phase = usePrintPhase();
  const run = usePrintRun();
  const { status, start, retry, cancel } = usePagedRead();
  // The whole query's rows, read for print number `run`.
  const [whole, setWhole] = useState<{ rows: readonly T[]; run: number } | null>(null);
  // The print whose read started (a second load of it retries instead).
  const startedRun = useRef<number | null>(null);
  const total = wholeRows?.total ?? data.length;
  const needsWhole = wholeRows !== undefined && total > data.length;
  const downloadRef = useRef(download);
  useEffect(() => {
    downloadRef.current = download;
  });
  const source = useRef(wholeRows);
  useEffect(() => {
    source.current = wholeRows;
  });

  useEffect(
    () =>
      setPrintTable(id, {
        label,
        total,
        loaded: data.length,
        onScreen: data.length,
        needsRead: needsWhole,
        ready: !needsWhole,
        download: downloadRef.current ? () => downloadRef.current?.() : undefined,
      }),
    [id, label, total, data.length, needsWhole],
  );

  useEffect(() => {
    const read = source.current;
    if (phase !== 'loading' || !needsWhole || !read) return;
    if (startedRun.current === run && retry()) return;
    startedRun.current = run;
    void start(() => wholeRowsRead(read, MAX_PRINT_ROWS + read.pageSize)).then((list) => {
      if (!list) return;
      setWhole({ rows: list.items, run });
      updatePrintTable(id, { ready: true, failed: undefined });
    });
  }, [id, phase, run, needsWhole, start, retry]);

  useEffect(() => {
    if (phase !== 'idle') return;
    startedRun.current = null;
    cancel();
  }, [phase, cancel]);

  useEffect(() => {
    if (status.kind === 'reading') updatePrintTable(id, { loaded: status.loaded, failed: undefined });
    if (status.kind === 'waiting') {
      updatePrintTable(id, { loaded: status.loaded, failed: failedPagesText(status.failed) });
    }
    if (status.kind === 'failed') updatePrintTable(id, { failed: status.message });
  }, [id, status]);

  const printing = phase !== 'idle';
  const current = printing && whole?.run === run ? whole.rows : undefined;
  return { printing, rows: current ?? data };
}
