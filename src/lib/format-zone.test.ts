// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setDisplayZone } from './display-zone';
import { formatDateTime } from './format';
import { formatInZone, formatZonedDateTime } from './format-zone';

describe('formatInZone never throws', () => {
  it.each<[string, unknown, string, string | undefined, string]>([
    [
      'an instant in its zone',
      '2030-03-04T14:00:00Z',
      'America/New_York',
      undefined,
      'Mon 4 Mar 2030, 09:00',
    ],
    ['the same instant in UTC', '2030-03-04T14:00:00Z', 'UTC', 'HH:mm', '14:00'],
    ['epoch milliseconds', Date.UTC(2030, 2, 4, 14), 'Europe/London', undefined, 'Mon 4 Mar 2030, 14:00'],
    [
      'an unknown zone, shown in UTC',
      '2030-03-04T14:00:00Z',
      'Mars/Olympus',
      undefined,
      'Mon 4 Mar 2030, 14:00',
    ],
    [
      'a zone that is not text a zone could be',
      '2030-03-04T14:00:00Z',
      '',
      undefined,
      'Mon 4 Mar 2030, 14:00',
    ],
    ['the year 9999', '9999-12-31T23:59:59Z', 'UTC', undefined, 'Fri 31 Dec 9999, 23:59'],
    ['the year 1940', '1940-06-01T12:00:00Z', 'UTC', undefined, 'Sat 1 Jun 1940, 12:00'],
    ['words', 'soon', 'UTC', undefined, 'soon'],
    ['nothing', null, 'UTC', undefined, '–'],
    ['an invalid Date', new Date(Number.NaN), 'UTC', undefined, '–'],
    ['past what a Date holds', 9_007_199_254_740_991, 'UTC', undefined, '9007199254740991'],
  ])('%s', (_, value, zone, pattern, expected) => {
    expect(formatInZone(value as string, zone, pattern)).toBe(expected);
  });
});

describe('formatZonedDateTime: the one date-time format, naming the zone (in full when it is not the viewer’s)', () => {
  it.each<[string, unknown, string, string, string]>([
    [
      'a local time of another zone names it',
      '2026-12-04T22:00:00',
      'America/Los_Angeles',
      'Europe/London',
      '4 Dec 2026, 22:00 (America/Los_Angeles)',
    ],
    [
      'a local time of the viewer’s zone gives its abbreviation',
      '2026-12-04T22:00:00',
      'America/Los_Angeles',
      'America/Los_Angeles',
      '4 Dec 2026, 22:00 PST',
    ],
    [
      'an alias of the viewer’s zone is that zone',
      '2026-12-04T22:00:00',
      'US/Pacific',
      'America/Los_Angeles',
      '4 Dec 2026, 22:00 PST',
    ],
    [
      'an instant at its wall time in the zone',
      '2026-12-05T06:00:00Z',
      'America/Los_Angeles',
      'UTC',
      '4 Dec 2026, 22:00 (America/Los_Angeles)',
    ],
    [
      'summer time moves the wall time',
      '2026-07-05T05:00:00Z',
      'America/Los_Angeles',
      'UTC',
      '4 Jul 2026, 22:00 (America/Los_Angeles)',
    ],
    [
      'a summer local time of the viewer’s zone',
      '2026-07-04T22:00:00',
      'America/Los_Angeles',
      'America/Los_Angeles',
      '4 Jul 2026, 22:00 PDT',
    ],
    ['an instant in the viewer’s zone', '2026-12-05T06:00:00Z', 'UTC', 'UTC', '5 Dec 2026, 06:00 UTC'],
    [
      'an unknown zone: the instant in UTC',
      '2026-12-05T06:00:00Z',
      'Mars/Olympus',
      'UTC',
      '5 Dec 2026, 06:00 (UTC)',
    ],
    [
      'an unknown zone: the local time as written, naming it',
      '2026-12-04T22:00:00',
      'Mars/Olympus',
      'UTC',
      '4 Dec 2026, 22:00 (Mars/Olympus)',
    ],
    ['words', 'soon', 'UTC', 'UTC', 'soon'],
    ['nothing', null, 'UTC', 'UTC', '–'],
  ])('%s', (_, value, zone, viewer, expected) => {
    expect(formatZonedDateTime(value as string, zone, viewer)).toBe(expected);
  });

  it('writes the date-time as formatDateTime does, so the two never read differently', () => {
    setDisplayZone('UTC');
    expect(formatZonedDateTime('2030-03-04T09:30:00', 'UTC', 'UTC')).toBe(
      formatDateTime('2030-03-04T09:30:00'),
    );
  });
});
