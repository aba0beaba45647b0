import { aggregateName } from '@/api/grid/model/labels';
import type {
  GridCell,
  GridColumnExpression,
  GridResponse,
  GridSchemaColumn,
} from '@/api/grid/query-schemas';
import { isAggregateColumn } from '@/api/grid/query-schemas';
import { aggregateResultDef } from '../grid/aggregate';
import { cellText } from '../grid/cells';
import { inferColumnKind, uniqueNames, type ExportTable } from './table';

/** The header text of a returned column: the schema's name, or "Sum of Load time" for an aggregate. */
export function columnTitle(
  column: GridColumnExpression,
  byId: ReadonlyMap<string, GridSchemaColumn>,
): string {
  if (!isAggregateColumn(column)) return byId.get(column.columnId)?.name ?? column.columnId;
  const source = column.aggregatedColumn
    ? (byId.get(column.aggregatedColumn.columnId)?.name ?? column.aggregatedColumn.columnId)
    : undefined;
  const fn = column.aggregateFunction;
  const base =
    fn === 'count_rows' || !fn
      ? 'Row count'
      : source
        ? `${aggregateName(fn)} of ${source}`
        : aggregateName(fn);
  if (column.pivotValuesColumnId === undefined) return base;
  const pivot = byId.get(column.pivotValuesColumnId);
  const value = pivot?.enumValues?.find((entry) => entry.id === column.pivotValue)?.name ?? column.pivotValue;
  return `${base} (${pivot?.name ?? column.pivotValuesColumnId}: ${String(value)})`;
}

/** What a returned column's values look like: the schema column, or the result of its aggregate. */
function resultDef(
  column: GridColumnExpression,
  byId: ReadonlyMap<string, GridSchemaColumn>,
): GridSchemaColumn | undefined {
  if (!isAggregateColumn(column)) {
    const def = byId.get(column.columnId);
    // A formatted timestamp is text.
    return def && column.format ? { ...def, type: 'string' } : def;
  }
  const source = column.aggregatedColumn ? byId.get(column.aggregatedColumn.columnId) : undefined;
  return aggregateResultDef(column.aggregateFunction ?? 'count_rows', source);
}

/** One cell as people read it: numbers and timestamps kept, enumerations, references and lists as text. */
export function presentCell(cell: GridCell, def: GridSchemaColumn | undefined): GridCell {
  if (cell === null || !def) return cell;
  if ((def.type === 'number' || def.type === 'id') && !def.isEnum && typeof cell === 'number') return cell;
  if (def.type === 'timestamp' && typeof cell === 'string') return cell;
  return cellText(def, cell);
}

/** The schema's hint for a column's kind (see {@link inferColumnKind}). */
function kindHint(def: GridSchemaColumn | undefined): string | undefined {
  if (!def) return undefined;
  if (def.type === 'number' && !def.isEnum) return def.numberFormat === 'decimal' ? 'decimal' : 'number';
  if (def.type === 'id') return 'number';
  return def.type === 'timestamp' ? 'timestamp' : 'string';
}

/**
 * A grid answer as an export table: one column per returned header, named like the schema names
 * it (aggregates as "Sum of …"), cells as people read them, and each column's kind inferred
 * from its values with the schema type as a hint.
 */
export function gridExportTable(
  response: GridResponse,
  schemaColumns: readonly GridSchemaColumn[],
): ExportTable {
  const byId = new Map(schemaColumns.map((def) => [def.columnId, def]));
  const headers = response.metadata.headers.map((header) => header.column as GridColumnExpression);
  const defs = headers.map((column) => resultDef(column, byId));
  const rows = response.rows.map((row) =>
    headers.map((_, index) => presentCell(row[index] ?? null, defs[index])),
  );
  const names = uniqueNames(headers.map((column) => columnTitle(column, byId)));
  return {
    columns: headers.map((_, index) => ({
      name: names[index]!,
      kind: inferColumnKind(
        rows.map((row) => row[index]),
        kindHint(defs[index]),
      ),
    })),
    rows,
  };
}
