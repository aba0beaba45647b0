import type { KeyboardEvent } from 'react';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Header } from '@tanstack/react-table';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type DataTableFeatures, type TableRow } from './columns';
import type { ColumnSpec } from './types';
import classes from './DataTable.module.css';

/** Width change in px for one arrow key press on a resize handle. */
const RESIZE_STEP = 16;

/** Props of {@link HeaderCell}. */
export interface HeaderCellProps<T> {
  header: Header<DataTableFeatures, TableRow<T>, unknown>;
  spec: ColumnSpec<T> | undefined;
  /** Width drawn, in px: the column's own, or less when the table is squeezed to fit its frame. */
  width: number;
  /** 1-based position in a multi-column sort, shown when more than one column sorts. */
  sortPosition: number | undefined;
  /** Set a column's width in px (keyboard resizing). */
  onResize: (columnId: string, width: number) => void;
}

/**
 * One `<th>`: sort toggle button (aria-sort) and a resize handle (drag, or arrow keys as a slider).
 * A header is one tab stop: its own control (the sort button) where it has one, which resizes with
 * Shift+←/→; else the slider.
 */
export function HeaderCell<T>({ header, spec, width, sortPosition, onResize }: HeaderCellProps<T>) {
  const { column } = header;
  const title = spec?.header ?? column.id;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const ariaSort = !canSort
    ? undefined
    : sorted === 'asc'
      ? 'ascending'
      : sorted === 'desc'
        ? 'descending'
        : 'none';
  const size = header.getSize();
  const resizeHandler = header.getResizeHandler();

  const resizable = column.getCanResize();
  const ownControl = canSort || spec?.headerCell !== undefined;
  const resizeBy = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowRight' ? RESIZE_STEP : event.key === 'ArrowLeft' ? -RESIZE_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(column.id, Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, size + step)));
  };
  // Shift+←/→ on the header's own control (the slider takes plain arrows).
  const onHeaderKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.shiftKey && resizable) resizeBy(event);
  };

  const SortIcon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;

  return (
    <th
      className={`${classes.cell} ${classes.th}`}
      style={{ width }}
      // The column's full name, whatever the cell also holds (the width slider, a sort position);
      // a header control (a select-all checkbox) names its column itself.
      aria-label={spec?.headerCell === undefined ? title : undefined}
      aria-sort={ariaSort}
      data-align={spec?.align}
      scope="col"
      onKeyDown={onHeaderKey}
    >
      {spec?.headerCell !== undefined ? (
        spec.headerCell
      ) : canSort ? (
        // A native title, not a Mantine Tooltip: a floating tooltip per header made a 700-column grid slow to open.
        <button
          type="button"
          title={`Sort by ${title} (Shift+click adds to the sort${resizable ? '; Shift+← or → changes its width' : ''})`}
          aria-keyshortcuts={resizable ? 'Shift+ArrowLeft Shift+ArrowRight' : undefined}
          className={classes.sortButton}
          data-sorted={sorted || undefined}
          onClick={column.getToggleSortingHandler()}
        >
          <span className={classes.headerText}>{title}</span>
          <SortIcon className={classes.sortIcon} size={14} stroke={2} aria-hidden="true" />
          {sorted && sortPosition !== undefined ? (
            <span className={classes.sortIndex} aria-hidden="true">
              {sortPosition}
            </span>
          ) : null}
        </button>
      ) : (
        <span className={classes.headerText} title={title}>
          {title}
        </span>
      )}
      {resizable ? (
        <div
          role="slider"
          aria-label={`Width of column ${title}`}
          aria-valuenow={size}
          aria-valuemin={MIN_COLUMN_WIDTH}
          aria-valuemax={MAX_COLUMN_WIDTH}
          aria-valuetext={`${size} pixels`}
          tabIndex={ownControl ? -1 : 0}
          className={classes.resizer}
          data-resizing={column.getIsResizing() || undefined}
          onMouseDown={resizeHandler}
          onTouchStart={resizeHandler}
          onDoubleClick={() => column.resetSize()}
          onKeyDown={resizeBy}
        />
      ) : null}
    </th>
  );
}
