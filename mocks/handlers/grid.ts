import { z } from '@/lib/zod';
import type { User } from '@/api/users/schemas';
import {
  createSavedReportBodySchema,
  savedReportBodySchema,
  savedReportSortColumns,
  savedReportVisibilities,
  type SavedReport,
  type SavedReportBody,
} from '@/api/grid/schemas';
import type { Db, SavedReportRow } from '../db/types';
import { MockHttpError, badRequest, notFound } from '../lib/errors';
import { idParam, type MockContext, type Route } from '../lib/route';
import { booleanParam, compareValues, pageOf, readQuery, userName } from '../lib/query';

/** Only the owner sees a private report; everyone in the account sees a public one. */
function canSee(row: SavedReportRow, user: User): boolean {
  return row.visibility === 'public' || row.createdByUserId === user.id;
}

/** The owner or an administrator may change a report, unless ObservePoint manages it; guests never. */
function canEdit(row: SavedReportRow, user: User, isAdmin: boolean): boolean {
  return !row.isManagedByOP && user.permissions !== 'guest' && (row.createdByUserId === user.id || isAdmin);
}

/** A saved report as the caller sees it: their favorite mark, last view and edit right. */
export function savedReportView(row: SavedReportRow, user: User, isAdmin: boolean): SavedReport {
  const { createdAt, favoriteUserIds, lastViewedBy, ...report } = row;
  return {
    ...report,
    isFavorite: favoriteUserIds.includes(user.id),
    isEditable: canEdit(row, user, isAdmin),
    myLastViewed: lastViewedBy[user.id] ?? createdAt,
  };
}

/** The report the path names, if the caller may see it: 404 for an unknown id, 403 for someone else's private one. */
function visibleReport(ctx: MockContext<unknown>): SavedReportRow {
  const id = idParam(ctx, 'id', 'Saved report');
  const row = ctx.db.savedReports.get(id);
  if (!row) notFound('Saved report', id);
  if (!canSee(row, ctx.user))
    throw new MockHttpError(
      403,
      'This saved report is private',
      `Saved report ${id} is private to the user who created it`,
    );
  return row;
}

/** Guests (read-only users) may not create, change or delete saved reports. */
function refuseGuest(user: User): void {
  if (user.permissions === 'guest')
    throw new MockHttpError(
      403,
      'Read-only users cannot change saved reports',
      `User ${user.username} is a guest`,
    );
}

/** The report the path names, if the caller may change it (403 otherwise). */
function editableReport(ctx: MockContext<unknown>, action: string): SavedReportRow {
  const row = visibleReport(ctx);
  refuseGuest(ctx.user);
  if (row.isManagedByOP)
    throw new MockHttpError(
      403,
      `You cannot ${action} this saved report`,
      `Saved report ${row.id} is managed by ObservePoint`,
    );
  if (!canEdit(row, ctx.user, ctx.isAdmin))
    throw new MockHttpError(
      403,
      `You cannot ${action} this saved report`,
      `Only its owner or an administrator can ${action} saved report ${row.id}`,
    );
  return row;
}

/** 400 with a validationReport for what the schema cannot check: unknown labels, column indexes out of range. */
function checkReferences(db: Db, body: SavedReportBody): void {
  const issues: Array<{ path: string[]; message: string; code: string }> = [];
  (body.labels ?? []).forEach((labelId, index) => {
    if (!db.labels.get(labelId))
      issues.push({
        path: ['labels', String(index)],
        message: `Label ${labelId} does not exist`,
        code: 'not_found',
      });
  });
  const query = body.queryDefinition;
  const columnCount = query?.columns?.length ?? 0;
  for (const key of ['sortBy', 'totals'] as const) {
    (query?.[key] ?? []).forEach((item, index) => {
      if (item.columnIndex >= columnCount)
        issues.push({
          path: ['queryDefinition', key, String(index), 'columnIndex'],
          message: `Column index ${item.columnIndex} is outside the ${columnCount} requested columns`,
          code: 'too_big',
        });
    });
  }
  if (issues.length > 0) badRequest('The saved report is not valid', { valid: false, issues });
}

/** The stored fields a create or update body sets (PUT replaces them all; favorites are per caller). */
function storedFields(body: SavedReportBody, previous?: SavedReportRow) {
  return {
    name: body.name,
    description: body.description ?? '',
    labels: [...new Set(body.labels ?? [])],
    visibility: body.visibility,
    queryDefinition: body.queryDefinition ?? previous?.queryDefinition ?? {},
    displayMetadata: body.displayMetadata ?? {},
    libraryMetadata: body.libraryMetadata ?? {},
    visualizations: body.visualizations ?? [],
  };
}

/** The caller's favorite mark set or cleared. */
function withFavorite(ids: number[], userId: number, favorite: boolean): number[] {
  const others = ids.filter((id) => id !== userId);
  return favorite ? [...others, userId] : others;
}

const listQuery = z.object({
  name: z.optional(z.string()),
  isFavorite: z.optional(booleanParam),
  isOwnedByCurrentUser: z.optional(booleanParam),
  page: z.optional(z.coerce.number().check(z.int()).check(z.minimum(0))),
  size: z.optional(z.coerce.number().check(z.int()).check(z.minimum(10)).check(z.maximum(1000))),
  sortBy: z.optional(z.enum(savedReportSortColumns)),
  sortDesc: z.optional(booleanParam),
  isManagedByOP: z.optional(booleanParam),
  visibility: z.optional(z.enum(savedReportVisibilities)),
});

/**
 * Saved grid reports: the library (paged, size 10–1000, default 100, filtered and sorted), one
 * report (opening it records the caller's view), create, update (PUT replaces), delete, and the
 * caller's favorite mark. Someone else's private report answers 403; changing a report needs its
 * owner or an administrator, and ObservePoint-managed reports cannot be changed.
 */
export const gridHandlers = (route: Route) => [
  route('get', '/v3/reports/grid/saved', {}, ({ db, user, isAdmin, query }) => {
    const q = readQuery(listQuery, query);
    const name = q.name?.trim().toLowerCase();
    const reports = db.savedReports
      .where((row) => canSee(row, user))
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

  route('post', '/v3/reports/grid/saved', { body: createSavedReportBodySchema, status: 201 }, (ctx) => {
    const { db, user, body } = ctx;
    refuseGuest(user);
    checkReferences(db, body);
    const now = new Date().toISOString();
    const row = db.savedReports.insert({
      ...storedFields(body),
      gridEntityType: body.gridEntityType,
      createdByUserId: user.id,
      createdAt: now,
      favoriteUserIds: body.isFavorite ? [user.id] : [],
      lastViewedBy: { [user.id]: now },
      isSharable: true,
      isManagedByOP: false,
      scheduledExportCount: 0,
    });
    return { id: row.id };
  }),

  route('get', '/v3/reports/grid/saved/{id}', {}, (ctx) => {
    const row = visibleReport(ctx);
    const viewed = ctx.db.savedReports.update(row.id, {
      lastViewedBy: { ...row.lastViewedBy, [ctx.user.id]: new Date().toISOString() },
    })!;
    return savedReportView(viewed, ctx.user, ctx.isAdmin);
  }),

  route('put', '/v3/reports/grid/saved/{id}', { body: savedReportBodySchema }, (ctx) => {
    const row = editableReport(ctx, 'change');
    checkReferences(ctx.db, ctx.body);
    ctx.db.savedReports.update(row.id, {
      ...storedFields(ctx.body, row),
      ...(ctx.body.isFavorite !== undefined
        ? { favoriteUserIds: withFavorite(row.favoriteUserIds, ctx.user.id, ctx.body.isFavorite) }
        : {}),
    });
  }),

  route('delete', '/v3/reports/grid/saved/{id}', {}, (ctx) => {
    const row = editableReport(ctx, 'delete');
    ctx.db.savedReports.remove(row.id);
  }),

  route('post', '/v3/reports/grid/saved/{id}/favorites', {}, (ctx) => {
    const row = visibleReport(ctx);
    ctx.db.savedReports.update(row.id, {
      favoriteUserIds: withFavorite(row.favoriteUserIds, ctx.user.id, true),
    });
  }),

  route('delete', '/v3/reports/grid/saved/{id}/favorites', {}, (ctx) => {
    const row = visibleReport(ctx);
    ctx.db.savedReports.update(row.id, {
      favoriteUserIds: withFavorite(row.favoriteUserIds, ctx.user.id, false),
    });
  }),
];
