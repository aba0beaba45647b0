import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAllPages, type PageAnswer, type PageRequest, type ReadProgress } from './pagination';

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
  const readPage = async ({ page }: PageRequest): Promise<PageAnswer<number>> => {
    asked.push(page);
    await new Promise((resolve) => setTimeout(resolve, (page * 7) % 5));
    answered.push(page);
    const items = Array.from(
      { length: Math.max(0, Math.min(size, total - page * size)) },
      (_, i) => page * size + i,
    );
    return { items, totalCount: total, pageCount: Math.ceil(total / size) };
  };
  return { readPage, asked, answered };
}

describe('readAllPages of a numbered list', () => {
  it('reads every page once and keeps the rows in page order, reporting progress up to the total', async () => {
    const { readPage, asked, answered } = numberedList(10_000, 1000);
    const progress: ReadProgress[] = [];
    const list = await settled(
      readAllPages({ readPage, maxPages: 1000, parallel: 3, onProgress: (step) => progress.push(step) }),
    );
    // The pages came back out of order, and the rows are in page order all the same.
    expect(answered).not.toEqual([...answered].sort((a, b) => a - b));
    expect(list.items).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
    expect(list.complete).toBe(true);
    expect(list.totalCount).toBe(10_000);
    expect([...asked].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress).toHaveLength(10);
    expect(progress.at(-1)).toEqual({ loaded: 10_000, total: 10_000 });
  });

  it('reads an empty list with one request', async () => {
    const { readPage, asked } = numberedList(0, 1000);
    expect(await settled(readAllPages({ readPage, maxPages: 1000 }))).toEqual({
      items: [],
      complete: true,
      totalCount: 0,
    });
    expect(asked).toEqual([0]);
  });

  it('has at most `parallel` pages in flight at once', async () => {
    let inFlight = 0;
    let most = 0;
    const { readPage } = numberedList(20, 2);
    const counted = async (request: PageRequest) => {
      most = Math.max(most, ++inFlight);
      const answer = await readPage(request);
      inFlight -= 1;
      return answer;
    };
    await settled(readAllPages({ readPage: counted, maxPages: 100, parallel: 3 }));
    expect(most).toBe(3);
  });

  it('stops at the page cap and says the list is incomplete', async () => {
    const { readPage, asked } = numberedList(100, 10);
    const list = await settled(readAllPages({ readPage, maxPages: 4, parallel: 2 }));
    expect(list.items).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(list).toMatchObject({ complete: false, totalCount: 100 });
    expect([...asked].sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
  });

  it('stops asking for pages once its signal is aborted, and rejects', async () => {
    const controller = new AbortController();
    const { readPage, asked } = numberedList(100, 10);
    const reading = readAllPages({
      readPage,
      maxPages: 100,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    const failed = expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    await failed;
    expect(asked).toEqual([0]);
  });

  it('passes the signal to every page it reads', async () => {
    const controller = new AbortController();
    const signals: Array<AbortSignal | undefined> = [];
    const { readPage } = numberedList(30, 10);
    await settled(
      readAllPages({
        readPage: (request) => (signals.push(request.signal), readPage(request)),
        maxPages: 10,
        signal: controller.signal,
      }),
    );
    expect(signals).toEqual([controller.signal, controller.signal, controller.signal]);
  });
});

describe('readAllPages of a list that says whether more follow', () => {
  /** A cursor list of rows 0…5, two a page, each page naming the cursor the next starts after. */
  const cursorList = async ({ after }: PageRequest): Promise<PageAnswer<number>> => {
    const at = after ? Number(after) : 0;
    return { items: [at, at + 1], more: at < 4, after: String(at + 2), units: 2 };
  };

  it('follows the cursor until the last page and counts units', async () => {
    const cursors: Array<string | undefined> = [];
    const progress: ReadProgress[] = [];
    const list = await readAllPages({
      readPage: (request) => (cursors.push(request.after), cursorList(request)),
      maxPages: 1000,
      onProgress: (step) => progress.push(step),
      total: 6,
    });
    expect(list).toEqual({ items: [0, 1, 2, 3, 4, 5], complete: true, totalCount: undefined });
    expect(cursors).toEqual([undefined, '2', '4']);
    expect(progress.at(-1)).toEqual({ loaded: 6, total: 6 });
  });

  it('stops at the page cap while pages still follow and says the list is incomplete', async () => {
    const list = await readAllPages({ readPage: cursorList, maxPages: 2 });
    expect(list).toMatchObject({ items: [0, 1, 2, 3], complete: false });
  });

  it('reads a list that is not paged with one request', async () => {
    const readPage = vi.fn(async () => ({ items: ['a', 'b'] }));
    expect(await readAllPages({ readPage, maxPages: 10 })).toMatchObject({
      items: ['a', 'b'],
      complete: true,
    });
    expect(readPage).toHaveBeenCalledTimes(1);
  });
});
