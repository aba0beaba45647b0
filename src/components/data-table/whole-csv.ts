import { readAllPages, type OnProgress, type PageAnswer, type PageRequest } from '@/api/pagination';
import { csvHeader } from './csv-header';
import type { ColumnSpec, WholeRows } from './types';

/** The most rows a whole download reads: the page cap is this over the page size. */
export const MAX_DOWNLOAD_ROWS = 1_000_000;

/** What a whole-table CSV holds and how it is read. */
export interface WholeCsvOptions<T> {
  source: Pick<WholeRows<T>, 'readPage' | 'pageSize' | 'parallel' | 'total'>;
  /** The columns written, in order (each cell is its accessor's raw value). */
  columns: readonly Pick<ColumnSpec<T>, 'header' | 'unit' | 'accessor'>[];
  signal?: AbortSignal | undefined;
  onProgress?: OnProgress | undefined;
  /** Asked when a page fails: resolve to read it again, reject to give up (see `readAllPages`). */
  retry?: ((error: unknown, page: number) => Promise<void>) | undefined;
}

/** The written file: the CSV, its data rows, and whether the page cap cut the list short. */
export interface WholeCsv {
  blob: Blob;
  rows: number;
  complete: boolean;
}

/**
 * Read every page of a table's query and write it as CSV as it comes: each page becomes one text
 * chunk (a Blob part) in page order and its rows are dropped, so the rows are never held twice.
 */
export async function writeWholeCsv<T>(options: WholeCsvOptions<T>): Promise<WholeCsv> {
  const { source, columns, signal, onProgress, retry } = options;
  // The CSV writer (papaparse) loads on the first download: no table needs it to show its rows.
  const { CSV_BOM, toCsvHeader, toCsvRows } = await import('@/lib/csv');
  const parts: BlobPart[] = [CSV_BOM, toCsvHeader(columns.map(csvHeader))];
  const waiting = new Map<number, readonly T[]>();
  let next = 0;
  let rows = 0;
  const onPage = (page: number, items: readonly T[]) => {
    waiting.set(page, items);
    for (let ready = waiting.get(next); ready; ready = waiting.get(next)) {
      waiting.delete(next++);
      rows += ready.length;
      parts.push(new Blob([toCsvRows(ready.map((row) => columns.map((column) => column.accessor(row))))]));
    }
  };
  const read = await readAllPages<T>({
    readPage: source.readPage as (request: PageRequest) => Promise<PageAnswer<T>>,
    maxPages: Math.ceil(MAX_DOWNLOAD_ROWS / source.pageSize),
    parallel: source.parallel ?? 2,
    total: source.total,
    keep: false,
    onPage,
    signal,
    onProgress,
    retry,
  });
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows, complete: read.complete };
}
