/** One label of a trend's x-axis: which point it names and where, in px from the chart's left edge. */
export interface XAxisTick {
  index: number;
  x: number;
}

/**
 * The x-axis labels of `count` points spread evenly over a plot from `plotLeft`, `plotWidth` px
 * wide (the first point on its left edge, the last on its right): every `interval + 1`-th point.
 */
export function xAxisTicks(
  count: number,
  interval: number,
  plotLeft: number,
  plotWidth: number,
): XAxisTick[] {
  if (count <= 0) return [];
  const spacing = count > 1 ? plotWidth / (count - 1) : 0;
  const ticks: XAxisTick[] = [];
  for (let index = 0; index < count; index += interval + 1)
    ticks.push({ index, x: plotLeft + index * spacing });
  return ticks;
}
