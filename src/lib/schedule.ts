import { TZDate, tzName, tzOffset } from '@date-fns/tz';
import { floating, floatingParts, localParts, localText, pad, type LocalParts } from './local-date-time';
import {
  FIRST_RUN_WITHIN_YEARS,
  checkRecurrenceRule,
  createRule,
  ruleParts,
  ruleSentence,
  ruleWithoutEnd,
  runsWithinYears,
  untilParts,
} from './recurrence-rule';

export {
  checkRecurrenceRule,
  ruleParts,
  ruleSentence,
  ruleWithoutEnd,
  sameRule,
  type RuleCheck,
} from './recurrence-rule';

/** What a schedule needs to compute its occurrences (ScheduledExports_ScheduleConfig). */
export interface ScheduleSpec {
  /** Local date-time without zone, `YYYY-MM-DDThh:mm:ss`. */
  dtStart: string;
  /** RFC 5545 recurrence rule, e.g. `FREQ=WEEKLY;BYDAY=MO`. */
  recurrenceRule: string;
  /** tz database zone the local times are in. */
  tzId: string;
  /** Local date-times to skip, same form as dtStart. */
  exceptions?: readonly string[];
}

/** The form of dtStart and exceptions, for messages. */
export const LOCAL_DATE_TIME_FORM = 'YYYY-MM-DDThh:mm:ss';

/** Whether a value is a real local date-time in the form `YYYY-MM-DDThh:mm:ss`. */
export function isLocalDateTime(value: string): boolean {
  return localParts(value) !== undefined;
}

/** Every zone this browser knows (`Intl.supportedValuesOf`), with UTC, sorted. */
export function timeZones(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
}

/** Whether a value names a tz database zone (canonical names, links such as `US/Eastern`, and UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  if (Intl.supportedValuesOf('timeZone').includes(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A problem of one schedule field. */
export interface ScheduleProblem {
  path: ['dtStart'] | ['tzId'] | ['recurrenceRule'] | ['exceptions', number];
  message: string;
}

/**
 * What is wrong with a schedule, field by field: dtStart and exceptions in the form
 * `YYYY-MM-DDThh:mm:ss`, a tz database zone, a parseable rule that runs within ten years.
 */
export function scheduleProblems(schedule: ScheduleSpec): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const start = localParts(schedule.dtStart);
  if (!start)
    problems.push({
      path: ['dtStart'],
      message: `Use a real date and time in the form ${LOCAL_DATE_TIME_FORM}`,
    });
  if (!isTimeZone(schedule.tzId))
    problems.push({
      path: ['tzId'],
      message: `“${schedule.tzId}” is not a tz database time zone, such as America/New_York`,
    });
  const check = checkRecurrenceRule(schedule.recurrenceRule);
  if (!check.ok)
    problems.push({ path: ['recurrenceRule'], message: `Not a valid recurrence rule: ${check.message}` });
  else if (start && !runsWithinYears(check.parts, start))
    problems.push({
      path: ['recurrenceRule'],
      message: `This rule never runs within ${FIRST_RUN_WITHIN_YEARS} years of the start`,
    });
  (schedule.exceptions ?? []).forEach((exception, index) => {
    if (!localParts(exception))
      problems.push({ path: ['exceptions', index], message: `Use the form ${LOCAL_DATE_TIME_FORM}` });
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Zones: the rule runs on local wall-clock times (floating dates), and each local time becomes an
// instant in the zone, so 09:00 stays 09:00 across daylight-saving changes.
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/**
 * The instant of wall-clock fields in a zone, worked out from the zone's offsets alone so that it
 * is the same on every machine, whatever the machine's own zone: a time repeated when the clocks
 * go back is its first instant, and a time skipped when they go forward is read with the offset
 * before the change, so it moves forward by the change (02:30 becomes 03:30).
 */
function instantOf(p: LocalParts, tzId: string): Date {
  const wall = floating(p).getTime();
  // The offsets a day either side: any change of that day lies between them.
  const before = tzOffset(tzId, new Date(wall - DAY_MS));
  const after = tzOffset(tzId, new Date(wall + DAY_MS));
  const fits = [before, after]
    .map((offset) => ({ offset, at: wall - offset * 60_000 }))
    .filter(({ offset, at }) => tzOffset(tzId, new Date(at)) === offset)
    .map(({ at }) => at);
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before * 60_000);
}

/**
 * The instant of a local date-time in a zone: a time repeated by a DST change is its first instant,
 * a time skipped by one moves forward.
 */
export function localToInstant(value: string, tzId: string): Date | undefined {
  const p = localParts(value);
  return p && isTimeZone(tzId) ? instantOf(p, tzId) : undefined;
}

/** The local date-time `YYYY-MM-DDThh:mm:ss` of an instant in a zone. */
export function instantToLocal(instant: Date, tzId: string): string {
  const z = new TZDate(instant.getTime(), tzId);
  return localText({
    year: z.getFullYear(),
    month: z.getMonth() + 1,
    day: z.getDate(),
    hour: z.getHours(),
    minute: z.getMinutes(),
    second: z.getSeconds(),
  });
}

/** The zone's abbreviation at an instant: EST, EDT, GMT+1. */
export function zoneAbbreviation(tzId: string, instant: Date): string {
  return tzName(tzId, instant, 'short');
}

/** UNTIL as a local time in the zone: a UTC value is converted, a local one is taken as is. */
function untilLocal(until: string, tzId: string): LocalParts | undefined {
  const p = untilParts(until);
  if (!p || !until.endsWith('Z')) return p;
  return localParts(instantToLocal(floating(p), tzId));
}

// ---------------------------------------------------------------------------------------------
// Descriptions
// ---------------------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayText = (p: LocalParts) => `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
const timeText = (p: LocalParts) => `${pad(p.hour)}:${pad(p.minute)}`;
const DAILY_OR_LONGER = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);

/**
 * The whole schedule in words from the words of what repeats (`repeat`, e.g. the service's rule
 * description of the rule without its end): "Every week on Monday at 09:00, America/New_York",
 * "Every day at 07:30 until 31 Jan 2027, Europe/London", "Once on 26 Oct 2026 at 09:00, UTC".
 */
export function scheduleSentence(repeat: string, schedule: ScheduleSpec): string {
  const parts = ruleParts(schedule.recurrenceRule);
  const start = localParts(schedule.dtStart);
  if (!parts || !start) return repeat;
  const count = Number(parts.get('COUNT') ?? 0);
  if (count === 1) return `Once on ${dayText(start)} at ${timeText(start)}, ${schedule.tzId}`;
  const timed = DAILY_OR_LONGER.has(parts.get('FREQ') ?? '') && !parts.has('BYHOUR');
  let text = `${repeat}${timed ? ` at ${timeText(start)}` : ''}`;
  if (count > 1) text += `, ${count} times`;
  const until = parts.get('UNTIL');
  const end = until && isTimeZone(schedule.tzId) ? untilLocal(until, schedule.tzId) : undefined;
  if (end) text += ` until ${dayText(end)}`;
  return `${text}, ${schedule.tzId}`;
}

/** The schedule in words, computed here (what the service's description says). */
export function describeSchedule(schedule: ScheduleSpec): string {
  return scheduleSentence(ruleSentence(ruleWithoutEnd(schedule.recurrenceRule)), schedule);
}

// ---------------------------------------------------------------------------------------------
// Occurrences
// ---------------------------------------------------------------------------------------------

/** One occurrence of a schedule. */
export interface Occurrence {
  /** The instant it runs. */
  at: Date;
  /** Local date-time in the schedule's zone, `YYYY-MM-DDThh:mm:ss`. */
  local: string;
  /** The zone's abbreviation at that instant, e.g. EST, EDT, GMT+1. */
  zoneName: string;
  /** Offset from UTC in minutes at that instant. */
  offsetMinutes: number;
  /** The UTC offset differs from the occurrence before it: a DST change happened in between. */
  offsetChanged: boolean;
  /** It falls on one of the schedule's exceptions and does not run. */
  skipped: boolean;
}

/** Rule iterations examined at most, so a very frequent rule cannot hang the caller. */
const MAX_ITERATIONS = 500_000;
const YEAR_MS = 366 * 86_400_000;

/**
 * The occurrences of a schedule strictly after `after` (default: from dtStart), in order, in its
 * zone, DST-aware, looking ten years ahead; exceptions are left out unless `includeSkipped` (then
 * marked). An invalid schedule, or a rule that never runs, has none.
 */
export function occurrences(
  schedule: ScheduleSpec,
  options: { after?: Date; count: number; includeSkipped?: boolean },
): Occurrence[] {
  const check = checkRecurrenceRule(schedule.recurrenceRule);
  const start = localParts(schedule.dtStart);
  const { tzId } = schedule;
  if (!check.ok || !start || !isTimeZone(tzId) || options.count <= 0) return [];
  if (!runsWithinYears(check.parts, start)) return [];
  const until = new Map(check.parts).get('UNTIL');
  const end = until ? untilLocal(until, tzId) : undefined;
  const after = options.after?.getTime() ?? Number.NEGATIVE_INFINITY;
  const startMs = floating(start).getTime();
  const from = options.after
    ? Math.max(startMs, Date.parse(`${instantToLocal(options.after, tzId)}Z`))
    : startMs;
  const horizon = from + FIRST_RUN_WITHIN_YEARS * YEAR_MS;
  const rule = createRule(check.parts, {
    dtstart: floating(start),
    until: new Date(end ? Math.min(floating(end).getTime(), horizon) : horizon),
  });
  const skip = new Set(schedule.exceptions ?? []);
  const found: Occurrence[] = [];
  let kept = 0;
  let previousOffset: number | undefined;
  let iterations = 0;
  rule.all((date) => {
    iterations += 1;
    const local = localText(floatingParts(date));
    const at = instantOf(floatingParts(date), tzId);
    const offsetMinutes = tzOffset(tzId, at);
    const offsetChanged = previousOffset !== undefined && previousOffset !== offsetMinutes;
    previousOffset = offsetMinutes;
    if (at.getTime() > after) {
      const skipped = skip.has(local);
      if (!skipped || options.includeSkipped)
        found.push({
          at,
          local,
          zoneName: zoneAbbreviation(tzId, at),
          offsetMinutes,
          offsetChanged,
          skipped,
        });
      if (!skipped) kept += 1;
    }
    return kept < options.count && iterations < MAX_ITERATIONS;
  });
  return found;
}

/** The first run strictly after `after` that is not an exception, or undefined when there is none. */
export function nextOccurrence(schedule: ScheduleSpec, after: Date): Date | undefined {
  return occurrences(schedule, { after, count: 1 })[0]?.at;
}

/** An instant as RFC 3339 in UTC without fractions: `2026-11-02T14:00:00Z`. */
export function toUtcDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
