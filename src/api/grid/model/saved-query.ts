import { z } from '@/lib/zod';
import {
  GRID_PAGE_SIZE_MAX,
  GRID_PAGE_SIZE_MIN,
  gridColumnExpressionSchema,
  gridFilterSchema,
  gridMatchModeSchema,
  gridSortItemSchema,
  gridTotalItemSchema,
  isAggregateColumn,
  type GridColumnExpression,
  type GridFilter,
  type GridRequest,
} from '../query-schemas';
import { normalizeRequest } from './query-edit';

/** A saved query as the builder can open it, and a sentence for each part it had to leave out. */
export interface SavedQueryReading {
  request: GridRequest;
  leftOut: string[];
}

/** A column that names something: a column id, an aggregate function or a pivot (an empty `{}` names nothing). */
const savedColumnSchema = gridColumnExpressionSchema.check(
  z.refine(
    (column) =>
      !isAggregateColumn(column) ||
      column.aggregateFunction !== undefined ||
      column.pivotValuesColumnId !== undefined,
    'names no column',
  ),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstIssue = (error: z.core.$ZodError): string => {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return `${issue?.message ?? 'not understood'}${where}`;
};

/** Each item of `value` (when it is a list) parsed with `schema`; the ones that fail are described. */
function readList<T>(
  value: unknown,
  schema: z.ZodMiniType<T>,
  noun: string,
  leftOut: string[],
): Array<T | undefined> {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    leftOut.push(`the ${noun}s (not a list)`);
    return [];
  }
  return value.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    leftOut.push(`${noun} ${index + 1}: ${firstIssue(parsed.error)}`);
    return undefined;
  });
}

/** Sort keys or totals moved with their columns; those of a left-out column are dropped and described. */
function remapIndexed<T extends { columnIndex: number }>(
  items: Array<T | undefined>,
  newIndex: Map<number, number>,
  noun: string,
  leftOut: string[],
): T[] {
  const out: T[] = [];
  items.forEach((item, index) => {
    if (!item) return;
    const columnIndex = newIndex.get(item.columnIndex);
    if (columnIndex === undefined)
      leftOut.push(`${noun} ${index + 1}: its column ${item.columnIndex + 1} is not there`);
    else out.push({ ...item, columnIndex });
  });
  return out;
}

/**
 * Read a saved report's `queryDefinition` part by part, as the service may have stored it (the
 * reference allows partial filter conditions and any page size): every column, condition, sort key
 * and total that is a valid request part is kept, the rest is left out and described, so a report
 * with one odd condition still opens instead of failing whole.
 */
export function readSavedQuery(raw: unknown): SavedQueryReading {
  const leftOut: string[] = [];
  if (raw === undefined || raw === null) return { request: {}, leftOut };
  if (!isRecord(raw)) return { request: {}, leftOut: ['the whole query (not an object)'] };

  const columns = readList<GridColumnExpression>(raw.columns, savedColumnSchema, 'column', leftOut);
  const newIndex = new Map<number, number>();
  const keptColumns: GridColumnExpression[] = [];
  columns.forEach((column, index) => {
    if (!column) return;
    newIndex.set(index, keptColumns.length);
    keptColumns.push(column);
  });

  const request: GridRequest = {};
  if (keptColumns.length > 0) request.columns = keptColumns;
  const sortBy = remapIndexed(
    readList(raw.sortBy, gridSortItemSchema, 'sort key', leftOut),
    newIndex,
    'sort key',
    leftOut,
  );
  if (sortBy.length > 0) request.sortBy = sortBy;
  const totals = remapIndexed(
    readList(raw.totals, gridTotalItemSchema, 'total', leftOut),
    newIndex,
    'total',
    leftOut,
  );
  if (totals.length > 0) request.totals = totals;

  if (raw.filters !== undefined) {
    const filters = isRecord(raw.filters) ? raw.filters : {};
    if (!isRecord(raw.filters)) leftOut.push('the filters (not an object)');
    const conditions = readList<GridFilter>(
      filters.conditions,
      gridFilterSchema,
      'condition',
      leftOut,
    ).filter((condition): condition is GridFilter => condition !== undefined);
    const mode = gridMatchModeSchema.safeParse(filters.conditionMatchMode ?? 'all');
    if (!mode.success) leftOut.push(`the match mode “${String(filters.conditionMatchMode)}” (read as “all”)`);
    if (conditions.length > 0) {
      request.filters = { conditions, conditionMatchMode: mode.success ? mode.data : 'all' };
    }
  }

  const size = raw.size;
  if (
    typeof size === 'number' &&
    Number.isInteger(size) &&
    size >= GRID_PAGE_SIZE_MIN &&
    size <= GRID_PAGE_SIZE_MAX
  ) {
    request.size = size;
  } else if (size !== undefined) {
    leftOut.push(
      `the page size ${JSON.stringify(size)} (allowed: ${GRID_PAGE_SIZE_MIN}–${GRID_PAGE_SIZE_MAX})`,
    );
  }
  const page = raw.page;
  if (typeof page === 'number' && Number.isInteger(page) && page >= 0) request.page = page;
  else if (page !== undefined) leftOut.push(`the page number ${JSON.stringify(page)}`);

  return { request: normalizeRequest(request), leftOut };
}
