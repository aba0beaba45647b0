import type { GridCell } from '@/api/grid/query-schemas';
import { PERCENTILES, percentileAt, percentileUnsorted } from './aggregate';
import { aggregateRows, numbersOf } from './columnar';
import type { AggregateColumn } from './resolve';

/** A query's rows split into groups: each row's group and, when asked, each group's rows. */
export interface Groups {
  /** The rows, in table order. */
  rows: Int32Array;
  /** The group of each of `rows`. */
  groupOf: Int32Array;
  count: number;
  /** Each group's rows, contiguous and in table order: group g's are members[offsets[g]..offsets[g+1]). */
  members: () => { offsets: Int32Array; members: Int32Array };
}

const STREAMED = new Set(['sum', 'avg', 'min', 'max', 'standard_deviation']);

/** Whether a row counts for a column: every row, or those its pivot mask selects. */
const selected = (mask: Uint8Array | undefined, row: number) => mask === undefined || mask[row] === 1;

/** count_rows of every group. */
function counts(groups: Groups, mask: Uint8Array | undefined): Int32Array {
  const { rows, groupOf } = groups;
  const out = new Int32Array(groups.count);
  for (let k = 0; k < rows.length; k++) if (selected(mask, rows[k]!)) out[groupOf[k]!]!++;
  return out;
}

/**
 * sum, avg, min, max or standard_deviation of every group in passes over the rows in table order:
 * each group's numbers are added in the order {@link aggregateRows} adds them, so equal results.
 */
function streamed(fn: string, numbers: Float64Array, groups: Groups, mask: Uint8Array | undefined) {
  const { rows, groupOf, count: size } = groups;
  const count = new Float64Array(size);
  const sum = new Float64Array(size);
  const min = new Float64Array(size).fill(Infinity);
  const max = new Float64Array(size).fill(-Infinity);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const value = numbers[row]!;
    if (Number.isNaN(value) || !selected(mask, row)) continue;
    const g = groupOf[k]!;
    count[g]!++;
    sum[g]! += value;
    if (value < min[g]!) min[g] = value;
    if (value > max[g]!) max[g] = value;
  }
  const squares = new Float64Array(size);
  if (fn === 'standard_deviation') {
    const mean = sum.map((total, g) => total / count[g]!);
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k]!;
      const value = numbers[row]!;
      if (Number.isNaN(value) || !selected(mask, row)) continue;
      const g = groupOf[k]!;
      squares[g]! += (value - mean[g]!) ** 2;
    }
  }
  return Array.from({ length: size }, (_, g): GridCell => {
    const n = count[g]!;
    if (n === 0) return null;
    if (fn === 'sum') return sum[g]!;
    if (fn === 'avg') return sum[g]! / n;
    if (fn === 'min') return min[g]!;
    if (fn === 'max') return max[g]!;
    return n < 2 ? null : Math.sqrt(squares[g]! / (n - 1));
  });
}

// A column's numbers array is kept as long as the column is (see numbersOf), and so is its span.
const spans = new WeakMap<Float64Array, { min: number; width: number } | null>();

/** The least of a column's numbers and how many whole values up to the greatest, if all are whole. */
function integerSpan(numbers: Float64Array): { min: number; width: number } | null {
  let span = spans.get(numbers);
  if (span !== undefined) return span;
  let min = Infinity;
  let max = -Infinity;
  let whole = true;
  for (let i = 0; i < numbers.length && whole; i++) {
    const value = numbers[i]!;
    if (Number.isNaN(value)) continue;
    whole = Number.isInteger(value);
    if (value < min) min = value;
    if (value > max) max = value;
  }
  span = whole && min <= max && max - min < 2 ** 30 ? { min, width: max - min + 1 } : null;
  spans.set(numbers, span);
  return span;
}

/**
 * A percentile of every group of whole numbers over a narrow range (at most as many counters as
 * rows): each group's count of each value, then the values at the places the percentile reads.
 */
function percentilesByCounting(
  p: number,
  numbers: Float64Array,
  groups: Groups,
  mask: Uint8Array | undefined,
  span: { min: number; width: number },
): GridCell[] {
  const { rows, groupOf, count: size } = groups;
  const { min, width } = span;
  const counters = new Int32Array(size * width);
  const present = new Int32Array(size);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const value = numbers[row]!;
    if (Number.isNaN(value) || !selected(mask, row)) continue;
    const g = groupOf[k]!;
    present[g]!++;
    counters[g * width + value - min]!++;
  }
  return Array.from({ length: size }, (_, g) => {
    const base = g * width;
    let bin = 0;
    let below = 0;
    // Places are asked in ascending order, so the walk over the counters goes on from where it was.
    return percentileAt(present[g]!, p, (place) => {
      while (below + counters[base + bin]! <= place) below += counters[base + bin++]!;
      return min + bin;
    });
  });
}

/** A percentile of every group: each group's numbers laid out together, then selected. */
function percentiles(p: number, numbers: Float64Array, groups: Groups, mask: Uint8Array | undefined) {
  const { rows, groupOf, count: size } = groups;
  const span = integerSpan(numbers);
  if (span && span.width * size <= rows.length) return percentilesByCounting(p, numbers, groups, mask, span);
  const offsets = new Int32Array(size + 1);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    if (!Number.isNaN(numbers[row]!) && selected(mask, row)) offsets[groupOf[k]! + 1]!++;
  }
  for (let g = 0; g < size; g++) offsets[g + 1]! += offsets[g]!;
  const laid = new Float64Array(offsets[size]!);
  const fill = offsets.slice(0, size);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const value = numbers[row]!;
    if (!Number.isNaN(value) && selected(mask, row)) laid[fill[groupOf[k]!]!++] = value;
  }
  return Array.from({ length: size }, (_, g) => {
    const start = offsets[g]!;
    return percentileUnsorted(laid.subarray(start), offsets[g + 1]! - start, p);
  });
}

/** An aggregate column's value for every group (over the rows its pivot selects). */
export function aggregateGroups(
  column: AggregateColumn,
  groups: Groups,
  mask: Uint8Array | undefined,
): GridCell[] {
  const { fn, source } = column;
  if (fn === 'count_rows' || !source) return Array.from(counts(groups, mask));
  if (STREAMED.has(fn)) return streamed(fn, numbersOf(source.values), groups, mask);
  const p = PERCENTILES[fn];
  if (p !== undefined) return percentiles(p, numbersOf(source.values), groups, mask);
  const { offsets, members } = groups.members();
  return Array.from({ length: groups.count }, (_, g) => {
    const group = members.subarray(offsets[g]!, offsets[g + 1]!);
    const used = mask ? group.filter((row) => mask[row] === 1) : group;
    return aggregateRows(fn, source, used);
  });
}
