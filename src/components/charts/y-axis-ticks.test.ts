import { describe, expect, it } from 'vitest';
import { yAxisTicks } from './y-axis-ticks';

describe('yAxisTicks', () => {
  it.each<[number, number, number[]]>([
    [900, 1099, [900, 950, 1000, 1050, 1100]],
    [0, 143, [0, 50, 100, 150]],
    [3, 7, [3, 4, 5, 6, 7]],
    [0.1, 0.9, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [-40, 25, [-40, -20, 0, 20, 40]],
  ])('labels %d to %d at round steps that cover both: %j', (min, max, expected) => {
    expect(yAxisTicks(min, max)).toEqual(expected);
  });

  it('spreads a single value around it instead of dividing by zero', () => {
    const ticks = yAxisTicks(42, 42);
    expect(ticks[0]).toBeLessThan(42);
    expect(ticks[ticks.length - 1]).toBeGreaterThan(42);
  });

  it('keeps a fixed domain, with round steps inside it', () => {
    expect(yAxisTicks(12, 88, 5, [0, 100])).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('says 0 to 1 when there is no value', () => {
    expect(yAxisTicks(Infinity, -Infinity)).toEqual([0, 1]);
  });
});
