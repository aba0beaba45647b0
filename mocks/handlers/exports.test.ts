// @vitest-environment node
import ExcelJS from 'exceljs';
import { parquetReadObjects } from 'hyparquet';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import type { ExportItem, GridExportRequest } from '@/api/exports/schemas';
import { gridRequestSchema, toGridEntityPathType, type GridRequest } from '@/api/grid/query-schemas';
import { gridSchema, queryGrid } from '../grid/engine';
import { MOCK_ORIGIN, mockCall } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { createTestMock } from '../node';

const mock = createTestMock({ now: SEED_DAY, runTimeline: { queuedMs: 1000, runningMs: 2000 } });
// The clock of every test starts here: after every seeded export, whatever the day the tests run.
const START = TEST_NOW;

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => {
  mock.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const auth = (key: string | null = DEMO_API_KEY): Record<string, string> =>
  key === null ? {} : { Authorization: key };

const { call } = mockCall();
const post = (type: string, body: unknown, key?: string | null) =>
  call('POST', `/v3/reports/grid/${type}/exports`, body, key);

async function exportItem(exportId: number): Promise<ExportItem> {
  const page = (await call('GET', `/v3/exports?exportIds=${exportId}`)).body as { exports: ExportItem[] };
  expect(page.exports).toHaveLength(1);
  return page.exports[0]!;
}

/** Start an export and let the clock run until it has finished. */
async function finished(type: string, body: GridExportRequest): Promise<ExportItem> {
  const started = await post(type, body);
  expect(started.status).toBe(200);
  vi.setSystemTime(Date.now() + 3000);
  return exportItem(started.body.exportId as number);
}

/** The file behind an export's download link, as the raw response (a file, not JSON). */
const download = (item: ExportItem, key: string | null = DEMO_API_KEY) =>
  fetch(item.exportDownloadLink, { headers: auth(key) });

/** A filtered, sorted page query over pages: default columns, status 200, slowest first. */
const pagesQuery: GridRequest = {
  columns: [{ columnId: 'PAGE_TITLE' }, { columnId: 'FINAL_PAGE_URL' }, { columnId: 'PAGE_LOAD_TIME' }],
  filters: {
    conditions: [
      { operator: 'integer_in', filteredColumn: { columnId: 'FINAL_PAGE_STATUS_CODE' }, args: [200] },
    ],
  },
  sortBy: [{ columnIndex: 2, sortDesc: true }],
};
const pageColumnNames = () => {
  const byId = new Map(gridSchema('pages').columns.map((column) => [column.columnId, column.name]));
  return ['PAGE_TITLE', 'FINAL_PAGE_URL', 'PAGE_LOAD_TIME'].map((id) => byId.get(id));
};
const expectedPages = () => queryGrid(mock.ref.current, 'pages', pagesQuery, { all: true }).rows;

describe('POST /v3/reports/grid/{gridEntityType}/exports', () => {
  it('starts a grid export that is queued, then in progress, then completed', async () => {
    const started = await post('pages', { ...pagesQuery, fileFormat: 'csv', itemName: 'Fast pages' });
    expect(started).toEqual({ status: 200, body: { exportId: expect.any(Number) } });
    const exportId = started.body.exportId as number;

    const queued = await exportItem(exportId);
    expect(queued).toMatchObject({
      exportId,
      exportType: 'GRID_DATA_EXPORT',
      itemType: 'grid_data',
      itemName: 'Fast pages',
      exportName: 'Fast pages (CSV)',
      specificExportType: 'csv',
      exportStatus: 'queued',
      progressPercent: 0,
      dateExported: new Date(START).toISOString(),
      isScheduled: false,
    });
    expect(queued.exportDownloadLink).toMatch(/^http:\/\/mock\.test\/v3\/exports\/[0-9a-f-]{36}$/);

    vi.setSystemTime(START + 2000);
    const running = await exportItem(exportId);
    expect(running.exportStatus).toBe('in_progress');
    expect(running.progressPercent).toBe(50);

    vi.setSystemTime(START + 3000);
    expect(await exportItem(exportId)).toMatchObject({ exportStatus: 'completed', progressPercent: 100 });

    const list = await call('GET', '/v3/exports?sortBy=date_exported&sortDesc=true');
    const newest = (list.body as { exports: ExportItem[] }).exports[0];
    expect(newest?.exportId).toBe(exportId);
  });

  it('ends as no_data when the query matches no row', async () => {
    const item = await finished('pages', {
      filters: {
        conditions: [
          {
            operator: 'string_contains',
            filteredColumn: { columnId: 'PAGE_TITLE' },
            arg: 'zzz-no-such-page',
          },
        ],
      },
    });
    expect(item.exportStatus).toBe('no_data');
    expect((await download(item)).status).toBe(404);
  });

  it('answers 401 without a key, 400 for an unknown entity type, a bad body or a query the type cannot answer', async () => {
    expect((await post('pages', {}, null)).status).toBe(401);
    expect((await post('pages', {}, 'nope')).status).toBe(401);
    const unknown = await post('not-a-grid', {});
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/not-a-grid/);
    expect(unknown.body.validationReport).toMatchObject({
      issues: [expect.objectContaining({ path: ['gridEntityType'] })],
    });

    const format = await post('pages', { fileFormat: 'pdf' });
    expect(format.status).toBe(400);
    expect(format.body.validationReport).toMatchObject({
      valid: false,
      issues: [expect.objectContaining({ path: ['fileFormat'] })],
    });
    const size = await post('pages', { size: 1 });
    expect(size.status).toBe(400);

    const column = await post('pages', { columns: [{ columnId: 'NO_SUCH_COLUMN' }] });
    expect(column.status).toBe(400);
    expect(
      mock.ref.current.exports.where(
        (row) => row.exportType === 'GRID_DATA_EXPORT' && row.itemName === 'Pages',
      ),
    ).toEqual([]);
  });

  it('names the export after customExportFileName and the item after the entity type by default', async () => {
    const item = await finished('cookies', { fileFormat: 'tsv', customExportFileName: 'Cookies for legal' });
    expect(item).toMatchObject({
      itemName: 'Cookies',
      exportName: 'Cookies for legal',
      specificExportType: 'tsv',
    });
    const response = await download(item);
    expect(response.headers.get('Content-Disposition')).toContain('filename="Cookies for legal.tsv"');
  });
});

describe('downloading an export file', () => {
  it('redirects the download link to the file, which needs the key and names itself', async () => {
    const item = await finished('pages', { ...pagesQuery, itemName: 'Fast pages' });
    const redirect = await fetch(item.exportDownloadLink, { headers: auth(), redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe(`${MOCK_ORIGIN}/v3/exports/${item.exportId}/file`);
    expect((await download(item, null)).status).toBe(401);
    expect((await call('GET', `/v3/exports/${item.exportId}/file`, undefined, null)).status).toBe(401);

    const response = await download(item);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Fast pages (CSV).csv"; filename*=UTF-8''Fast%20pages%20(CSV).csv`,
    );
  });

  it('csv: every row of the query (no page and size), a header of column names', async () => {
    const item = await finished('pages', { ...pagesQuery, fileFormat: 'csv' });
    const parsed = Papa.parse<string[]>(await (await download(item)).text(), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(pageColumnNames());
    const expected = expectedPages();
    expect(expected.length).toBeGreaterThan(100);
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toEqual(
      expected[0]!
        .map((cell) => String(cell ?? ''))
        .map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)),
    );
  });

  it('tsv, xlsx and parquet hold the same rows and columns', async () => {
    const expected = expectedPages();
    const tsv = await finished('pages', { ...pagesQuery, fileFormat: 'tsv' });
    const tsvRows = Papa.parse<string[]>(await (await download(tsv)).text(), {
      skipEmptyLines: true,
      delimiter: '\t',
    }).data;
    expect(tsvRows[0]).toEqual(pageColumnNames());
    expect(tsvRows).toHaveLength(expected.length + 1);

    const xlsx = await finished('pages', { ...pagesQuery, fileFormat: 'xlsx' });
    const xlsxResponse = await download(xlsx);
    expect(xlsxResponse.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxResponse.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(workbook.worksheets).toHaveLength(1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(pageColumnNames());
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(expected[0]);

    const parquet = await finished('pages', { ...pagesQuery, fileFormat: 'parquet' });
    const parquetResponse = await download(parquet);
    expect(parquetResponse.headers.get('Content-Disposition')).toContain('.parquet');
    const objects = await parquetReadObjects({ file: await parquetResponse.arrayBuffer() });
    expect(objects).toHaveLength(expected.length);
    const names = pageColumnNames() as string[];
    expect(Object.keys(objects[0]!)).toEqual(names);
    expect(names.map((name) => objects[0]![name])).toEqual(expected[0]);
    expect(typeof objects[0]![names[2]!]).toBe('number');
  });

  it('exports a grouped query with a total as one row per group', async () => {
    const grouped: GridRequest = {
      columns: [{ columnId: 'FINAL_PAGE_STATUS_CODE', groupBy: true }, { aggregateFunction: 'count_rows' }],
      sortBy: [{ columnIndex: 0 }],
      totals: [{ columnIndex: 1, aggregateFunction: 'sum' }],
    };
    const item = await finished('pages', { ...grouped, fileFormat: 'csv' });
    const [header, ...rows] = Papa.parse<string[]>(await (await download(item)).text(), {
      skipEmptyLines: true,
    }).data;
    const expected = queryGrid(mock.ref.current, 'pages', grouped, { all: true }).rows;
    expect(header).toEqual([
      gridSchema('pages').columns.find((c) => c.columnId === 'FINAL_PAGE_STATUS_CODE')!.name,
      'Row count',
    ]);
    expect(rows).toEqual(expected.map((row) => row.map(String)));
  });

  it('exports only the requested page when page and size are given', async () => {
    const item = await finished('pages', { ...pagesQuery, page: 1, size: 10 });
    const rows = Papa.parse<string[]>(await (await download(item)).text(), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(11);
    expect(rows[1]![1]).toBe(expectedPages()[10]![1]);
  });

  it('serves seeded exports: a saved report export from its query, an audit export from its pages', async () => {
    const items = (
      (await call('GET', '/v3/exports?size=200')).body as {
        exports: ExportItem[];
      }
    ).exports.filter((item) => item.exportStatus === 'completed');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const response = await download(item);
      expect(response.status, item.exportName).toBe(200);
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    const saved = items.find((item) => item.itemType === 'grid_data' && item.specificExportType === 'csv')!;
    const report = mock.ref.current.savedReports.get(saved.itemId!)!;
    const { page: _page, size: _size, ...query } = gridRequestSchema.parse(report.queryDefinition);
    const type = toGridEntityPathType(String(report.gridEntityType))!;
    const expected = queryGrid(mock.ref.current, type, query, { all: true });
    const rows = Papa.parse<string[]>(await (await download(saved)).text(), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(expected.rows.length + 1);
    expect(rows[0]).toHaveLength(expected.metadata.headers.length);
  });

  it('answers 404 for an unknown export and 409 for one that is not finished', async () => {
    expect((await call('GET', '/v3/exports/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('GET', '/v3/exports/999999/file')).status).toBe(404);
    expect((await call('GET', '/v3/exports/abc/file')).status).toBe(404);
    const started = await post('pages', pagesQuery);
    const exportId = started.body.exportId as number;
    const file = await call('GET', `/v3/exports/${exportId}/file`);
    expect(file.status).toBe(409);
    const queued = await exportItem(exportId);
    expect((await fetch(queued.exportDownloadLink, { headers: auth() })).status).toBe(404);
  });
});
