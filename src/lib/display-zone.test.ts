import { describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  displayZone,
  setDisplayZone,
  subscribeDisplayZone,
  zoneAbbreviation,
} from './display-zone';
import { formatClockTime, formatDate, formatDateTime, formatNextRun } from './format';

describe('the display zone', () => {
  it('shows every date-time in the profile’s zone and names it', () => {
    setDisplayZone('Europe/Berlin');
    expect(formatDateTime('2026-12-06T12:22:00Z')).toBe('6 Dec 2026, 13:22 CET');
    expect(formatDateTime('2026-07-06T12:22:00Z')).toBe('6 Jul 2026, 14:22 CEST');
    expect(formatNextRun('2026-12-06T12:22:00Z', new Date('2026-12-01T00:00:00Z'))).toBe(
      '6 Dec 2026, 13:22 CET',
    );
    expect(formatClockTime('2026-12-06T12:22:05.250Z')).toBe('13:22:05.250');
    // The day is the zone's: 23:30 UTC is already the next day in Berlin.
    expect(formatDate('2026-12-06T23:30:00Z')).toBe('7 Dec 2026');
    setDisplayZone('America/New_York');
    expect(formatDateTime('2026-12-06T12:22:00Z')).toBe('6 Dec 2026, 07:22 EST');
    expect(formatDateTime(Date.UTC(2026, 11, 6, 12, 22) / 1000)).toBe('6 Dec 2026, 07:22 EST');
  });

  it('keeps what carries no zone as written: a calendar date, a local date-time', () => {
    setDisplayZone('Asia/Kolkata');
    expect(formatDate('2026-12-06')).toBe('6 Dec 2026');
    expect(formatDateTime('2026-12-04T22:00:00')).toBe('4 Dec 2026, 22:00 GMT+5:30');
    setDisplayZone('Pacific/Honolulu');
    expect(formatDate('2026-12-06')).toBe('6 Dec 2026');
    expect(formatDateTime('2026-12-06')).toBe('6 Dec 2026');
  });

  it('falls back to the browser’s zone without a profile zone, or with one this browser does not know', () => {
    setDisplayZone('Mars/Olympus');
    expect(displayZone()).toBe(browserTimeZone());
    setDisplayZone('Europe/London');
    setDisplayZone(undefined);
    expect(displayZone()).toBe(browserTimeZone());
    expect(formatDateTime('2026-12-06T12:22:00Z')).toMatch(/^\d{1,2} Dec 2026, \d{2}:\d{2} \S+$/);
  });

  it('tells its listeners when the zone changes, and only then', () => {
    setDisplayZone('UTC');
    const listener = vi.fn();
    const unsubscribe = subscribeDisplayZone(listener);
    setDisplayZone('Etc/UTC');
    expect(listener).not.toHaveBeenCalled();
    setDisplayZone('Europe/Berlin');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    setDisplayZone('UTC');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('names a zone by its abbreviation, else its offset', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(zoneAbbreviation('Europe/London', winter)).toBe('GMT');
    expect(zoneAbbreviation('Europe/London', summer)).toBe('BST');
    expect(zoneAbbreviation('America/Los_Angeles', summer)).toBe('PDT');
    expect(zoneAbbreviation('UTC', summer)).toBe('UTC');
    expect(zoneAbbreviation('Asia/Tokyo', summer)).toBe('GMT+9');
  });
});
