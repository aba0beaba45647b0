import type { GridCell } from '@/api/grid/query-schemas';
import { codesOf } from './columnar';
import type { CellPredicate } from './filters';
import { aggregateGroups, type Groups } from './group-aggregates';
import { scratchInt32 } from './scratch';
import type { AggregateColumn, Resolved } from './resolve';

/** Rows whose pivot column has the pivot value, as a mask over the table (one per query and column). */
function pivotMask(column: AggregateColumn): Uint8Array | undefined {
  if (!column.pivot) return undefined;
  const { values, matches } = column.pivot;
  const mask = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) mask[i] = matches(values[i]!) ? 1 : 0;
  return mask;
}

const MAX_COMBINED_CODE = 2 ** 52;
/** Combined codes up to this many (or the row count, if more) index a table of groups, not a map. */
const MAX_SLOTS = 1 << 16;

/**
 * Each row's group (dense ids in order of first appearance) from the grouped columns' cached
 * codes, the first row of each group, and the group count.
 */
function assignGroups(keyed: ReadonlyArray<readonly GridCell[]>, rows: Int32Array) {
  const groupOf = scratchInt32('groups', rows.length);
  const firstRow: number[] = [];
  if (keyed.length === 0) {
    firstRow.push(rows[0] ?? -1);
    return { groupOf: groupOf.fill(0), firstRow, count: 1 };
  }
  const codes = keyed.map((values) => codesOf(values).codes);
  const sizes = keyed.map((values) => codesOf(values).cells.length);
  const combined = sizes.reduce((product, size) => product * size, 1);
  if (combined <= Math.max(MAX_SLOTS, rows.length)) {
    // Few combinations: a group per combined code, found by indexing.
    const slots = new Int32Array(combined).fill(-1);
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k]!;
      let key = 0;
      for (let c = 0; c < codes.length; c++) key = key * sizes[c]! + codes[c]![row]!;
      let group = slots[key]!;
      if (group < 0) slots[key] = group = firstRow.push(row) - 1;
      groupOf[k] = group;
    }
    return { groupOf, firstRow, count: firstRow.length };
  }
  const numeric = combined <= MAX_COMBINED_CODE;
  const index = new Map<number | string, number>();
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    let key: number | string = numeric ? 0 : '';
    for (let c = 0; c < codes.length; c++) {
      const code = codes[c]![row]!;
      key = numeric ? (key as number) * sizes[c]! + code : `${key as string}${code},`;
    }
    let group = index.get(key);
    if (group === undefined) index.set(key, (group = firstRow.push(row) - 1));
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
  rows: Int32Array,
  groupTests: ReadonlyArray<{ column: AggregateColumn; test: CellPredicate }>,
  matchAll: boolean,
): GridCell[][] {
  const keyed = columns.flatMap((column) => (column.kind === 'plain' ? [column.source.values] : []));
  const { groupOf, firstRow, count } = assignGroups(keyed, rows);
  let layout: ReturnType<Groups['members']> | undefined;
  const groups: Groups = {
    rows,
    groupOf,
    count,
    members: () => (layout ??= membersOf(groupOf, rows, count)),
  };
  const valueCache = new Map<AggregateColumn, GridCell[]>();
  const valuesOf = (column: AggregateColumn) => {
    let values = valueCache.get(column);
    if (!values) valueCache.set(column, (values = aggregateGroups(column, groups, pivotMask(column))));
    return values;
  };
  const result: GridCell[][] = [];
  for (let g = 0; g < count; g++) {
    if (groupTests.length > 0) {
      const passes = ({ column, test }: { column: AggregateColumn; test: CellPredicate }) =>
        test(valuesOf(column)[g]!);
      if (matchAll ? !groupTests.every(passes) : !groupTests.some(passes)) continue;
    }
    result.push(
      columns.map((column) =>
        column.kind === 'plain' ? (column.source.values[firstRow[g]!] ?? null) : valuesOf(column)[g]!,
      ),
    );
  }
  return result;
}

/** Each group's rows, contiguous and in table order (a counting sort by group). */
function membersOf(groupOf: Int32Array, rows: Int32Array, count: number) {
  const offsets = new Int32Array(count + 1);
  for (let k = 0; k < rows.length; k++) offsets[groupOf[k]! + 1]!++;
  for (let g = 0; g < count; g++) offsets[g + 1]! += offsets[g]!;
  const members = new Int32Array(rows.length);
  const fill = offsets.slice(0, count);
  for (let k = 0; k < rows.length; k++) members[fill[groupOf[k]!]!++] = rows[k]!;
  return { offsets, members };
}
