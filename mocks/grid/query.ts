import {
  GRID_DEFAULT_PAGE_SIZE,
  isAggregateColumn,
  type GridAggregateFunction,
  type GridCell,
  type GridColumnExpression,
  type GridHeader,
  type GridRequest,
  type GridResponse,
  type GridSchemaColumn,
} from '@/api/grid/query-schemas';
import { aggregate } from './aggregate';
import { aggregateRows } from './columnar';
import { cellText, compareKeys, sortKeyOf, type SortKey } from './cells';
import { compileCondition, type CellPredicate } from './filters';
import { groupRows } from './group';
import { Issues } from './issues';
import { orderRows } from './order';
import {
  resolveAggregate,
  resolveColumn,
  resolveRef,
  type AggregateColumn,
  type PlainColumn,
  type Resolved,
} from './resolve';
import { columnFilter, filterRows, rowTestFilter, type CostedFilter } from './row-filter';
import { scratchInt32 } from './scratch';
import type { GridTable } from './table';

/** How a query runs: `all` returns every row when the request gives no page and size (exports). */
export interface QueryOptions {
  all?: boolean;
  /** Reference time of relative date filters (ms since the epoch; default: the clock). */
  now?: number;
}

const searchTexts = new WeakMap<readonly GridCell[], Array<string | null>>();

function cached<K extends object, V>(store: WeakMap<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) store.set(key, (value = make()));
  return value;
}

/** Lower-case texts of a column that any_column_contains searches (null: nothing to search). */
function searchTextOf(def: GridSchemaColumn, values: readonly GridCell[]): Array<string | null> {
  return cached(searchTexts, values, () =>
    values.map((cell) => {
      if (cell === null) return null;
      if (def.type === 'timestamp' && typeof cell === 'string')
        return `${cell} ${cell.slice(0, 19).replace('T', ' ')}`.toLowerCase();
      return cellText(def, cell).toLowerCase();
    }),
  );
}

/** any_column_contains: the text is in any searchable column (not ids, images or yes/no values). */
function anyColumnContains(table: GridTable, arg: string): (row: number) => boolean {
  const needle = arg.toLowerCase();
  const texts = table.columns
    .filter((def) => def.type !== 'id' && def.type !== 'image' && def.referenceType !== 'boolean_value')
    .map((def) => searchTextOf(def, table.values(def.columnId)!));
  return (row) => texts.some((column) => column[row]?.includes(needle) ?? false);
}

/** Order by several keys; nulls last in both directions; ties keep the earlier order. */
function compareBy(sorters: ReadonlyArray<{ keys: readonly SortKey[]; desc: boolean }>) {
  return (a: number, b: number) => {
    for (const { keys, desc } of sorters) {
      const x = keys[a]!;
      const y = keys[b]!;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = compareKeys(x, y);
      if (order !== 0) return desc ? -order : order;
    }
    return a - b;
  };
}

/** Where a page starts and ends among the answer's rows, and what the pagination says of it. */
interface Paging {
  start: number;
  end: number;
  size: number;
  page: number;
  pages: number;
}

function paging(total: number, request: GridRequest, options: QueryOptions): Paging {
  if (options.all && request.page === undefined && request.size === undefined)
    return { start: 0, end: total, size: total, page: 0, pages: total > 0 ? 1 : 0 };
  const size = request.size ?? GRID_DEFAULT_PAGE_SIZE;
  const page = request.page ?? 0;
  return { start: page * size, end: page * size + size, size, page, pages: Math.ceil(total / size) };
}

/**
 * Run a grid request over a table: validate it against the table's columns (400 with a
 * validationReport naming every problem), filter, group and aggregate, sort, total and page.
 */
export function queryTable(table: GridTable, request: GridRequest, options: QueryOptions = {}): GridResponse {
  const issues = new Issues();
  const now = options.now ?? Date.now();
  const expressions: GridColumnExpression[] = request.columns ?? defaultColumns(table);
  const grouped = expressions.some(
    (expression) => isAggregateColumn(expression) || expression.groupBy === true,
  );
  const columns = expressions.map((expression, i) =>
    resolveColumn(table, expression, grouped, ['columns', i], issues),
  );

  // Filters: row conditions, and conditions on aggregates that apply to groups.
  const rowFilters: CostedFilter[] = [];
  const groupTests: Array<{ column: AggregateColumn; test: CellPredicate }> = [];
  (request.filters?.conditions ?? []).forEach((condition, i) => {
    const path = ['filters', 'conditions', i];
    if (condition.operator === 'any_column_contains') {
      if (condition.negated)
        issues.add([...path, 'negated'], 'any_column_contains cannot be negated', 'negation_not_supported');
      else rowFilters.push({ keep: rowTestFilter(anyColumnContains(table, condition.arg)), cost: 4 });
      return;
    }
    const target = condition.filteredColumn;
    if (!target) {
      issues.add([...path, 'filteredColumn'], 'Choose the column to filter', 'missing_column');
      return;
    }
    if (isAggregateColumn(target)) {
      const column = resolveAggregate(table, target, [...path, 'filteredColumn'], issues);
      const test = column && compileCondition(condition, column.def, path, issues, now);
      if (column && test) groupTests.push({ column, test });
      if (column && !grouped)
        issues.add(
          [...path, 'filteredColumn'],
          'Filter on an aggregate only in a grouped query',
          'not_grouped',
        );
      return;
    }
    const source = resolveRef(table, target, [...path, 'filteredColumn'], issues);
    const test = source && compileCondition(condition, source.def, path, issues, now, source.values);
    if (source && test) rowFilters.push(columnFilter(condition, source, test));
  });
  const matchAll = (request.filters?.conditionMatchMode ?? 'all') === 'all';
  if (!matchAll && rowFilters.length > 0 && groupTests.length > 0)
    issues.add(
      ['filters', 'conditionMatchMode'],
      'Conditions on aggregates and on rows can only be combined with "all"',
      'mixed_match_mode',
    );

  (request.sortBy ?? []).forEach((item, i) => {
    if (item.columnIndex >= expressions.length)
      issues.add(['sortBy', i, 'columnIndex'], `No column at index ${item.columnIndex}`, 'invalid_index');
  });
  const totalsAt = new Map<number, GridAggregateFunction>();
  (request.totals ?? []).forEach((item, i) => {
    const column = columns[item.columnIndex];
    if (item.columnIndex >= expressions.length)
      issues.add(['totals', i, 'columnIndex'], `No column at index ${item.columnIndex}`, 'invalid_index');
    else if (totalsAt.has(item.columnIndex))
      issues.add(['totals', i, 'columnIndex'], 'One total per column', 'duplicate_total');
    else if (column && !column.def.supportedAggregateFunctions.includes(item.aggregateFunction))
      issues.add(
        ['totals', i, 'aggregateFunction'],
        `A total of column ${item.columnIndex} cannot use ${item.aggregateFunction}`,
        'unsupported_aggregate',
      );
    else totalsAt.set(item.columnIndex, item.aggregateFunction);
  });
  issues.throwIfAny();
  const resolved = columns as Resolved[];

  // Rows that pass the row conditions, in table order.
  const rows = filterRows(table.size, rowFilters, matchAll, scratchInt32('rows', table.size));
  const sortBy = request.sortBy ?? [];
  let total: number;
  let page: Paging;
  let out: GridCell[][];
  let totalOf: (index: number, fn: GridAggregateFunction) => GridCell;

  if (!grouped) {
    total = rows.length;
    page = paging(total, request, options);
    // Only the rows up to the end of the page are put in order.
    const ordered =
      sortBy.length > 0
        ? orderRows(
            rows,
            sortBy.map((item) => ({
              source: (resolved[item.columnIndex] as PlainColumn).source,
              desc: item.sortDesc === true,
            })),
            page.end,
            table.size,
          )
        : rows.subarray(0, Math.min(page.end, rows.length));
    const valuesOf = resolved.map((column) => (column as PlainColumn).source.values);
    out = Array.from(ordered.subarray(Math.min(page.start, ordered.length)), (row) =>
      valuesOf.map((values) => values[row]!),
    );
    totalOf = (index, fn) => aggregateRows(fn, (resolved[index] as PlainColumn).source, rows);
  } else {
    let result = groupRows(resolved, rows, groupTests, matchAll);
    if (sortBy.length > 0) {
      const keyFns = resolved.map((column) => sortKeyOf(column.def));
      const sorters = sortBy.map((item) => ({
        keys: result.map((cells) => keyFns[item.columnIndex]!(cells[item.columnIndex]!)),
        desc: item.sortDesc === true,
      }));
      const unsorted = result;
      result = unsorted
        .map((_, i) => i)
        .sort(compareBy(sorters))
        .map((i) => unsorted[i]!);
    }
    const groups = result;
    total = groups.length;
    page = paging(total, request, options);
    out = groups.slice(page.start, page.end);
    totalOf = (index, fn) =>
      aggregate(
        fn,
        groups.map((cells) => cells[index]!),
        resolved[index]!.def,
      );
  }

  const headers: GridHeader[] = expressions.map((column, index) => {
    const fn = totalsAt.get(index);
    if (!fn) return { column };
    return { column, totals: [{ aggregateFunction: fn, value: totalOf(index, fn) }] };
  });
  return {
    metadata: {
      pagination: {
        totalCount: total,
        totalPageCount: page.pages,
        pageSize: page.size,
        currentPageSize: out.length,
        currentPageNumber: page.page,
      },
      headers,
    },
    rows: out,
  };
}

/** The columns a request without `columns` gets: those included by default (else the first five). */
function defaultColumns(table: GridTable): GridColumnExpression[] {
  const chosen = table.columns.filter((column) => column.isIncludedByDefault);
  return (chosen.length > 0 ? chosen : table.columns.slice(0, 5)).map((column) => ({
    columnId: column.columnId,
  }));
}
