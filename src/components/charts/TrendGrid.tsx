import { AXIS_COLOR, AxisLabel, TICK_MARGIN, TICK_SIZE } from './AxisTick';
import type { YAxisTicks } from './y-axis-ticks';

const GRID_COLOR = 'var(--mantine-color-default-border)';

interface TrendGridProps {
  /** The plot's box, in px from the chart's top left corner. */
  plot: { left: number; top: number; width: number; height: number };
  /** The y-axis labels, lowest first: the first and last are the bottom and top of the plot. */
  yTicks: YAxisTicks;
  /** The y-axis' name and unit, written above it at the chart's left edge. */
  yAxisLabel: string;
  /** Where the x-axis labels are, in px from the chart's left edge. */
  xs: readonly number[];
  fontSize: number;
}

/**
 * The y-axis (its name above it, line, tick marks, labels left of the plot) and the dashed grid of a trend, a child of
 * recharts' chart. recharts' own YAxis and CartesianGrid took a third of the chart's first paint for
 * a handful of lines and labels; the chart keeps a hidden YAxis with the same domain for its scale.
 */
export function TrendGrid({ plot, yTicks, yAxisLabel, xs, fontSize }: TrendGridProps) {
  const low = yTicks[0] ?? 0;
  const span = (yTicks[yTicks.length - 1] ?? 1) - low || 1;
  const yOf = (value: number) => plot.top + plot.height - ((value - low) / span) * plot.height;
  const right = plot.left + plot.width;
  const bottom = plot.top + plot.height;
  const verticals = [...new Set([plot.left, ...xs, right])];
  return (
    <g className="trend-grid">
      <g stroke={GRID_COLOR} strokeDasharray="3 3" fill="none">
        {yTicks.map((value) => (
          <line key={`y${value}`} x1={plot.left} x2={right} y1={yOf(value)} y2={yOf(value)} />
        ))}
        {verticals.map((x) => (
          <line key={`x${x}`} x1={x} x2={x} y1={plot.top} y2={bottom} />
        ))}
      </g>
      <g className="trend-y-axis">
        <AxisLabel
          className="trend-y-axis-name"
          x={0}
          y={plot.top - TICK_SIZE - TICK_MARGIN}
          text={yAxisLabel}
          fontSize={fontSize}
          textAnchor="start"
          verticalAnchor="end"
          fill={AXIS_COLOR}
        />
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={bottom} stroke={AXIS_COLOR} />
        {yTicks.map((value) => (
          <g key={value}>
            <line
              x1={plot.left - TICK_SIZE}
              x2={plot.left}
              y1={yOf(value)}
              y2={yOf(value)}
              stroke={AXIS_COLOR}
            />
            <AxisLabel
              x={plot.left - TICK_SIZE - TICK_MARGIN}
              y={yOf(value)}
              text={String(value)}
              fontSize={fontSize}
              textAnchor="end"
              verticalAnchor="middle"
              fill={AXIS_COLOR}
            />
          </g>
        ))}
      </g>
    </g>
  );
}
