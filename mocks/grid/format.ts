const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Format elements of a timestamp column's `format`, longest first; quoted text is literal. */
const TOKENS = /"[^"]*"|YYYY|UUUU|YY|MMMM|MON|MM|DD|DY|HH24|HH12|MI|SS|FF\d?|AM|PM|TZH:TZM|TZHTZM|TZH|WY|Q/gi;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Day of the year, 1 on January 1 (UTC). */
function dayOfYear(date: Date): number {
  return Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

function element(token: string, date: Date, millis: number): string {
  const upper = token.toUpperCase();
  const hours = date.getUTCHours();
  switch (upper) {
    case 'YYYY':
    case 'UUUU':
      return pad(date.getUTCFullYear(), 4);
    case 'YY':
      return pad(date.getUTCFullYear() % 100);
    case 'MMMM':
      return MONTHS[date.getUTCMonth()]!;
    case 'MON':
      return MONTHS[date.getUTCMonth()]!.slice(0, 3);
    case 'MM':
      return pad(date.getUTCMonth() + 1);
    case 'DD':
      return pad(date.getUTCDate());
    case 'DY':
      return DAYS[date.getUTCDay()]!;
    case 'HH24':
      return pad(hours);
    case 'HH12':
      return pad(hours % 12 === 0 ? 12 : hours % 12);
    case 'MI':
      return pad(date.getUTCMinutes());
    case 'SS':
      return pad(date.getUTCSeconds());
    case 'AM':
    case 'PM':
      return hours < 12 ? 'AM' : 'PM';
    case 'Q':
      return String(Math.floor(date.getUTCMonth() / 3) + 1);
    case 'WY':
      return String(Math.floor((dayOfYear(date) - 1) / 7) + 1);
    case 'TZH:TZM':
    case 'TZHTZM':
    case 'TZH':
      return 'Z';
    default: {
      // FF, FF0 … FF9: fractional seconds with that many digits (FF = 9).
      const digits = upper === 'FF' ? 9 : Number(upper.slice(2));
      return pad(millis, 3).padEnd(9, '0').slice(0, digits);
    }
  }
}

/**
 * Render an RFC 3339 timestamp with a grid column `format` (`YYYY-MM-DD`, `mon dd, yyyy`,
 * `YYYY"-Q"Q`…), in UTC; elements are case-insensitive and anything else is copied as is.
 */
export function formatTimestamp(value: string, format: string): string | null {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  const millis = date.getUTCMilliseconds();
  return format.replace(TOKENS, (token) =>
    token.startsWith('"') ? token.slice(1, -1) : element(token, date, millis),
  );
}
