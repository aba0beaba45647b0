import type { WallTime } from './date-text';

/**
 * The one time zone the dashboard shows date-times in: the signed-in user's profile zone once it is
 * known (remembered in this browser for the next visit), else the browser's. The formatters read it;
 * screens re-render when it changes (useDisplayZone).
 */

const STORAGE_KEY = 'site-audit:display-zone';
const listeners = new Set<() => void>();

/** The zone's canonical name, or undefined when this browser does not know it. */
function knownZone(zone: string | undefined): string | undefined {
  if (!zone?.trim()) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function remembered(): string | undefined {
  try {
    return knownZone(globalThis.localStorage?.getItem(STORAGE_KEY) ?? undefined);
  } catch {
    return undefined;
  }
}

let chosen = remembered();

let browserZone: string | undefined;

/** The browser's own time zone (read once: asking Intl costs ~0.1 ms). */
export const browserTimeZone = (): string =>
  (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The zone date-times are shown in: the profile's, else the browser's. */
export const displayZone = (): string => chosen ?? browserTimeZone();

/** Show date-times in `zone` (the profile's); none, or one this browser does not know: the browser's. */
export function setDisplayZone(zone: string | undefined): void {
  const next = knownZone(zone);
  try {
    if (next) globalThis.localStorage?.setItem(STORAGE_KEY, next);
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the zone still applies to this tab.
  }
  if (next === chosen) return;
  chosen = next;
  for (const listener of listeners) listener();
}

/** Call `listener` whenever the display zone changes; returns the unsubscribe function. */
export function subscribeDisplayZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

function shortName(locale: string, zone: string, date: Date): string {
  const key = `${locale} ${zone}`;
  let format = zoneNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    zoneNames.set(key, format);
  }
  return format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** A zone's abbreviation at an instant: EST, CEST, BST, UTC; its offset (GMT+5:30) where it has none. */
export function zoneAbbreviation(zone: string, date: Date): string {
  try {
    const american = shortName('en-US', zone, date);
    return american.startsWith('GMT') ? shortName('en-GB', zone, date) : american;
  } catch {
    return zone;
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** An instant's fields on a zone's clock (Intl's tz database, without a zone library on the first screen). */
export function wallTime(date: Date, zone: string): WallTime {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(zone, clock);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of clock.formatToParts(date)) part[type] = value;
  const year = Number(part.year);
  const fields = {
    getFullYear: part.era === 'BC' ? 1 - year : year,
    getMonth: Number(part.month) - 1,
    getDate: Number(part.day),
    getDay: WEEKDAYS[part.weekday ?? ''] ?? Number.NaN,
    getHours: Number(part.hour),
    getMinutes: Number(part.minute),
    getSeconds: Number(part.second),
    getMilliseconds: date.getUTCMilliseconds(),
  };
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, () => value])) as WallTime;
}
