import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { asGiven, toDate, type DateInput } from './format';

/**
 * A date as its wall time in a time zone, "Mon 30 Nov 2026, 09:00" by default (any date-fns
 * pattern); in UTC when the zone is not one this browser knows; the value as it came when it is
 * not a date. Never throws. (Apart from format.ts so that the zone library loads with the screens
 * that need it.)
 */
export function formatInZone(value: DateInput, tzId: string, pattern = 'EEE d MMM yyyy, HH:mm'): string {
  const date = toDate(value);
  if (!date) return asGiven(value);
  for (const zone of [tzId, 'UTC']) {
    try {
      const zoned = new TZDate(date.getTime(), zone);
      if (isValid(zoned)) return format(zoned, pattern);
    } catch {
      // A zone this browser does not know: UTC instead.
    }
  }
  return asGiven(value);
}
