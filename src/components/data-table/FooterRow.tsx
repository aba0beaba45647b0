import type { ReactNode } from 'react';
import type { Column } from '@tanstack/react-table';
import type { DataTableFeatures, TableRow } from './columns';
import type { ColumnSpec } from './types';
import classes from './DataTable.module.css';

interface FooterRowProps<T> {
  /** Content by column id; columns without an entry stay empty. */
  footer: Partial<Record<string, ReactNode>>;
  /** Accessible name of the row (e.g. "Totals"). */
  label: string;
  visibleColumns: readonly Column<DataTableFeatures, TableRow<T>>[];
  specsById: ReadonlyMap<string, ColumnSpec<T>>;
}

/** The table's sticky footer row (e.g. totals), one cell per visible column. */
export function FooterRow<T>({ footer, label, visibleColumns, specsById }: FooterRowProps<T>) {
  return (
    <tfoot className={classes.tfoot}>
      <tr aria-label={label}>
        {visibleColumns.map((column) => (
          <td
            key={column.id}
            className={`${classes.cell} ${classes.td}`}
            data-align={specsById.get(column.id)?.align}
            data-label={specsById.get(column.id)?.header}
          >
            {footer[column.id]}
          </td>
        ))}
        <td aria-hidden="true" className={classes.filler} />
      </tr>
    </tfoot>
  );
}
