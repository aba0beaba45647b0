import { describe, expect, it } from 'vitest';
import { formatLifetime, formatLifetimeDays, formatLifetimeSeconds } from './format-lifetime';

describe('formatLifetime', () => {
  it('words a lifetime in its largest unit, as every cookie screen shows it', () => {
    expect(formatLifetime(576_000)).toBe('400 days');
    expect(formatLifetime(1440)).toBe('1 day');
    expect(formatLifetime(2160)).toBe('1.5 days');
    expect(formatLifetime(720)).toBe('12 hours');
    expect(formatLifetime(30)).toBe('30 minutes');
    expect(formatLifetime(1)).toBe('1 minute');
    expect(formatLifetime(0.5)).toBe('Under a minute');
    expect(formatLifetime(1_440_000)).toBe('1,000 days');
  });

  it('reads the same lifetime alike from days, minutes and seconds', () => {
    expect(formatLifetimeDays(400)).toBe('400 days');
    expect(formatLifetimeSeconds(400 * 86_400)).toBe('400 days');
    expect(formatLifetimeSeconds(3600)).toBe('1 hour');
  });

  it('shows no value as an en dash', () => {
    expect(formatLifetime(undefined)).toBe('–');
    expect(formatLifetime(null)).toBe('–');
    expect(formatLifetime(Number.NaN)).toBe('–');
    expect(formatLifetimeDays(null)).toBe('–');
  });
});
