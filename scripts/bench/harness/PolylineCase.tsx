import { REFERENCE_CHART, trendSeries, type TrendPoint } from './trend-points';

const { width: WIDTH, height: HEIGHT } = REFERENCE_CHART;

/** The SVG `points` of one series: every point, scaled into the box by hand (no chart library). */
function polylinePoints(points: readonly TrendPoint[], key: string, max: number): string {
  const step = WIDTH / Math.max(1, points.length - 1);
  return points
    .map(
      (point, index) =>
        `${(index * step).toFixed(1)},${(HEIGHT - (Number(point[key]) / max) * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
}

/** The trend chart's reference: the same points of both series as plain SVG polylines. */
export function PolylineCase({ points }: { points: readonly TrendPoint[] }) {
  const max = Math.max(
    1,
    ...points.flatMap((point) => trendSeries.map((series) => Number(point[series.key]))),
  );
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label="Load time per run"
    >
      {trendSeries.map((series) => (
        <polyline
          key={series.key}
          data-bench-line=""
          fill="none"
          stroke={series.color}
          strokeWidth={1}
          points={polylinePoints(points, series.key, max)}
        />
      ))}
    </svg>
  );
}
