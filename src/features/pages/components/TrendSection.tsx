import { Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyTrendChart } from '@/components/charts/LazyTrendChart';
import type { TrendSeries } from '@/components/charts/TrendChart';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';

/** One point of a trend chart. */
export type TrendPoint = { label: string } & Record<string, number | string | null>;

/** A chart to draw: its title, points and lines. */
export interface ChartSpec {
  title: string;
  points: TrendPoint[];
  series: TrendSeries[];
  /** What the y-axis measures, in its unit ("ms", "KB"). */
  yAxisLabel: string;
}

interface TrendSectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  charts: (data: T) => ChartSpec[];
  /** Shown under the charts (a table, statistics). */
  extra?: (data: T) => ReactNode;
  empty: string;
  /** Heading level (2 for a section of the tab, 3 inside another section). */
  order?: 2 | 3;
}

/** A titled block of trend charts from one query, with its own loading, empty and error states. */
export function TrendSection<T>({ title, query, charts, extra, empty, order = 2 }: TrendSectionProps<T>) {
  return (
    <section aria-label={title}>
      <Title order={order} size={order === 2 ? 'h4' : 'h5'} mb="xs">
        {title}
      </Title>
      <QueryView
        query={query}
        errorTitle={`Could not load: ${title.toLowerCase()}`}
        loading={<Skeleton height={240} />}
      >
        {(data) => {
          const specs = charts(data);
          if (specs.every((spec) => spec.points.length === 0)) return <EmptyState title={empty} />;
          return (
            <Stack gap="sm">
              {specs.map((spec) => (
                <LazyTrendChart
                  key={spec.title}
                  title={spec.title}
                  data={spec.points}
                  series={spec.series}
                  yAxisLabel={spec.yAxisLabel}
                />
              ))}
              {extra?.(data)}
            </Stack>
          );
        }}
      </QueryView>
    </section>
  );
}
