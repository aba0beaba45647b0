import type { Table } from '@tanstack/react-table';
import { saveBlob } from '@/lib/download';
import type { DataTableFeatures, TableRow } from './columns';
import type { ColumnSpec } from './types';
import { csvHeader } from './csv-header';

/** The file name with `.csv` at its end (added when missing). */
const csvName = (fileName: string) => (/\.csv$/i.test(fileName) ? fileName : `${fileName}.csv`);

/**
 * Download the table's current view as CSV: the visible columns (controls left out) under their
 * headers, the rows in their shown order, each cell the value the table sorts by.
 */
export async function exportTableCsv<T>(
  table: Table<DataTableFeatures, TableRow<T>>,
  specsById: ReadonlyMap<string, ColumnSpec<T>>,
  fileName: string,
): Promise<void> {
  const exported = table.getVisibleLeafColumns().filter((column) => !specsById.get(column.id)?.control);
  const headers = exported.map((column) => {
    const spec = specsById.get(column.id);
    return spec ? csvHeader(spec) : column.id;
  });
  const body = table.getRowModel().rows.map((row) => exported.map((column) => row.getValue(column.id)));
  // The CSV writer (papaparse) loads on the first download: no table needs it to show its rows.
  const { CSV_BOM, toCsv } = await import('@/lib/csv');
  saveBlob(new Blob([CSV_BOM, toCsv(headers, body)], { type: 'text/csv;charset=utf-8' }), csvName(fileName));
}
