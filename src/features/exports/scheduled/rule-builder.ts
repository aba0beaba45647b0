import { instantToLocal, localToInstant, ruleParts, toUtcDateTime } from '@/lib/schedule';

/** Frequencies the rule builder offers. */
export const builderFrequencies = ['MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type BuilderFrequency = (typeof builderFrequencies)[number];

/** The unit of each frequency, singular and plural ("every 2 weeks"). */
export const frequencyUnits: Record<BuilderFrequency, [one: string, many: string]> = {
  MINUTELY: ['minute', 'minutes'],
  HOURLY: ['hour', 'hours'],
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};

/** RFC 5545 weekday codes with their names, Monday first. */
export const weekdays = [
  { code: 'MO', label: 'Monday' },
  { code: 'TU', label: 'Tuesday' },
  { code: 'WE', label: 'Wednesday' },
  { code: 'TH', label: 'Thursday' },
  { code: 'FR', label: 'Friday' },
  { code: 'SA', label: 'Saturday' },
  { code: 'SU', label: 'Sunday' },
] as const;

/** How a rule ends. */
export type RuleEnd = 'never' | 'until' | 'count';

/** A rule as the builder's controls show it. */
export interface RuleDraft {
  freq: BuilderFrequency;
  interval: number;
  /** Weekday codes (weekly rules). */
  byDay: string[];
  /** Days of the month, 1–31 or -1 for the last day (monthly rules). */
  byMonthDay: number[];
  end: RuleEnd;
  /** Last local date (`YYYY-MM-DD`) when `end` is `until`. */
  until: string;
  /** Number of runs when `end` is `count`. */
  count: number;
}

const builderParts = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'UNTIL', 'COUNT', 'WKST']);
const isFrequency = (value: string): value is BuilderFrequency =>
  (builderFrequencies as readonly string[]).includes(value);

/** The local date an UNTIL value ends on in a zone (UTC values are converted). */
function untilDate(value: string, tzId: string): string {
  const [, y, m, d, time] = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value) ?? [];
  if (!y) return '';
  if (!time?.endsWith('Z')) return `${y}-${m}-${d}`;
  const instant = new Date(`${y}-${m}-${d}T${time.slice(1, 3)}:${time.slice(3, 5)}:${time.slice(5, 7)}Z`);
  return instantToLocal(instant, tzId).slice(0, 10);
}

/**
 * The builder's view of a rule, or undefined when the rule uses something the builder does not
 * offer (BYHOUR, BYSETPOS, ordinal weekdays, weekdays outside weekly rules…): then it is edited as text.
 */
export function readRule(rule: string, tzId: string): RuleDraft | undefined {
  const parts = ruleParts(rule);
  const freq = parts?.get('FREQ') ?? '';
  if (!parts || !isFrequency(freq) || [...parts.keys()].some((name) => !builderParts.has(name)))
    return undefined;
  const byDay = parts.get('BYDAY')?.split(',') ?? [];
  const byMonthDay = parts.get('BYMONTHDAY')?.split(',').map(Number) ?? [];
  if (byDay.some((day) => !/^[A-Z]{2}$/.test(day)) || (byDay.length > 0 && freq !== 'WEEKLY'))
    return undefined;
  if (byMonthDay.length > 0 && (freq !== 'MONTHLY' || byMonthDay.some((day) => day < -1))) return undefined;
  const until = parts.get('UNTIL');
  const count = parts.get('COUNT');
  return {
    freq,
    interval: Number(parts.get('INTERVAL') ?? 1),
    byDay,
    byMonthDay,
    end: until ? 'until' : count ? 'count' : 'never',
    until: until ? untilDate(until, tzId) : '',
    count: count ? Number(count) : 1,
  };
}

/** UNTIL for the end of a local day in a zone, in UTC as RFC 5545 asks when the start has a zone. */
function untilValue(date: string, tzId: string): string {
  const instant = localToInstant(`${date}T23:59:59`, tzId);
  return instant ? toUtcDateTime(instant).replace(/[-:]/g, '') : `${date.replace(/-/g, '')}T235959`;
}

/** The RFC 5545 rule of a builder draft. */
export function buildRule(draft: RuleDraft, tzId: string): string {
  const parts = [`FREQ=${draft.freq}`, `INTERVAL=${Math.max(1, Math.trunc(draft.interval) || 1)}`];
  if (draft.freq === 'WEEKLY' && draft.byDay.length > 0) {
    const order = weekdays.map((day) => day.code as string);
    parts.push(`BYDAY=${[...draft.byDay].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(',')}`);
  }
  if (draft.freq === 'MONTHLY' && draft.byMonthDay.length > 0)
    parts.push(
      `BYMONTHDAY=${[...draft.byMonthDay].sort((a, b) => (a === -1 ? 1 : b === -1 ? -1 : a - b)).join(',')}`,
    );
  if (draft.end === 'count') parts.push(`COUNT=${Math.max(1, Math.trunc(draft.count) || 1)}`);
  if (draft.end === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(draft.until))
    parts.push(`UNTIL=${untilValue(draft.until, tzId)}`);
  return parts.join(';');
}
