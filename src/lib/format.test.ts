// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { setDisplayZone } from './display-zone';
import {
  formatBytes,
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatDelta,
  formatDuration,
  formatDurationMs,
  formatMs,
  formatNextRun,
  formatRelative,
  formatSeconds,
  formatWeekdayDate,
  toDate,
} from './format';

/** An instant as the display zone's clock shows it, for inputs that carry a zone or are epochs. */
const local = (ms: number) => formatDateTime(new Date(ms));

// Times are shown in the display zone (UTC here, whatever the machine's), a wall time as written.
beforeEach(() => setDisplayZone('UTC'));
const NOV_14_2023 = 1_700_000_000_000;

describe('date formatters never throw and read every date the service may send', () => {
  it.each<[string, unknown, string]>([
    ['null', null, '–'],
    ['undefined', undefined, '–'],
    ['empty text', '', '–'],
    ['blank text', '   ', '–'],
    ['NaN', Number.NaN, '–'],
    ['a date without a time', '2026-11-12', '12 Nov 2026'],
    ['a date-time without a zone (wall time)', '2026-11-12T09:30:00', '12 Nov 2026, 09:30 UTC'],
    ['fractions, no zone', '2026-11-12T09:30:00.123456', '12 Nov 2026, 09:30 UTC'],
    ['a year like 1940', '1940-05-10T08:00:00', '10 May 1940, 08:00 UTC'],
    ['the year 9999', '9999-12-31T23:59:59', '31 Dec 9999, 23:59 UTC'],
    ['a four-digit year alone', '2026', '1 Jan 2026, 00:00 UTC'],
    ['words', 'yesterday', 'yesterday'],
    ['a month out of range', '2026-13-45', '2026-13-45'],
    ['Infinity', Infinity, 'Infinity'],
    ['an epoch past what a Date holds', 9_007_199_254_740_991, '9007199254740991'],
    ['text digits past what a Date holds', '99999999999999999999', '99999999999999999999'],
  ])('formatDateTime(%s)', (_, value, expected) => {
    expect(formatDateTime(value as string)).toBe(expected);
  });

  it.each<[string, unknown, number]>([
    ['epoch milliseconds', NOV_14_2023, NOV_14_2023],
    ['epoch seconds', NOV_14_2023 / 1000, NOV_14_2023],
    ['epoch seconds as text', String(NOV_14_2023 / 1000), NOV_14_2023],
    ['epoch zero', 0, 0],
    ['a negative epoch (before 1970)', -868_000_000_000, -868_000_000_000],
    ['a date-time in UTC', '2023-11-14T22:13:20Z', NOV_14_2023],
    ['a date-time with an offset', '2023-11-15T00:13:20+02:00', NOV_14_2023],
    ['an HTTP date', 'Tue, 14 Nov 2023 22:13:20 GMT', NOV_14_2023],
    ['a Date', new Date(NOV_14_2023), NOV_14_2023],
  ])('formatDateTime(%s) shows that instant in local time', (_, value, ms) => {
    expect(toDate(value)?.getTime()).toBe(ms);
    expect(formatDateTime(value as string)).toBe(local(ms));
  });

  it('an invalid Date reads as no date', () => {
    expect(formatDateTime(new Date(Number.NaN))).toBe('–');
    expect(toDate(new Date(Number.NaN))).toBeUndefined();
  });

  it.each<[string, (value: never) => string, unknown, string]>([
    ['formatDate', formatDate, '1940-05-10T08:00:00', '10 May 1940'],
    ['formatDate', formatDate, 'soon', 'soon'],
    ['formatDate', formatDate, null, '–'],
    ['formatWeekdayDate', formatWeekdayDate, '2030-03-18', 'Mon 18 Mar 2030'],
    ['formatWeekdayDate', formatWeekdayDate, '9999-12-31', 'Fri 31 Dec 9999'],
    ['formatWeekdayDate', formatWeekdayDate, 'not a date', 'not a date'],
    ['formatClockTime', formatClockTime, '2026-11-12T09:30:12.345', '09:30:12.345'],
    ['formatClockTime', formatClockTime, -Infinity, '-Infinity'],
    ['formatClockTime', formatClockTime, undefined, '–'],
  ])('%s(%j)', (_, format, value, expected) => {
    expect(format(value as never)).toBe(expected);
  });

  it.each<[string, unknown, string | RegExp]>([
    ['an hour ago', '2026-11-12T08:30:00', '1 hour ago'],
    ['in two days', '2026-11-14T09:30:00', 'in 2 days'],
    ['1940', '1940-11-12T09:30:00', '86 years ago'],
    ['9999', '9999-11-12T09:30:00', /^in 79\d\d years$/],
    ['words', 'never', 'never'],
    ['nothing', null, '–'],
  ])('formatRelative(%s)', (_, value, expected) => {
    const text = formatRelative(value as string, new Date(2026, 10, 12, 9, 30));
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });

  it('formatRelative with an invalid "now" falls back to the date itself', () => {
    expect(formatRelative('2026-11-12T09:30:00', new Date(Number.NaN))).toBe('12 Nov 2026, 09:30 UTC');
  });
});

describe('durations', () => {
  it.each<[string, unknown, unknown, string]>([
    ['seconds', '2026-11-12T09:30:00', '2026-11-12T09:30:35', '35 s'],
    ['minutes', '2026-11-12T09:30:00', '2026-11-12T10:12:00', '42 min'],
    ['hours', '2026-11-12T09:30:00', '2026-11-12T10:35:00', '1 h 05 min'],
    ['days', '2026-11-12T09:30:00', '2026-11-15T13:30:00', '3 d 04 h'],
    ['1940 to 9999', '1940-01-01T00:00:00Z', '9999-01-01T00:00:00Z', '2,943,490 d 00 h'],
    ['an end before the start', '2026-11-12T09:30:00', '2026-11-12T09:00:00', '0 s'],
    ['a date alone', '2026-11-12', '2026-11-13', '1 d 00 h'],
    ['no end', '2026-11-12T09:30:00', null, '–'],
    ['an unreadable start', 'soon', '2026-11-12T09:30:00', '–'],
  ])('formatDuration(%s)', (_, start, end, expected) => {
    expect(formatDuration(start as string, end as string)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [0, '0 ms'],
    [850, '850 ms'],
    [-850, '−850 ms'],
    [35_400, '35 s'],
    [3_900_000, '1 h 05 min'],
    [-3_900_000, '−1 h 05 min'],
    ['42000', '42 s'],
    [1e20, '1,157,407,407,407 d 09 h'],
    [Infinity, '∞'],
    [-Infinity, '−∞'],
    [Number.NaN, '–'],
    [null, '–'],
    ['a while', 'a while'],
  ])('formatDurationMs(%j) is %j', (value, expected) => {
    expect(formatDurationMs(value as number)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [0, '0 s'],
    [59, '59 s'],
    [3600, '1 h 00 min'],
    [-90, '−1 min'],
    [undefined, '–'],
    [Infinity, '∞'],
  ])('formatSeconds(%j) is %j', (value, expected) => {
    expect(formatSeconds(value as number)).toBe(expected);
  });
});

describe('numbers', () => {
  it.each<[unknown, string]>([
    [0, '0'],
    [12_345, '12,345'],
    [-12_345, '-12,345'],
    [12.5, '12.5'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    ['2048', '2,048'],
    [Infinity, '∞'],
    [-Infinity, '−∞'],
    [Number.NaN, '–'],
    [null, '–'],
    [undefined, '–'],
    ['', '–'],
    ['many', 'many'],
  ])('formatCount(%j) is %j', (value, expected) => {
    expect(formatCount(value as number)).toBe(expected);
  });

  it('groups whole numbers by hand exactly as the en-US number format does', () => {
    const format = new Intl.NumberFormat('en-US');
    const samples = [1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 123_456, 1_000_000, 7_654_321, 2 ** 40 + 7];
    for (const value of samples.flatMap((n) => [n, -n]))
      expect(formatCount(value)).toBe(format.format(value));
  });

  it.each<[unknown, string]>([
    [0, '±0'],
    [3, '+3'],
    [-2, '−2'],
    [1e21, '+1,000,000,000,000,000,000,000'],
    [Infinity, '+∞'],
    [-Infinity, '−∞'],
    [Number.NaN, '–'],
    [null, '–'],
  ])('formatDelta(%j) is %j', (value, expected) => {
    expect(formatDelta(value as number)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [1234.4, '1,234 ms'],
    [-5, '-5 ms'],
    [0, '0 ms'],
    [1e21, '1,000,000,000,000,000,000,000 ms'],
    [Infinity, '∞'],
    [Number.NaN, '–'],
    [undefined, '–'],
    ['fast', 'fast'],
  ])('formatMs(%j) is %j', (value, expected) => {
    expect(formatMs(value as number)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [0, '0 B'],
    [42, '42 B'],
    [-300, '−300 B'],
    [undefined, '–'],
    [12_595, '12.3 KB'],
    [1_300_234, '1.24 MB'],
    [5 * 1024 ** 3, '5.00 GB'],
    [3 * 1024 ** 4, '3.00 TB'],
    [1e30, '888,178,419,700,125 PB'],
    [-2048, '−2.0 KB'],
    ['4096', '4.0 KB'],
    [Infinity, '∞'],
    [Number.NaN, '–'],
    [null, '–'],
    ['big', 'big'],
  ])('formatBytes(%j) is %j', (value, expected) => {
    expect(formatBytes(value as number)).toBe(expected);
  });
});

describe('next runs', () => {
  const now = new Date('2026-11-28T17:50:00Z');
  it('reads a next run still ahead as its date and time, and one already past as overdue', () => {
    expect(formatNextRun('2026-12-04T22:00:00Z', now)).toBe(formatDateTime('2026-12-04T22:00:00Z'));
    expect(formatNextRun('2026-11-28T06:00:00Z', now)).toBe(
      `Overdue since ${formatDateTime('2026-11-28T06:00:00Z')}`,
    );
    expect(formatNextRun(undefined, now)).toBe(formatDateTime(undefined));
  });
});
