import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : undefined;
}

/** "12 Nov 2026, 09:30" — or an en dash when there is no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'd MMM yyyy, HH:mm') : '–';
}

/** "12 Nov 2026". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'd MMM yyyy') : '–';
}

/** "3 days ago" / "in 5 hours", relative to `now`. */
export function formatRelative(value: string | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '–';
  const distance = formatDistanceStrict(date, now);
  return date.getTime() <= now.getTime() ? `${distance} ago` : `in ${distance}`;
}

/** Milliseconds between two timestamps as "1 h 05 min" / "42 min" / "35 s". */
export function formatDuration(start: string | null | undefined, end: string | null | undefined): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return '–';
  const seconds = Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const integer = new Intl.NumberFormat('en-US');

/** "12,345". */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : integer.format(value);
}

/** A signed delta, "+3" / "−2" / "±0". */
export function formatDelta(value: number): string {
  if (value === 0) return '±0';
  return value > 0 ? `+${integer.format(value)}` : `−${integer.format(Math.abs(value))}`;
}

/** "1,234 ms", or an en dash when there is no value. */
export function formatMs(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : `${formatCount(Math.round(value))} ms`;
}

/** "12.3 KB" below a megabyte, "1.24 MB" above. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '–';
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
