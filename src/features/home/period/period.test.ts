// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_VISIT_KEY, parsePeriod, periodStart, takePreviousVisit } from './period';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 28, 17, 50);
const ANNA = '1:7';
const BEN = '1:8';

/** The session storage of another tab. */
function tabStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
}

describe("Home's period", () => {
  it('reads the period from the address, since the last visit by default', () => {
    expect(parsePeriod('24h')).toBe('24h');
    expect(parsePeriod('7d')).toBe('7d');
    expect(parsePeriod(null)).toBe('last-visit');
    expect(parsePeriod('yesterday')).toBe('last-visit');
  });

  it('starts 24 hours or 7 days back, or at the previous visit (7 days back on a first one)', () => {
    expect(periodStart('24h', now - HOUR, now)).toBe(now - 24 * HOUR);
    expect(periodStart('7d', now - HOUR, now)).toBe(now - 7 * 24 * HOUR);
    expect(periodStart('last-visit', now - HOUR, now)).toBe(now - HOUR);
    expect(periodStart('last-visit', undefined, now)).toBe(now - 7 * 24 * HOUR);
  });
});

describe('the previous visit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is none on a first visit, and each visit is recorded for the next', () => {
    expect(takePreviousVisit(now, ANNA, localStorage, sessionStorage)).toBeUndefined();
    expect(localStorage.getItem(`${LAST_VISIT_KEY}:${ANNA}`)).toBe(String(now));
  });

  it('stays the same in a tab that comes back to Home, while a new tab sees the latest visit', () => {
    localStorage.setItem(`${LAST_VISIT_KEY}:${ANNA}`, String(now - 5 * HOUR));
    expect(takePreviousVisit(now, ANNA, localStorage, sessionStorage)).toBe(now - 5 * HOUR);
    expect(takePreviousVisit(now + HOUR, ANNA, localStorage, sessionStorage)).toBe(now - 5 * HOUR);
    expect(takePreviousVisit(now + 2 * HOUR, ANNA, localStorage, tabStorage())).toBe(now + HOUR);
  });

  it('belongs to its user and account: another user of the browser has their own', () => {
    takePreviousVisit(now - 5 * HOUR, ANNA, localStorage, sessionStorage);
    expect(takePreviousVisit(now, BEN, localStorage, tabStorage())).toBeUndefined();
    expect(takePreviousVisit(now + HOUR, BEN, localStorage, tabStorage())).toBe(now);
    expect(takePreviousVisit(now + HOUR, ANNA, localStorage, tabStorage())).toBe(now - 5 * HOUR);
  });
});
