import { z } from '@/lib/zod';
import type { Pagination } from '@/api/pagination';
import type { Db } from '../db/types';
import { badRequest } from './errors';
import { validationReport } from './route';

/** A `true` / `false` query parameter. */
export const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);

/** Parse the query parameters a schema names (absent ones stay undefined); 400 with a report otherwise. */
export function readQuery<S extends z.ZodMiniObject>(schema: S, query: URLSearchParams): z.output<S> {
  const raw: Record<string, string | undefined> = {};
  for (const name of Object.keys(schema.shape)) raw[name] = query.get(name) ?? undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) badRequest('The query parameters are not valid', validationReport(parsed.error));
  return parsed.data;
}

/** One page of `items` and its pagination metadata. */
export function pageOf<T>(items: T[], page: number, size: number): { items: T[]; pagination: Pagination } {
  const slice = items.slice(page * size, page * size + size);
  return {
    items: slice,
    pagination: {
      totalCount: items.length,
      totalPageCount: Math.ceil(items.length / size),
      pageSize: size,
      currentPageSize: slice.length,
      currentPageNumber: page,
    },
  };
}

/** Compare two sort values: absent values last, text without case, then numbers and booleans. */
export function compareValues(
  a: string | number | boolean | undefined,
  b: string | number | boolean | undefined,
): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string')
    return a.localeCompare(b, 'en', { sensitivity: 'base' });
  return Number(a) - Number(b);
}

/** The user's full name, or a placeholder for an unknown id. */
export function userName(db: Db, userId: number): string {
  const user = db.users.get(userId);
  return user ? `${user.firstName} ${user.lastName}` : `User ${userId}`;
}
