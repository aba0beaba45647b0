import { z } from '@/lib/zod';
import type { User } from '@/api/users/schemas';
import {
  scheduledExportInputSchema,
  scheduledExportSortColumns,
  scheduledItemTypes,
  type ScheduledExportInput,
  type scheduledExportSchema,
} from '@/api/scheduled-exports/schemas';
import type { StrictOf } from '@/api/common';
import { describeSchedule, nextOccurrence, toUtcDateTime } from '@/lib/schedule';
import {
  recountSchedules,
  scheduledExportStore,
  type ScheduledExportRow,
} from '../db/factories/scheduled-exports';
import type { Db } from '../db/types';
import { MockHttpError, badRequest, notFound } from '../lib/errors';
import { booleanParam, compareValues, pageOf, readQuery } from '../lib/query';
import { idParam, type MockContext, type Route } from '../lib/route';
import { presetTypeFor } from './schedules';

type View = StrictOf<typeof scheduledExportSchema>;

/** Whether the caller may see a schedule: theirs, an administrator, or one of a report they can open. */
function canSee(db: Db, row: ScheduledExportRow, user: User, isAdmin: boolean): boolean {
  const report = db.savedReports.get(row.exportedItemId);
  return (
    isAdmin ||
    row.ownerId === user.id ||
    report?.visibility === 'public' ||
    report?.createdByUserId === user.id
  );
}

/** A scheduled export as the caller sees it: description, preset and next run computed in its zone. */
export function scheduledExportView(
  db: Db,
  row: ScheduledExportRow,
  user: User,
  isAdmin: boolean,
  now = new Date(),
): View {
  const { ownerId, schedule, ...item } = row;
  const owner = db.users.get(ownerId);
  const next = schedule.isPaused ? undefined : nextOccurrence(schedule, now);
  return {
    ...item,
    owner: { id: ownerId, userName: owner?.username ?? `user-${ownerId}` },
    schedule: {
      ...schedule,
      description: describeSchedule(schedule),
      presetType: presetTypeFor(schedule.recurrenceRule),
      ...(next ? { nextExportAt: toUtcDateTime(next) } : {}),
    },
    exportedItemName: db.savedReports.get(row.exportedItemId)?.name ?? `Saved report ${row.exportedItemId}`,
    isEditable: isAdmin || ownerId === user.id,
  };
}

const listQuery = z.object({
  search: z.optional(z.string()),
  exportedItemType: z.optional(z.enum(scheduledItemTypes)),
  exportedItemId: z.optional(z.coerce.number().check(z.int())),
  page: z.optional(z.coerce.number().check(z.int()).check(z.minimum(0))),
  size: z.optional(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(1000))),
  sortBy: z.optional(z.enum(scheduledExportSortColumns)),
  sortDesc: z.optional(booleanParam),
});

/** The schedule a path names, visible to the caller; 404 otherwise. */
function visibleRow(ctx: MockContext<unknown>): ScheduledExportRow {
  const id = idParam(ctx, 'scheduledExportId', 'Scheduled export');
  const row = scheduledExportStore(ctx.db).get(id);
  if (!row || !canSee(ctx.db, row, ctx.user, ctx.isAdmin)) notFound('Scheduled export', id);
  return row;
}

/** The schedule a path names, if the caller may change it; 403 for someone else's. */
function editableRow(ctx: MockContext<unknown>): ScheduledExportRow {
  const row = visibleRow(ctx);
  if (!ctx.isAdmin && row.ownerId !== ctx.user.id)
    throw new MockHttpError(
      403,
      'Only the owner of a scheduled export or an administrator can change it',
      `Scheduled export ${row.id} belongs to another user`,
    );
  return row;
}

/** 400 unless the body's saved report exists and the caller can open it (or it is the one the schedule already has). */
function checkReport(db: Db, body: ScheduledExportInput, user: User, current?: number): void {
  const report = db.savedReports.get(body.exportedItemId);
  const open = report && (report.visibility === 'public' || report.createdByUserId === user.id);
  if (!report || (!open && report.id !== current)) {
    const message = `Saved report ${body.exportedItemId} does not exist or is not shared with you`;
    badRequest(message, { valid: false, issues: [{ path: ['exportedItemId'], message, code: 'custom' }] });
  }
}

const sortKey = (view: View, sortBy: (typeof scheduledExportSortColumns)[number]) =>
  ({
    name: view.name,
    schedule_description: view.schedule.description,
    schedule_is_paused: view.schedule.isPaused,
    owner_user_name: view.owner?.userName,
    exported_item_type: view.exportedItemType,
    exported_item_name: view.exportedItemName,
    is_editable: view.isEditable,
    created_at: view.createdAt,
    updated_at: view.updatedAt,
  })[sortBy];

/**
 * Scheduled exports of saved reports: list (search, report filter, sort, paged, default size 50),
 * create (201), read, update (PUT of the whole body; pause and resume through schedule.isPaused)
 * and delete. Description, preset type and next run are computed in the schedule's zone.
 */
export const scheduledExportHandlers = (route: Route) => [
  route('get', '/v3/exports/scheduled', {}, ({ db, user, isAdmin, query }) => {
    const q = readQuery(listQuery, query);
    const search = q.search?.trim().toLowerCase();
    const now = new Date();
    const views = scheduledExportStore(db)
      .where(
        (row) =>
          canSee(db, row, user, isAdmin) &&
          (q.exportedItemType === undefined || row.exportedItemType === q.exportedItemType) &&
          (q.exportedItemId === undefined || row.exportedItemId === q.exportedItemId),
      )
      .map((row) => scheduledExportView(db, row, user, isAdmin, now))
      .filter(
        (view) =>
          !search || [view.name, view.exportedItemName].some((text) => text.toLowerCase().includes(search)),
      );
    const sortBy = q.sortBy ?? 'name';
    const direction = q.sortDesc ? -1 : 1;
    views.sort((a, b) => direction * compareValues(sortKey(a, sortBy), sortKey(b, sortBy)) || a.id - b.id);
    const { items, pagination } = pageOf(views, q.page ?? 0, q.size ?? 50);
    return { metadata: { pagination }, scheduledExports: items };
  }),

  route(
    'post',
    '/v3/exports/scheduled',
    { body: scheduledExportInputSchema, status: 201 },
    ({ db, user, isAdmin, body }) => {
      checkReport(db, body, user);
      const now = toUtcDateTime(new Date());
      const row = scheduledExportStore(db).insert({
        ...body,
        ownerId: user.id,
        createdAt: now,
        updatedAt: now,
      });
      recountSchedules(db, row.exportedItemId);
      return scheduledExportView(db, row, user, isAdmin);
    },
  ),

  route('get', '/v3/exports/scheduled/{scheduledExportId}', {}, (ctx) =>
    scheduledExportView(ctx.db, visibleRow(ctx), ctx.user, ctx.isAdmin),
  ),

  route('put', '/v3/exports/scheduled/{scheduledExportId}', { body: scheduledExportInputSchema }, (ctx) => {
    const row = editableRow(ctx);
    checkReport(ctx.db, ctx.body, ctx.user, row.exportedItemId);
    const saved = scheduledExportStore(ctx.db).update(row.id, {
      ...ctx.body,
      updatedAt: toUtcDateTime(new Date()),
    })!;
    recountSchedules(ctx.db, row.exportedItemId);
    recountSchedules(ctx.db, saved.exportedItemId);
    return scheduledExportView(ctx.db, saved, ctx.user, ctx.isAdmin);
  }),

  route('delete', '/v3/exports/scheduled/{scheduledExportId}', {}, (ctx) => {
    const row = editableRow(ctx);
    scheduledExportStore(ctx.db).remove(row.id);
    recountSchedules(ctx.db, row.exportedItemId);
  }),
];
