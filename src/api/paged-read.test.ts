import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { startPagedRead, type PagedReadStatus } from './paged-read';
import type { PageAnswer, PageRequest } from './pagination';

const SIZE = 10;
const TOTAL = 100;

/**
 * A numbered list of 100 rows, 10 a page, that answers at once; `failures` says how many times a
 * page fails before it answers, `refused` which pages the service refuses (403) every time.
 */
function fakeList(failures: Record<number, number> = {}, refused: readonly number[] = []) {
  const asked: number[] = [];
  const signals: AbortSignal[] = [];
  const readPage = async ({ page, signal }: PageRequest): Promise<PageAnswer<number>> => {
    asked.push(page);
    if (signal) signals.push(signal);
    await Promise.resolve();
    if (refused.includes(page)) throw new ApiError({ kind: 'http', status: 403, message: 'Forbidden' });
    if ((failures[page] ?? 0) > 0) {
      failures[page]! -= 1;
      throw new Error('Gateway timeout');
    }
    const items = Array.from({ length: SIZE }, (_, i) => page * SIZE + i);
    return { items, totalCount: TOTAL, pageCount: TOTAL / SIZE };
  };
  return { readPage, asked, signals };
}

/** Start a read of `list`, `parallel` pages at a time, keeping every status it reports. */
function startRead(list: ReturnType<typeof fakeList>, parallel: number) {
  const statuses: PagedReadStatus[] = [];
  const read = startPagedRead({
    readPage: list.readPage,
    maxPages: 100,
    parallel,
    onStatus: (status) => statuses.push(status),
  });
  let finished = false;
  read.done.then(
    () => (finished = true),
    () => (finished = true),
  );
  return { read, statuses, isFinished: () => finished, status: () => statuses.at(-1) };
}

/** Let every page answer that can (the fake list answers within microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How the read ended once every page that can answer has: a read still waiting fails the test. */
const ended = <R>(done: Promise<R>) =>
  Promise.race([
    done,
    settle().then(() => {
      throw new Error('The read is still waiting');
    }),
  ]);

const ALL_ROWS = Array.from({ length: TOTAL }, (_, i) => i);

describe('startPagedRead: one Retry for every failed page', () => {
  it.each([
    { count: 2, pages: [1, 2] },
    { count: 3, pages: [1, 2, 3] },
  ])('$count pages failing at once wait together and one Retry reads them all', async ({ pages }) => {
    const list = fakeList(Object.fromEntries(pages.map((page) => [page, 1])));
    // One reader more than the failures: the other pages go on being read while these wait.
    const { read, status, isFinished } = startRead(list, pages.length + 1);
    await settle();
    expect(status()).toEqual({
      kind: 'waiting',
      loaded: TOTAL - pages.length * SIZE,
      total: TOTAL,
      failed: pages.map((page) => ({ page, message: 'Gateway timeout' })),
    });
    expect(isFinished()).toBe(false);

    read.retry();
    const whole = await ended(read.done);
    expect(whole).toEqual({ items: ALL_ROWS, complete: true, totalCount: TOTAL });
    expect(status()).toEqual({ kind: 'reading', loaded: TOTAL, total: TOTAL });
    expect([...list.asked].sort((a, b) => a - b)).toEqual(
      [...Array.from({ length: 10 }, (_, page) => page), ...pages].sort((a, b) => a - b),
    );
  });

  it('a page that fails while others wait joins the same Retry', async () => {
    const list = fakeList({ 1: 1, 6: 1 });
    const { read, status } = startRead(list, 2);
    await settle();
    expect(status()).toMatchObject({ kind: 'waiting', failed: [{ page: 1 }, { page: 6 }] });
    read.retry();
    expect((await ended(read.done)).items).toEqual(ALL_ROWS);
  });

  it('a page that fails again after Retry waits again for the next Retry', async () => {
    const list = fakeList({ 1: 2, 2: 1 });
    const { read, status, isFinished } = startRead(list, 3);
    await settle();
    expect(status()).toMatchObject({ kind: 'waiting', failed: [{ page: 1 }, { page: 2 }] });

    read.retry();
    await settle();
    expect(status()).toMatchObject({ kind: 'waiting', loaded: TOTAL - SIZE, failed: [{ page: 1 }] });
    expect(isFinished()).toBe(false);

    read.retry();
    expect((await ended(read.done)).items).toEqual(ALL_ROWS);
  });

  it('Retry with no page waiting changes nothing', async () => {
    const { read, statuses } = startRead(fakeList(), 2);
    read.retry();
    expect(statuses.map((status) => status.kind)).not.toContain('waiting');
    expect((await ended(read.done)).items).toEqual(ALL_ROWS);
  });
});

describe('startPagedRead: Cancel and pages that cannot be retried', () => {
  it('Cancel while pages wait ends the read and asks for no page after it', async () => {
    const list = fakeList({ 1: 1, 2: 1 });
    const { read, isFinished } = startRead(list, 3);
    await settle();
    const askedBefore = list.asked.length;
    read.cancel();
    await expect(ended(read.done)).rejects.toMatchObject({ name: 'AbortError' });
    read.retry();
    await settle();
    expect(isFinished()).toBe(true);
    expect(list.asked).toHaveLength(askedBefore);
  });

  it('Cancel while pages are in flight aborts them', async () => {
    const list = fakeList();
    const { read } = startRead(list, 2);
    read.cancel();
    await expect(ended(read.done)).rejects.toMatchObject({ name: 'AbortError' });
    expect(list.signals.every((signal) => signal.aborted)).toBe(true);
    expect(list.asked).toEqual([0]);
  });

  it('a refused page (403) ends the read at once, releasing the pages that wait', async () => {
    const list = fakeList({ 1: 1 }, [4]);
    const { read } = startRead(list, 2);
    await expect(ended(read.done)).rejects.toMatchObject({ status: 403 });
    await settle();
    expect(list.signals.every((signal) => signal.aborted)).toBe(true);
    expect(list.asked).not.toContain(9);
  });
});
