import { describe, expect, it, vi } from 'vitest';
import { startPagedRead } from '@/api/paged-read';
import type { OnProgress, PageAnswer, PageRequest } from '@/api/pagination';
import type { ColumnSpec, WholeRows } from './types';
import { wholeRowsRead } from './use-paged-read';
import { MAX_DOWNLOAD_ROWS, startWholeCsv, type WholeCsvColumns } from './whole-csv';

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
function pagedList(total: number, limit: number, options: { slow?: number } = {}) {
  const asked: number[] = [];
  const readPage = async ({ page, signal }: PageRequest): Promise<PageAnswer<Row>> => {
    asked.push(page);
    if (page === options.slow) await new Promise((resolve) => setTimeout(resolve, 5));
    signal?.throwIfAborted();
    const from = page * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) =>
      rowAt(from + i),
    );
    return { items, totalCount: total, pageCount: Math.ceil(total / limit) };
  };
  return { readPage, asked };
}

/** Write the whole CSV of `source` as "Download all" does: the shared paged read feeds the writer. */
async function writeWholeCsv<T>(
  source: Pick<WholeRows<T>, 'readPage' | 'pageSize' | 'parallel' | 'total'>,
  columns: WholeCsvColumns<T>,
  onProgress?: OnProgress,
) {
  const writer = await startWholeCsv(columns);
  const read = startPagedRead({
    ...wholeRowsRead({ ...source, fileName: 'whole.csv' }, MAX_DOWNLOAD_ROWS),
    keep: false,
    onPage: writer.onPage,
    onProgress,
  });
  return writer.finish((await read.done).complete);
}

/** The CSV's lines without the byte order mark. */
const linesOf = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');

describe('A whole CSV written from the shared paged read', () => {
  it('writes every row of every page in page order, under headers that carry units, values raw', async () => {
    const list = pagedList(2345, 1000, { slow: 1 });
    const progress: number[] = [];
    const file = await writeWholeCsv(
      { readPage: list.readPage, pageSize: 1000, parallel: 2, total: 2345 },
      columns,
      ({ loaded }) => progress.push(loaded),
    );
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
    const file = await writeWholeCsv({ readPage, pageSize }, columns);
    expect(readPage).toHaveBeenCalledTimes(2);
    expect(file).toMatchObject({ rows: 2, complete: false });
  });

  it('neutralizes formulas in every chunk, as in the page download', async () => {
    const readPage = async (): Promise<PageAnswer<Row>> => ({
      items: [{ url: '=HYPERLINK("http://evil")', loadTime: -5, size: 0 }],
      totalCount: 1,
      pageCount: 1,
    });
    const file = await writeWholeCsv({ readPage, pageSize: 50 }, columns);
    expect((await linesOf(file.blob))[1]).toBe(`"'=HYPERLINK(""http://evil"")",-5,0`);
  });
});
