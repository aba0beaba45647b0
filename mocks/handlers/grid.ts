import { z } from 'zod';
import type { User } from '@/api/users/schemas';
import { savedReportSortColumns, savedReportVisibilities, type SavedReport } from '@/api/grid/schemas';
import type { SavedReportRow } from '../db/types';
import type { Route } from '../lib/route';
import { booleanParam, compareValues, pageOf, readQuery, userName } from '../lib/query';

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
