/**
 * Daylight-saving changes for tests of schedules: both changes of 2026 and 2027 in New York and in
 * Europe, and two in 2030. Each falls on a Sunday (`day`, local date); `before` and `after` are the
 * zone's UTC offsets in minutes on the Saturday before and on the Monday after; `inChange` is a
 * local time of that Sunday in the hour the change skips (clocks forward) or repeats (clocks back).
 */
export interface DstChange {
  tzId: string;
  day: string;
  before: number;
  after: number;
  inChange: string;
}

export const DST_CHANGES: readonly DstChange[] = [
  { tzId: 'America/New_York', day: '2026-03-08', before: -300, after: -240, inChange: '02:30' },
  { tzId: 'America/New_York', day: '2026-11-01', before: -240, after: -300, inChange: '01:30' },
  { tzId: 'America/New_York', day: '2027-03-14', before: -300, after: -240, inChange: '02:30' },
  { tzId: 'America/New_York', day: '2027-11-07', before: -240, after: -300, inChange: '01:30' },
  { tzId: 'Europe/Berlin', day: '2026-03-29', before: 60, after: 120, inChange: '02:30' },
  { tzId: 'Europe/Berlin', day: '2026-10-25', before: 120, after: 60, inChange: '02:30' },
  { tzId: 'Europe/Berlin', day: '2027-03-28', before: 60, after: 120, inChange: '02:30' },
  { tzId: 'Europe/Berlin', day: '2027-10-31', before: 120, after: 60, inChange: '02:30' },
  { tzId: 'America/New_York', day: '2030-03-10', before: -300, after: -240, inChange: '02:30' },
  { tzId: 'Europe/London', day: '2030-10-27', before: 60, after: 0, inChange: '01:30' },
];

const DAY_MS = 86_400_000;

/** The local date `days` after `day` (`YYYY-MM-DD`; negative goes back). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of a local wall-clock time at a known UTC offset (minutes), worked out by hand. */
export function instantAt(localDateTime: string, offsetMinutes: number): number {
  return Date.parse(`${localDateTime}Z`) - offsetMinutes * 60_000;
}
