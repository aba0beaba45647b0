import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { defineResource } from './define';

/** A schedule as the calendar reads and writes it (ScheduleWithExceptions). */
export const calendarScheduleSchema = z.object({
  dtStart: z
    .string()
    .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { error: 'Use the form YYYY-MM-DDThh:mm:ss' })),
  tzId: z.string().check(z.minLength(1, { error: 'Choose a time zone' })),
  recurrenceRule: z.string().check(z.minLength(1, { error: 'Choose how often it runs' })),
  isPaused: z.boolean(),
  exceptions: z.optional(z.array(z.string())),
});
export type CalendarSchedule = z.infer<typeof calendarScheduleSchema>;

/** An audit or web journey on the calendar, with its runs and its next occurrences (ScheduledItem). */
export const scheduledItemSchema = z.looseObject({
  itemName: z.optional(z.string()),
  itemId: z.optional(id),
  itemType: z.optional(z.string()),
  runs: z.optional(z.array(z.looseObject({ runId: z.optional(id), startedAt: z.optional(dateTime) }))),
  futureOccurrences: z.optional(z.array(z.string())),
  folderId: z.optional(id),
  subFolderId: z.optional(id),
  userId: z.optional(id),
  labels: z.optional(z.array(id)),
  isMonitoredByScriptServices: z.optional(z.boolean()),
  schedule: z.optional(
    z.looseObject({
      dtStart: z.string(),
      tzId: z.string(),
      recurrenceRule: z.string(),
      isPaused: z.boolean(),
      exceptions: z.optional(z.array(z.string())),
      description: z.optional(z.string()),
    }),
  ),
});
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;

/** Body of PUT /v3/schedules/calendar (CalendarUpdateRequestBody). */
export const calendarUpdateSchema = z.object({
  updateItems: z
    .array(
      z.object({ itemType: z.enum(['AUDIT', 'WEB_JOURNEY']), itemId: id, schedule: calendarScheduleSchema }),
    )
    .check(z.minLength(1)),
});

/** A calendar item's key in links: `AUDIT-1001`. */
export const scheduledItemKey = (row: ScheduledItem) => `${row.itemType}-${row.itemId}`;

/** `/v3/schedules/calendar`: what runs when in a window (GET), and changing schedules (PUT). */
export const schedulesCalendar = defineResource({
  key: ['schedules', 'calendar'],
  path: '/v3/schedules/calendar',
  idParam: 'scheduledItem',
  rowId: scheduledItemKey,
  list: {
    response: z.array(scheduledItemSchema),
    rows: (answer) => answer,
    params: ['localStartDateTime', 'localEndDateTime'],
  },
  invalidates: [['audits'], ['web-journeys']],
  ops: {
    update: { method: 'PUT', path: '/v3/schedules/calendar', body: calendarUpdateSchema, status: 204 },
  },
});
