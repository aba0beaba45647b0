import { cellText, type ExportColumn, type ExportTable } from './table';

type XlsxValue = string | number | boolean | Date | null;

function xlsxValue(cell: ExportTable['rows'][number][number] | undefined, column: ExportColumn): XlsxValue {
  if (cell === null || cell === undefined) return null;
  switch (column.kind) {
    case 'integer':
    case 'decimal':
      return typeof cell === 'number' ? cell : cellText(cell);
    case 'boolean':
      return typeof cell === 'boolean' ? cell : cellText(cell);
    case 'timestamp': {
      const ms = typeof cell === 'string' ? Date.parse(cell) : Number.NaN;
      return Number.isNaN(ms) ? cellText(cell) : new Date(ms);
    }
    default:
      return cellText(cell);
  }
}

/**
 * A table as an xlsx workbook with one sheet: a bold, frozen header row of column names, then the
 * rows with typed cells (numbers, booleans, dates). Text is stored as text, never as a formula.
 * exceljs is loaded on first use, so it stays out of every bundle that never writes a workbook.
 */
export async function toXlsx(table: ExportTable, sheetName = 'Export'): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Site Audit Dashboard mock';
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Export', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column) => ({
    header: column.name,
    width: Math.min(60, Math.max(10, column.name.length + 2)),
    ...(column.kind === 'timestamp' ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(table.columns.map((column, index) => xlsxValue(row[index], column)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
