/** Virtualized, sortable, resizable table component. */
export { DataTable } from './DataTable';
/** RFC 4180 CSV serializer with spreadsheet formula-injection escaping. */
export { toCsv } from './csv';
/** Public types: column specs, sort rules, props and raw cell values. */
export type { CellValue, ColumnSpec, DataTableProps, SortRule } from './types';
