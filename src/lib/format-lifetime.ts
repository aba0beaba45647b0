import { formatDecimal } from './format-number';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** An amount of `unit` in words: one decimal below ten ("1.5 days"), whole above ("400 days"). */
function amount(value: number, unit: string): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${formatDecimal(rounded, 1)} ${unit}${rounded === 1 ? '' : 's'}`;
}

/**
 * How long something lives (a cookie's lifetime), from minutes, in the largest whole unit:
 * "400 days", "1.5 days", "12 hours", "30 minutes", "Under a minute"; an en dash for no value.
 */
export function formatLifetime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '–';
  if (minutes <= 0) return '0 minutes';
  if (minutes >= MINUTES_PER_DAY) return amount(minutes / MINUTES_PER_DAY, 'day');
  if (minutes >= MINUTES_PER_HOUR) return amount(minutes / MINUTES_PER_HOUR, 'hour');
  return minutes < 1 ? 'Under a minute' : amount(minutes, 'minute');
}

/** {@link formatLifetime} of a lifetime given in days (the cookies grid's). */
export const formatLifetimeDays = (days: number | null | undefined): string =>
  formatLifetime(days === null || days === undefined ? days : days * MINUTES_PER_DAY);

/** {@link formatLifetime} of a lifetime given in seconds (a Set-Cookie Max-Age). */
export const formatLifetimeSeconds = (seconds: number | null | undefined): string =>
  formatLifetime(seconds === null || seconds === undefined ? seconds : seconds / 60);
