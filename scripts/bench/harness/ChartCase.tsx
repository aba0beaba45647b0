import { useLayoutEffect } from 'react';
import TrendChart from '@/components/charts/TrendChart';
import { START_MARK } from './ready-signal';
import { trendSeries, type TrendPoint } from './trend-points';

/** The chart's drawn line: the case's content (bench-case.ts `contentSelector`). */
const LINE = 'path.recharts-line-curve[d]';

/** Keep the main thread busy for `ms` milliseconds. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * Once the chart's line is in the DOM, and before it is painted, keep the main thread busy for
 * `slowdown` times the time the chart took so far.
 */
function useInjectedSlowdown(slowdown: number): void {
  useLayoutEffect(() => {
    if (!slowdown) return;
    const start = performance.getEntriesByName(START_MARK, 'mark')[0]?.startTime ?? performance.now();
    const slowOnce = () => {
      if (!document.querySelector(LINE)) return false;
      observer.disconnect();
      spin((performance.now() - start) * slowdown);
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
  }, [slowdown]);
}

/**
 * The app's TrendChart over `points` points of two series. With a `slowdown` (the benchmark's
 * `--inject-slowdown`), the case is that much slower: a known regression for the check's self-test.
 */
export function ChartCase({ points, slowdown }: { points: readonly TrendPoint[]; slowdown: number }) {
  useInjectedSlowdown(slowdown);
  return <TrendChart title="Load time per run" data={points} series={trendSeries} height={300} />;
}
