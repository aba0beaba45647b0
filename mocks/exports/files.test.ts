// @vitest-environment node
import ExcelJS from 'exceljs';
import { parquetMetadata, parquetReadObjects, parquetSchema } from 'hyparquet';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { contentDisposition, exportFileName, writeExportFile } from './files';
import { inferColumnKind, uniqueNames, type ExportTable } from './table';

const table: ExportTable = {
  columns: [
    { name: 'Page URL', kind: 'string' },
    { name: 'Status code', kind: 'integer' },
    { name: 'Load time (ms)', kind: 'decimal' },
    { name: 'Is broken', kind: 'boolean' },
    { name: 'Scanned at', kind: 'timestamp' },
    { name: 'Tags', kind: 'string' },
  ],
  rows: [
    [
      'https://www.example.com/',
      200,
      812.5,
      false,
      '2026-03-01T10:00:00.000Z',
      ['Google Analytics', 'Meta Pixel'],
    ],
    ['=HYPERLINK("http://evil.test","click")', 404, -1.25, true, '2026-03-02T11:30:00.000Z', null],
    ['+SUM(A1:A2)', 500, 0, null, null, ['-2+3']],
    ['@cmd|"/c calc"!A0', 301, 12, false, '2026-03-03T00:00:00.000Z', []],
    ['\tTabbed, with "quotes"\nand a line break', 200, 3, false, '2026-03-04T00:00:00.000Z', ['\rCR']],
  ],
};

const decoder = new TextDecoder();
const parseText = (bytes: Uint8Array) =>
  Papa.parse<string[]>(decoder.decode(bytes), { skipEmptyLines: true }).data;

describe('csv and tsv', () => {
  it.each([
    ['csv', ','],
    ['tsv', '\t'],
  ] as const)('%s: a header row of column names, then every row and column', async (format, delimiter) => {
    const file = await writeExportFile(table, format, 'Pages report');
    expect(file.fileName).toBe(`Pages report.${format}`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true, delimiter });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(table.columns.map((column) => column.name));
    expect(rows).toHaveLength(table.rows.length);
    expect(rows[0]).toEqual([
      'https://www.example.com/',
      '200',
      '812.5',
      'false',
      '2026-03-01T10:00:00.000Z',
      'Google Analytics, Meta Pixel',
    ]);
    expect(rows.every((row) => row.length === table.columns.length)).toBe(true);
  });

  it('writes cells through the shared formula rule (@/lib/csv), lists joined first', async () => {
    const rows = parseText((await writeExportFile(table, 'csv', 'x')).bytes).slice(1);
    expect(rows[1]![0]).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(rows[2]![5]).toBe("'-2+3");
    expect(rows[1]![2]).toBe('-1.25');
    expect(rows[3]![5]).toBe('');
    const hostile: ExportTable = { columns: [{ name: '=1+1', kind: 'string' }], rows: [['a']] };
    expect(parseText((await writeExportFile(hostile, 'tsv', 'x')).bytes)[0]).toEqual(["'=1+1"]);
  });
});

describe('xlsx', () => {
  it('one sheet with a header row and typed cells', async () => {
    const file = await writeExportFile(table, 'xlsx', 'Pages report');
    expect(file.fileName).toBe('Pages report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Pages report');
    expect(sheet.rowCount).toBe(table.rows.length + 1);
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);
    expect(values(1)).toEqual(table.columns.map((column) => column.name));
    const first = values(2);
    expect(first.slice(0, 4)).toEqual(['https://www.example.com/', 200, 812.5, false]);
    expect(first[4]).toEqual(new Date('2026-03-01T10:00:00.000Z'));
    expect(first[5]).toBe('Google Analytics, Meta Pixel');
    // Text is stored as text: a formula-looking value never becomes a formula.
    const hostile = sheet.getRow(3).getCell(1);
    expect(hostile.type).toBe(ExcelJS.ValueType.String);
    expect(hostile.value).toBe('=HYPERLINK("http://evil.test","click")');
    expect(values(3)[2]).toBe(-1.25);
  });
});

describe('parquet', () => {
  it('typed columns named like the header, every row', async () => {
    const file = await writeExportFile(table, 'parquet', 'Pages report');
    expect(file.fileName).toBe('Pages report.parquet');
    const buffer = file.bytes.slice().buffer;
    const metadata = parquetMetadata(buffer);
    expect(Number(metadata.num_rows)).toBe(table.rows.length);
    const schema = parquetSchema(metadata);
    expect(schema.children.map((child) => child.element.name)).toEqual(
      table.columns.map((column) => column.name),
    );
    expect(schema.children.map((child) => child.element.type)).toEqual([
      'BYTE_ARRAY',
      'INT32',
      'DOUBLE',
      'BOOLEAN',
      'INT64',
      'BYTE_ARRAY',
    ]);
    const rows = await parquetReadObjects({ file: buffer });
    expect(rows).toHaveLength(table.rows.length);
    expect(rows[0]).toEqual({
      'Page URL': 'https://www.example.com/',
      'Status code': 200,
      'Load time (ms)': 812.5,
      'Is broken': false,
      'Scanned at': new Date('2026-03-01T10:00:00.000Z'),
      Tags: 'Google Analytics, Meta Pixel',
    });
    expect(rows[2]).toMatchObject({ 'Is broken': null, 'Scanned at': null, 'Status code': 500 });
    // Parquet is data, not a spreadsheet: values are kept exactly.
    expect(rows[1]!['Page URL']).toBe('=HYPERLINK("http://evil.test","click")');
  });

  it('writes an empty table with its columns', async () => {
    const file = await writeExportFile({ columns: table.columns, rows: [] }, 'parquet', 'empty');
    const buffer = file.bytes.slice().buffer;
    expect(Number(parquetMetadata(buffer).num_rows)).toBe(0);
    expect(await parquetReadObjects({ file: buffer })).toEqual([]);
  });
});

describe('helpers', () => {
  it('names files safely and once with the extension', () => {
    expect(exportFileName('../../etc/passwd', 'csv')).toBe('etc passwd.csv');
    expect(exportFileName('Report.CSV', 'csv')).toBe('Report.csv');
    expect(exportFileName('  ', 'xlsx')).toBe('export.xlsx');
    expect(exportFileName('a\u0000b"c', 'tsv')).toBe('a b c.tsv');
  });

  it('gives a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Café report.csv')).toBe(
      `attachment; filename="Caf_ report.csv"; filename*=UTF-8''Caf%C3%A9%20report.csv`,
    );
  });

  it('infers column kinds from values, with the schema type as a hint', () => {
    expect(inferColumnKind([1, 2, null])).toBe('integer');
    expect(inferColumnKind([1, 2.5])).toBe('decimal');
    expect(inferColumnKind([1, 2], 'decimal')).toBe('decimal');
    expect(inferColumnKind([true, null])).toBe('boolean');
    expect(inferColumnKind(['2026-03-01T10:00:00Z', null])).toBe('timestamp');
    expect(inferColumnKind(['2026-03-01T10:00:00Z', 'x'])).toBe('string');
    expect(inferColumnKind([1, 'x'])).toBe('string');
    expect(inferColumnKind([['a']])).toBe('string');
    expect(inferColumnKind([null], 'number')).toBe('decimal');
    expect(inferColumnKind([])).toBe('string');
  });

  it('makes header names unique', () => {
    expect(uniqueNames(['Count', 'Count', 'Count (2)', ''])).toEqual([
      'Count',
      'Count (2)',
      'Count (2) (2)',
      'Column',
    ]);
  });
});
