import { describe, expect, it } from 'vitest';
import { tickInterval } from './tick-interval';

/** `count` labels of 8 characters each: "Run 0001", "Run 0002", … */
const labels = (count: number) =>
  Array.from({ length: count }, (_, i) => `Run ${String(i + 1).padStart(4, '0')}`);

describe('tickInterval', () => {
  it('shows every label when they all fit', () => {
    expect(tickInterval(labels(10), 1000, 11, 24)).toBe(0);
  });

  it('spaces shown labels at least a label and the gap apart', () => {
    const plotWidth = 1240;
    for (const count of [50, 333, 600, 1240]) {
      const interval = tickInterval(labels(count), plotWidth, 11, 24);
      const spacing = ((interval + 1) * plotWidth) / (count - 1);
      // 8 characters of 11 px text are about 54 px wide.
      expect(spacing).toBeGreaterThanOrEqual(54 + 24);
      // …and not much sparser than needed: the next smaller interval would crowd them.
      expect((interval * plotWidth) / (count - 1)).toBeLessThan(54 + 24 + 5);
    }
  });

  it('shows every label of a chart with one point or no plot width yet', () => {
    expect(tickInterval(['Run 1'], 1000, 11, 24)).toBe(0);
    expect(tickInterval(labels(600), 0, 11, 24)).toBe(0);
  });
});
