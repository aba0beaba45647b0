import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { usePrintPhase } from '@/components/print/print-store';
import { DEFAULT_MAX_POINTS, type TrendData, type TrendSeries } from './trend-types';
import { TrendPlot } from './TrendPlot';
import { TrendTable } from './TrendTable';

export type { TrendData, TrendSeries } from './trend-types';

export interface TrendChartProps {
  /** Accessible name and visible title. */
  title: string;
  /** Points in time order; `label` is the x-axis text. */
  data: TrendData;
  series: TrendSeries[];
  /** What the y-axis measures, in its unit ("Score", "Pages", "ms", "%"): written above the axis. */
  yAxisLabel: string;
  height?: number;
  yDomain?: [number, number];
  /** Upper bound of drawn points; the chart also draws no more points than its plot is wide in px. */
  maxPoints?: number;
}

/**
 * A recharts line chart with a table alternative ("Show as table") for screen readers and keyboard
 * users; a print shows both, the chart at the paper's width and its data below it.
 */
export default function TrendChart({
  title,
  data,
  series,
  yAxisLabel,
  height = 240,
  yDomain,
  maxPoints = DEFAULT_MAX_POINTS,
}: TrendChartProps) {
  const [asTable, { toggle }] = useDisclosure(false);
  const titleId = useId();
  const printing = usePrintPhase() !== 'idle';
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
      {asTable && !printing ? (
        <TrendTable titleId={titleId} data={data} series={series} maxHeight={height + 60} />
      ) : (
        <TrendPlot
          titleId={titleId}
          data={data}
          series={series}
          yAxisLabel={yAxisLabel}
          height={height}
          yDomain={yDomain}
          maxPoints={maxPoints}
        />
      )}
      {printing && <TrendTable titleId={titleId} data={data} series={series} maxHeight={100000} />}
    </Paper>
  );
}
