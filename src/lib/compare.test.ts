import { describe, expect, it } from 'vitest';
import { compareNames, compareTimes } from './compare';

describe('compareNames', () => {
  it('orders names as a reader does: numbers by value, case and accents aside', () => {
    const names = ['Site 10', 'site 2', 'Éclair shop', 'Acme', 'Site 1', 'eclair blog'];
    expect([...names].sort(compareNames)).toEqual([
      'Acme',
      'eclair blog',
      'Éclair shop',
      'Site 1',
      'site 2',
      'Site 10',
    ]);
  });
});

describe('compareTimes', () => {
  it('orders timestamps by time, whatever their offsets and precision', () => {
    const times = ['2026-11-20T10:00:00+02:00', '2026-11-20T09:30:00Z', '2026-11-20T08:59:59.500Z'];
    expect([...times].sort(compareTimes)).toEqual([
      '2026-11-20T10:00:00+02:00',
      '2026-11-20T08:59:59.500Z',
      '2026-11-20T09:30:00Z',
    ]);
  });

  it('puts a missing or unreadable time first, and equal times side by side', () => {
    expect(compareTimes(undefined, '2026-01-01T00:00:00Z')).toBeLessThan(0);
    expect(compareTimes('2026-01-01T00:00:00Z', 'not a time')).toBeGreaterThan(0);
    expect(compareTimes(null, '')).toBe(0);
    expect(compareTimes('2026-01-01T01:00:00+01:00', '2026-01-01T00:00:00Z')).toBe(0);
  });
});
