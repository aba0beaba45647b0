import type { ColumnSpec } from '@/components/data-table';
import { formatCount, formatDateTime } from '@/lib/format';

/** A right-aligned count column. */
export function countColumn<T>(
  id: string,
  header: string,
  value: (row: T) => number | undefined,
): ColumnSpec<T> {
  return { id, header, width: 120, align: 'right', accessor: value, cell: (row) => formatCount(value(row)) };
}

/** A date-and-time column (sorted by the raw ISO text). */
export function dateTimeColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string | undefined,
): ColumnSpec<T> {
  return {
    id,
    header,
    width: 170,
    accessor: (row) => value(row) ?? '',
    cell: (row) => formatDateTime(value(row)),
  };
}
