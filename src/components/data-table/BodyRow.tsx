import { memo, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { FlexRender, type Row } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { DataTableFeatures, TableRow } from './columns';
import type { ColumnSpec } from './types';
import { formatValue } from './values';
import { useDisplayZone } from '../time/display-zone';
import classes from './DataTable.module.css';

const BODY_CELL_CLASS = `${classes.cell} ${classes.td}`;
const BODY_MONO_CELL_CLASS = `${BODY_CELL_CLASS} ${classes.mono}`;

/** What a row reports to its table; the table keeps these functions the same from render to render. */
export interface RowHandlers {
  onFocus: (event: FocusEvent<HTMLTableRowElement>, index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void;
  onClick: (event: MouseEvent<HTMLTableRowElement>, index: number) => void;
  onIntent: (index: number) => void;
}

interface BodyRowProps<T> {
  row: Row<DataTableFeatures, TableRow<T>>;
  index: number;
  isTabStop: boolean;
  /** Where the row's link goes (its first data cell), when rows are links. */
  href: string | undefined;
  /** Rows open something on click or Enter. */
  navigable: boolean;
  /** This row opens something (shown by the pointer). */
  clickable: boolean;
  /** Someone listens for a pointer resting on the row (to prefetch what it opens). */
  hasIntent: boolean;
  height: number;
  /** The key column: the row's link (when rows are links), and the top of its card on a phone. */
  linkColumnId: string | undefined;
  /** Measures the row's height (a virtualized table's rows wrap to different heights). */
  measureRef: ((row: HTMLTableRowElement | null) => void) | undefined;
  specsById: ReadonlyMap<string, ColumnSpec<T>>;
  /**
   * The visible columns and the column definitions: when either changes the row renders again (a
   * cell's renderer may read what its columns were built from).
   */
  visibleColumns: readonly unknown[];
  columnDefs: unknown;
  handlers: RowHandlers;
}

/**
 * One body row of the DataTable. Memoized: while the table scrolls, only the rows that come into view
 * render; the rows that stay keep their DOM and are not reconciled again.
 */
function BodyRowView<T>({
  row,
  index,
  isTabStop,
  href,
  navigable,
  clickable,
  hasIntent,
  height,
  linkColumnId,
  measureRef,
  specsById,
  handlers,
}: BodyRowProps<T>) {
  // A row's times are written in the display zone: it renders again when that changes.
  useDisplayZone();
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={isTabStop ? 0 : -1}
      className={classes.row}
      data-clickable={clickable || undefined}
      style={{ height }}
      onFocus={(event) => handlers.onFocus(event, index)}
      onPointerEnter={hasIntent ? () => handlers.onIntent(index) : undefined}
      onKeyDown={(event) => handlers.onKeyDown(event, index)}
      onClick={navigable ? (event) => handlers.onClick(event, index) : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const spec = specsById.get(cell.column.id);
        const text = formatValue(cell.getValue());
        const content = <FlexRender cell={cell} />;
        const isKey = cell.column.id === linkColumnId;
        return (
          <td
            key={cell.id}
            className={spec?.mono ? BODY_MONO_CELL_CLASS : BODY_CELL_CLASS}
            data-align={spec?.align}
            data-key={isKey || undefined}
            data-control={spec?.control || undefined}
            data-label={isKey || spec?.control ? undefined : spec?.header}
            title={text || undefined}
          >
            {isKey && href !== undefined ? (
              <Link to={href} className={classes.rowLink} tabIndex={isTabStop ? 0 : -1}>
                {content}
              </Link>
            ) : (
              content
            )}
          </td>
        );
      })}
      <td aria-hidden="true" className={classes.filler} />
    </tr>
  );
}

/** {@link BodyRowView}, rendered again only when one of its props changes. */
export const BodyRow = memo(BodyRowView) as typeof BodyRowView;
