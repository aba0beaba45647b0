import { Line, LineChart } from 'recharts';
import { REFERENCE_CHART, trendSeries, type TrendPoint } from './trend-points';

/**
 * The trend chart's second reference: recharts alone, drawing the points the app's chart draws
 * (downsampled before the timer starts) as two bare lines: no axes, grid, tooltip, dots or frame.
 * What no chart built on recharts can paint faster.
 */
export function RechartsFloorCase({ points }: { points: readonly TrendPoint[] }) {
  return (
    <LineChart width={REFERENCE_CHART.width} height={REFERENCE_CHART.height} data={points as TrendPoint[]}>
      {trendSeries.map((series) => (
        <Line
          key={series.key}
          type="linear"
          dataKey={series.key}
          stroke={series.color}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
