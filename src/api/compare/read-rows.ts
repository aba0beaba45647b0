import {
  readAllPages,
  type OnProgress,
  type PageAnswer,
  type PagedList,
  type PageRequest,
} from '@/api/pagination';

/** Rows per request when reading a whole list: the largest every list we read accepts (1000). */
export const READ_ALL_SIZE = 1000;

/** Stop after this many pages (a million rows at 1000 a page): a longer list is shown as truncated. */
const MAX_PAGES = 1000;

/** Pages of a numbered list read at the same time once the first answer gives their number. */
const PARALLEL_PAGES = 3;

/** Where one list of a run is read: the signal that stops it and the callback as its pages arrive. */
interface RunRead {
  signal: AbortSignal;
  onProgress: OnProgress;
}

/** Every row of one list of a run, read with the comparison's page cap and parallelism. */
export function readRunRows<T>(
  run: RunRead,
  readPage: (request: PageRequest) => Promise<PageAnswer<T>>,
  total?: number,
) {
  return readAllPages({
    readPage,
    maxPages: MAX_PAGES,
    parallel: PARALLEL_PAGES,
    signal: run.signal,
    onProgress: run.onProgress,
    total,
  });
}

/** A list that one answer holds whole: its rows, reported as all read, nothing cut short. */
export function wholeAnswer<T>(run: Pick<RunRead, 'onProgress'>, items: T[]): PagedList<T> {
  run.onProgress({ loaded: items.length, total: items.length });
  return { items, complete: true };
}
