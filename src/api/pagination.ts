import { z } from '@/lib/zod';
import { request, type Query } from './client';

/** Paging of a V3 list answer (PaginationMetadata). */
export const paginationSchema = z.looseObject({
  totalCount: z.int(),
  totalPageCount: z.int(),
  pageSize: z.int(),
  currentPageSize: z.int(),
  currentPageNumber: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `metadata` of a V3 list answer (CommonIterableResponseMetadata). */
export const iterableMetadataSchema = z.looseObject({ pagination: paginationSchema });

/** Which page to read: its number (from 0), the cursor the page before gave (cursor lists) and the signal. */
export interface PageRequest {
  page: number;
  after: string | undefined;
  signal: AbortSignal | undefined;
}

/** One page as the paged reader needs it. */
export interface PageAnswer<T> {
  items: readonly T[];
  /** Rows in the whole list, when the answer says. */
  totalCount?: number | undefined;
  /** Pages in the whole list, when the answer says: the others are then read `parallel` at a time. */
  pageCount?: number | undefined;
  /** Without `pageCount`: whether another page follows this one (default: none does). */
  more?: boolean | undefined;
  /** The cursor the next page starts after (cursor lists). */
  after?: string | undefined;
  /** What progress counts for this page (default: its rows). */
  units?: number | undefined;
}

/** How far a paged read has come: units read (rows by default), and the total when known. */
export interface ReadProgress {
  loaded: number;
  total?: number | undefined;
}

/** What a paged reader tells its caller as pages arrive. */
export type OnProgress = (progress: ReadProgress) => void;

/** How to read a paged list. */
export interface ReadPagesOptions<T> {
  readPage: (request: PageRequest) => Promise<PageAnswer<T>>;
  /** Read at most this many pages: a longer list comes back with `complete: false`. */
  maxPages: number;
  /** Pages read at the same time once the first answer gives their number (default 1). */
  parallel?: number;
  signal?: AbortSignal | undefined;
  onProgress?: OnProgress | undefined;
  /** The total progress counts up to, when the answers do not say it. */
  total?: number | undefined;
  /** Each page's rows as they arrive (with `parallel` > 1 not always in page order). */
  onPage?: ((page: number, items: readonly T[]) => void) | undefined;
  /** Keep the rows for the result (default true); false when `onPage` takes them (a streamed file). */
  keep?: boolean | undefined;
  /**
   * Asked when one page fails: resolve to read that page again, reject to fail the whole read.
   * Without it a failed page fails the read at once.
   */
  retry?: ((error: unknown, page: number) => Promise<void>) | undefined;
}

/** Every row read of a paged list, in page order, and whether the page cap cut it short. */
export interface PagedList<T> {
  items: T[];
  /** False when pages exist beyond the cap: the list holds only the first `items.length` rows. */
  complete: boolean;
  /** Rows in the whole list, when the service says. */
  totalCount?: number | undefined;
}

/**
 * Read every page of a list, up to `maxPages`: the first page, then (when it gives the number of
 * pages) the rest `parallel` at a time, else one after another while a page says more follow.
 * Rows stay in page order; progress is reported as each page arrives; an aborted signal stops it.
 * A failed page is read again when `retry` resolves, without reading the others again.
 */
export async function readAllPages<T>(options: ReadPagesOptions<T>): Promise<PagedList<T>> {
  const { readPage, maxPages, parallel = 1, signal, onProgress, onPage, keep = true, retry } = options;
  const pages: (readonly T[])[] = [];
  let loaded = 0;
  let total = options.total;
  const readOnce = async (page: number, after?: string): Promise<PageAnswer<T>> => {
    for (;;) {
      signal?.throwIfAborted();
      try {
        return await readPage({ page, after, signal });
      } catch (error) {
        if (!retry || signal?.aborted) throw error;
        await retry(error, page);
      }
    }
  };
  const read = async (page: number, after?: string) => {
    const answer = await readOnce(page, after);
    if (keep) pages[page] = answer.items;
    onPage?.(page, answer.items);
    loaded += answer.units ?? answer.items.length;
    total = answer.totalCount ?? total;
    onProgress?.({ loaded, total });
    return answer;
  };

  const first = await read(0);
  const result = (complete: boolean): PagedList<T> => ({
    items: pages.flat(),
    complete,
    totalCount: first.totalCount,
  });
  if (first.pageCount !== undefined) {
    const last = Math.min(first.pageCount, maxPages);
    let next = 1;
    let failed = false;
    const worker = async () => {
      while (next < last && !failed) {
        await read(next++).catch((error: unknown) => {
          failed = true;
          throw error;
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, Math.max(0, last - 1)) }, worker));
    return result(first.pageCount <= maxPages);
  }
  let answer = first;
  for (let page = 1; answer.more === true; page++) {
    if (page >= maxPages) return result(false);
    answer = await read(page, answer.after);
  }
  return result(true);
}

/** A V3 list page (`metadata.pagination`) as the paged reader reads it. */
export const numberedPage = <T>(pagination: Pagination, items: readonly T[]): PageAnswer<T> => ({
  items,
  totalCount: pagination.totalCount,
  pageCount: pagination.totalPageCount,
});

interface V3ListOptions<P, T> {
  query?: Query;
  /** Schema of one page of the answer. */
  schema: z.ZodMiniType<P>;
  /** The items of one page. */
  items: (page: P) => T[];
  /** Page size to ask for (`size`). */
  size: number;
}

/** The page reader of a GET of a paged V3 list (`page` from 0, `size`), for `readAllPages`. */
export function v3ListPages<P extends { metadata: { pagination: Pagination } }, T>(
  path: string,
  { query, schema, items, size }: V3ListOptions<P, T>,
) {
  return async ({ page, signal }: PageRequest) => {
    const answer = await request(path, { query: { ...query, page, size }, schema, signal });
    return numberedPage(answer.metadata.pagination, items(answer));
  };
}
