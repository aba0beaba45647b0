import { CSV_BOM, toCsv } from '@/lib/csv';
import { toParquet } from './parquet';
import { cellText, type ExportTable } from './table';
import { toXlsx } from './xlsx';

/** File formats a grid export can produce (the reference's csv, tsv, xlsx; the issue adds parquet). */
export const exportFileFormats = ['csv', 'tsv', 'xlsx', 'parquet'] as const;
/** One export file format. */
export type ExportFileFormat = (typeof exportFileFormats)[number];

/** A built export file, ready to serve. */
export interface ExportFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

const contentTypes: Record<ExportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  parquet: 'application/vnd.apache.parquet',
};

/** A file name from user text: no path, quotes or control characters, the format's extension once. */
export function exportFileName(base: string, format: ExportFileFormat): string {
  const cleaned = base
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  const withoutExtension = cleaned.replace(new RegExp(`\\.${format}$`, 'i'), '');
  return `${withoutExtension || 'export'}.${format}`;
}

/** `Content-Disposition` naming the file: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const utf8 = new TextEncoder();

/** csv or tsv bytes: a BOM, the header row, then the rows (lists as text), a CRLF after every line. */
function delimitedBytes(table: ExportTable, delimiter: ',' | '\t'): Uint8Array {
  const rows = table.rows.map((row) =>
    table.columns.map((_, index) => (Array.isArray(row[index]) ? cellText(row[index]) : row[index])),
  );
  const headers = table.columns.map((column) => column.name);
  return utf8.encode(`${CSV_BOM}${toCsv(headers, rows, delimiter)}\r\n`);
}

/** Write a table in a format: csv/tsv as UTF-8 text with a BOM, xlsx with exceljs, parquet with hyparquet-writer. */
export async function writeExportFile(
  table: ExportTable,
  format: ExportFileFormat,
  baseName: string,
): Promise<ExportFile> {
  const fileName = exportFileName(baseName, format);
  const contentType = contentTypes[format];
  switch (format) {
    case 'csv':
      return { bytes: delimitedBytes(table, ','), contentType, fileName };
    case 'tsv':
      return { bytes: delimitedBytes(table, '\t'), contentType, fileName };
    case 'xlsx':
      return { bytes: await toXlsx(table, baseName), contentType, fileName };
    case 'parquet':
      return { bytes: await toParquet(table), contentType, fileName };
  }
}
