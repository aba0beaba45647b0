import type { GridCell } from '@/api/grid/query-schemas';
import { compareKeys, sortKeyOf } from './cells';
import type { Source } from './resolve';
import { scratchFloat64 } from './scratch';
import { selectSmallest } from './select';

/** Each row's place in its column's ascending order (-1 for null) and how many distinct places. */
interface Ranks {
  ranks: Int32Array;
  count: number;
}

// Tables are immutable, so a column's ranks are computed once (on the first query that sorts by
// it) and kept as long as its values array is.
const rankCache = new WeakMap<readonly GridCell[], Ranks>();

/** The ranks of a column's values: equal values share a rank; nulls and blanks are -1. */
function ranksOf(source: Source): Ranks {
  let cached = rankCache.get(source.values);
  if (cached) return cached;
  const keys = source.values.map(sortKeyOf(source.def));
  const present: number[] = [];
  for (let row = 0; row < keys.length; row++) if (keys[row] !== null) present.push(row);
  present.sort((a, b) => compareKeys(keys[a]!, keys[b]!));
  const ranks = new Int32Array(keys.length).fill(-1);
  let rank = -1;
  for (let i = 0; i < present.length; i++) {
    const row = present[i]!;
    if (i === 0 || compareKeys(keys[present[i - 1]!]!, keys[row]!) !== 0) rank++;
    ranks[row] = rank;
  }
  cached = { ranks, count: rank + 1 };
  rankCache.set(source.values, cached);
  return cached;
}

/** One key of a row order: a column, descending or not. */
export interface RowSorter {
  source: Source;
  desc: boolean;
}

/** Above this many values a composite key stops being an exact integer in a double. */
const EXACT = 2 ** 53;
/** Fewer wanted rows than candidates / this: select them with a bounded heap instead of sorting. */
const TOP_K_RATIO = 16;

/**
 * The first `want` of `rows` (row numbers in ascending table order) ordered by the sorters: each
 * ascending or descending, nulls and blanks last in both directions, ties in table order.
 */
export function orderRows(
  rows: Int32Array,
  sorters: readonly RowSorter[],
  want: number,
  tableSize: number,
): Int32Array {
  const count = rows.length;
  want = Math.max(0, Math.min(want, count));
  if (sorters.length === 0 || want === 0) return rows.slice(0, want);
  const keyed = sorters.map(({ source, desc }) => {
    const { ranks, count: places } = ranksOf(source);
    return { ranks, places, desc };
  });
  // A page: only the first key is read for every row; the others break its ties when they meet.
  const topK = want * TOP_K_RATIO <= count;
  const { composite, folded, radix } = foldKeys(rows, keyed, topK ? 1 : keyed.length, tableSize);
  const rest = keyed.slice(folded);
  // Positions in `rows` compare as their rows do, since `rows` ascends.
  const compare = (a: number, b: number): number => {
    const x = composite[a]!;
    const y = composite[b]!;
    if (x !== y) return x - y;
    for (const { ranks, desc } of rest) {
      const ra = ranks[rows[a]!]!;
      const rb = ranks[rows[b]!]!;
      if (ra === rb) continue;
      if (ra < 0) return 1;
      if (rb < 0) return -1;
      return desc ? rb - ra : ra - rb;
    }
    return a - b;
  };
  let positions: Int32Array;
  if (topK) positions = selectSmallest(count, want, composite, compare);
  else if (rest.length === 0 && radix * count <= EXACT) positions = sortPacked(composite, count);
  else positions = new Int32Array(count).map((_, k) => k).sort(compare);
  const out = new Int32Array(want);
  for (let i = 0; i < want; i++) out[i] = rows[positions[i]!]!;
  return out;
}

/**
 * Each row's direction-normalised keys (0..places, nulls last) of up to `most` sorters folded into
 * one exact number, for as many sorters as the product of their places allows (at least one).
 */
function foldKeys(
  rows: Int32Array,
  keyed: ReadonlyArray<{ ranks: Int32Array; places: number; desc: boolean }>,
  most: number,
  tableSize: number,
) {
  const count = rows.length;
  const composite = scratchFloat64('keys', count);
  let radix = 1;
  let folded = 0;
  for (; folded < Math.min(most, keyed.length); folded++) {
    const { ranks, places, desc } = keyed[folded]!;
    const span = places + 1;
    if (folded > 0 && radix * span * Math.max(tableSize, 1) > EXACT) break;
    radix *= span;
    for (let k = 0; k < count; k++) {
      const rank = ranks[rows[k]!]!;
      const key = rank < 0 ? places : desc ? places - 1 - rank : rank;
      composite[k] = folded === 0 ? key : composite[k]! * span + key;
    }
  }
  return { composite, folded, radix };
}

/** Positions 0..count-1 ordered by their composite keys then position, by a native number sort. */
function sortPacked(composite: Float64Array, count: number): Int32Array {
  const packed = new Float64Array(count);
  for (let k = 0; k < count; k++) packed[k] = composite[k]! * count + k;
  packed.sort();
  const positions = new Int32Array(count);
  for (let i = 0; i < count; i++) positions[i] = packed[i]! % count;
  return positions;
}
