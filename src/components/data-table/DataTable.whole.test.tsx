import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/api/api-error';
import type { PageAnswer, PageRequest } from '@/api/pagination';
import { setPrintPhase } from '@/components/print/print-store';
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

/** The service's list of 120 rows, read 50 a page; `fail` lists answers that fail (page → error), each once. */
function service(fail: Record<number, Error> = {}) {
  const asked: number[] = [];
  const readPage = async ({ page }: PageRequest): Promise<PageAnswer<Row>> => {
    asked.push(page);
    const error = fail[page];
    if (error) {
      delete fail[page];
      throw error;
    }
    const items = Array.from({ length: Math.max(0, Math.min(PAGE, TOTAL - page * PAGE)) }, (_, i) =>
      rowAt(page * PAGE + i),
    );
    return { items, totalCount: TOTAL, pageCount: Math.ceil(TOTAL / PAGE) };
  };
  return { readPage, asked };
}

function renderPaged(readPage: WholeRows<Row>['readPage']) {
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
          wholeRows={{ readPage, pageSize: PAGE, total: TOTAL, parallel: 1, fileName: 'run-7-pages.csv' }}
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
});
