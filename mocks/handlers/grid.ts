import { z } from 'zod';
import type { User } from '@/api/users/schemas';
import type { Pagination } from '@/api/grid/pagination';
import { savedReportSortColumns, savedReportVisibilities, type SavedReport } from '@/api/grid/schemas';
import type { Db, SavedReportRow } from '../db/types';
import { badRequest } from '../lib/errors';
import { validationReport, type Route } from '../lib/route';

/** A `true` / `false` query parameter. */
export const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Parse the query parameters a schema names (absent ones stay undefined); 400 with a report otherwise. */
export function readQuery<S extends z.ZodObject>(schema: S, query: URLSearchParams): z.output<S> {
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

/** A saved report as the caller sees it: their favorite mark, last view and edit right. */
export function savedReportView(row: SavedReportRow, user: User, isAdmin: boolean): SavedReport {
  const { createdAt, favoriteUserIds, lastViewedBy, ...report } = row;
  return {
    ...report,
    isFavorite: favoriteUserIds.includes(user.id),
    isEditable: !row.isManagedByOP && (row.createdByUserId === user.id || isAdmin),
    myLastViewed: lastViewedBy[user.id] ?? createdAt,
  };
}

const listQuery = z.object({
  name: z.string().optional(),
  isFavorite: booleanParam.optional(),
  isOwnedByCurrentUser: booleanParam.optional(),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(10).max(1000).optional(),
  sortBy: z.enum(savedReportSortColumns).optional(),
  sortDesc: booleanParam.optional(),
  isManagedByOP: booleanParam.optional(),
  visibility: z.enum(savedReportVisibilities).optional(),
});

/** Grid reports: the saved report library, paged (size 10–1000, default 100), filtered and sorted. */
export const gridHandlers = (route: Route) => [
  route('get', '/v3/reports/grid/saved', {}, ({ db, user, isAdmin, query }) => {
    const q = readQuery(listQuery, query);
    const name = q.name?.trim().toLowerCase();
    const reports = db.savedReports
      .where((row) => row.visibility === 'public' || row.createdByUserId === user.id)
      .map((row) => savedReportView(row, user, isAdmin))
      .filter(
        (report) =>
          (!name || report.name.toLowerCase().includes(name)) &&
          (q.isFavorite === undefined || report.isFavorite === q.isFavorite) &&
          (q.isOwnedByCurrentUser === undefined ||
            (report.createdByUserId === user.id) === q.isOwnedByCurrentUser) &&
          (q.isManagedByOP === undefined || report.isManagedByOP === q.isManagedByOP) &&
          (q.visibility === undefined || report.visibility === q.visibility),
      );
    const sortBy = q.sortBy ?? 'name';
    const key = (report: SavedReport) =>
      ({
        type: report.gridEntityType,
        name: report.name,
        creator: userName(db, report.createdByUserId),
        lastViewed: report.myLastViewed,
        sequenceNumber: report.sequenceNumber,
        visibility: report.visibility,
      })[sortBy];
    const direction = q.sortDesc ? -1 : 1;
    reports.sort((a, b) => direction * compareValues(key(a), key(b)) || a.id - b.id);
    const { items, pagination } = pageOf(reports, q.page ?? 0, q.size ?? 100);
    return { metadata: { pagination }, reports: items };
  }),
];
