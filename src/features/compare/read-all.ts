import type { Pagination } from '@/api/pagination';
import type { LoadProgress } from './load-progress';

/** Rows per request when reading a whole list: the largest every list we read accepts (1000). */
export const READ_ALL_SIZE = 1000;

/** Stop after this many pages (a million rows at 1000 a page), so a broken server cannot loop forever. */
const MAX_PAGES = 1000;

/** What a paged reader tells its caller as pages arrive. */
export type OnProgress = (progress: LoadProgress) => void;

/** One page of a `page`/`size` list: its pagination and its rows. */
interface NumberedPage<T> {
  pagination: Pagination;
  items: readonly T[];
}

/** Pages of a numbered list read at the same time once the first answer gives their number. */
const PARALLEL_PAGES = 3;

/**
 * Read every page of a numbered list (`page` from 0): the first, then the rest a few at a time,
 * rows kept in page order, progress reported as each page arrives.
 */
export async function readNumberedPages<T>(
  readPage: (page: number) => Promise<NumberedPage<T>>,
  onProgress: OnProgress,
): Promise<T[]> {
  const first = await readPage(0);
  const { totalCount, totalPageCount } = first.pagination;
  const pages: (readonly T[])[] = [first.items];
  let loaded = first.items.length;
  onProgress({ loaded, total: totalCount });
  let next = 1;
  const last = Math.min(totalPageCount, MAX_PAGES);
  const worker = async () => {
    while (next < last) {
      const page = next++;
      const answer = await readPage(page);
      pages[page] = answer.items;
      loaded += answer.items.length;
      onProgress({ loaded, total: totalCount });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, Math.max(0, last - 1)) }, worker));
  return pages.flat();
}

/** One page of a cursor list: its rows and the cursor of the next page (none at the end). */
interface CursorPage<T> {
  items: readonly T[];
  next: string | null | undefined;
  /** Pages read so far are counted in these units (pages of the run for JavaScript variables). */
  units: number;
}

/** Read every page of a cursor list (`startAfter…`), reporting how many units were read. */
export async function readCursorPages<T>(
  readPage: (cursor: string | undefined) => Promise<CursorPage<T>>,
  onProgress: OnProgress,
  total?: number,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  let units = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await readPage(cursor);
    rows.push(...answer.items);
    units += answer.units;
    onProgress({ loaded: units, total });
    if (!answer.next || answer.units === 0 || answer.next === cursor) break;
    cursor = answer.next;
  }
  return rows;
}
