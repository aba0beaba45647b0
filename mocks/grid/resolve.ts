import {
  isAggregateColumn,
  type GridAggregateColumn,
  type GridAggregateFunction,
  type GridCell,
  type GridColumnExpression,
  type GridColumnRef,
  type GridSchemaColumn,
} from '@/api/grid/query-schemas';
import { aggregateResultDef } from './aggregate';
import { fieldIndex } from './cells';
import { STRING_OPERATORS } from './columns';
import { formatTimestamp } from './format';
import type { Issues } from './issues';
import type { GridTable } from './table';

/** Where in the request body a problem is. */
export type Path = ReadonlyArray<string | number>;

/** A column's values as a query reads them: its definition (after `format`) and every row's value. */
export interface Source {
  def: GridSchemaColumn;
  values: readonly GridCell[];
}

/** A requested column, resolved: a plain (maybe grouped) column or an aggregate over rows. */
export type Resolved =
  | { kind: 'plain'; def: GridSchemaColumn; source: Source }
  | {
      kind: 'aggregate';
      def: GridSchemaColumn;
      fn: GridAggregateFunction;
      source: Source | undefined;
      pivot: { values: readonly GridCell[]; matches: (cell: GridCell) => boolean } | undefined;
    };
/** A resolved aggregate column. */
export type AggregateColumn = Extract<Resolved, { kind: 'aggregate' }>;
/** A resolved plain column. */
export type PlainColumn = Extract<Resolved, { kind: 'plain' }>;

const formatted = new WeakMap<readonly GridCell[], Map<string, GridCell[]>>();

/** A timestamp column rendered with a `format`: a text column (string filters, count_distinct). */
function formattedSource(source: Source, format: string): Source {
  let byFormat = formatted.get(source.values);
  if (!byFormat) formatted.set(source.values, (byFormat = new Map()));
  let values = byFormat.get(format);
  if (!values) {
    values = source.values.map((cell) => (typeof cell === 'string' ? formatTimestamp(cell, format) : null));
    byFormat.set(format, values);
  }
  return {
    def: {
      ...source.def,
      type: 'string',
      supportedFilterOperators: STRING_OPERATORS,
      supportedAggregateFunctions: ['count_distinct'],
    },
    values,
  };
}

/** A column by id (with its format applied), or undefined after recording why not. */
export function resolveRef(
  table: GridTable,
  ref: GridColumnRef,
  path: Path,
  issues: Issues,
): Source | undefined {
  const def = table.columns.find((column) => column.columnId === ref.columnId);
  const values = table.values(ref.columnId);
  if (!def || !values)
    return issues.add([...path, 'columnId'], `Unknown column ${ref.columnId}`, 'unknown_column');
  if (ref.format === undefined || ref.format === '') return { def, values };
  if (def.type !== 'timestamp')
    return issues.add(
      [...path, 'format'],
      `A format applies to timestamp columns only, and ${def.columnId} is not one`,
      'format_not_allowed',
    );
  return formattedSource({ def, values }, ref.format);
}

/** Whether a value equals a pivot value (references compare by id). */
function pivotMatcher(def: GridSchemaColumn, value: unknown): (cell: GridCell) => boolean {
  const idAt = fieldIndex(def, 'id');
  const keyOf = (item: unknown) =>
    Array.isArray(item) ? (idAt >= 0 ? item[idAt] : JSON.stringify(item)) : item;
  const wanted = keyOf(value);
  return (cell) => keyOf(cell) === wanted;
}

/** An aggregate (or pivot) column, checked against what its column supports. */
export function resolveAggregate(
  table: GridTable,
  expression: GridAggregateColumn,
  path: Path,
  issues: Issues,
): AggregateColumn | undefined {
  const pivotId = expression.pivotValuesColumnId;
  const fn = expression.aggregateFunction ?? (pivotId ? 'count_rows' : undefined);
  if (!fn)
    return issues.add(
      [...path, 'aggregateFunction'],
      'An aggregate column needs an aggregateFunction (or a pivot)',
      'missing_aggregate',
    );
  const source = expression.aggregatedColumn
    ? resolveRef(table, expression.aggregatedColumn, [...path, 'aggregatedColumn'], issues)
    : undefined;
  if (expression.aggregatedColumn && !source) return undefined;
  if (!source && fn !== 'count_rows')
    return issues.add([...path, 'aggregatedColumn'], `${fn} needs an aggregatedColumn`, 'missing_column');
  if (source && fn !== 'count_rows' && !source.def.supportedAggregateFunctions.includes(fn))
    return issues.add(
      [...path, 'aggregateFunction'],
      `Column ${source.def.columnId} does not support the ${fn} aggregate`,
      'unsupported_aggregate',
    );
  let pivot: AggregateColumn['pivot'];
  if (pivotId) {
    const def = table.columns.find((column) => column.columnId === pivotId);
    if (!def)
      return issues.add([...path, 'pivotValuesColumnId'], `Unknown column ${pivotId}`, 'unknown_column');
    if (!def.canPivot)
      return issues.add(
        [...path, 'pivotValuesColumnId'],
        `Column ${pivotId} cannot pivot`,
        'unsupported_pivot',
      );
    if (expression.pivotValue === undefined)
      return issues.add([...path, 'pivotValue'], 'A pivot needs a pivotValue', 'missing_pivot_value');
    pivot = { values: table.values(pivotId)!, matches: pivotMatcher(def, expression.pivotValue) };
  }
  return { kind: 'aggregate', def: aggregateResultDef(fn, source?.def), fn, source, pivot };
}

/**
 * A requested column; in a grouped query a plain column that is not grouped is aggregated with
 * its default (first) function.
 */
export function resolveColumn(
  table: GridTable,
  expression: GridColumnExpression,
  grouped: boolean,
  path: Path,
  issues: Issues,
): Resolved | undefined {
  if (isAggregateColumn(expression)) return resolveAggregate(table, expression, path, issues);
  const source = resolveRef(table, expression, path, issues);
  if (!source) return undefined;
  if (expression.groupBy) {
    if (!source.def.canGroupBy)
      return issues.add(
        [...path, 'groupBy'],
        `Column ${source.def.columnId} cannot be grouped`,
        'cannot_group',
      );
    return { kind: 'plain', def: source.def, source };
  }
  if (!grouped) return { kind: 'plain', def: source.def, source };
  // In a grouped query a plain column is aggregated with its default (first) function.
  const fn = source.def.supportedAggregateFunctions[0] as GridAggregateFunction | undefined;
  if (!fn)
    return issues.add(
      [...path, 'groupBy'],
      `Group by ${source.def.columnId} or leave it out: it cannot be aggregated`,
      'not_grouped',
    );
  return { kind: 'aggregate', def: aggregateResultDef(fn, source.def), fn, source, pivot: undefined };
}
