// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatInZone } from './format-zone';

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
