import type { TrendSeries } from '@/components/charts/TrendChart';
import { seededRandom } from './page-rows';

/** One chart point: a run label and two load-time series in ms. */
export interface TrendPoint {
  label: string;
  loadMs: number;
  ttfbMs: number;
  [key: string]: number | string | null;
}

/** Size of the chart's references (polylines, recharts alone), in px. */
export const REFERENCE_CHART = { width: 1200, height: 300 } as const;

/** The two series the chart case draws. */
export const trendSeries: TrendSeries[] = [
  { key: 'loadMs', label: 'Load time', color: 'var(--mantine-color-indigo-6)', unit: 'ms' },
  { key: 'ttfbMs', label: 'Time to first byte', color: 'var(--mantine-color-teal-6)', unit: 'ms' },
];

/** `count` deterministic points: noisy slow waves with a rare spike. */
export function makeTrendPoints(count: number): TrendPoint[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, i) => {
    const wave = Math.sin(i / 180) * 150;
    const spike = random() < 0.002 ? 1_500 : 0;
    return {
      label: `Run ${i + 1}`,
      loadMs: Math.round(900 + wave + random() * 120 + spike),
      ttfbMs: Math.round(220 + wave / 4 + random() * 40),
    };
  });
}
