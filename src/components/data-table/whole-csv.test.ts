import { describe, expect, it, vi } from 'vitest';
import type { PageAnswer, PageRequest } from '@/api/pagination';
import type { ColumnSpec } from './types';
import { MAX_DOWNLOAD_ROWS, writeWholeCsv } from './whole-csv';

interface Row {
  url: string;
  loadTime: number;
  size: number;
}

const columns: ColumnSpec<Row>[] = [
  { id: 'url', header: 'URL', accessor: (row) => row.url },
  { id: 'load_time', header: 'Load time', unit: 'ms', accessor: (row) => row.loadTime },
  { id: 'size', header: 'Size', unit: 'bytes', accessor: (row) => row.size },
];

const rowAt = (index: number): Row => ({
  url: `https://shop.test/p/${index}`,
  loadTime: 1000 + index,
  size: 20_000 + index,
});

/**
 * A paged list of `total` rows served at most `limit` a page, as the contract allows: a page asked
 * bigger than that is refused. Page `slow` answers after the others (later pages overtake it).
 */
function pagedList(total: number, limit: number, options: { slow?: number; failOnce?: number } = {}) {
  const asked: number[] = [];
  let failed = false;
  const readPage = async ({ page, signal }: PageRequest): Promise<PageAnswer<Row>> => {
    asked.push(page);
    if (page === options.slow) await new Promise((resolve) => setTimeout(resolve, 5));
    signal?.throwIfAborted();
    if (page === options.failOnce && !failed) {
      failed = true;
      throw new Error('Service unavailable');
    }
    const from = page * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) =>
      rowAt(from + i),
    );
    return { items, totalCount: total, pageCount: Math.ceil(total / limit) };
  };
  return { readPage, asked };
}

/** The CSV's lines without the byte order mark. */
const linesOf = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');

describe('writeWholeCsv', () => {
  it('writes every row of every page in page order, under headers that carry units, values raw', async () => {
    const list = pagedList(2345, 1000, { slow: 1 });
    const progress: number[] = [];
    const file = await writeWholeCsv({
      source: { readPage: list.readPage, pageSize: 1000, parallel: 2, total: 2345 },
      columns,
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    const lines = await linesOf(file.blob);
    expect(lines[0]).toBe('URL,Load time (ms),Size (bytes)');
    expect(lines.slice(1, -1)).toEqual(
      Array.from({ length: 2345 }, (_, i) => `https://shop.test/p/${i},${1000 + i},${20_000 + i}`),
    );
    expect(lines.at(-1)).toBe('');
    expect(file).toMatchObject({ rows: 2345, complete: true });
    expect(list.asked.sort()).toEqual([0, 1, 2]);
    expect(progress.at(-1)).toBe(2345);
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
  });

  it('reads no more pages than the download cap allows at the page size, and says the file is cut', async () => {
    const pageSize = MAX_DOWNLOAD_ROWS / 2;
    const readPage = vi.fn(async ({ page }: PageRequest): Promise<PageAnswer<Row>> => ({
      items: [rowAt(page)],
      totalCount: 5 * pageSize,
      pageCount: 5,
    }));
    const file = await writeWholeCsv({ source: { readPage, pageSize }, columns });
    expect(readPage).toHaveBeenCalledTimes(2);
    expect(file).toMatchObject({ rows: 2, complete: false });
  });

  it('reads a failed page again when asked to retry, and only that page', async () => {
    const list = pagedList(250, 100, { failOnce: 1 });
    const failures: number[] = [];
    const file = await writeWholeCsv({
      source: { readPage: list.readPage, pageSize: 100, parallel: 1 },
      columns,
      retry: async (_error, page) => {
        failures.push(page);
      },
    });
    expect(failures).toEqual([1]);
    expect(list.asked).toEqual([0, 1, 1, 2]);
    expect((await linesOf(file.blob)).length - 2).toBe(250);
  });

  it('stops when cancelled while a failed page waits for its retry, reading no further page', async () => {
    const list = pagedList(500, 100, { failOnce: 2 });
    const controller = new AbortController();
    const writing = writeWholeCsv({
      source: { readPage: list.readPage, pageSize: 100, parallel: 1 },
      columns,
      signal: controller.signal,
      retry: () => {
        controller.abort();
        return Promise.reject(new DOMException('Cancelled', 'AbortError'));
      },
    });
    await expect(writing).rejects.toThrow('Cancelled');
    expect(list.asked).toEqual([0, 1, 2]);
  });

  it('fails at once on a failed page when no retry is offered', async () => {
    const list = pagedList(300, 100, { failOnce: 0 });
    await expect(
      writeWholeCsv({ source: { readPage: list.readPage, pageSize: 100 }, columns }),
    ).rejects.toThrow('Service unavailable');
  });

  it('neutralizes formulas in every chunk, as in the page download', async () => {
    const readPage = async (): Promise<PageAnswer<Row>> => ({
      items: [{ url: '=HYPERLINK("http://evil")', loadTime: -5, size: 0 }],
      totalCount: 1,
      pageCount: 1,
    });
    const file = await writeWholeCsv({ source: { readPage, pageSize: 50 }, columns });
    expect((await linesOf(file.blob))[1]).toBe(`"'=HYPERLINK(""http://evil"")",-5,0`);
  });
});
