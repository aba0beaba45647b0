import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { downsample } from './downsample';

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
  /** Upper bound of drawn points (downsampled above it). */
  maxPoints?: number;
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
  const points = useMemo(() => downsample(data, maxPoints), [data, maxPoints]);
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
        <div role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-summary`}>
          <LineChart
            responsive
            style={{ width: '100%', height }}
            data={points as never[]}
            margin={{ top: 8, right: 16, bottom: 0, left: -8 }}
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
