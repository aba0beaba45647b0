import { z } from '@/lib/zod';
import { userEventItemTypes, userEventTypes } from '@/api/resources/user-events';
import type { Db } from '../db/types';
import { booleanParam, compareValues, readQuery, userName } from '../lib/query';
import { journeyStore } from '../web-journeys/store';
import { defineMockResource } from './define';
import { keptBeside } from '../persist/kept-stores';

/** One change a user made (UserEvent). */
export interface UserEventRow {
  eventTimeStamp: string;
  eventType: (typeof userEventTypes)[number];
  itemType: (typeof userEventItemTypes)[number];
  itemId: number;
  itemName: string;
  userId: number;
}

const logs = keptBeside<UserEventRow[]>('user-events');

/** The account's event log: derived from what the seed created, then every change made through the mock. */
function log(db: Db): UserEventRow[] {
  let events = logs.get(db);
  if (!events) {
    events = [
      ...db.folders
        .all()
        .map((f) => event('created', 'folder', f.id, f.name, f.createdByUserId, f.createdAt)),
      ...db.domains.all().map((d) => event('created', 'subfolder', d.id, d.name, d.userId, d.createdAt)),
      ...db.audits
        .all()
        .flatMap((audit) => [
          event('created', 'audit', audit.id, audit.name, audit.ownerId, audit.created),
          ...(db.runs.get(audit.id) ?? [])
            .slice(0, 3)
            .map((run) => event('run-requested', 'audit', audit.id, audit.name, run.userId, run.started)),
        ]),
      ...db.savedReports
        .all()
        .map((r) => event('created', 'grid-saved-report', r.id, r.name, r.createdByUserId, r.createdAt)),
      ...journeyStore(db).headerGroups.map((g) =>
        event('edited', 'custom-http-header-group', g.id, g.groupName, g.createdBy, g.updatedAt),
      ),
    ];
    logs.set(db, events);
  }
  return events;
}

function event(
  eventType: UserEventRow['eventType'],
  itemType: UserEventRow['itemType'],
  itemId: number,
  itemName: string,
  userId: number,
  eventTimeStamp: string,
): UserEventRow {
  return { eventType, itemType, itemId, itemName, userId, eventTimeStamp };
}

/** Add an event for a change made now by `userId` (the generated CRUD handlers call it). */
export function recordUserEvent(db: Db, change: Omit<UserEventRow, 'eventTimeStamp'>) {
  log(db).push({ ...change, eventTimeStamp: new Date().toISOString() });
}

const sortFields = ['userId', 'userName', 'eventType', 'itemId', 'itemName', 'eventTimeStamp'] as const;

/** User events (administrators only): filtered by item type (required), event type, user, item and time. */
export const userEventsMock = defineMockResource<'user-events', { id: number }>('user-events', {
  noun: 'User event',
  list: (ctx) => {
    const q = readQuery(
      z.object({
        itemType: z.enum(userEventItemTypes),
        eventType: z.optional(z.enum(userEventTypes)),
        userId: z.optional(z.coerce.number().check(z.int())),
        itemName: z.optional(z.string()),
        itemId: z.optional(z.coerce.number().check(z.int())),
        fromTimeStamp: z.optional(z.iso.datetime({ offset: true })),
        toTimeStamp: z.optional(z.iso.datetime({ offset: true })),
        page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
        pageSize: z._default(
          z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(1000)),
          100,
        ),
        sortBy: z._default(z.enum(sortFields), 'eventTimeStamp'),
        sortDesc: z._default(booleanParam, true),
      }),
      ctx.query,
    );
    const rows = log(ctx.db)
      .filter(
        (e) =>
          e.itemType === q.itemType &&
          (!q.eventType || e.eventType === q.eventType) &&
          (q.userId === undefined || e.userId === q.userId) &&
          (q.itemId === undefined || e.itemId === q.itemId) &&
          (!q.itemName || e.itemName.toLowerCase().includes(q.itemName.toLowerCase())) &&
          (!q.fromTimeStamp || e.eventTimeStamp >= q.fromTimeStamp) &&
          (!q.toTimeStamp || e.eventTimeStamp <= q.toTimeStamp),
      )
      .map((e) => ({ ...e, userName: userName(ctx.db, e.userId) }));
    rows.sort((a, b) => (q.sortDesc ? -1 : 1) * compareValues(a[q.sortBy], b[q.sortBy]));
    const start = q.page * q.pageSize;
    return { nextPage: start + q.pageSize < rows.length, userEvents: rows.slice(start, start + q.pageSize) };
  },
});
