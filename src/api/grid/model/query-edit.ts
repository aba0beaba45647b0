import {
  GRID_DEFAULT_PAGE_SIZE,
  isAggregateColumn,
  type GridColumnExpression,
  type GridFilters,
  type GridRequest,
  type GridSortItem,
} from '../query-schemas';

/** One sort key of a table of the rows: the column id and its direction (what DataTable's sorting holds). */
export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** A grid query whose columns are spelled out (the schema's defaults filled in). */
export type ResolvedRequest = GridRequest & { columns: GridColumnExpression[] };

/** The request with its columns filled in from `defaults` when it names none. */
export function resolveColumns(request: GridRequest, defaults: GridColumnExpression[]): ResolvedRequest {
  return { ...request, columns: request.columns && request.columns.length > 0 ? request.columns : defaults };
}

/** Drop what equals the defaults (page 0, size 100, empty lists, match mode `all`), so links stay short. */
export function normalizeRequest(request: GridRequest): GridRequest {
  const out: GridRequest = {};
  if (request.columns && request.columns.length > 0) out.columns = request.columns;
  const conditions = request.filters?.conditions ?? [];
  if (conditions.length > 0) {
    out.filters = { conditions };
    if (request.filters?.conditionMatchMode === 'any') out.filters.conditionMatchMode = 'any';
  }
  if (request.sortBy && request.sortBy.length > 0) out.sortBy = request.sortBy;
  if (request.totals && request.totals.length > 0) out.totals = request.totals;
  if (request.page !== undefined && request.page > 0) out.page = request.page;
  if (request.size !== undefined && request.size !== GRID_DEFAULT_PAGE_SIZE) out.size = request.size;
  return out;
}

/** Whether two requests read the same rows, in another order or page (only sort, page, size or totals differ): the same row count. */
export function sameRows(a: GridRequest, b: GridRequest): boolean {
  const rows = ({ columns, filters }: GridRequest) => JSON.stringify(normalizeRequest({ columns, filters }));
  return rows(a) === rows(b);
}

/** Replace the columns, moving sort keys and totals with their columns (`remap` old index → new, or undefined when gone); back to page 0. */
function withColumns(
  request: ResolvedRequest,
  columns: GridColumnExpression[],
  remap: (index: number) => number | undefined,
): ResolvedRequest {
  const move = <T extends { columnIndex: number }>(items: readonly T[] | undefined): T[] => {
    const out: T[] = [];
    for (const item of items ?? []) {
      const columnIndex = remap(item.columnIndex);
      if (columnIndex !== undefined) out.push({ ...item, columnIndex });
    }
    return out;
  };
  return { ...request, columns, sortBy: move(request.sortBy), totals: move(request.totals), page: undefined };
}

/** Append a column. */
export function addColumn(request: ResolvedRequest, column: GridColumnExpression): ResolvedRequest {
  return withColumns(request, [...request.columns, column], (index) => index);
}

/** Remove the column at `at` (its sort key and total go with it). */
export function removeColumn(request: ResolvedRequest, at: number): ResolvedRequest {
  return withColumns(
    request,
    request.columns.filter((_, index) => index !== at),
    (index) => (index === at ? undefined : index > at ? index - 1 : index),
  );
}

/** Move the column at `from` to position `to` (its sort key and total follow it). */
export function moveColumn(request: ResolvedRequest, from: number, to: number): ResolvedRequest {
  if (to < 0 || to >= request.columns.length || from === to) return request;
  const order = request.columns.map((_, index) => index);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const next = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  return withColumns(
    request,
    order.map((oldIndex) => request.columns[oldIndex]!),
    (index) => next.get(index),
  );
}

/** Whether the query groups rows: a column is grouped by, or aggregated (all rows then form one group). */
export function isGrouped(request: GridRequest): boolean {
  return (request.columns ?? []).some((column) => isAggregateColumn(column) || column.groupBy === true);
}

/** Turn grouping by the plain column at `at` on or off. */
export function setGroupBy(request: ResolvedRequest, at: number, on: boolean): ResolvedRequest {
  const columns = request.columns.map((column, index) => {
    if (index !== at || isAggregateColumn(column)) return column;
    const { groupBy: _omit, ...rest } = column;
    return on ? { ...rest, groupBy: true } : rest;
  });
  return withColumns(request, columns, (index) => index);
}

/** Set (or with null, remove) the total of the column at `at`. */
export function setTotal(request: ResolvedRequest, at: number, fn: string | null): ResolvedRequest {
  const others = (request.totals ?? []).filter((total) => total.columnIndex !== at);
  const totals = fn === null ? others : [...others, { columnIndex: at, aggregateFunction: fn }];
  totals.sort((a, b) => a.columnIndex - b.columnIndex);
  return { ...request, totals: totals as ResolvedRequest['totals'], page: undefined };
}

/** Replace the filters (back to page 0). */
export function setFilters(request: GridRequest, filters: GridFilters): GridRequest {
  return { ...request, filters, page: undefined };
}

/** Replace the sort keys (back to page 0). */
export function setSortBy(request: GridRequest, sortBy: GridSortItem[]): GridRequest {
  return { ...request, sortBy, page: undefined };
}

/** Go to a zero-based page. */
export function setPage(request: GridRequest, page: number): GridRequest {
  return { ...request, page };
}

/** Change the page size (back to page 0). */
export function setPageSize(request: GridRequest, size: number): GridRequest {
  return { ...request, size, page: undefined };
}

/** The request's sort keys as table sort keys, `keys` being the table's column ids by index. */
export function sortRulesOf(request: GridRequest, keys: readonly string[]): ColumnSort[] {
  const rules: ColumnSort[] = [];
  for (const item of request.sortBy ?? []) {
    const id = keys[item.columnIndex];
    if (id !== undefined) rules.push({ id, desc: item.sortDesc === true });
  }
  return rules;
}

/** Table sort keys as the request's sort keys. */
export function sortByOf(rules: readonly ColumnSort[], keys: readonly string[]): GridSortItem[] {
  const items: GridSortItem[] = [];
  for (const rule of rules) {
    const columnIndex = keys.indexOf(rule.id);
    if (columnIndex >= 0) items.push(rule.desc ? { columnIndex, sortDesc: true } : { columnIndex });
  }
  return items;
}
