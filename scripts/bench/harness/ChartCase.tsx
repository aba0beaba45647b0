import { useLayoutEffect } from 'react';
import TrendChart from '@/components/charts/TrendChart';
import { trendSeries, type TrendPoint } from './trend-points';

/** The chart's drawn line: the case's content (bench-case.ts `contentSelector`). */
const LINE = 'path.recharts-line-curve[d]';

/** Keep the main thread busy for `ms` milliseconds. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Once the chart's line is in the DOM, and before it is painted, keep the main thread busy for `slowMs`. */
function useInjectedSlowdown(slowMs: number): void {
  useLayoutEffect(() => {
    if (!slowMs) return;
    const slowOnce = () => {
      if (!document.querySelector(LINE)) return false;
      observer.disconnect();
      spin(slowMs);
      return true;
    };
    const observer = new MutationObserver(slowOnce);
    if (!slowOnce())
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['d'],
      });
    return () => observer.disconnect();
  }, [slowMs]);
}

/**
 * The app's TrendChart over `points` points of two series. With `slowMs` (the benchmark's
 * `--inject-slowdown`), the case does that much more main-thread work: a known regression for the
 * check's self-test.
 */
export function ChartCase({ points, slowMs }: { points: readonly TrendPoint[]; slowMs: number }) {
  useInjectedSlowdown(slowMs);
  return (
    <TrendChart title="Load time per run" data={points} series={trendSeries} yAxisLabel="ms" height={300} />
  );
}
