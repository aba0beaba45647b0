import {
  isAggregateColumn,
  type GridAggregateFunction,
  type GridColumnExpression,
  type GridColumnRef,
  type GridSchema,
  type GridSchemaColumn,
} from '../query-schemas';
import { aggregateName } from './labels';

/** Schema columns by id. */
export type ColumnIndex = ReadonlyMap<string, GridSchemaColumn>;

/** Index a schema's columns by id. */
export function indexColumns(schema: GridSchema): ColumnIndex {
  return new Map(schema.columns.map((column) => [column.columnId, column]));
}

/** The columns a query shows when it names none: the schema's `isIncludedByDefault` ones (else the first five). */
export function defaultColumns(schema: GridSchema): GridColumnExpression[] {
  const included = schema.columns.filter((column) => column.isIncludedByDefault);
  const chosen = included.length > 0 ? included : schema.columns.slice(0, 5);
  return chosen.map((column) => ({ columnId: column.columnId }));
}

/** A stable key for a column expression: `PAGE_URL`, `sum(PAGE_SIZE)`, `count_rows(*)`. */
export function columnKey(column: GridColumnExpression): string {
  if (!isAggregateColumn(column))
    return column.format ? `${column.columnId}@${column.format}` : column.columnId;
  const target = column.aggregatedColumn?.columnId ?? '*';
  const pivot = column.pivotValuesColumnId
    ? `|${column.pivotValuesColumnId}=${JSON.stringify(column.pivotValue)}`
    : '';
  return `${column.aggregateFunction ?? 'value'}(${target})${pivot}`;
}

/** Unique keys for the columns of a request, in order (a repeated column gets `#2`, `#3`…). */
export function columnKeys(columns: readonly GridColumnExpression[]): string[] {
  const seen = new Map<string, number>();
  return columns.map((column) => {
    const key = columnKey(column);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  });
}

/** The schema column a plain column names, or an aggregate aggregates. */
export function baseColumn(column: GridColumnExpression, index: ColumnIndex): GridSchemaColumn | undefined {
  const id = isAggregateColumn(column) ? column.aggregatedColumn?.columnId : column.columnId;
  return id === undefined ? undefined : index.get(id);
}

/** A column expression's header: "Page URL", "Sum of Page size", "Row count". */
export function columnLabel(column: GridColumnExpression, index: ColumnIndex): string {
  if (!isAggregateColumn(column)) {
    const name = index.get(column.columnId)?.name ?? column.columnId;
    return column.format ? `${name} (${column.format})` : name;
  }
  const fn = column.aggregateFunction;
  const target = column.aggregatedColumn ? columnLabel(column.aggregatedColumn, index) : undefined;
  const label =
    fn === 'count_rows' || !target
      ? aggregateName(fn ?? 'count_rows')
      : `${aggregateName(fn ?? '')} of ${target}`;
  return column.pivotValuesColumnId
    ? `${label} where ${index.get(column.pivotValuesColumnId)?.name ?? column.pivotValuesColumnId} is ${JSON.stringify(column.pivotValue)}`
    : label;
}

/** How a column's values read: what the cell formatter and the totals need. */
export type ValueKind = 'integer' | 'decimal' | 'timestamp' | 'text' | 'reference' | 'image' | 'list';

const countFunctions = new Set(['count_rows', 'count_distinct']);
const decimalFunctions = new Set([
  'avg',
  'median',
  'standard_deviation',
  'percentile_25',
  'percentile_50',
  'percentile_75',
  'percentile_90',
  'percentile_95',
  'percentile_99',
  'percentile_99_9',
]);

/** The kind of value a schema column holds. */
export function schemaValueKind(column: GridSchemaColumn | undefined): ValueKind {
  switch (column?.type) {
    case 'number':
      return column.numberFormat === 'decimal' ? 'decimal' : 'integer';
    case 'id':
      return 'integer';
    case 'timestamp':
      return 'timestamp';
    case 'entity_reference':
      return 'reference';
    case 'image':
      return 'image';
    default:
      return 'text';
  }
}

/** The kind of value an aggregate function yields over a column of kind `base`. */
export function aggregateValueKind(fn: string, base: ValueKind): ValueKind {
  if (countFunctions.has(fn)) return 'integer';
  if (decimalFunctions.has(fn)) return 'decimal';
  if (fn === 'youngest' || fn === 'oldest') return 'timestamp';
  if (fn === 'list_unique_items') return 'list';
  return base;
}

/** Columns whose numbers are lifetimes, by the unit the grid sends them in (the mock names it "(days)"). */
const lifetimeColumns: Readonly<Record<string, LifetimeUnit>> = { COOKIE_DURATION: 'days' };
/** The unit a lifetime column's numbers are in. */
export type LifetimeUnit = 'days';

/** Aggregate functions whose result is in the unit of the values they summarize (a sum of days is days). */
const unitKeepingFunctions = new Set([...decimalFunctions, 'sum', 'min', 'max']);

/** Whether an aggregate function's result keeps its values' unit (an average does, a count does not). */
export const keepsUnit = (fn: string | undefined): boolean =>
  fn !== undefined && unitKeepingFunctions.has(fn);

/** The lifetime unit of a requested column's numbers (a cookie's lifetime, and its average), if they are lifetimes. */
export function lifetimeUnit(column: GridColumnExpression): LifetimeUnit | undefined {
  if (!isAggregateColumn(column)) return column.format ? undefined : lifetimeColumns[column.columnId];
  return column.aggregatedColumn && keepsUnit(column.aggregateFunction)
    ? lifetimeUnit(column.aggregatedColumn)
    : undefined;
}

/** The kind of value a requested column holds (a formatted timestamp is text). */
export function expressionValueKind(column: GridColumnExpression, index: ColumnIndex): ValueKind {
  if (!isAggregateColumn(column)) return column.format ? 'text' : schemaValueKind(index.get(column.columnId));
  const base = column.aggregatedColumn ? expressionValueKind(column.aggregatedColumn, index) : 'integer';
  return aggregateValueKind(column.aggregateFunction ?? 'count_rows', base);
}

/** Aggregate functions a plain column allows (a formatted timestamp is text: unique count only). */
export function columnFunctions(column: GridColumnRef, index: ColumnIndex): string[] {
  if (column.format) return ['count_distinct'];
  return [...(index.get(column.columnId)?.supportedAggregateFunctions ?? [])];
}

/**
 * A column as the results show it: in a grouped query a plain column that is not grouped is
 * summarized with its default (first) aggregate function.
 */
export function displayedColumn(
  column: GridColumnExpression,
  grouped: boolean,
  index: ColumnIndex,
): GridColumnExpression {
  if (!grouped || isAggregateColumn(column) || column.groupBy === true) return column;
  const fn = columnFunctions(column, index)[0] as GridAggregateFunction | undefined;
  return fn ? { aggregateFunction: fn, aggregatedColumn: column } : column;
}

const countTotals = [
  'sum',
  'avg',
  'min',
  'max',
  'median',
  'standard_deviation',
  'count_distinct',
  'count_rows',
];
const measureTotals = [
  'avg',
  'sum',
  'min',
  'max',
  'median',
  'standard_deviation',
  'count_distinct',
  'count_rows',
];

/**
 * Aggregate functions a totals row can use for a column: the schema's for a plain column; for an
 * aggregate, those of the values it yields (counts and sums add up, min/max keep the column's own,
 * unique values list again).
 */
export function totalFunctions(column: GridColumnExpression, index: ColumnIndex): string[] {
  if (!isAggregateColumn(column)) return columnFunctions(column, index);
  const fn = column.aggregateFunction ?? 'count_rows';
  if (fn === 'count_rows' || fn === 'count_distinct' || fn === 'sum' || !column.aggregatedColumn)
    return countTotals;
  if (fn === 'min' || fn === 'max' || fn === 'youngest' || fn === 'oldest') {
    const source = column.aggregatedColumn;
    return isAggregateColumn(source) ? totalFunctions(source, index) : columnFunctions(source, index);
  }
  if (fn === 'list_unique_items') return ['list_unique_items', 'count_rows'];
  return measureTotals;
}
