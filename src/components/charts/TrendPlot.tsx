import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Line, LineChart, Tooltip, YAxis, type TooltipProps } from 'recharts';
import { downsample } from './downsample';
import { tickInterval } from './tick-interval';
import { TrendGrid } from './TrendGrid';
import { LEGEND_HEIGHT, TrendLegend } from './TrendLegend';
import { valueWithUnit, type TrendData, type TrendSeries } from './trend-types';
import { TrendXAxis, X_AXIS_HEIGHT } from './TrendXAxis';
import { useContainerWidth } from './useContainerWidth';
import { xAxisTicks } from './x-axis-ticks';
import { yAxisTicks } from './y-axis-ticks';

/** Left edge of the plot, in px from the chart's left edge: room for the y-axis' labels. */
const PLOT_LEFT = 52;
/** Margin of the recharts chart around its plot, in px: the axes are drawn in the left and bottom ones, the y-axis' name in the top one. */
const CHART_MARGIN = { top: 24, right: 16, bottom: X_AXIS_HEIGHT, left: PLOT_LEFT };
/** Axis text size and the least gap between two x-axis labels, in px. */
const TICK_FONT_SIZE = 11;
const MIN_TICK_GAP = 24;
/** Least px between drawn points for a smoothed line; closer than that, smoothing cannot be seen. */
const MIN_CURVE_SPACING = 4;
/** Width of the plot of a chart `width` px wide, in px. */
function plotWidthOf(width: number): number {
  return width - PLOT_LEFT - CHART_MARGIN.right;
}

/** The tooltip's heading: the label of the point under the pointer (the chart has no recharts x-axis). */
const pointLabel: NonNullable<TooltipProps<number, string>['labelFormatter']> = (_, payload) =>
  String(payload?.[0]?.payload?.label ?? '');

/** Plot pixels per drawn point: a line drawn through every other pixel looks the same, at half the work. */
const PX_PER_POINT = 2;

/** Most points worth drawing in a chart `width` px wide: one per {@link PX_PER_POINT} px, at most `maxPoints`. */
function drawnPointCap(width: number, maxPoints: number): number {
  if (width <= 0) return maxPoints;
  return Math.max(2, Math.min(maxPoints, Math.floor(plotWidthOf(width) / PX_PER_POINT)));
}

/** The value as a number, or null when it is not one (missing or text). */
function numberOrNull(value: number | string | null | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

interface TrendPlotProps {
  titleId: string;
  data: TrendData;
  series: TrendSeries[];
  yAxisLabel: string;
  height: number;
  yDomain: [number, number] | undefined;
  maxPoints: number;
}

/**
 * The chart of a trend: rendered once its width is known (before the first paint), with no more
 * points than its plot has pixels, and x-axis labels spaced without measuring each one, drawn under
 * recharts' plot by TrendXAxis.
 */
export function TrendPlot({ titleId, data, series, yAxisLabel, height, yDomain, maxPoints }: TrendPlotProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  const cap = drawnPointCap(width, maxPoints);
  // Callers often pass `series` inline: depend on its keys, not on its identity.
  const seriesKeys = series.map((s) => s.key).join('\n');
  const keys = useMemo(() => seriesKeys.split('\n'), [seriesKeys]);
  const points = useMemo(() => {
    if (width <= 0) return [];
    return downsample(data, cap, (point) => keys.map((key) => numberOrNull(point[key])));
  }, [data, cap, width, keys]);
  const labels = useMemo(() => points.map((point) => point.label), [points]);
  const interval = useMemo(
    () => tickInterval(labels, plotWidthOf(width), TICK_FONT_SIZE, MIN_TICK_GAP),
    [labels, width],
  );
  const ticks = useMemo(
    () => xAxisTicks(points.length, interval, PLOT_LEFT, plotWidthOf(width)),
    [points.length, interval, width],
  );
  const xs = useMemo(() => ticks.map((tick) => tick.x), [ticks]);
  const yTicks = useMemo(() => {
    let min = Infinity;
    let max = -Infinity;
    for (const point of points)
      for (const key of keys) {
        const value = point[key];
        if (typeof value !== 'number') continue;
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
    return yAxisTicks(min, max, 5, yDomain);
  }, [points, keys, yDomain]);
  const drawn = Math.min(data.length, cap);
  const pointSpacing = plotWidthOf(width) / Math.max(1, points.length - 1);
  const curve = pointSpacing >= MIN_CURVE_SPACING ? 'monotone' : 'linear';
  // recharts' tooltip measures itself when it mounts (a forced layout) and adds its own state to every
  // render: it mounts at the first pointer move or focus on the chart, which then shows it at once.
  const [wantsTooltip, setWantsTooltip] = useState(false);
  const showTooltips = () => setWantsTooltip(true);
  const withLegend = series.length > 1;
  const unitOf = new Map(series.map((s) => [s.key, s.unit]));
  const chartHeight = withLegend ? height - LEGEND_HEIGHT : height;
  const plotHeight = chartHeight - CHART_MARGIN.top - X_AXIS_HEIGHT;
  return (
    <div
      ref={ref}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-summary`}
      onMouseMove={wantsTooltip ? undefined : showTooltips}
      onFocus={wantsTooltip ? undefined : showTooltips}
    >
      {width > 0 ? (
        <LineChart width={width} height={chartHeight} data={points as never[]} margin={CHART_MARGIN}>
          <TrendGrid
            plot={{ left: PLOT_LEFT, top: CHART_MARGIN.top, width: plotWidthOf(width), height: plotHeight }}
            yTicks={yTicks}
            yAxisLabel={yAxisLabel}
            xs={xs}
            fontSize={TICK_FONT_SIZE}
          />
          {/* The lines' scale: the domain of the drawn y-axis labels. */}
          <YAxis hide domain={[yTicks[0] ?? 0, yTicks[yTicks.length - 1] ?? 1]} />
          {wantsTooltip && (
            <Tooltip
              labelFormatter={pointLabel}
              separator=": "
              formatter={(value, name, item) => [
                valueWithUnit(value, unitOf.get(String(item.dataKey))),
                name,
              ]}
              // The series colour marks each line; the values are in body text for contrast.
              itemStyle={{ color: 'var(--mantine-color-text)' }}
              labelStyle={{ color: 'var(--mantine-color-text)' }}
              contentStyle={{
                background: 'var(--mantine-color-body)',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            />
          )}
          {series.map((s) => (
            <Line
              key={s.key}
              type={curve}
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              strokeWidth={2}
              dot={points.length < 60}
              isAnimationActive={false}
            />
          ))}
          <TrendXAxis
            width={width}
            top={chartHeight - X_AXIS_HEIGHT}
            plotLeft={PLOT_LEFT}
            plotWidth={plotWidthOf(width)}
            ticks={ticks}
            labels={labels}
            fontSize={TICK_FONT_SIZE}
          />
        </LineChart>
      ) : (
        <div style={{ height: chartHeight }} />
      )}
      {withLegend && <TrendLegend series={series} />}
      <Text id={`${titleId}-summary`} size="xs" c="dimmed">
        {data.length} {data.length === 1 ? 'point' : 'points'}
        {data.length > drawn ? `, ${drawn} drawn` : ''}. Use “Show as table” for the values.
      </Text>
    </div>
  );
}
