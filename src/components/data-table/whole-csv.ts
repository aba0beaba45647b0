import { csvHeader } from './csv-header';
import type { ColumnSpec } from './types';

/** The most rows a whole download reads: the page cap is this over the page size. */
export const MAX_DOWNLOAD_ROWS = 1_000_000;

/** The columns a whole CSV writes, in order (each cell is its accessor's raw value). */
export type WholeCsvColumns<T> = readonly Pick<ColumnSpec<T>, 'header' | 'unit' | 'accessor'>[];

/** The written file: the CSV, its data rows, and whether the page cap cut the list short. */
export interface WholeCsv {
  blob: Blob;
  rows: number;
  complete: boolean;
}

/** A CSV written page by page as a paged read delivers them. */
export interface WholeCsvWriter<T> {
  /** Take one page's rows (pages may come out of order: each is written in page order). */
  onPage: (page: number, items: readonly T[]) => void;
  /** The file of every page taken; `complete` is false when the page cap cut the list short. */
  finish: (complete: boolean) => WholeCsv;
}

/**
 * Start a whole-table CSV: each page becomes one text chunk (a Blob part) in page order and its
 * rows are dropped, so the rows are never held twice.
 */
export async function startWholeCsv<T>(columns: WholeCsvColumns<T>): Promise<WholeCsvWriter<T>> {
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
  const finish = (complete: boolean): WholeCsv => ({
    blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }),
    rows,
    complete,
  });
  return { onPage, finish };
}
