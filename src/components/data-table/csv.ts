/** Characters that make a spreadsheet treat a cell as a formula when they start it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that force a field to be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** Text of one value as written to CSV: empty for null/undefined, ISO for dates. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/** One CSV field: formula-injection guard (leading `'`), then RFC 4180 quoting. */
export function csvField(value: unknown): string {
  let text = csvText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Serialize a header row and data rows to RFC 4180 CSV with CRLF line ends. */
export function toCsv(headers: string[], rows: unknown[][]): string {
  const lines = [headers.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.join('\r\n');
}

/** Offer CSV text as a file download (UTF-8 with BOM so spreadsheets detect the encoding). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /\.csv$/i.test(fileName) ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
