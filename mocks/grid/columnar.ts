import type { GridAggregateFunction, GridCell, GridSchemaColumn } from '@/api/grid/query-schemas';
import { aggregate, PERCENTILES, percentileUnsorted } from './aggregate';
import { cellKey, isPresent } from './cells';

/** A column's values as dense codes: equal values share a code; `cells[code]` is the value. */
export interface Codes {
  codes: Int32Array;
  cells: GridCell[];
}

// Tables are immutable: what is derived from a column's values is kept as long as they are.
const codeCache = new WeakMap<readonly GridCell[], Codes>();
const numberCache = new WeakMap<readonly GridCell[], Float64Array>();
/** A number of distinct values a column is known to have more than. */
const exceeded = new WeakMap<readonly GridCell[], number>();

/** Dictionary codes of values, or undefined as soon as there are more than `limit` distinct ones. */
function buildCodes(values: readonly GridCell[], limit: number): Codes | undefined {
  const index = new Map<unknown, number>();
  const cells: GridCell[] = [];
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const cell = values[i]!;
    // Strings, numbers and null are distinct Map keys as they are; lists compare by content.
    const key = Array.isArray(cell) ? `\u0000${cellKey(cell)}` : cell;
    let code = index.get(key);
    if (code === undefined) {
      if (cells.length === limit) return undefined;
      code = cells.length;
      index.set(key, code);
      cells.push(cell);
    }
    codes[i] = code;
  }
  return { codes, cells };
}

/** Dictionary codes of a column's values (grouping and distinct counts), computed once per column. */
export function codesOf(values: readonly GridCell[]): Codes {
  let result = codeCache.get(values);
  if (!result) codeCache.set(values, (result = buildCodes(values, Infinity)!));
  return result;
}

/**
 * Dictionary codes of a column with at most `limit` distinct values, else undefined; either
 * answer is remembered, so a column with many values is only scanned that far once.
 */
export function fewCodesOf(values: readonly GridCell[], limit: number): Codes | undefined {
  const known = codeCache.get(values);
  if (known) return known.cells.length <= limit ? known : undefined;
  const over = exceeded.get(values);
  if (over !== undefined && limit <= over) return undefined;
  const result = buildCodes(values, limit);
  if (result) codeCache.set(values, result);
  else exceeded.set(values, Math.max(limit, over ?? 0));
  return result;
}

/** A column's values as numbers (NaN where there is none), computed once per column. */
export function numbersOf(values: readonly GridCell[]): Float64Array {
  let numbers = numberCache.get(values);
  if (!numbers) {
    numbers = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const cell = values[i];
      numbers[i] = typeof cell === 'number' && Number.isFinite(cell) ? cell : NaN;
    }
    numberCache.set(values, numbers);
  }
  return numbers;
}

/** The present numbers of some rows, in row order (a scratch copy that selection may reorder). */
function presentNumbers(
  numbers: Float64Array,
  rows: ArrayLike<number>,
): { picked: Float64Array; count: number } {
  const picked = new Float64Array(rows.length);
  let count = 0;
  for (let k = 0; k < rows.length; k++) {
    const value = numbers[rows[k]!]!;
    if (!Number.isNaN(value)) picked[count++] = value;
  }
  return { picked, count };
}

/**
 * An aggregate of a column over some of its rows, reading cached codes and numbers: the same
 * results as {@link aggregate} on the rows' values, fast enough for 1,000,000 rows.
 */
export function aggregateRows(
  fn: GridAggregateFunction,
  source: { def: GridSchemaColumn; values: readonly GridCell[] },
  rows: ArrayLike<number>,
): GridCell {
  const { values, def } = source;
  if (fn === 'count_rows') return rows.length;
  if (fn === 'count_distinct') {
    const { codes, cells } = codesOf(values);
    const seen = new Set<number>();
    for (let k = 0; k < rows.length; k++) {
      const code = codes[rows[k]!]!;
      if (isPresent(cells[code]!)) seen.add(code);
    }
    return seen.size;
  }
  const p = PERCENTILES[fn];
  if (p !== undefined) {
    const { picked, count } = presentNumbers(numbersOf(values), rows);
    return percentileUnsorted(picked, count, p);
  }
  if (fn === 'sum' || fn === 'avg' || fn === 'min' || fn === 'max' || fn === 'standard_deviation') {
    const numbers = numbersOf(values);
    let count = 0;
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let k = 0; k < rows.length; k++) {
      const value = numbers[rows[k]!]!;
      if (Number.isNaN(value)) continue;
      count++;
      sum += value;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (count === 0) return null;
    if (fn === 'sum') return sum;
    if (fn === 'avg') return sum / count;
    if (fn === 'min') return min;
    if (fn === 'max') return max;
    if (count < 2) return null;
    const mean = sum / count;
    let squares = 0;
    for (let k = 0; k < rows.length; k++) {
      const value = numbers[rows[k]!]!;
      if (!Number.isNaN(value)) squares += (value - mean) ** 2;
    }
    return Math.sqrt(squares / (count - 1));
  }
  return aggregate(
    fn,
    Array.from(rows, (row) => values[row]!),
    def,
  );
}
