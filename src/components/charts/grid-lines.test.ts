import type { CartesianGridProps } from 'recharts';
import { describe, expect, it } from 'vitest';
import { horizontalGridLines, verticalGridLines } from './grid-lines';

type GeneratorInput = Parameters<NonNullable<CartesianGridProps['horizontalCoordinatesGenerator']>>[0];

const offset = { top: 10, left: 50, width: 100, height: 200 } as GeneratorInput['offset'];

describe('grid lines', () => {
  it('runs a vertical line at every x-axis label and at both plot edges', () => {
    const generate = verticalGridLines([50, 110]);
    expect(generate({ xAxis: undefined, offset, width: 300, height: 300 }, false)).toEqual([50, 110, 150]);
  });

  it('runs a horizontal line at every y-axis tick and at both plot edges', () => {
    // Values 0–100 from the plot's bottom (y = 210) to its top (y = 10).
    const map = (value: unknown) => 210 - Number(value) * 2;
    const yAxis = { scale: { map }, niceTicks: [0, 50, 100] } as never;
    expect(horizontalGridLines({ yAxis, offset, width: 300, height: 300 }, false)).toEqual([210, 110, 10]);
  });

  it('draws only the plot edges before the axes are known', () => {
    expect(horizontalGridLines({ yAxis: undefined, offset, width: 300, height: 300 }, false)).toEqual([
      10, 210,
    ]);
    expect(verticalGridLines([])({ xAxis: undefined, offset, width: 300, height: 300 }, false)).toEqual([
      50, 150,
    ]);
  });
});
