import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCursorPages, readNumberedPages } from './read-all';
import type { LoadProgress } from './load-progress';

// Pages answer after fake delays: the order they arrive in is fixed, and nothing waits for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Run a read to its end, letting the fake clock run the pages' delays. */
async function settled<T>(reading: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return reading;
}

/**
 * A numbered list of `total` rows served `size` a page, each page answered after its own delay
 * (0–4 ms, so later pages often overtake earlier ones); `answered` is the order they came back in.
 */
function numberedList(total: number, size: number) {
  const asked: number[] = [];
  const answered: number[] = [];
  const readPage = async (page: number) => {
    asked.push(page);
    await new Promise((resolve) => setTimeout(resolve, (page * 7) % 5));
    answered.push(page);
    const items = Array.from(
      { length: Math.max(0, Math.min(size, total - page * size)) },
      (_, i) => page * size + i,
    );
    return {
      pagination: {
        totalCount: total,
        totalPageCount: Math.ceil(total / size),
        pageSize: size,
        currentPageSize: items.length,
        currentPageNumber: page,
      },
      items,
    };
  };
  return { readPage, asked, answered };
}

describe('readNumberedPages', () => {
  it('reads every page once and keeps the rows in page order, reporting progress up to the total', async () => {
    const { readPage, asked, answered } = numberedList(10_000, 1000);
    const progress: LoadProgress[] = [];
    const rows = await settled(readNumberedPages(readPage, (step) => progress.push(step)));
    // The pages came back out of order, and the rows are in page order all the same.
    expect(answered).not.toEqual([...answered].sort((a, b) => a - b));
    expect(rows).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
    expect([...asked].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress).toHaveLength(10);
    expect(progress.at(-1)).toEqual({ loaded: 10_000, total: 10_000 });
  });

  it('reads an empty list with one request', async () => {
    const { readPage, asked } = numberedList(0, 1000);
    expect(await settled(readNumberedPages(readPage, () => undefined))).toEqual([]);
    expect(asked).toEqual([0]);
  });
});

describe('readCursorPages', () => {
  it('follows the cursor until the last page and counts units', async () => {
    const cursors: Array<string | undefined> = [];
    const progress: LoadProgress[] = [];
    const rows = await readCursorPages(
      async (cursor) => {
        cursors.push(cursor);
        const at = cursor ? Number(cursor) : 0;
        return { items: [at, at + 1], next: at < 4 ? String(at + 2) : null, units: 2 };
      },
      (step) => progress.push(step),
      6,
    );
    expect(rows).toEqual([0, 1, 2, 3, 4, 5]);
    expect(cursors).toEqual([undefined, '2', '4']);
    expect(progress.at(-1)).toEqual({ loaded: 6, total: 6 });
  });
});
