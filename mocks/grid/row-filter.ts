import type { GridCell } from '@/api/grid/query-schemas';
import { fewCodesOf } from './columnar';
import {
  isReference,
  lowerTextsOf,
  stringMatcher,
  type CellPredicate,
  type ColumnCondition,
} from './filters';
import type { Source } from './resolve';

/** Keeps the rows that pass, in place and in order, and answers how many are left. */
export type RowFilter = (rows: Int32Array, count: number) => number;

/** A row filter and how much a row costs it (cheaper filters run first: they leave fewer rows). */
export interface CostedFilter {
  keep: RowFilter;
  cost: number;
}

// Tables are immutable, so a column's numbers are read once and kept as long as its values are.
const cellNumbers = new WeakMap<readonly GridCell[], Float64Array>();

/** Each value of a column that is a number (as it is, infinities included), else NaN. */
function cellNumbersOf(values: readonly GridCell[]): Float64Array {
  let numbers = cellNumbers.get(values);
  if (!numbers) {
    numbers = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const cell = values[i];
      numbers[i] = typeof cell === 'number' ? cell : NaN;
    }
    cellNumbers.set(values, numbers);
  }
  return numbers;
}

/** number_between on a column of plain numbers, read from a typed array. */
function numberRange(condition: Extract<ColumnCondition, { operator: 'number_between' }>, source: Source) {
  const numbers = cellNumbersOf(source.values);
  const low = condition.start ?? -Infinity;
  const high = condition.end ?? Infinity;
  const lowOpen = condition.start !== undefined && condition.startInclusive === false;
  const highOpen = condition.end !== undefined && condition.endInclusive === false;
  const negated = condition.negated === true;
  return (rows: Int32Array, count: number) => {
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const row = rows[k]!;
      const value = numbers[row]!;
      // NaN (no number) fails both comparisons, as a missing value fails the range.
      const inside = (lowOpen ? value > low : value >= low) && (highOpen ? value < high : value <= high);
      if (inside !== negated) rows[kept++] = row;
    }
    return kept;
  };
}

/** string_contains on a column's cached lower-case texts. */
function textMatch(condition: Extract<ColumnCondition, { operator: 'string_contains' }>, source: Source) {
  const texts = lowerTextsOf(source.def, source.values);
  const negated = condition.negated === true;
  const needle = condition.arg.toLowerCase();
  if (condition.wildcardStart !== false && condition.wildcardEnd !== false && !needle.includes('*'))
    // The usual *arg*, without a call per row.
    return (rows: Int32Array, count: number) => {
      let kept = 0;
      for (let k = 0; k < count; k++) {
        const row = rows[k]!;
        const text = texts[row]!;
        if ((text !== null && text.includes(needle)) !== negated) rows[kept++] = row;
      }
      return kept;
    };
  const matches = stringMatcher(condition);
  return (rows: Int32Array, count: number) => {
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const row = rows[k]!;
      const text = texts[row]!;
      if ((text !== null && matches(text)) !== negated) rows[kept++] = row;
    }
    return kept;
  };
}

/**
 * The test run once per distinct value of a column with few of them (none a list), read back
 * through the column's dictionary codes; undefined for a column with many values.
 */
function byDistinctValue(source: Source, test: CellPredicate): RowFilter | undefined {
  const dictionary = fewCodesOf(source.values, Math.max(256, source.values.length >> 4));
  if (!dictionary || dictionary.cells.some((cell) => Array.isArray(cell))) return undefined;
  const { codes, cells } = dictionary;
  const passes = Uint8Array.from(cells, (cell) => (test(cell) ? 1 : 0));
  return (rows, count) => {
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const row = rows[k]!;
      if (passes[codes[row]!] === 1) rows[kept++] = row;
    }
    return kept;
  };
}

/** Any test of a row number, run row by row. */
export function rowTestFilter(test: (row: number) => boolean): RowFilter {
  return (rows, count) => {
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const row = rows[k]!;
      if (test(row)) rows[kept++] = row;
    }
    return kept;
  };
}

/**
 * A compiled condition on a column as a row filter: typed-array reads for a range of plain numbers
 * and for text search, one test per distinct value for a column with few, else the test per row.
 */
export function columnFilter(condition: ColumnCondition, source: Source, test: CellPredicate): CostedFilter {
  const plain = !isReference(source.def) && condition.fieldName === undefined;
  if (plain && condition.operator === 'number_between')
    return { keep: numberRange(condition, source), cost: 0 };
  const distinct = byDistinctValue(source, test);
  if (distinct) return { keep: distinct, cost: 1 };
  if (plain && condition.operator === 'string_contains')
    return { keep: textMatch(condition, source), cost: 2 };
  const { values } = source;
  return { keep: rowTestFilter((row) => test(values[row]!, row)), cost: 3 };
}

/**
 * The rows of a table of `size` rows that pass all (or any) of the filters, in table order.
 * With all, the cheapest filters run first over every row and the others over what they leave.
 * The answer is written to `rows` (of `size` numbers) when given.
 */
export function filterRows(
  size: number,
  filters: readonly CostedFilter[],
  matchAll: boolean,
  rows: Int32Array = new Int32Array(size),
): Int32Array {
  for (let row = 0; row < size; row++) rows[row] = row;
  if (filters.length === 0) return rows.subarray(0, size);
  if (matchAll) {
    let count = size;
    for (const { keep } of [...filters].sort((a, b) => a.cost - b.cost)) count = keep(rows, count);
    return rows.subarray(0, count);
  }
  // Any: each filter looks at the rows no earlier filter has let through.
  const passed = new Uint8Array(size);
  let rest = rows;
  let restCount = size;
  for (const { keep } of filters) {
    const candidates = rest.slice(0, restCount);
    const kept = keep(candidates, restCount);
    for (let k = 0; k < kept; k++) passed[candidates[k]!] = 1;
    let left = 0;
    for (let k = 0; k < restCount; k++) if (passed[rest[k]!] === 0) rest[left++] = rest[k]!;
    restCount = left;
    rest = rest.subarray(0, left);
  }
  let count = 0;
  for (let row = 0; row < size; row++) if (passed[row] === 1) rows[count++] = row;
  return rows.subarray(0, count);
}
