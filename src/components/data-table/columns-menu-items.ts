import type { Table } from '@tanstack/react-table';
import type { ColumnsMenuItem } from './ColumnsMenu';
import type { DataTableFeatures, TableRow } from './columns';
import type { ColumnSpec } from './types';

/** The Columns menu's entries: every column that can be hidden; the last visible one cannot be. */
export function columnsMenuItems<T>(
  table: Table<DataTableFeatures, TableRow<T>>,
  specsById: ReadonlyMap<string, ColumnSpec<T>>,
): ColumnsMenuItem[] {
  const visibleCount = table.getVisibleLeafColumns().length;
  const items: ColumnsMenuItem[] = [];
  for (const column of table.getAllLeafColumns()) {
    if (!column.getCanHide()) continue;
    const visible = column.getIsVisible();
    items.push({
      id: column.id,
      label: specsById.get(column.id)?.header ?? column.id,
      visible,
      disabled: visible && visibleCount <= 1,
    });
  }
  return items;
}
