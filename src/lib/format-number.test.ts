import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-number';

const intl = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });

/** A seeded sequence in [0, 1), so a failure names a value that can be tried again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('formatDecimal', () => {
  it('writes what Intl.NumberFormat("en-US") writes, ties and signs included', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.5,
      2.5,
      -2.5,
      1.005,
      1.45,
      2.675,
      0.125,
      9.995,
      999.95,
      999_999.995,
      1234.5678,
      -1234.5678,
      0.0001,
      -0.04,
      1e-7,
      1.5e-7,
      123e-20,
      1e21,
      1.23e22,
      2 ** 53 + 2,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_VALUE,
      0.1 + 0.2,
      87.45,
      99.95,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (const digits of [0, 1, 2, 3, 6, 20])
      for (const value of values)
        expect(formatDecimal(value, digits), `${value}, ${digits}`).toBe(intl(digits).format(value));
  });

  it('agrees with Intl on thousands of values of every size', () => {
    const next = seeded(7);
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 24 - 10);
      const value = (next() - 0.5) * magnitude;
      const rounded = i % 3 === 0 ? Math.round(value * 1000) / 1000 + 0.0005 : value;
      const digits = Math.floor(next() * 8);
      expect(formatDecimal(rounded, digits), `${rounded}, ${digits}`).toBe(intl(digits).format(rounded));
    }
  });

  it('keeps three decimals unless told otherwise', () => {
    expect(formatDecimal(1234.56789)).toBe('1,234.568');
  });
});
