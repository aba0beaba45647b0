import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { PartBoundary } from '@/components/feedback/PartBoundary';
import { lazyExport } from '@/components/progressive/lazy-export';
import { PrintPending } from '@/components/print/PrintPending';
import { WhenVisible } from '@/components/progressive/WhenVisible';
import type { TrendChartProps } from './TrendChart';

const TrendChart = lazyExport(
  () => import('./TrendChart'),
  (module) => module.default,
);

/**
 * The trend chart, whose code (recharts, ~110 KB gzip) loads when the chart's spot comes into the
 * viewport: a chart below a phone's first screen costs nothing until the user scrolls to it (its
 * code and first render take ~0.5 s of a phone's main thread, which a look-ahead margin spent on a
 * report's first screen). An empty space of `placeholderHeight` px stands in until then, and a
 * skeleton while the code loads.
 */
export function LazyTrendChart({
  placeholderHeight = 240,
  ...props
}: TrendChartProps & { placeholderHeight?: number }) {
  return (
    // Not a skeleton while out of view: nothing is loading until the user scrolls towards it.
    <WhenVisible rootMargin="0px" placeholder={<div style={{ height: placeholderHeight }} />}>
      {/* Its code failing to arrive fails the chart only, with Retry: the report around it stays. */}
      <PartBoundary part="chart">
        <Suspense
          fallback={
            <>
              <Skeleton height={placeholderHeight} radius="md" />
              <PrintPending />
            </>
          }
        >
          <TrendChart {...props} />
        </Suspense>
      </PartBoundary>
    </WhenVisible>
  );
}
