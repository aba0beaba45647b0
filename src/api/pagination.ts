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

/** Every item of a paged list, and whether the page cap cut it short. */
export interface AllPages<T> {
  items: T[];
  totalCount: number;
  /** False when more pages exist than were read (see `maxPages`). */
  complete: boolean;
}

interface AllPagesOptions<P, T> {
  query?: Query;
  /** Schema of one page of the answer. */
  schema: z.ZodMiniType<P>;
  /** The items of one page. */
  items: (page: P) => T[];
  /** Page size to ask for (`size`). */
  size: number;
  /** Read at most this many pages (default 25). */
  maxPages?: number;
  signal?: AbortSignal;
}

/**
 * Read a paged V3 list (`page` from 0, `size`) page by page until `totalPageCount`, for lists that
 * the screen filters and sorts as a whole.
 */
export async function fetchAllPages<P extends { metadata: { pagination: Pagination } }, T>(
  path: string,
  { query, schema, items, size, maxPages = 25, signal }: AllPagesOptions<P, T>,
): Promise<AllPages<T>> {
  const all: T[] = [];
  let page = 0;
  let totalCount = 0;
  let totalPages = 1;
  while (page < totalPages && page < maxPages) {
    const answer = await request(path, { query: { ...query, page, size }, schema, signal });
    all.push(...items(answer));
    totalCount = answer.metadata.pagination.totalCount;
    totalPages = answer.metadata.pagination.totalPageCount;
    page += 1;
  }
  return { items: all, totalCount, complete: page >= totalPages };
}
