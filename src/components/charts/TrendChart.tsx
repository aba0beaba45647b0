import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { downsample } from './downsample';

/** Margin of the recharts chart around its plot and axes, in px. */
const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: -8 };
/** Width of the y-axis (recharts' default), which the plot does not use, in px. */
const Y_AXIS_WIDTH = 60;

/** Most points worth drawing in a chart `width` px wide: one per plot pixel, at most `maxPoints`. */
function drawnPointCap(width: number, maxPoints: number): number {
  if (width <= 0) return maxPoints;
  const plotWidth = width - CHART_MARGIN.left - CHART_MARGIN.right - Y_AXIS_WIDTH;
  return Math.max(2, Math.min(maxPoints, Math.floor(plotWidth)));
}

/** One line of a trend chart. */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
  /** Unit shown in the table alternative and tooltip, e.g. "ms" or "/ 100". */
  unit?: string;
}

export interface TrendChartProps {
  /** Accessible name and visible title. */
  title: string;
  /** Points in time order; `label` is the x-axis text. */
  data: ReadonlyArray<{ label: string } & Record<string, number | string | null>>;
  series: TrendSeries[];
  height?: number;
  yDomain?: [number, number];
  /** Upper bound of drawn points; the chart also draws no more points than its plot is wide in px. */
  maxPoints?: number;
}

/** The value as a number, or null when it is not one (missing or text). */
function numberOrNull(value: number | string | null | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

/** A recharts line chart with a table alternative ("Show as table") for screen readers and keyboard users. */
export default function TrendChart({
  title,
  data,
  series,
  height = 240,
  yDomain,
  maxPoints = 600,
}: TrendChartProps) {
  const [asTable, { toggle }] = useDisclosure(false);
  const titleId = useId();
  const { ref: chartRef, width } = useElementSize<HTMLDivElement>();
  const cap = drawnPointCap(width, maxPoints);
  // Callers often pass `series` inline: depend on its keys, not on its identity.
  const seriesKeys = series.map((s) => s.key).join('\n');
  const points = useMemo(() => {
    const keys = seriesKeys.split('\n');
    return downsample(data, cap, (point) => keys.map((key) => numberOrNull(point[key])));
  }, [data, cap, seriesKeys]);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id={titleId}>
          {title}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={toggle} aria-pressed={asTable}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </Group>
      {asTable ? (
        <Table.ScrollContainer minWidth={300} maxHeight={height + 60}>
          <Table striped aria-labelledby={titleId} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Run</Table.Th>
                {series.map((s) => (
                  <Table.Th key={s.key} style={{ textAlign: 'right' }}>
                    {s.label}
                    {s.unit ? ` (${s.unit})` : ''}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((point, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{point.label}</Table.Td>
                  {series.map((s) => (
                    <Table.Td key={s.key} style={{ textAlign: 'right' }}>
                      {point[s.key] ?? '–'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <div ref={chartRef} role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-summary`}>
          <LineChart
            responsive
            style={{ width: '100%', height }}
            data={points as never[]}
            margin={CHART_MARGIN}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11 }}
              minTickGap={24}
              stroke="var(--mantine-color-dimmed)"
            />
            <YAxis
              domain={yDomain ?? ['auto', 'auto']}
              tick={{ fontSize: 11 }}
              stroke="var(--mantine-color-dimmed)"
            />
            <Tooltip
              // The series colour marks each line; the values are in body text for contrast.
              itemStyle={{ color: 'var(--mantine-color-text)' }}
              labelStyle={{ color: 'var(--mantine-color-text)' }}
              contentStyle={{
                background: 'var(--mantine-color-body)',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            />
            {series.length > 1 && <Legend />}
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                dot={points.length < 60}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
          <Text id={`${titleId}-summary`} size="xs" c="dimmed">
            {data.length} points{data.length > points.length ? `, ${points.length} drawn` : ''}. Use “Show as
            table” for the values.
          </Text>
        </div>
      )}
    </Paper>
  );
}
