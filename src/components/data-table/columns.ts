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

/** Average width of a header character in px (bold, the table's font size), a little generous. */
const HEADER_CHAR_WIDTH = 9.5;
/** What a sortable header holds besides its text: the cell's padding, the sort icon and its gap, in px. */
const HEADER_CHROME_WIDTH = 42;
/** The widest a column grows to fit its header. */
const MAX_HEADER_WIDTH = 320;

/** The characters of the longer line when a header is split into two lines at the best word break. */
function twoLineLength(header: string): number {
  const words = header.trim().split(/\s+/);
  let best = header.length;
  for (let at = 1; at < words.length; at++) {
    const first = words.slice(0, at).join(' ').length;
    const second = words.slice(at).join(' ').length;
    best = Math.min(best, Math.max(first, second));
  }
  return best;
}

/**
 * The width in px a column needs to show `header` whole on at most two lines (headers wrap; a
 * longer one takes a third line rather than being cut), capped at 320 px.
 */
export function headerWidth(header: string): number {
  const width = Math.ceil(twoLineLength(header) * HEADER_CHAR_WIDTH) + HEADER_CHROME_WIDTH;
  return Math.min(width, MAX_HEADER_WIDTH);
}

/**
 * The narrowest a column of `width` px is squeezed to when its table is made to fit its frame: wide
 * enough for the longest word of its header (headers break between words), never below
 * `floor`, and never wider than it starts.
 */
export function squeezedWidth(header: string, width: number, floor: number): number {
  const longestWord = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return Math.min(width, Math.max(floor, Math.ceil(longestWord * HEADER_CHAR_WIDTH) + HEADER_CHROME_WIDTH));
}

/** Average width of a body character in px (regular weight, the table's font size). */
const BODY_CHAR_WIDTH = 8.4;
/** A body cell's horizontal padding, in px. */
const BODY_PADDING = 24;

/**
 * The width in px a column needs to show the longest of `texts` whole, kept between `min` and `max`
 * (widths from content: a column of long names is not cut while the table has room).
 */
export function contentWidth(texts: Iterable<string>, min: number, max: number): number {
  let longest = 0;
  for (const text of texts) longest = Math.max(longest, text.length);
  return Math.min(max, Math.max(min, Math.ceil(longest * BODY_CHAR_WIDTH) + BODY_PADDING));
}

/** A column's starting width: its own (or the default), widened to fit its header unless a control fills it. */
function startWidth<T>(spec: ColumnSpec<T>): number {
  const width = spec.width ?? DEFAULT_COLUMN_WIDTH;
  return spec.headerCell !== undefined || spec.control ? width : Math.max(width, headerWidth(spec.header));
}

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
    size: startWidth(spec),
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
