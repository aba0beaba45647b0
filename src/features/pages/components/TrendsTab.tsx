import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageQueries, type PageRef } from '@/api/pages/queries';
import { webVitalTrendNames, type Sparkline, type WebVitalTrendName } from '@/api/pages/trend-schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatBytes, formatDate, formatDateTime, formatMs } from '@/lib/format';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { TrendSection } from './TrendSection';

const dayChoices = ['7', '30', '90'];
const vitalLabels: Record<WebVitalTrendName, string> = {
  largest_contentful_paint: 'Largest Contentful Paint',
  first_contentful_paint: 'First Contentful Paint',
  time_to_first_byte: 'Time to First Byte',
  cumulative_layout_shift: 'Cumulative Layout Shift',
};
const color = (name: string) => `var(--mantine-color-${name}-6)`;
const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));

const sparklineColumns: ColumnSpec<Sparkline>[] = [
  {
    id: 'run',
    header: 'Run',
    width: 90,
    align: 'right',
    accessor: (row) => row.runId,
    cell: (row) => String(row.runId ?? '–'),
  },
  {
    id: 'completed',
    header: 'Completed',
    width: 170,
    accessor: (row) => row.runCompletionDate,
    cell: (row) => formatDateTime(row.runCompletionDate),
  },
  {
    id: 'status',
    header: 'Status',
    width: 150,
    accessor: (row) => row.pageInsights?.statusCode,
    cell: (row) => <HttpStatusBadge code={row.pageInsights?.statusCode} />,
  },
  {
    id: 'loadTime',
    header: 'Load time',
    width: 110,
    align: 'right',
    accessor: (row) => row.pageInsights?.loadTime,
    cell: (row) => formatMs(row.pageInsights?.loadTime),
  },
  {
    id: 'size',
    header: 'Size',
    width: 100,
    align: 'right',
    accessor: (row) => row.pageInsights?.size,
    cell: (row) => formatBytes(row.pageInsights?.size),
  },
];

/** The trends tab: the page over the runs of the last 7, 30 or 90 days, and its web vitals. */
export function TrendsTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const days = dayChoices.includes(params.get('days') ?? '') ? Number(params.get('days')) : 30;
  const vitalParam = params.get('vital') ?? '';
  const vital = (webVitalTrendNames as readonly string[]).includes(vitalParam)
    ? (vitalParam as WebVitalTrendName)
    : 'largest_contentful_paint';
  const sparklines = useQuery(pageQueries.sparklines(page, days));
  const loadTimes = useQuery(pageQueries.insightTrend(page.auditId, page.pageId, 'pageLoadTime', days));
  const vitals = useQuery(pageQueries.webVitalsTrends(page));
  const oneVital = useQuery(pageQueries.webVitalTrend(page.auditId, page.pageId, vital, days));
  const vitalUnit = vital === 'cumulative_layout_shift' ? undefined : 'ms';
  const showVital = (value: number) => (vitalUnit ? formatMs(value) : value.toFixed(3));

  return (
    <Stack gap="lg">
      <Select
        label="Period"
        w={200}
        size="xs"
        data={dayChoices.map((value) => ({ value, label: `Last ${value} days` }))}
        value={String(days)}
        onChange={(value) => setParams({ days: value === '30' ? null : value })}
        allowDeselect={false}
      />
      <TrendSection
        title={`This page in the runs of the last ${days} days up to this run`}
        query={sparklines}
        empty="No run in this period reached this page"
        charts={(rows) => [
          {
            title: 'Load time by run',
            points: rows.map((row) => ({
              label: formatDate(row.runCompletionDate),
              loadTime: ms(row.pageInsights?.loadTime),
            })),
            series: [{ key: 'loadTime', label: 'Load time', color: color('indigo'), unit: 'ms' }],
            yAxisLabel: 'ms',
          },
        ]}
        extra={(rows) => (
          <DataTable
            label="This page by run"
            data={[...rows].reverse()}
            columns={sparklineColumns}
            getRowId={(row) => String(row.runId)}
            csvFileName={`page-${page.pageId}-runs-${days}-days.csv`}
            maxHeight={320}
          />
        )}
      />
      <TrendSection
        title={`Page size and load time over the last ${days} days`}
        query={loadTimes}
        empty="No run in this period reached this page"
        charts={(points) => [
          {
            title: 'Page load time',
            points: points.map((point) => ({
              label: formatDate(point.runCompletionDate),
              value: point.trendValue ?? null,
            })),
            series: [{ key: 'value', label: 'Load time', color: color('indigo'), unit: 'ms' }],
            yAxisLabel: 'ms',
          },
        ]}
        extra={() => <PageSizeTrend page={page} days={days} />}
      />
      <TrendSection
        title="Web vitals in this run and the runs before it"
        query={vitals}
        empty="No web vitals were recorded for this page"
        charts={(data) => [
          {
            title: 'LCP, FCP and TTFB by run',
            points: data.runs.map((run) => ({
              label: formatDate(run.completedAt),
              lcp: ms(run.largestContentfulPaint),
              fcp: ms(run.firstContentfulPaint),
              ttfb: ms(run.timeToFirstByte),
            })),
            series: [
              { key: 'lcp', label: 'LCP', color: color('indigo'), unit: 'ms' },
              { key: 'fcp', label: 'FCP', color: color('teal'), unit: 'ms' },
              { key: 'ttfb', label: 'TTFB', color: color('orange'), unit: 'ms' },
            ],
            yAxisLabel: 'ms',
          },
          {
            title: 'CLS by run',
            points: data.runs.map((run) => ({
              label: formatDate(run.completedAt),
              cls: run.cumulativeLayoutShift ?? null,
            })),
            series: [{ key: 'cls', label: 'CLS', color: color('grape') }],
            yAxisLabel: 'Layout shift score',
          },
        ]}
      />
      <Stack gap="xs">
        <Select
          label="Web vital"
          w={260}
          size="xs"
          data={webVitalTrendNames.map((value) => ({ value, label: vitalLabels[value] }))}
          value={vital}
          onChange={(value) => setParams({ vital: value === 'largest_contentful_paint' ? null : value })}
          allowDeselect={false}
        />
        <TrendSection
          title={`${vitalLabels[vital]} over the last ${days} days`}
          query={oneVital}
          empty="No web vitals were recorded in this period"
          charts={(data) => [
            {
              title: vitalLabels[vital],
              points: data.runs.map((run) => ({ label: formatDate(run.completedAt), value: run.trendValue })),
              series: [{ key: 'value', label: vitalLabels[vital], color: color('indigo'), unit: vitalUnit }],
              yAxisLabel: vitalUnit ?? 'Layout shift score',
            },
          ]}
          extra={(data) => (
            <Group gap="lg">
              <Text size="sm">Min {showVital(data.stats.min)}</Text>
              <Text size="sm">Median {showVital(data.stats.median)}</Text>
              <Text size="sm">Average {showVital(data.stats.average)}</Text>
              <Text size="sm">Max {showVital(data.stats.max)}</Text>
            </Group>
          )}
        />
      </Stack>
    </Stack>
  );
}

/** The page size trend (calendar days), drawn under the load time trend. */
function PageSizeTrend({ page, days }: { page: PageRef; days: number }) {
  const sizes = useQuery(pageQueries.insightTrend(page.auditId, page.pageId, 'pageSize', days));
  return (
    <TrendSection
      title="Page size"
      order={3}
      query={sizes}
      empty="No size was recorded in this period"
      charts={(points) => [
        {
          title: 'Page size',
          points: points.map((point) => ({
            label: formatDate(point.runCompletionDate),
            value: point.trendValue === undefined ? null : Math.round(point.trendValue / 1024),
          })),
          series: [{ key: 'value', label: 'Size', color: color('teal'), unit: 'KB' }],
          yAxisLabel: 'KB',
        },
      ]}
    />
  );
}
