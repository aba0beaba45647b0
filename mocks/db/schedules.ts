// The schedules of audits and journeys, one per item: what the calendar lists and changes, and what
// every audit's next run is computed from.
import type { CalendarSchedule } from '@/api/resources/schedules-calendar';
import { instantToLocal, nextOccurrence } from '@/lib/schedule';
import type { AuditRow, Db } from './types';
import { keptBeside } from '../persist/kept-stores';

/** Audit frequency (V2) → the recurrence rule the calendar shows for it. */
const frequencyRules: Record<string, string> = {
  daily: 'FREQ=DAILY',
  weekly: 'FREQ=WEEKLY',
  biweekly: 'FREQ=WEEKLY;INTERVAL=2',
  'every 3 days': 'FREQ=DAILY;INTERVAL=3',
};
/** Schedules changed through the calendar, by item key: they win over what the item itself says. */
const changed = keptBeside<Map<string, CalendarSchedule>>('schedules');

/** The schedule an audit's own settings give: its frequency from its first next run, in its owner's zone. */
function auditSchedule(db: Db, audit: AuditRow): CalendarSchedule {
  const tzId = db.users.get(audit.ownerId)?.timezone ?? 'UTC';
  return {
    dtStart: instantToLocal(new Date(audit.nextRun ?? db.options.now), tzId),
    tzId,
    recurrenceRule: frequencyRules[audit.frequency ?? ''] ?? 'FREQ=WEEKLY',
    isPaused: false,
  };
}

/**
 * `AUDIT-1001` → its schedule, as of now: audits from their frequency and first next run, journeys
 * from their schedule, either replaced by a change made through the calendar.
 */
export function schedulesOf(db: Db): Map<string, CalendarSchedule> {
  const map = new Map<string, CalendarSchedule>();
  for (const audit of db.audits.where((row) => !row.deleted))
    map.set(`AUDIT-${audit.id}`, auditSchedule(db, audit));
  for (const journey of db.webJourneys.all()) {
    const s = journey.schedule;
    if (s)
      map.set(`WEB_JOURNEY-${journey.id}`, {
        dtStart: s.dtStart,
        tzId: s.tzId,
        recurrenceRule: s.recurrenceRule,
        isPaused: s.isPaused,
      });
  }
  for (const [key, schedule] of changed.get(db) ?? []) if (map.has(key)) map.set(key, schedule);
  return map;
}

/** Record a schedule changed through the calendar. */
export function changeSchedule(db: Db, key: string, schedule: CalendarSchedule): void {
  const map = changed.get(db) ?? new Map<string, CalendarSchedule>();
  map.set(key, schedule);
  changed.set(db, map);
}

/**
 * An audit's next run: the first occurrence of its schedule after now (the clock moves, so does the
 * next run); none while its schedule is paused or has no occurrence left.
 */
export function nextAuditRun(db: Db, audit: AuditRow, now = new Date()): string | undefined {
  const key = `AUDIT-${audit.id}`;
  const schedule = changed.get(db)?.get(key) ?? auditSchedule(db, audit);
  if (schedule.isPaused) return undefined;
  // Kept until it has passed (or the schedule changed): 5,000 audits are listed in one answer.
  const known = nextRuns.get(key);
  const spec = JSON.stringify(schedule);
  if (known && known.spec === spec && known.after <= now.getTime() && now.getTime() < known.next)
    return new Date(known.next).toISOString();
  const next = nextOccurrence(schedule, now);
  if (next) nextRuns.set(key, { spec, after: now.getTime(), next: next.getTime() });
  return next?.toISOString();
}

/** The next run last computed per audit: valid from `after` until `next`, for the same schedule. */
const nextRuns = new Map<string, { spec: string; after: number; next: number }>();
