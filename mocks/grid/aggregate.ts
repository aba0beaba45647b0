import type { GridAggregateFunction, GridCell, GridSchemaColumn } from '@/api/grid/query-schemas';
import { cellKey, compareKeys, isPresent, itemsOf, sortKeyOf } from './cells';
import { COUNT_AGGREGATES, LIST_AGGREGATES, MEASURE_AGGREGATES } from './columns';
import { selectNth } from './select';

/** The fraction each percentile function (and the median) picks. */
export const PERCENTILES: Partial<Record<GridAggregateFunction, number>> = {
  median: 0.5,
  percentile_25: 0.25,
  percentile_50: 0.5,
  percentile_75: 0.75,
  percentile_90: 0.9,
  percentile_95: 0.95,
  percentile_99: 0.99,
  percentile_99_9: 0.999,
};

/**
 * {@link percentile} of `length` numbers given the one at a place of their ascending order: `at`
 * is asked for the lower place, then (unless the same) the next one.
 */
export function percentileAt(length: number, p: number, at: (place: number) => number): number | null {
  if (length === 0) return null;
  const position = p * (length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = at(lower);
  const b = upper === lower ? a : at(upper);
  return a + (b - a) * (position - lower);
}

/** Continuous percentile of ascending numbers (linear interpolation between neighbours). */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  return percentileAt(sorted.length, p, (place) => sorted[place]!);
}

/**
 * {@link percentile} of the first `length` numbers of `values` (none NaN) in any order, found by
 * selection instead of a sort; reorders them.
 */
export function percentileUnsorted(values: Float64Array, length: number, p: number): number | null {
  let selected = false;
  return percentileAt(length, p, (place) => {
    if (!selected) {
      selected = true;
      return selectNth(values, length, place);
    }
    // After the selection every number past the lower place is at least its number: the next is their least.
    let least = values[place]!;
    for (let i = place + 1; i < length; i++) if (values[i]! < least) least = values[i]!;
    return least;
  });
}

function numbers(cells: readonly GridCell[]): number[] {
  const out: number[] = [];
  for (const cell of cells) if (typeof cell === 'number' && Number.isFinite(cell)) out.push(cell);
  return out;
}

/** The definition of an integer count (what count_rows and count_distinct produce). */
function countDef(columnId: string): GridSchemaColumn {
  return {
    columnId,
    type: 'number',
    name: columnId,
    canGroupBy: false,
    canPivot: false,
    supportedFilterOperators: ['number_between', 'integer_in', 'is_present'],
    supportedAggregateFunctions: COUNT_AGGREGATES,
    isIncludedByDefault: false,
    isNullable: false,
    numberFormat: 'integer',
  };
}

/**
 * What an aggregate's values look like, for totals, sorting and filters on it: a count is an
 * integer, an average or percentile a decimal, min/max/youngest/oldest keep the column's kind,
 * list_unique_items is a list.
 */
export function aggregateResultDef(
  fn: GridAggregateFunction,
  source: GridSchemaColumn | undefined,
): GridSchemaColumn {
  const id = source?.columnId ?? 'COUNT';
  if (fn === 'count_rows' || fn === 'count_distinct' || !source) return countDef(id);
  switch (fn) {
    case 'sum':
      return { ...source, canGroupBy: false, canPivot: false, supportedAggregateFunctions: COUNT_AGGREGATES };
    case 'min':
    case 'max':
    case 'youngest':
    case 'oldest':
      return { ...source, canGroupBy: false, canPivot: false };
    case 'list_unique_items':
      return {
        ...source,
        canGroupBy: false,
        canPivot: false,
        isList: true,
        supportedFilterOperators: ['is_present'],
        supportedAggregateFunctions: LIST_AGGREGATES,
      };
    default:
      return {
        ...source,
        type: 'number',
        canGroupBy: false,
        canPivot: false,
        numberFormat: 'decimal',
        supportedFilterOperators: ['number_between', 'is_present'],
        supportedAggregateFunctions: MEASURE_AGGREGATES,
      };
  }
}

/**
 * Apply an aggregate function to the values of a set of rows. Nulls are left out of everything
 * but count_rows; a function over no values gives null (0 for the counts).
 */
export function aggregate(
  fn: GridAggregateFunction,
  cells: readonly GridCell[],
  def: GridSchemaColumn | undefined,
): GridCell {
  switch (fn) {
    case 'count_rows':
      return cells.length;
    case 'count_distinct': {
      const keys = new Set<string>();
      for (const cell of cells) if (isPresent(cell)) keys.add(cellKey(cell));
      return keys.size;
    }
    case 'sum': {
      const values = numbers(cells);
      return values.length ? values.reduce((a, b) => a + b, 0) : null;
    }
    case 'avg': {
      const values = numbers(cells);
      return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
    }
    case 'min':
    case 'max': {
      const values = numbers(cells);
      if (!values.length) return null;
      let best = values[0]!;
      for (const value of values) if (fn === 'min' ? value < best : value > best) best = value;
      return best;
    }
    case 'youngest':
    case 'oldest': {
      let best: string | null = null;
      for (const cell of cells) {
        if (typeof cell !== 'string' || cell === '') continue;
        // Timestamps are RFC 3339 UTC text of one shape, so text order is time order.
        if (best === null || (fn === 'youngest' ? cell > best : cell < best)) best = cell;
      }
      return best;
    }
    case 'standard_deviation': {
      const values = numbers(cells);
      if (values.length < 2) return null;
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
      return Math.sqrt(squares / (values.length - 1));
    }
    case 'list_unique_items':
      return uniqueItems(cells, def);
    default:
      return percentile(
        numbers(cells).sort((a, b) => a - b),
        PERCENTILES[fn] ?? 0.5,
      );
  }
}

/** Distinct present values (list items for a list column), ordered as the column sorts. */
function uniqueItems(cells: readonly GridCell[], def: GridSchemaColumn | undefined): GridCell[] {
  const seen = new Map<string, GridCell>();
  for (const cell of cells) {
    const items = def?.isList ? itemsOf(cell) : [cell];
    for (const item of items) if (isPresent(item) && !seen.has(cellKey(item))) seen.set(cellKey(item), item);
  }
  const values = [...seen.values()];
  if (!def) return values;
  const key = sortKeyOf({ ...def, isList: false });
  return values.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x === null ? 1 : y === null ? -1 : compareKeys(x, y);
  });
}
