import { z } from '@/lib/zod';
import type { CalendarSchedule } from '@/api/resources/schedules-calendar';
import {
  describeSchedule,
  isLocalDateTime,
  localToInstant,
  occurrences,
  scheduleProblems,
} from '@/lib/schedule';
import type { Db } from '../db/types';
import { changeSchedule, schedulesOf } from '../db/schedules';
import { badRequest } from '../lib/errors';
import { readQuery } from '../lib/query';
import type { MockContext } from '../lib/route';
import { presetTypeFor } from '../handlers/schedules';
import { defineMockResource } from './define';

/** Occurrences listed per item at most (a 15-minute rule fills a week with hundreds). */
const MAX_OCCURRENCES = 100;

/** The audit or journey behind a calendar key, as the calendar shows it. */
function itemOf(db: Db, itemType: string, itemId: number) {
  if (itemType === 'AUDIT') {
    const audit = db.audits.get(itemId);
    if (!audit || audit.deleted) return undefined;
    const running = db.runs.get(audit.id)?.filter((run) => !run.completed) ?? [];
    return {
      itemName: audit.name,
      folderId: audit.folderId,
      subFolderId: audit.domainId,
      userId: audit.ownerId,
      labels: audit.labelIds,
      runs: running.map((run) => ({ runId: run.id, startedAt: run.started })),
    };
  }
  const journey = db.webJourneys.get(itemId);
  if (!journey) return undefined;
  return {
    itemName: journey.name,
    ...(journey.folderId ? { folderId: journey.folderId } : {}),
    subFolderId: journey.domainId,
    userId: journey.userId,
    labels: [],
    runs: [],
    isMonitoredByScriptServices: journey.monitoredByScriptServices ?? false,
  };
}

/** The window asked for (local date-times), by default the next seven days from now. */
function windowOf(ctx: MockContext) {
  const local = z.optional(
    z.string().check(z.refine(isLocalDateTime, { error: 'Use the form YYYY-MM-DDThh:mm:ss' })),
  );
  const q = readQuery(z.object({ localStartDateTime: local, localEndDateTime: local }), ctx.query);
  const start = q.localStartDateTime ?? new Date().toISOString().slice(0, 19);
  const end = q.localEndDateTime ?? new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 19);
  if (end < start)
    badRequest('The window ends before it starts', {
      valid: false,
      issues: [{ path: ['localEndDateTime'], message: 'Ends before the start', code: 'custom' }],
    });
  return { start, end };
}

/** Every scheduled item with its occurrences in the window (local times in its own zone). */
function calendar(ctx: MockContext) {
  const { start, end } = windowOf(ctx);
  return [...schedulesOf(ctx.db)].flatMap(([key, schedule]) => {
    const [itemType, rawId] = key.split('-') as [string, string];
    const itemId = Number(rawId);
    const item = itemOf(ctx.db, itemType, itemId);
    if (!item) return [];
    const after = localToInstant(start, schedule.tzId);
    const found =
      schedule.isPaused || !after
        ? []
        : occurrences(schedule, { after: new Date(after.getTime() - 1), count: MAX_OCCURRENCES });
    return [
      {
        itemType,
        itemId,
        ...item,
        futureOccurrences: found.map((o) => o.local).filter((at) => at >= start && at <= end),
        schedule: {
          ...schedule,
          exceptions: schedule.exceptions ?? [],
          description: describeSchedule(schedule),
        },
      },
    ];
  });
}

interface UpdateBody {
  updateItems: Array<{ itemType: 'AUDIT' | 'WEB_JOURNEY'; itemId: number; schedule: CalendarSchedule }>;
}

/** Change schedules: every item must exist and every schedule be valid, else 400 naming the field. */
function update(ctx: MockContext) {
  const { updateItems } = ctx.body as UpdateBody;
  const issues = updateItems.flatMap((item, index) => {
    const at = ['updateItems', String(index)];
    if (!itemOf(ctx.db, item.itemType, item.itemId))
      return [
        { path: [...at, 'itemId'], message: `No ${item.itemType} ${item.itemId}`, code: 'invalid_reference' },
      ];
    return scheduleProblems(item.schedule).map((problem) => ({
      path: [...at, 'schedule', ...problem.path.map(String)],
      message: problem.message,
      code: 'custom',
    }));
  });
  if (issues.length) badRequest('Some schedules are not valid', { valid: false, issues });
  for (const item of updateItems) {
    changeSchedule(ctx.db, `${item.itemType}-${item.itemId}`, item.schedule);
    if (item.itemType === 'WEB_JOURNEY') {
      const schedule = {
        ...item.schedule,
        description: describeSchedule(item.schedule),
        presetType: presetTypeFor(item.schedule.recurrenceRule),
      };
      ctx.db.webJourneys.update(item.itemId, { schedule });
    }
  }
}

/** The schedules calendar: what runs when, and changing when it runs. */
export const schedulesCalendarMock = defineMockResource<'schedules-calendar', { id: number }>(
  'schedules-calendar',
  {
    noun: 'Scheduled item',
    list: calendar,
    ops: { update },
  },
);
