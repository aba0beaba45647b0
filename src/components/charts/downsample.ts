/** Reads one row's value of each series, in series order; `null`/`undefined` is a gap. */
export type SeriesValues<T> = (point: T) => ReadonlyArray<number | null | undefined>;

type Range = readonly [min: number, max: number];

/** Whether `value` is a finite number. */
function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Smallest and largest value of each series; `undefined` for a series without any value. */
function seriesRanges<T>(points: readonly T[], values: SeriesValues<T>): Array<Range | undefined> {
  const ranges: Array<Range | undefined> = [];
  for (const point of points) {
    values(point).forEach((value, series) => {
      if (!isFiniteNumber(value)) return;
      const range = ranges[series];
      ranges[series] = range ? [Math.min(range[0], value), Math.max(range[1], value)] : [value, value];
    });
  }
  return ranges;
}

/** Mean value of each series over `points[start..end)`; `undefined` for a series without value there. */
function seriesMeans<T>(
  points: readonly T[],
  start: number,
  end: number,
  values: SeriesValues<T>,
): Array<number | undefined> {
  const sums: number[] = [];
  const counts: number[] = [];
  for (let i = start; i < end; i++) {
    values(points[i]!).forEach((value, series) => {
      if (!isFiniteNumber(value)) return;
      sums[series] = (sums[series] ?? 0) + value;
      counts[series] = (counts[series] ?? 0) + 1;
    });
  }
  return sums.map((sum, series) => (counts[series] ? sum / counts[series] : undefined));
}

/**
 * Keep at most `max` points with Largest-Triangle-Three-Buckets (LTTB), always keeping the first and
 * the last, so a chart draws no more points than it has pixels and still shows its peaks and dips.
 *
 * Multi-series rows: `values` returns one number per series. Each bucket keeps the one row whose
 * triangles (one per series, each divided by that series' value range so that series on different
 * scales weigh the same) have the largest summed area, so a lone spike in any series is kept.
 * Buckets are equally wide and keep one row each, so a category x-axis stays evenly spaced.
 */
export function downsample<T>(points: readonly T[], max: number, values: SeriesValues<T>): T[] {
  const cap = Math.max(0, Math.floor(max));
  const count = points.length;
  if (count <= cap) return points.slice();
  if (cap < 3) return [points[0]!, points[count - 1]!].slice(0, cap);

  const ranges = seriesRanges(points, values);
  const buckets = cap - 2;
  // Bucket b holds the rows [edge(b), edge(b + 1)); the first and the last row stay outside every bucket.
  const edge = (bucket: number) => Math.min(1 + Math.floor((bucket * (count - 2)) / buckets), count - 1);

  const kept: T[] = [points[0]!];
  let previous = 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    const start = edge(bucket);
    const end = edge(bucket + 1);
    const nextEnd = bucket + 1 === buckets ? count : edge(bucket + 2);
    const nextX = (end + nextEnd - 1) / 2;
    const nextY = seriesMeans(points, end, nextEnd, values);
    const previousY = values(points[previous]!);

    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i++) {
      const y = values(points[i]!);
      let area = 0;
      ranges.forEach((range, series) => {
        const a = previousY[series];
        const b = y[series];
        const c = nextY[series];
        if (!range || range[1] === range[0] || !isFiniteNumber(a) || !isFiniteNumber(b) || c === undefined)
          return;
        area += Math.abs((previous - nextX) * (b - a) - (previous - i) * (c - a)) / (range[1] - range[0]);
      });
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(points[best]!);
    previous = best;
  }
  kept.push(points[count - 1]!);
  return kept;
}
