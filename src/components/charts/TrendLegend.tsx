import { Group, Text } from '@mantine/core';
import type { TrendSeries } from './trend-types';

/** Height of the legend row, in px. */
export const LEGEND_HEIGHT = 24;

/** recharts' legend icon of a line: a stroke with a ring in the middle, in a 32 × 32 box. */
const LINE_ICON = 'M0,16h10.67A5.33,5.33,0,1,1,21.33,16H32M21.33,16A5.33,5.33,0,1,1,10.67,16';

/**
 * Legend of a trend chart's lines, drawn in HTML below the chart (as recharts' legend is), so the
 * chart does not have to measure it and lay its plot out again.
 */
export function TrendLegend({ series }: { series: TrendSeries[] }) {
  return (
    <Group
      component="ul"
      justify="center"
      gap="xs"
      h={LEGEND_HEIGHT}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {series.map((s) => (
        <Group component="li" key={s.key} gap={4} wrap="nowrap">
          <svg width={14} height={14} viewBox="0 0 32 32" aria-hidden="true">
            <path d={LINE_ICON} fill="none" stroke={s.color} strokeWidth={4} />
          </svg>
          <Text span size="sm">
            {s.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
