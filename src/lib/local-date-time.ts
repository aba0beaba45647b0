/** A local date-time without zone, as its numeric fields (month 1–12). */
export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** Zero-padded number. */
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The fields of a real local date-time `YYYY-MM-DDThh:mm:ss`, or undefined. */
export function localParts(value: string): LocalParts | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = floating({ year, month, day, hour: 0, minute: 0, second: 0 });
  const realDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/** `YYYY-MM-DDThh:mm:ss` of local fields. */
export function localText(p: LocalParts): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** A "floating" Date whose UTC fields are the local fields (how rrule is fed wall-clock times). */
export function floating(p: LocalParts): Date {
  const date = new Date(0);
  date.setUTCFullYear(p.year, p.month - 1, p.day);
  date.setUTCHours(p.hour, p.minute, p.second, 0);
  return date;
}

/** The local fields of a floating Date. */
export function floatingParts(date: Date): LocalParts {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}
