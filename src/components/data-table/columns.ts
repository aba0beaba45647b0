import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import type { ColumnSpec } from './types';
import { compareValues, formatValue, normalizeValue } from './values';

/** The table features every DataTable uses; module-level so its identity is stable. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
});

/** Feature registry type of the DataTable's table instance. */
export type DataTableFeatures = typeof dataTableFeatures;

/** Row type seen by TanStack Table (which requires record or array rows). */
export type TableRow<T> = T & RowData;

/** Default column width in px. */
export const DEFAULT_COLUMN_WIDTH = 160;
/** Smallest width a column can be resized to, in px. */
export const MIN_COLUMN_WIDTH = 48;
/** Largest width a column can be resized to, in px. */
export const MAX_COLUMN_WIDTH = 1200;

/** Translate column specs into TanStack column definitions (call inside useMemo). */
export function buildColumnDefs<T>(
  specs: ColumnSpec<T>[],
): ColumnDef<DataTableFeatures, TableRow<T>, unknown>[] {
  const sortByValue: SortFn<DataTableFeatures, TableRow<T>> = (rowA, rowB, columnId) =>
    compareValues(rowA.getValue(columnId), rowB.getValue(columnId));
  return specs.map((spec) => ({
    id: spec.id,
    header: spec.header,
    accessorFn: (row: TableRow<T>) => normalizeValue(spec.accessor(row)),
    cell: ({ row, getValue }) => (spec.cell ? spec.cell(row.original) : formatValue(getValue())),
    size: spec.width ?? DEFAULT_COLUMN_WIDTH,
    minSize: MIN_COLUMN_WIDTH,
    maxSize: MAX_COLUMN_WIDTH,
    enableSorting: spec.sortable ?? true,
    enableHiding: spec.hideable ?? true,
    enableResizing: !spec.control,
    sortFn: sortByValue,
    sortUndefined: 'last',
    sortDescFirst: false,
  }));
}

/** Initial column visibility: columns marked defaultHidden start hidden. */
export function initialVisibility<T>(specs: ColumnSpec<T>[]): Record<string, boolean> {
  const visibility: Record<string, boolean> = {};
  for (const spec of specs) if (spec.defaultHidden && spec.hideable !== false) visibility[spec.id] = false;
  return visibility;
}
