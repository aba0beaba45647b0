import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { dayMonthYearTime } from './date-text';
import { displayZone, zoneAbbreviation } from './display-zone';
import { asGiven, toDate, type DateInput } from './format';

/**
 * A date as its wall time in a time zone, "Mon 30 Nov 2026, 09:00" by default (any date-fns
 * pattern); in UTC when the zone is not one this browser knows; the value as it came when it is
 * not a date. Never throws. (Apart from format.ts so that the zone library loads with the screens
 * that need it.)
 */
export function formatInZone(value: DateInput, tzId: string, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  const date = toDate(value);
  if (!date) return asGiven(value);
  for (const zone of [tzId, 'UTC']) {
    try {
      const zoned = new TZDate(date.getTime(), zone);
      if (isValid(zoned)) return format(zoned, pattern);
    } catch {
      // A zone this browser does not know: UTC instead.
    }
  }
  return asGiven(value);
}

/** A local date-time without a zone designator: `2026-12-04T22:00:00` (seconds optional). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The time zone the viewer reads times in: the display zone (the profile's, else the browser's). */
export const viewerTimeZone = (): string => displayZone();

/** A zone's canonical name (aliases such as `US/Pacific` read as their zone); undefined when unknown. */
function canonicalZone(tzId: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tzId }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The instant a wall time (read from a local Date's fields) is in a zone. */
const wallInstant = (wall: Date, zone: string): Date =>
  new TZDate(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
    zone,
  );

/** Whether a zone is the viewer's (an alias of it included). */
export function isViewerZone(tzId: string, viewerZone = viewerTimeZone()): boolean {
  const zone = canonicalZone(tzId);
  return zone !== undefined && zone === canonicalZone(viewerZone);
}

/**
 * A date-time of a time zone in the dashboard's one format, as formatDateTime writes it in the
 * viewer's zone ("4 Dec 2026, 22:00 PST"), or followed by the zone's name when it is another:
 * "4 Dec 2026, 22:00 (America/Los_Angeles)". A local date-time (no zone designator) is that wall
 * time in the zone; an instant is shown at its wall time there. An unknown zone shows the instant in UTC, a local time as written, each naming the
 * zone given. The value as it came when it is not a date; never throws.
 */
export function formatZonedDateTime(value: DateInput, tzId: string, viewerZone = viewerTimeZone()): string {
  const zone = canonicalZone(tzId);
  const local = typeof value === 'string' && LOCAL_DATE_TIME.test(value.trim());
  const date = toDate(value);
  if (!date) return asGiven(value);
  const wall = local ? date : new TZDate(date.getTime(), zone ?? 'UTC');
  const text = dayMonthYearTime(wall);
  const shownZone = zone ?? (local ? tzId : 'UTC');
  if (shownZone.trim() === '') return text;
  if (!isViewerZone(tzId, viewerZone)) return `${text} (${shownZone})`;
  return `${text} ${zoneAbbreviation(shownZone, local ? wallInstant(date, shownZone) : date)}`;
}
