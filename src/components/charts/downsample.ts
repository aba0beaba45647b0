/** Reads one row's value of each series, in series order; `null`/`undefined` is a gap. */
export type SeriesValues<T> = (point: T) => ReadonlyArray<number | null | undefined>;

/** Each series' values by row index; NaN marks a gap (missing or not a finite number). */
type Columns = Array<Float64Array | undefined>;

/** Read every row once into one column per series. */
function toColumns<T>(points: readonly T[], values: SeriesValues<T>): Columns {
  const columns: Columns = [];
  for (let row = 0; row < points.length; row++) {
    const rowValues = values(points[row]!);
    for (let series = 0; series < rowValues.length; series++) {
      const value = rowValues[series];
      const column = (columns[series] ??= new Float64Array(points.length).fill(Number.NaN));
      if (typeof value === 'number' && Number.isFinite(value)) column[row] = value;
    }
  }
  return columns;
}

/** Value range (max − min) of a column; 0 when it has fewer than two distinct values. */
function columnSpan(column: Float64Array): number {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < column.length; i++) {
    const value = column[i]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max > min ? max - min : 0;
}

/** Mean of `column[start..end)`, skipping gaps; NaN when there is no value there. */
function columnMean(column: Float64Array, start: number, end: number): number {
  let sum = 0;
  let count = 0;
  for (let i = start; i < end; i++) {
    const value = column[i]!;
    if (value === value) {
      sum += value;
      count++;
    }
  }
  return count ? sum / count : Number.NaN;
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

  // Series without a range (no value, or one value throughout) cannot tell rows apart: skip them.
  const columns: Float64Array[] = [];
  const spans: number[] = [];
  for (const column of toColumns(points, values)) {
    const span = column ? columnSpan(column) : 0;
    if (column && span > 0) {
      columns.push(column);
      spans.push(span);
    }
  }
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
    const nextY = columns.map((column) => columnMean(column, end, nextEnd));

    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i++) {
      let area = 0;
      for (let series = 0; series < columns.length; series++) {
        const column = columns[series]!;
        const a = column[previous]!;
        const b = column[i]!;
        const c = nextY[series]!;
        // NaN (a gap) fails `x === x`: a triangle with a gap in it has no area.
        if (a !== a || b !== b || c !== c) continue;
        area += Math.abs((previous - nextX) * (b - a) - (previous - i) * (c - a)) / spans[series]!;
      }
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
