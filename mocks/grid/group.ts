import type { GridCell } from '@/api/grid/query-schemas';
import { aggregateRows, codesOf } from './columnar';
import type { CellPredicate } from './filters';
import type { AggregateColumn, Resolved } from './resolve';

/** Rows whose pivot column has the pivot value, as a mask over the table (one per query and column). */
function pivotMask(column: AggregateColumn): Uint8Array | undefined {
  if (!column.pivot) return undefined;
  const { values, matches } = column.pivot;
  const mask = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) mask[i] = matches(values[i]!) ? 1 : 0;
  return mask;
}

/** The value of an aggregate column over some rows (only those its pivot selects). */
function aggregateColumn(
  column: AggregateColumn,
  mask: Uint8Array | undefined,
  rows: ArrayLike<number>,
): GridCell {
  const used = mask
    ? (Array.prototype.filter.call(rows, (row: number) => mask[row] === 1) as number[])
    : rows;
  if (column.fn === 'count_rows' || !column.source) return used.length;
  return aggregateRows(column.fn, column.source, used);
}

const MAX_COMBINED_CODE = 2 ** 52;

/**
 * Each row's group (dense ids in order of first appearance) from the grouped columns' cached
 * codes, the first row of each group, and the group count.
 */
function assignGroups(keyed: ReadonlyArray<readonly GridCell[]>, rows: readonly number[]) {
  const groupOf = new Int32Array(rows.length);
  const firstRow: number[] = [];
  if (keyed.length === 0) {
    firstRow.push(rows[0] ?? -1);
    return { groupOf, firstRow, count: 1 };
  }
  const codes = keyed.map((values) => codesOf(values));
  const sizes = codes.map((column) => column.cells.length);
  const numeric = sizes.reduce((product, size) => product * size, 1) <= MAX_COMBINED_CODE;
  const single = codes.length === 1 ? codes[0]!.codes : undefined;
  const slots = single ? new Int32Array(sizes[0]!).fill(-1) : undefined;
  const index = new Map<number | string, number>();
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    let group: number | undefined;
    if (single) {
      const code = single[row]!;
      group = slots![code]!;
      if (group < 0) slots![code] = group = firstRow.push(row) - 1;
    } else {
      let key: number | string = numeric ? 0 : '';
      for (let c = 0; c < codes.length; c++) {
        const code = codes[c]!.codes[row]!;
        key = numeric ? (key as number) * sizes[c]! + code : `${key as string}${code},`;
      }
      group = index.get(key);
      if (group === undefined) index.set(key, (group = firstRow.push(row) - 1));
    }
    groupOf[k] = group;
  }
  return { groupOf, firstRow, count: firstRow.length };
}

/**
 * Group rows by the grouped columns (one group of everything when none is), aggregate each
 * group, then keep the groups that pass the conditions on aggregates.
 */
export function groupRows(
  columns: readonly Resolved[],
  rows: readonly number[],
  groupTests: ReadonlyArray<{ column: AggregateColumn; test: CellPredicate }>,
  matchAll: boolean,
): GridCell[][] {
  const keyed = columns.flatMap((column) => (column.kind === 'plain' ? [column.source.values] : []));
  const { groupOf, firstRow, count } = assignGroups(keyed, rows);
  // Members of each group, contiguous and in row order (a counting sort by group).
  const offsets = new Int32Array(count + 1);
  for (let k = 0; k < rows.length; k++) offsets[groupOf[k]! + 1]!++;
  for (let g = 0; g < count; g++) offsets[g + 1]! += offsets[g]!;
  const members = new Int32Array(rows.length);
  const fill = offsets.slice(0, count);
  for (let k = 0; k < rows.length; k++) members[fill[groupOf[k]!]!++] = rows[k]!;
  const masks = new Map<AggregateColumn, Uint8Array | undefined>();
  const maskOf = (column: AggregateColumn) => {
    if (!masks.has(column)) masks.set(column, pivotMask(column));
    return masks.get(column);
  };
  const result: GridCell[][] = [];
  for (let g = 0; g < count; g++) {
    const group = members.subarray(offsets[g]!, offsets[g + 1]!);
    if (groupTests.length > 0) {
      const passes = ({ column, test }: { column: AggregateColumn; test: CellPredicate }) =>
        test(aggregateColumn(column, maskOf(column), group));
      if (matchAll ? !groupTests.every(passes) : !groupTests.some(passes)) continue;
    }
    result.push(
      columns.map((column) =>
        column.kind === 'plain'
          ? (column.source.values[firstRow[g]!] ?? null)
          : aggregateColumn(column, maskOf(column), group),
      ),
    );
  }
  return result;
}
