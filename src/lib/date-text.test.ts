// @vitest-environment node
import { format, formatDistanceStrict } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { clockTime, dayMonthYear, dayMonthYearTime, distanceText, weekdayDayMonthYear } from './date-text';
import { setDisplayZone, zoneAbbreviation } from './display-zone';
import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatRelative,
  formatWeekdayDate,
  toDate,
} from './format';

/** The machine's zone, then zones with DST, half-hour and seconds offsets (Prague before 1891) and a skipped day (Apia, 2011). */
const ZONES = [
  undefined,
  'America/New_York',
  'Europe/Prague',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Asia/Kolkata',
  'Pacific/Apia',
].map((zone) => [zone ?? "this machine's zone", zone] as const);
const MACHINE_ZONE = process.env.TZ;
const MACHINE_ZONE_NAME = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Runs `check` with local time in `zone` (Node reads TZ anew when it changes), then puts the zone back. */
function inZone(zone: string | undefined, check: () => void) {
  if (zone !== undefined) process.env.TZ = zone;
  try {
    check();
  } finally {
    if (MACHINE_ZONE === undefined) delete process.env.TZ;
    else process.env.TZ = MACHINE_ZONE;
  }
}

/** A local date; years 0–99 stay themselves (the Date constructor would read them as 1900–1999). */
function at(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  date.setHours(hours, minutes, seconds, ms);
  return date;
}

const valid = (date: Date) => !Number.isNaN(date.getTime());
const label = (date: Date) => `${date.toISOString()} (${date.toString()})`;

/** Where `ours` and `theirs` differ over `cases` (the first 10), to expect as []. */
function differences<T>(
  cases: T[],
  ours: (c: T) => string,
  theirs: (c: T) => string,
  name: (c: T) => string,
) {
  return cases
    .map((c) => [c, ours(c), theirs(c)] as const)
    .filter(([, a, b]) => a !== b)
    .slice(0, 10)
    .map(([c, a, b]) => `${name(c)}: ${a} ≠ date-fns ${b}`);
}

const YEARS = [
  -271_820, -1000, -1, 0, 1, 99, 100, 999, 1000, 1891, 1970, 2011, 2024, 2026, 9999, 10_000, 275_759,
];
const DAYS = [1, 2, 3, 4, 5, 6, 7, 15, 28, 29, 30, 31];
const MINUTES = [0, 1, 9, 10, 30, 59];
const MS = [0, 7, 999];

/** Every month and weekday of each year, each hour, minutes and seconds with one and two digits, ms 0/7/999. */
function dateGrid(years: number[]): Date[] {
  const dates = [new Date(8.64e15), new Date(-8.64e15), new Date(0)];
  for (const year of years)
    for (let month = 0; month < 12; month += 1)
      for (const day of DAYS)
        for (let hour = 0; hour < 24; hour += 1) {
          const minute = MINUTES[(hour + day) % MINUTES.length] ?? 0;
          const second = MINUTES[(hour + month) % MINUTES.length] ?? 0;
          dates.push(at(year, month, day, hour, minute, second, MS[(hour + day) % MS.length]));
        }
  return dates.filter(valid);
}

const PATTERNS: [string, (date: Date) => string][] = [
  ['d MMM yyyy', dayMonthYear],
  ['EEE d MMM yyyy', weekdayDayMonthYear],
  ['d MMM yyyy, HH:mm', dayMonthYearTime],
  ['HH:mm:ss.SSS', clockTime],
];

describe('dates as date-fns format writes them', () => {
  it.each(ZONES)('every month, weekday, hour and year, in %s', (_, zone) => {
    inZone(zone, () => {
      const dates = dateGrid(zone === undefined ? YEARS : [-1, 0, 1, 999, 1000, 1891, 2011, 2026, 9999]);
      expect(dates.length).toBeGreaterThan(zone === undefined ? 50_000 : 25_000);
      for (const [pattern, write] of PATTERNS) {
        expect(differences(dates, write, (date) => format(date, pattern), label)).toEqual([]);
      }
    });
  });

  it.each<[[number, number, number], string, string]>([
    [[1, 0, 1], '1 Jan 0001', 'Mon 1 Jan 0001'],
    [[999, 11, 31], '31 Dec 0999', 'Tue 31 Dec 0999'],
    [[1000, 4, 10], '10 May 1000', 'Sat 10 May 1000'],
    [[0, 5, 15], '15 Jun 0001', 'Thu 15 Jun 0001'],
    [[-1, 5, 15], '15 Jun 0002', 'Tue 15 Jun 0002'],
    [[10_000, 0, 1], '1 Jan 10000', 'Sat 1 Jan 10000'],
  ])('years before 1000 and after 9999: %j is %j', ([year, month, day], text, withWeekday) => {
    inZone('UTC', () => {
      const date = at(year, month, day);
      expect([dayMonthYear(date), weekdayDayMonthYear(date)]).toEqual([text, withWeekday]);
      expect([format(date, 'd MMM yyyy'), format(date, 'EEE d MMM yyyy')]).toEqual([text, withWeekday]);
    });
  });
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Where date-fns changes unit or rounds up: 0.5 s … 1.5 years, and 100 years. */
const THRESHOLDS = [
  0.5 * SECOND,
  SECOND,
  1.5 * SECOND,
  44.5 * SECOND,
  59.5 * SECOND,
  MINUTE,
  1.5 * MINUTE,
  59.5 * MINUTE,
  HOUR,
  1.5 * HOUR,
  23.5 * HOUR,
  DAY,
  1.5 * DAY,
  29.5 * DAY,
  30 * DAY,
  45 * DAY,
  345 * DAY,
  365 * DAY,
  1.5 * 365 * DAY,
  2.5 * 365 * DAY,
  36_500 * DAY,
];

/** Distances from `now` to test: 0, each threshold ±1 ms and ±1 hour, every 3 % up to 300 years, and calendar steps. */
function around(now: Date): Date[] {
  const offsets = [0];
  for (const threshold of THRESHOLDS) offsets.push(threshold - HOUR, threshold - 1, threshold, threshold + 1);
  for (let ms = 1; ms < 300 * 365 * DAY; ms = Math.ceil(ms * 1.03)) offsets.push(ms);
  const dates = offsets.flatMap((ms) => [new Date(now.getTime() + ms), new Date(now.getTime() - ms)]);
  for (let n = 1; n <= 40; n += 1) {
    for (const sign of [1, -1]) {
      const days = new Date(now);
      days.setDate(days.getDate() + sign * n);
      const months = new Date(now);
      months.setMonth(months.getMonth() + sign * n);
      const years = new Date(now);
      years.setFullYear(years.getFullYear() + sign * n);
      dates.push(days, months, years);
    }
  }
  return dates.filter(valid);
}

/** "Now" at ordinary times, month and year ends, a leap day, DST changes in New York, Europe and Lord Howe, and far years. */
const nows = () => [
  at(2026, 10, 12, 9, 30),
  at(2026, 0, 31, 23, 59, 59, 999),
  at(2024, 1, 29, 12),
  at(2026, 2, 31, 0, 0, 0, 1),
  at(2025, 11, 31, 23, 59, 59),
  at(2026, 3, 30, 12),
  at(2026, 2, 8, 1, 30),
  at(2026, 10, 1, 1, 30),
  at(2026, 2, 29, 1, 30),
  at(2026, 9, 25, 2, 30),
  at(2026, 3, 5, 1, 45),
  at(2011, 11, 29, 12),
  at(1891, 9, 1, 0, 0),
  at(1970, 0, 1),
  at(1, 0, 1),
  at(9999, 11, 31, 23, 59),
];

describe('distances as date-fns formatDistanceStrict words them', () => {
  it.each(ZONES)('0 s to 300 years either way around each "now", in %s', (_, zone) => {
    inZone(zone, () => {
      const cases = nows()
        .filter(valid)
        .flatMap((now) => around(now).map((date) => [date, now] as const));
      expect(cases.length).toBeGreaterThan(20_000);
      const name = ([date, now]: readonly [Date, Date]) => `${label(date)} from ${label(now)}`;
      const ours = ([date, now]: readonly [Date, Date]) => distanceText(date, now);
      const theirs = ([date, now]: readonly [Date, Date]) => formatDistanceStrict(date, now);
      expect(differences(cases, ours, theirs, name)).toEqual([]);
    });
  });

  it.each<[number, string]>([
    [0, '0 seconds'],
    [499, '0 seconds'],
    [500, '1 second'],
    [45 * SECOND, '45 seconds'],
    [59.5 * SECOND, '60 seconds'],
    [MINUTE, '1 minute'],
    [59 * MINUTE, '59 minutes'],
    [59.5 * MINUTE, '60 minutes'],
    [HOUR, '1 hour'],
    [23 * HOUR, '23 hours'],
    [23.5 * HOUR, '24 hours'],
    [DAY, '1 day'],
    [29 * DAY, '29 days'],
    [29.5 * DAY, '30 days'],
    [30 * DAY, '1 month'],
    [11 * 30 * DAY, '11 months'],
    [11.5 * 30 * DAY, '1 year'],
    [365 * DAY, '1 year'],
    [3 * 365 * DAY, '3 years'],
  ])('%d ms reads as %j', (ms, text) => {
    inZone('UTC', () => {
      const now = at(2026, 10, 12, 9, 30);
      for (const date of [new Date(now.getTime() + ms), new Date(now.getTime() - ms)]) {
        expect(distanceText(date, now)).toBe(text);
        expect(formatDistanceStrict(date, now)).toBe(text);
      }
    });
  });
});

describe('format.ts writes what it wrote with date-fns', () => {
  const now = new Date(2026, 10, 12, 9, 30);
  const values = [
    '2026-11-12',
    '0999-01-05',
    '2026-11-12T09:30:12.345',
    '2026-11-12T09:30:00Z',
    '2023-11-15T00:13:20+02:00',
    '0001-01-01T00:00:00',
    '9999-12-31T23:59:59.999',
    'Tue, 14 Nov 2023 22:13:20 GMT',
    1_700_000_000,
    1_700_000_000_123,
    '1700000000',
    -868_000_000_000,
    0,
    8.64e15,
    new Date(2026, 1, 28, 23, 59, 59, 7),
  ];

  it.each(ZONES)('dates and relative times, in %s', (_, zone) => {
    inZone(zone, () => {
      // The display zone is the machine's (the case's): format.ts then writes what date-fns writes.
      const shownZone = zone ?? MACHINE_ZONE_NAME;
      setDisplayZone(shownZone);
      const ours = (value: (typeof values)[number]) =>
        [
          formatDateTime(value),
          formatDate(value),
          formatWeekdayDate(value),
          formatClockTime(value),
          formatRelative(value, now),
        ].join(' | ');
      const theirs = (value: (typeof values)[number]) => {
        const date = toDate(value);
        if (!date) return 'not a date';
        const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
        const distance = formatDistanceStrict(date, now);
        return [
          dateOnly
            ? format(date, 'd MMM yyyy')
            : `${format(date, 'd MMM yyyy, HH:mm')} ${zoneAbbreviation(shownZone, date)}`,
          format(date, 'd MMM yyyy'),
          format(date, 'EEE d MMM yyyy'),
          format(date, 'HH:mm:ss.SSS'),
          date.getTime() <= now.getTime() ? `${distance} ago` : `in ${distance}`,
        ].join(' | ');
      };
      expect(differences(values, ours, theirs, String)).toEqual([]);
    });
  });
});
