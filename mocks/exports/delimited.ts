import type { GridCell } from '@/api/grid/query-schemas';
import { cellText, type ExportTable } from './table';

/** Characters that make a spreadsheet read a cell as a formula when they start it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as text, safe to open in a spreadsheet: text that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading `'`. Numbers are written as they are: a number is never a
 * formula, and `-3` must stay a number.
 */
export function neutralizedText(cell: GridCell | undefined): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = cellText(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, quoted (RFC 4180: `""` for a quote) when it holds the delimiter, a quote or a line break. */
function field(text: string, delimiter: string): string {
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A table as delimited text (`,` for csv, a tab for tsv): a header row of column names, then one
 * line per row, CRLF line ends, every cell neutralized against formula injection.
 */
export function toDelimited(table: ExportTable, delimiter: ',' | '\t'): string {
  const line = (cells: readonly string[]) => cells.map((text) => field(text, delimiter)).join(delimiter);
  const lines = [line(table.columns.map((column) => neutralizedText(column.name)))];
  for (const row of table.rows)
    lines.push(line(table.columns.map((_, index) => neutralizedText(row[index]))));
  return `${lines.join('\r\n')}\r\n`;
}
