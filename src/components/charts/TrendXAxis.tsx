import { AXIS_COLOR, AxisLabel, TICK_MARGIN, TICK_SIZE } from './AxisTick';
import type { XAxisTick } from './x-axis-ticks';

/** Height of the x-axis under the plot, in px (recharts' XAxis default). */
export const X_AXIS_HEIGHT = 30;

interface TrendXAxisProps {
  /** The chart's width, in px: a label never runs past its right (or left) edge. */
  width: number;
  /** The plot's bottom edge, in px from the chart's top: where the axis line runs. */
  top: number;
  plotLeft: number;
  plotWidth: number;
  ticks: readonly XAxisTick[];
  labels: readonly string[];
  fontSize: number;
}

/**
 * The x-axis of a trend, a child of recharts' chart drawn as recharts' own XAxis draws it (axis
 * line, tick marks, labels) in the `X_AXIS_HEIGHT` px under the plot. recharts' category axis over
 * hundreds of points took a sixth of the chart's first paint; this one draws only the labels shown.
 */
export function TrendXAxis({ width, top, plotLeft, plotWidth, ticks, labels, fontSize }: TrendXAxisProps) {
  return (
    <g className="trend-x-axis" transform={`translate(0, ${top})`}>
      <line x1={plotLeft} x2={plotLeft + plotWidth} y1={0} y2={0} stroke={AXIS_COLOR} />
      {ticks.map(({ index, x }) => (
        <g key={index}>
          <line x1={x} x2={x} y1={0} y2={TICK_SIZE} stroke={AXIS_COLOR} />
          <AxisLabel
            x={x}
            y={TICK_SIZE + TICK_MARGIN}
            text={labels[index] ?? ''}
            fontSize={fontSize}
            textAnchor="middle"
            verticalAnchor="start"
            fill={AXIS_COLOR}
            maxX={width}
            minX={0}
          />
        </g>
      ))}
    </g>
  );
}
