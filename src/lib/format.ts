import { isValid, parseISO } from 'date-fns';
import {
  clockTime,
  dayMonthYear,
  dayMonthYearTime,
  distanceText,
  weekdayDayMonthYear,
  type WallTime,
} from './date-text';
import { displayZone, wallTime, zoneAbbreviation } from './display-zone';
import { formatDecimal } from './format-number';

/**
 * Formatters for what the service sends. Each returns readable text for any value: null, undefined,
 * blank text, NaN and an invalid Date read as an en dash; a value it cannot read is shown as it
 * came; none throws. Instants are shown in the display zone (display-zone.ts: the profile's, else
 * the browser's), and a date-time names it ("6 Dec 2026, 13:22 CET").
 */

/** What the formatters accept: the service's dates come as ISO text, epoch numbers or Dates. */
export type DateInput = string | number | Date | null | undefined;

const EMPTY = '–';
/** An epoch number below this many is in seconds (up to the year 5138), above it in milliseconds. */
const SECONDS_BELOW = 1e11;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** True for the values that mean "no value": null, undefined, blank text, NaN and an invalid Date. */
const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (value instanceof Date && Number.isNaN(value.getTime()));

/** The value as it came, as text (an en dash for no value). */
export const asGiven = (value: unknown): string => (isBlank(value) ? EMPTY : String(value));

function fromEpoch(value: number): Date | undefined {
  if (!Number.isFinite(value)) return undefined;
  const date = new Date(Math.abs(value) < SECONDS_BELOW ? value * 1000 : value);
  return isValid(date) ? date : undefined;
}

/**
 * A date from a service value: ISO 8601 text (date only, or date-time with or without a zone, read
 * as local time without one), epoch seconds or milliseconds (number or digits), other text with a
 * four-digit year that the browser reads (`Tue, 12 Nov 2026 09:30:00 GMT`), or a Date; undefined
 * when none of these apply or the date is outside what a Date can hold.
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^[+-]?\d+(\.\d+)?$/.test(text) && !/^\d{4}$/.test(text)) return fromEpoch(Number(text));
  const iso = parseISO(text);
  if (isValid(iso)) return iso;
  if (!/\b\d{4}\b/.test(text)) return undefined;
  const parsed = new Date(text);
  return isValid(parsed) ? parsed : undefined;
}

/** ISO-like text without a zone designator ("2026-12-04T22:00", "2026"): a wall time, as written. */
function isWallTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return /^[+-]?\d{4}(?!\d)/.test(text) && !/[T ]\d{2}.*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(text);
}

/** The date as the display zone's clock reads it: an instant moved there, a wall time as written. */
const onDisplayClock = (value: unknown, date: Date, zone: string): WallTime =>
  isWallTime(value) ? date : wallTime(date, zone);

/** A date as `write` words it on the display zone's clock, or the value as it came when it is not a date. */
function pattern(value: unknown, write: (wall: WallTime, zone: string, instant: Date) => string): string {
  const date = toDate(value);
  if (!date) return asGiven(value);
  const zone = displayZone();
  return write(onDisplayClock(value, date, zone), zone, date);
}

/** "12 Nov 2026, 09:30 CET": the wall time and the display zone's abbreviation at that instant. */
const dateTimeWithZone = (wall: WallTime, zone: string, instant: Date) =>
  `${dayMonthYearTime(wall)} ${zoneAbbreviation(zone, instant)}`;

/** "12 Nov 2026, 09:30 CET" in the display zone ("12 Nov 2026" for a date without a time); an en dash for no date. */
export function formatDateTime(value: DateInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return formatDate(value);
  return pattern(value, dateTimeWithZone);
}

/** A next run as the viewer should read it: its date and time, or "Overdue since …" once it has passed. */
export function formatNextRun(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return formatDateTime(value);
  return date.getTime() < now.getTime() ? `Overdue since ${formatDateTime(date)}` : formatDateTime(date);
}

/** "12 Nov 2026". */
export function formatDate(value: DateInput): string {
  return pattern(value, dayMonthYear);
}

/** "Thu 12 Nov 2026". */
export function formatWeekdayDate(value: DateInput): string {
  return pattern(value, weekdayDayMonthYear);
}

/** "09:30:12.345", a time of day to the millisecond (in the display zone). */
export function formatClockTime(value: DateInput): string {
  return pattern(value, clockTime);
}

/** "3 days ago" / "in 5 hours", relative to `now`. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return asGiven(value);
  if (!isValid(now)) return formatDateTime(date);
  const distance = distanceText(date, now);
  return date.getTime() <= now.getTime() ? `${distance} ago` : `in ${distance}`;
}

/** `value` with its digits grouped in thousands ("12,345"), as the en-US number format writes it. */
const grouped = (value: number): string => formatDecimal(value);

/** A number from a service value: a finite number, or text that is one; undefined otherwise. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A number that is not finite in words: "∞", "−∞", or the value as it came. */
function notFinite(value: unknown): string {
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '−∞';
  return asGiven(value);
}

/** Seconds as "35 s" / "42 min" / "1 h 05 min" / "3 d 04 h" (whole units, rounded down). */
function durationText(totalSeconds: number): string {
  const sign = totalSeconds < 0 ? '−' : '';
  const seconds = Math.floor(Math.abs(totalSeconds));
  if (seconds < 60) return `${sign}${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${sign}${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${sign}${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${sign}${grouped(Math.floor(hours / 24))} d ${String(hours % 24).padStart(2, '0')} h`;
}

/** The time between two timestamps as "1 h 05 min" / "42 min" / "35 s" (0 s when the end comes first). */
export function formatDuration(start: DateInput, end: DateInput): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return EMPTY;
  return durationText(Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)));
}

/** A duration in seconds as "35 s" / "42 min" / "1 h 05 min" / "3 d 04 h". */
export function formatSeconds(value: number | string | null | undefined): string {
  const seconds = numberOf(value);
  return seconds === undefined ? notFinite(value) : durationText(seconds);
}

/** A duration in milliseconds as "850 ms" below a second, else as formatDuration words it. */
export function formatDurationMs(value: number | string | null | undefined): string {
  const ms = numberOf(value);
  if (ms === undefined) return notFinite(value);
  if (Math.abs(ms) < 1000) return `${ms < 0 ? '−' : ''}${grouped(Math.abs(ms))} ms`;
  return durationText(ms / 1000);
}

/** "12,345". */
export function formatCount(value: number | string | null | undefined): string {
  const number = numberOf(value);
  return number === undefined ? notFinite(value) : grouped(number);
}

/** A signed delta, "+3" / "−2" / "±0". */
export function formatDelta(value: number | null | undefined): string {
  const number = numberOf(value);
  if (number === undefined) return value === Infinity ? '+∞' : notFinite(value);
  if (number === 0) return '±0';
  return number > 0 ? `+${grouped(number)}` : `−${grouped(Math.abs(number))}`;
}

/** "1,234 ms", or an en dash when there is no value. */
export function formatMs(value: number | string | null | undefined): string {
  const number = numberOf(value);
  return number === undefined ? notFinite(value) : `${formatCount(Math.round(number))} ms`;
}

const byteUnits = ['KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** "42 B" below a kilobyte, "12.3 KB" below a megabyte, "1.24 MB" and up (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number | string | null | undefined): string {
  const number = numberOf(bytes);
  if (number === undefined) return notFinite(bytes);
  const sign = number < 0 ? '−' : '';
  if (Math.abs(number) < 1024) return `${sign}${Math.round(Math.abs(number))} B`;
  let size = Math.abs(number) / 1024;
  if (size < 1024) return `${sign}${size.toFixed(1)} KB`;
  let unit = 0;
  while (size >= 1024 && unit < byteUnits.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${sign}${size >= 1e6 ? grouped(Math.round(size)) : size.toFixed(2)} ${byteUnits[unit]}`;
}
