import Papa from 'papaparse';

/** Byte order mark put before CSV and TSV files so spreadsheets read them as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula when they start it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of one value: empty for null, undefined, invalid dates and non-finite numbers; ISO 8601 for dates. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/**
 * The one formula-injection rule for every CSV/TSV we write: a cell whose text starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text. A number
 * is data, never a formula, and is written as it is (`-12.5` stays `-12.5`); the string `"-cmd"` or
 * `"=1+1"` is neutralized.
 */
export function neutralize(value: unknown): string {
  const text = csvText(value);
  return typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** A header row and data rows as RFC 4180 text (papaparse): CRLF line ends, every cell neutralized. */
export function toCsv(
  headers: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  delimiter: ',' | '\t' = ',',
): string {
  const records = [headers, ...rows].map((record) => record.map(neutralize));
  return Papa.unparse(records, { delimiter, newline: '\r\n' });
}

/** Data rows only, each ending in CRLF (a chunk to append after `toCsv`'s header): cells neutralized. */
export function toCsvRows(rows: readonly (readonly unknown[])[], delimiter: ',' | '\t' = ','): string {
  if (rows.length === 0) return '';
  const records = rows.map((record) => record.map(neutralize));
  return `${Papa.unparse(records, { delimiter, newline: '\r\n' })}\r\n`;
}

/** A CSV header line naming the columns, ending in CRLF (a file's first chunk). */
export const toCsvHeader = (headers: readonly unknown[], delimiter: ',' | '\t' = ','): string =>
  toCsvRows([headers], delimiter);
