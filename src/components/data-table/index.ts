/** Virtualized, sortable, resizable table component. */
export { DataTable } from './DataTable';
/** Public types: column specs, sort rules, props and raw cell values. */
export type { CellValue, ColumnSpec, DataTableProps, SortRule, WholeRows } from './types';
/** A column of row actions, never sorted or hidden. */
export { actionColumn } from './action-column';
/** Widths from content: what a header or the longest cell text needs. */
export { contentWidth, headerWidth } from './columns';
