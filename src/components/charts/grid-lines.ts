import type { CartesianGridProps } from 'recharts';

type HorizontalCoordinatesGenerator = NonNullable<CartesianGridProps['horizontalCoordinatesGenerator']>;
type VerticalCoordinatesGenerator = NonNullable<CartesianGridProps['verticalCoordinatesGenerator']>;

type Offset = Parameters<HorizontalCoordinatesGenerator>[0]['offset'];

/** Finite coordinates among `values`, plus both plot edges `start` and `end` (where grid lines also go). */
function withEdges(values: ReadonlyArray<number | undefined>, start: number, end: number): number[] {
  const coordinates = values.filter((value): value is number => Number.isFinite(value));
  for (const edge of [start, end]) if (!coordinates.includes(edge)) coordinates.push(edge);
  return coordinates;
}

/** Top and bottom edge of the plot. */
const verticalEdges = (offset: Offset) => [offset.top, offset.top + offset.height] as const;

/**
 * Horizontal grid lines at the y-axis' ticks and the plot's edges, like recharts' default but
 * without measuring each tick label in the DOM.
 */
export const horizontalGridLines: HorizontalCoordinatesGenerator = ({ yAxis, offset }) => {
  const scale = yAxis?.scale;
  const ticks = yAxis?.ticks ?? yAxis?.niceTicks ?? scale?.ticks?.(yAxis?.tickCount) ?? [];
  return withEdges(
    ticks.map((tick) => scale?.map(tick)),
    ...verticalEdges(offset),
  );
};

/** Vertical grid lines at the x-axis' labels (`xs`, in px) and at the plot's edges. */
export function verticalGridLines(xs: readonly number[]): VerticalCoordinatesGenerator {
  return ({ offset }) => withEdges(xs, offset.left, offset.left + offset.width);
}
