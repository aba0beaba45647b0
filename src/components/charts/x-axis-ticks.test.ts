import { describe, expect, it } from 'vitest';
import { xAxisTicks } from './x-axis-ticks';

describe('x-axis ticks', () => {
  it('labels every interval + 1-th point, the first on the plot’s left edge', () => {
    // Six points over 100 px from x = 50: 20 px apart.
    expect(xAxisTicks(6, 2, 50, 100)).toEqual([
      { index: 0, x: 50 },
      { index: 3, x: 110 },
    ]);
    expect(xAxisTicks(6, 0, 50, 100).map((tick) => tick.x)).toEqual([50, 70, 90, 110, 130, 150]);
  });

  it('puts a single point on the left edge and labels nothing without points', () => {
    expect(xAxisTicks(1, 0, 50, 100)).toEqual([{ index: 0, x: 50 }]);
    expect(xAxisTicks(0, 0, 50, 100)).toEqual([]);
  });
});
