/**
 * Dates as text in local time, written as date-fns 4 writes the few patterns format.ts uses (and
 * tested against it), without loading date-fns' pattern formatter and locale on the first screen.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const MONTH_MINUTES = 43_200;
const YEAR_MINUTES = 525_600;

const pad = (number: number, length = 2) => String(number).padStart(length, '0');

/** The fields of a date on some clock: a Date's are the browser's; display-zone.ts gives a zone's. */
export type WallTime = Pick<
  Date,
  | 'getFullYear'
  | 'getMonth'
  | 'getDate'
  | 'getDay'
  | 'getHours'
  | 'getMinutes'
  | 'getSeconds'
  | 'getMilliseconds'
>;

/** The year as 'yyyy' writes it: at least four digits, and 1 BC (year 0) as 0001, 2 BC as 0002. */
const yearText = (date: WallTime) => {
  const year = date.getFullYear();
  return pad(year > 0 ? year : 1 - year, 4);
};

/** "12 Nov 2026" (date-fns 'd MMM yyyy'). */
export const dayMonthYear = (date: WallTime): string =>
  `${date.getDate()} ${MONTHS[date.getMonth()]} ${yearText(date)}`;

/** "Thu 12 Nov 2026" (date-fns 'EEE d MMM yyyy'). */
export const weekdayDayMonthYear = (date: WallTime): string =>
  `${WEEKDAYS[date.getDay()]} ${dayMonthYear(date)}`;

/** "12 Nov 2026, 09:30" (date-fns 'd MMM yyyy, HH:mm'). */
export const dayMonthYearTime = (date: WallTime): string =>
  `${dayMonthYear(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** "09:30:12.345" (date-fns 'HH:mm:ss.SSS'). */
export const clockTime = (date: WallTime): string =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;

/** How far local time is behind UTC at a date, in ms with the seconds of old local mean times (as date-fns). */
function offsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const count = (number: number, unit: string) => (number === 1 ? `1 ${unit}` : `${number} ${unit}s`);

/** "45 seconds" / "1 hour" / "3 years" between two valid dates, as date-fns' formatDistanceStrict(date, base). */
export function distanceText(date: Date, base: Date): string {
  const [earlier, later] = date.getTime() > base.getTime() ? [base, date] : [date, base];
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / MINUTE_MS;
  const localMinutes = (ms - (offsetMs(later) - offsetMs(earlier))) / MINUTE_MS;
  if (minutes < 1) return count(Math.round(ms / 1000), 'second');
  if (minutes < 60) return count(Math.round(minutes), 'minute');
  if (minutes < DAY_MINUTES) return count(Math.round(minutes / 60), 'hour');
  if (localMinutes < MONTH_MINUTES) return count(Math.round(localMinutes / DAY_MINUTES), 'day');
  if (localMinutes < YEAR_MINUTES) {
    const months = Math.round(localMinutes / MONTH_MINUTES);
    return months === 12 ? '1 year' : count(months, 'month');
  }
  return count(Math.round(localMinutes / YEAR_MINUTES), 'year');
}
