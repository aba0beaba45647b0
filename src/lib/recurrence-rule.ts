import * as rruleModule from 'rrule';
import type { Options } from 'rrule';
import { floating, localParts, pad, type LocalParts } from './local-date-time';

/**
 * rrule ships an ES module build (bundlers, vitest) and a UMD build that Node reads through its
 * CommonJS interop (the stub server under tsx), where the exports sit on `default`.
 */
const rrule: typeof rruleModule =
  'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as typeof rruleModule);
const { RRule } = rrule;

const WEEKDAY = '(MO|TU|WE|TH|FR|SA|SU)';
const listOf = (item: string) => new RegExp(`^${item}(,${item})*$`);
const inRange = (min: number, max: number, signed: boolean) => (value: string) =>
  value.split(',').every((part) => {
    const n = Number(part);
    return /^[+-]?\d+$/.test(part) && Math.abs(n) >= min && Math.abs(n) <= max && (signed || n >= 0);
  });

/** Each rule part RFC 5545 allows, and how its value must look. */
const partChecks: Record<string, (value: string) => boolean> = {
  FREQ: (value) => /^(SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(value),
  INTERVAL: (value) => /^[1-9]\d{0,3}$/.test(value),
  COUNT: (value) => /^[1-9]\d{0,5}$/.test(value),
  UNTIL: (value) => untilParts(value) !== undefined,
  BYDAY: (value) => listOf(`([+-]?[1-9]\\d?)?${WEEKDAY}`).test(value),
  WKST: (value) => new RegExp(`^${WEEKDAY}$`).test(value),
  BYMONTHDAY: inRange(1, 31, true),
  BYYEARDAY: inRange(1, 366, true),
  BYWEEKNO: inRange(1, 53, true),
  BYSETPOS: inRange(1, 366, true),
  BYMONTH: inRange(1, 12, false),
  BYHOUR: inRange(0, 23, false),
  BYMINUTE: inRange(0, 59, false),
  BYSECOND: inRange(0, 59, false),
};

/** The fields of an UNTIL value (`YYYYMMDD`, `YYYYMMDDThhmmss` or with `Z`); a date alone ends at 23:59:59. */
export function untilParts(value: string): LocalParts | undefined {
  const [, y, mo, d, h = '23', mi = '59', s = '59'] =
    /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value) ?? [];
  return y ? localParts(`${y}-${mo}-${d}T${h}:${mi}:${s}`) : undefined;
}

/** The result of reading a rule: its parts (upper case, in order) or why it is not a rule. */
export type RuleCheck =
  { ok: true; parts: Array<[name: string, value: string]> } | { ok: false; message: string };

/** Read an RFC 5545 RRULE value (an optional `RRULE:` prefix is allowed) strictly, part by part. */
export function checkRecurrenceRule(rule: string): RuleCheck {
  const text = rule.trim().replace(/^RRULE:/i, '');
  if (text === '') return { ok: false, message: 'Enter a recurrence rule, for example FREQ=WEEKLY;BYDAY=MO' };
  if (/[\r\n]/.test(text)) return { ok: false, message: 'Give a single rule line, without DTSTART' };
  const parts: Array<[string, string]> = [];
  for (const part of text.replace(/;$/, '').split(';')) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(part);
    if (!match) return { ok: false, message: `“${part}” is not a NAME=VALUE part` };
    const name = match[1]!.toUpperCase();
    const value = match[2]!.toUpperCase();
    const check = partChecks[name];
    if (!check) return { ok: false, message: `Unknown rule part “${name}”` };
    if (parts.some(([seen]) => seen === name)) return { ok: false, message: `${name} is given twice` };
    if (!check(value)) return { ok: false, message: `${name}=${value} is not a valid value` };
    parts.push([name, value]);
  }
  const names = new Set(parts.map(([name]) => name));
  if (!names.has('FREQ')) return { ok: false, message: 'FREQ is required, for example FREQ=DAILY' };
  if (names.has('COUNT') && names.has('UNTIL')) return { ok: false, message: 'Use COUNT or UNTIL, not both' };
  return { ok: true, parts };
}

/** A rule's parts by name, or undefined for an invalid rule. */
export function ruleParts(rule: string): Map<string, string> | undefined {
  const check = checkRecurrenceRule(rule);
  return check.ok ? new Map(check.parts) : undefined;
}

/** The rule without its end (COUNT, UNTIL): what repeats. */
export function ruleWithoutEnd(rule: string): string {
  const check = checkRecurrenceRule(rule);
  if (!check.ok) return rule;
  return check.parts
    .filter(([name]) => name !== 'COUNT' && name !== 'UNTIL')
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
}

/** A rule's parts without the defaults (INTERVAL=1, WKST=MO), sorted; undefined for an invalid rule. */
function normalized(rule: string): string | undefined {
  const parts = ruleParts(rule);
  if (!parts) return undefined;
  return [...parts]
    .filter(
      ([name, value]) => !(name === 'INTERVAL' && value === '1') && !(name === 'WKST' && value === 'MO'),
    )
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join(';');
}

/** Whether two valid rules are the same rule spelled alike (part order, case, default parts aside). */
export function sameRule(a: string, b: string): boolean {
  const key = normalized(a);
  return key !== undefined && key === normalized(b);
}

/** An rrule of valid parts (UNTIL left out: its meaning depends on the zone) over floating dates. */
export function createRule(parts: Array<[string, string]>, extra: Partial<Options> = {}) {
  const text = parts
    .filter(([name]) => name !== 'UNTIL')
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
  return new RRule({ ...RRule.parseString(text), ...extra });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Every week on Monday", "Every 15 minutes, 4 times", "Every day, until 2027-02-01 04:59 UTC", "Once". */
export function ruleSentence(rule: string): string {
  const check = checkRecurrenceRule(rule);
  if (!check.ok) return '';
  const parts = new Map(check.parts);
  const count = Number(parts.get('COUNT') ?? 0);
  if (count === 1) return 'Once';
  let text = capitalize(createRule(check.parts.filter(([name]) => name !== 'COUNT')).toText());
  if (count > 1) text += `, ${count} times`;
  const until = parts.get('UNTIL');
  const end = until ? untilParts(until) : undefined;
  if (until && end) {
    const zone = until.endsWith('Z') ? ' UTC' : '';
    text += `, until ${end.year}-${pad(end.month)}-${pad(end.day)} ${pad(end.hour)}:${pad(end.minute)}${zone}`;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Rules that never run. rrule loops without end on some of them: a sub-daily step that can never
// reach its BYHOUR/BYMINUTE/BYSECOND, and (until the year 9999) day filters nothing matches.
// ---------------------------------------------------------------------------------------------

const numbers = (value: string | undefined) => (value ? new Set(value.split(',').map(Number)) : undefined);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const SUB_DAILY: Record<string, number> = { HOURLY: 3600, MINUTELY: 60, SECONDLY: 1 };

/** Whether a sub-daily step from the start's time of day can ever land on the BYHOUR/BYMINUTE/BYSECOND asked. */
function reachesTimeFilters(parts: Map<string, string>, start: LocalParts): boolean {
  const unit = SUB_DAILY[parts.get('FREQ') ?? ''];
  if (!unit) return true;
  const hours = numbers(parts.get('BYHOUR'));
  const minutes = unit <= 60 ? numbers(parts.get('BYMINUTE')) : undefined;
  const seconds = unit === 1 ? numbers(parts.get('BYSECOND')) : undefined;
  if (!hours && !minutes && !seconds) return true;
  const step = gcd(Number(parts.get('INTERVAL') ?? 1) * unit, 86_400);
  const first = (start.hour * 3600 + start.minute * 60 + start.second) % step;
  for (let t = first; t < 86_400; t += step) {
    const ok =
      (!hours || hours.has(Math.floor(t / 3600))) &&
      (!minutes || minutes.has(Math.floor(t / 60) % 60)) &&
      (!seconds || seconds.has(t % 60));
    if (ok) return true;
  }
  return false;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const jan1 = (y: number) =>
  floating({ year: y, month: 1, day: 1, hour: 0, minute: 0, second: 0 }).getUTCDay();
const MAX_YEAR = 9999;

/**
 * A shift in years that maps `[year, year + span]` onto years with the same calendar (leap years
 * and weekdays) ending just before rrule's last year, so a search there stops within `span` years.
 */
function lateShift(year: number, span: number): number {
  for (let target = MAX_YEAR - span; target > year; target -= 1) {
    const delta = target - year;
    let same = true;
    for (let y = year; y <= year + span && same; y += 1)
      same = isLeap(y) === isLeap(y + delta) && jan1(y) === jan1(y + delta);
    if (same) return delta;
  }
  return 0;
}

/** Years after the start within which a rule must run at least once. */
export const FIRST_RUN_WITHIN_YEARS = 10;

/** Whether a valid rule runs at least once within ten years of a (local) start. */
export function runsWithinYears(parts: Array<[string, string]>, start: LocalParts): boolean {
  if (!reachesTimeFilters(new Map(parts), start)) return false;
  const delta = lateShift(start.year, FIRST_RUN_WITHIN_YEARS + 1);
  if (delta === 0) return true;
  const until = new Map(parts).get('UNTIL');
  const end = until ? untilParts(until) : undefined;
  const shift = (p: LocalParts) => floating({ ...p, year: p.year + delta });
  let found = false;
  createRule(parts, { dtstart: shift(start), ...(end ? { until: shift(end) } : {}) }).all(() => {
    found = true;
    return false;
  });
  return found;
}
