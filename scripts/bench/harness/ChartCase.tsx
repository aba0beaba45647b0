import TrendChart from '@/components/charts/TrendChart';
import { trendSeries, type TrendPoint } from './trend-points';

/** The app's TrendChart over `points` points of two series. */
export function ChartCase({ points }: { points: readonly TrendPoint[] }) {
  return <TrendChart title="Load time per run" data={points} series={trendSeries} height={300} />;
}
