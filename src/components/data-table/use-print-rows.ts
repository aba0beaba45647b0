import { useEffect, useId, useRef, useState } from 'react';
import {
  MAX_PRINT_ROWS,
  setPrintTable,
  updatePrintTable,
  usePrintPhase,
  usePrintRun,
} from '@/components/print/print-store';
import type { WholeRows } from './types';

interface PrintRowsOptions<T> {
  label: string;
  data: readonly T[];
  wholeRows: WholeRows<T> | undefined;
  /** Start the table's whole download. */
  download: (() => void) | undefined;
}

/**
 * A table's part in a print: it tells the print store how many rows it needs, reads its whole query
 * when the print loads (a paged table), and shows those rows — all of them, not virtualized — until
 * the print is over.
 */
export function usePrintRows<T>({ label, data, wholeRows, download }: PrintRowsOptions<T>) {
  const id = useId();
  const phase = usePrintPhase();
  const run = usePrintRun();
  // The whole query's rows, read for print number `run`.
  const [whole, setWhole] = useState<{ rows: readonly T[]; run: number } | null>(null);
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
        needsRead: needsWhole,
        ready: !needsWhole,
        download: downloadRef.current ? () => downloadRef.current?.() : undefined,
      }),
    [id, label, total, data.length, needsWhole],
  );

  useEffect(() => {
    const read = source.current;
    if (phase !== 'loading' || !needsWhole || !read) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const { readAllPages } = await import('@/api/pagination');
        const list = await readAllPages<T>({
          readPage: read.readPage,
          maxPages: Math.ceil(MAX_PRINT_ROWS / read.pageSize) + 1,
          parallel: read.parallel ?? 2,
          total: read.total,
          signal: controller.signal,
          onProgress: ({ loaded }) => updatePrintTable(id, { loaded }),
        });
        setWhole({ rows: list.items, run });
        updatePrintTable(id, { ready: true, failed: undefined });
      } catch (error) {
        if (controller.signal.aborted) return;
        updatePrintTable(id, { failed: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => controller.abort();
  }, [id, phase, run, needsWhole]);

  const printing = phase !== 'idle';
  const current = printing && whole?.run === run ? whole.rows : undefined;
  return { printing, rows: current ?? data };
}
