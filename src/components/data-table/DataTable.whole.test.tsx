import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/api/api-error';
import type { PageAnswer, PageRequest } from '@/api/pagination';
import { printTables, setPrintPhase } from '@/components/print/print-store';
import { catchDownloads } from '@/test/catch-downloads';
import { DataTable, type ColumnSpec, type WholeRows } from './index';

interface Row {
  id: string;
  url: string;
  loadTime: number;
}

const columns: ColumnSpec<Row>[] = [
  { id: 'url', header: 'URL', accessor: (row) => row.url, mono: true },
  { id: 'load_time', header: 'Load time', unit: 'ms', accessor: (row) => row.loadTime, align: 'right' },
];

const rowAt = (i: number): Row => ({ id: `r${i}`, url: `https://shop.test/${i}`, loadTime: 100 + i });
const TOTAL = 120;
const PAGE = 50;

/**
 * The service's list of `total` rows (120 unless told), read 50 a page; `fail` lists answers that
 * fail (page → error), each once.
 */
function service(fail: Record<number, Error> = {}, total = TOTAL) {
  const asked: number[] = [];
  const readPage = async ({ page }: PageRequest): Promise<PageAnswer<Row>> => {
    asked.push(page);
    const error = fail[page];
    if (error) {
      delete fail[page];
      throw error;
    }
    const items = Array.from({ length: Math.max(0, Math.min(PAGE, total - page * PAGE)) }, (_, i) =>
      rowAt(page * PAGE + i),
    );
    return { items, totalCount: total, pageCount: Math.ceil(total / PAGE) };
  };
  return { readPage, asked };
}

/** The table on its first page of 50 rows, its whole query read `parallel` pages at a time (1 unless told). */
function renderPaged(readPage: WholeRows<Row>['readPage'], { total = TOTAL, parallel = 1 } = {}) {
  const user = userEvent.setup();
  const firstPage = Array.from({ length: PAGE }, (_, i) => rowAt(i));
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <DataTable
          label="Pages"
          data={firstPage}
          columns={columns}
          getRowId={(row) => row.id}
          manualSorting
          csvFileName="run-7-pages-page-1-of-3.csv"
          wholeRows={{ readPage, pageSize: PAGE, total, parallel, fileName: 'run-7-pages.csv' }}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  return user;
}

const linesOf = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setPrintPhase('idle'));
});

describe('A paged table’s downloads', () => {
  it('"Download all (CSV)" saves every row of the query; "This page only" the page on screen, under another name', async () => {
    const files = catchDownloads();
    const user = renderPaged(service().readPage);
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('run-7-pages.csv');
    const lines = await linesOf(files[0]!.blob);
    expect(lines[0]).toBe('URL,Load time (ms)');
    expect(lines).toHaveLength(TOTAL + 1);
    expect(lines.at(-1)).toBe(`https://shop.test/${TOTAL - 1},${100 + TOTAL - 1}`);
    expect(screen.getByRole('status')).toHaveTextContent('Saved run-7-pages.csv: 120 rows.');

    await user.click(screen.getByRole('button', { name: 'This page only (50 rows)' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toBe('run-7-pages-page-1-of-3.csv');
    expect(await linesOf(files[1]!.blob)).toHaveLength(PAGE + 1);
  });

  it('shows the page that failed with the rows read so far, and Retry page reads only it again', async () => {
    const files = catchDownloads();
    const list = service({ 1: new Error('Gateway timeout') });
    const user = renderPaged(list.readPage);
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    expect(await screen.findByText('Page 2 failed (Gateway timeout) after 50 of 120 rows.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download all (CSV)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry page' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(list.asked).toEqual([0, 1, 1, 2]);
    expect(await linesOf(files[0]!.blob)).toHaveLength(TOTAL + 1);
  });

  it('Cancel download stops it and saves nothing', async () => {
    const files = catchDownloads();
    const list = service({ 1: new Error('Gateway timeout') });
    const user = renderPaged(list.readPage);
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel download' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel download' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Download all (CSV)' })).toBeEnabled();
    expect(files).toHaveLength(0);
    expect(list.asked).toEqual([0, 1]);
  });

  it('offers no retry when the service refuses (403)', async () => {
    catchDownloads();
    const refusal = new ApiError({ kind: 'http', status: 403, message: 'Forbidden' });
    const user = renderPaged(service({ 1: refusal }).readPage);
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    expect(await screen.findByText(/The download failed: Forbidden/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});

/** The saved file's data rows: the list's rows 0…total-1, each once and in order, or not. */
const allRows = (total: number) =>
  Array.from({ length: total }, (_, i) => `https://shop.test/${i},${100 + i}`);

/** Every page in `pages` failing once with the same error. */
const timeouts = (pages: readonly number[]) =>
  Object.fromEntries(pages.map((page) => [page, new Error('Gateway timeout')]));

describe('A paged table’s whole download when pages fail at once', () => {
  it.each([
    {
      total: 120,
      parallel: 2,
      failing: [1, 2],
      text: 'Pages 2 and 3 failed (Gateway timeout) after 50 of 120 rows.',
    },
    {
      total: 200,
      parallel: 3,
      failing: [1, 2, 3],
      text: 'Pages 2, 3 and 4 failed (Gateway timeout) after 50 of 200 rows.',
    },
  ])('shows $failing.length failed pages with one Retry that saves every row', async (example) => {
    const files = catchDownloads();
    const list = service(timeouts(example.failing), example.total);
    const user = renderPaged(list.readPage, example);
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    expect(await screen.findByText(example.text)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Retry/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Retry pages' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await linesOf(files[0]!.blob)).slice(1)).toEqual(allRows(example.total));
    expect(screen.getByRole('status')).toHaveTextContent(`Saved run-7-pages.csv: ${example.total} rows.`);
  });

  it('Cancel while pages wait frees the button at once, and a new download saves every row', async () => {
    const files = catchDownloads();
    const user = renderPaged(service(timeouts([1, 2])).readPage, { parallel: 2 });
    const downloadAll = screen.getByRole('button', { name: 'Download all (CSV)' });
    await user.click(downloadAll);
    await user.click(await screen.findByRole('button', { name: 'Cancel download' }));
    expect(downloadAll).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(downloadAll);
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await linesOf(files[0]!.blob)).slice(1)).toEqual(allRows(TOTAL));
  });

  it('Cancel frees the button even while a page never answers', async () => {
    const files = catchDownloads();
    const list = service();
    let hang = true;
    const readPage: WholeRows<Row>['readPage'] = (request) =>
      hang && request.page === 1 ? new Promise(() => {}) : list.readPage(request);
    const user = renderPaged(readPage);
    const downloadAll = screen.getByRole('button', { name: 'Download all (CSV)' });
    await user.click(downloadAll);
    await user.click(await screen.findByRole('button', { name: 'Cancel download' }));
    hang = false;
    await user.click(downloadAll);
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await linesOf(files[0]!.blob)).slice(1)).toEqual(allRows(TOTAL));
  });

  it('a page that fails again after Retry waits for the next Retry', async () => {
    const files = catchDownloads();
    let failures = 2;
    const list = service();
    const readPage: WholeRows<Row>['readPage'] = async (request) => {
      if (request.page === 1 && failures-- > 0) throw new Error('Gateway timeout');
      return list.readPage(request);
    };
    const user = renderPaged(readPage, { parallel: 2 });
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await user.click(await screen.findByRole('button', { name: 'Retry page' }));
    expect(await screen.findByText('Page 2 failed (Gateway timeout) after 70 of 120 rows.')).toBeVisible();
    expect(files).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry page' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await linesOf(files[0]!.blob)).slice(1)).toEqual(allRows(TOTAL));
  });
});

describe('A paged table in a print', () => {
  it('reads its whole query and draws every row, none virtualized, then returns to its page', async () => {
    renderPaged(service().readPage);
    const table = screen.getByRole('table', { name: 'Pages' });
    const bodyRows = () => within(table).getAllByRole('row').length - 1;
    act(() => setPrintPhase('counting'));
    act(() => setPrintPhase('loading'));
    await waitFor(() => expect(bodyRows()).toBe(TOTAL));
    act(() => setPrintPhase('idle'));
    expect(bodyRows()).toBeLessThanOrEqual(PAGE);
  });

  it('says which pages failed, and the print’s Try again reads only those again', async () => {
    const list = service(timeouts([1, 2]));
    renderPaged(list.readPage, { parallel: 2 });
    const table = screen.getByRole('table', { name: 'Pages' });
    const bodyRows = () => within(table).getAllByRole('row').length - 1;
    act(() => setPrintPhase('counting'));
    act(() => setPrintPhase('loading'));
    await waitFor(() =>
      expect([...printTables().values()][0]?.failed).toBe('Pages 2 and 3 failed (Gateway timeout)'),
    );
    // "Try again": the print counts and loads again.
    act(() => setPrintPhase('counting'));
    act(() => setPrintPhase('loading'));
    await waitFor(() => expect(bodyRows()).toBe(TOTAL));
    expect([...printTables().values()][0]).toMatchObject({ ready: true, failed: undefined });
    expect(list.asked).toEqual([0, 1, 2, 1, 2]);
  });
});
