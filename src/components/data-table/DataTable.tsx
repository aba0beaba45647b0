import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Button, Skeleton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { functionalUpdate, useTable, type Row, type SortingState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useNavigate } from 'react-router';
import { saveBlob } from '@/lib/download';
import {
  buildColumnDefs,
  dataTableFeatures,
  initialVisibility,
  type DataTableFeatures,
  type TableRow,
} from './columns';
import { BodyRow, type RowHandlers } from './BodyRow';
import type { ColumnsMenuItem } from './ColumnsMenu';
import { LazyColumnsMenu } from './LazyColumnsMenu';
import { HeaderCell } from './HeaderCell';
import { sameSorting, useElementHeight, useStableValue } from './hooks';
import type { DataTableProps, SortRule } from './types';
import classes from './DataTable.module.css';

/** Number of skeleton rows shown while loading. */
const SKELETON_ROWS = 8;
/** Columns that get a skeleton bar while loading (a wider table's further columns stay blank, off screen anyway). */
const SKELETON_COLUMNS = 16;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;
/** Elements inside a row that handle clicks and keys themselves. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [contenteditable="true"], [role="button"], [role="link"], [role="checkbox"], [role="menuitem"]';

/** Whether an event started on an interactive element inside the row (which handles it itself). */
function fromInteractive(target: EventTarget, row: HTMLElement): boolean {
  const hit = target instanceof Element ? target.closest(INTERACTIVE) : null;
  return hit !== null && hit !== row && row.contains(hit);
}

/** Virtualized, sortable, resizable data table with column visibility, CSV export and row navigation. */
export function DataTable<T>(props: DataTableProps<T>): JSX.Element {
  const {
    label,
    data,
    columns,
    getRowId,
    sorting: sortingProp,
    onSortingChange,
    manualSorting = false,
    loading = false,
    empty,
    rowHref,
    onRowActivate,
    onRowIntent,
    maxHeight = '70vh',
    csvFileName,
    toolbar,
    columnsMenu = true,
    estimateRowHeight = 36,
    footer,
    footerLabel = 'Totals',
  } = props;

  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  const pendingFocus = useRef<number | null>(null);

  const columnDefs = useMemo(() => buildColumnDefs(columns), [columns]);
  const specsById = useMemo(() => new Map(columns.map((spec) => [spec.id, spec])), [columns]);
  const [initialColumnVisibility] = useState(() => initialVisibility(columns));

  const [ownSorting, setOwnSorting] = useState<SortRule[]>([]);
  const sorting = useStableValue(sortingProp ?? ownSorting, sameSorting);
  const handleSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (sameSorting(next, sorting)) return;
    if (sortingProp === undefined) setOwnSorting(next);
    onSortingChange?.(next);
  };

  const table = useTable<DataTableFeatures, TableRow<T>>({
    features: dataTableFeatures,
    columns: columnDefs,
    data: data as ReadonlyArray<TableRow<T>>,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: handleSortingChange,
    manualSorting,
    enableMultiSort: true,
    enableSortingRemoval: true,
    isMultiSortEvent: (event) => (event as { shiftKey?: boolean }).shiftKey === true,
    columnResizeMode: 'onChange',
    initialState: { columnVisibility: initialColumnVisibility },
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const linkColumnId = visibleColumns.find((column) => !specsById.get(column.id)?.control)?.id;
  const colSpan = visibleColumns.length + 1;
  const rowCount = loading ? 0 : rows.length;
  const headerHeight = useElementHeight(theadRef, estimateRowHeight);

  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler; the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const totalSize = virtualizer.getTotalSize();
  const topSpace = firstItem ? firstItem.start - headerHeight : 0;
  const bottomSpace = lastItem ? totalSize - lastItem.end : Math.max(totalSize - headerHeight, 0);

  const [activeIndex, setActiveIndex] = useState(0);
  const focusIndex = Math.min(activeIndex, rowCount - 1);
  const tabStopIndex =
    firstItem && lastItem && (focusIndex < firstItem.index || focusIndex > lastItem.index)
      ? firstItem.index
      : focusIndex;

  const findRowElement = (index: number) =>
    scrollRef.current?.querySelector<HTMLTableRowElement>(`tbody > tr[data-index="${index}"]`) ?? null;

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const element = findRowElement(target);
    if (!element) return;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
  });

  const moveFocus = (index: number) => {
    if (rowCount === 0) return;
    const next = Math.max(0, Math.min(index, rowCount - 1));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next);
    const element = findRowElement(next);
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: true });
    } else {
      pendingFocus.current = next;
    }
  };

  const navigable = rowHref !== undefined || onRowActivate !== undefined;
  const activate = (row: Row<DataTableFeatures, TableRow<T>>) => {
    const href = rowHref?.(row.original);
    if (href !== undefined) navigate(href);
    else onRowActivate?.(row.original);
  };

  const pageSize = () => {
    const viewport = scrollRef.current?.clientHeight ?? 0;
    return Math.max(1, Math.floor((viewport - headerHeight) / estimateRowHeight) - 1);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
    const keyTargets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageSize(),
      PageUp: index - pageSize(),
      Home: 0,
      End: rowCount - 1,
    };
    const next = keyTargets[event.key];
    if (next !== undefined) {
      event.preventDefault();
      moveFocus(next);
      return;
    }
    const row = rows[index];
    if (event.key === 'Enter' && event.target === event.currentTarget && navigable && row) {
      event.preventDefault();
      activate(row);
    }
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, index: number) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (fromInteractive(event.target, event.currentTarget)) return;
    if (window.getSelection()?.toString()) return;
    const row = rows[index];
    if (row) activate(row);
  };

  const onRowFocus = (event: FocusEvent<HTMLTableRowElement>, index: number) => {
    setActiveIndex(index);
    const row = rows[index];
    if (!onRowIntent || !row) return;
    const from = event.relatedTarget;
    if (from instanceof Node && event.currentTarget.contains(from)) return;
    onRowIntent(row.original);
  };

  // The rows get the same handler functions every render (so a memoized row stays as it is); the
  // functions call the latest handlers, which see this render's rows and state.
  const latestHandlers = useRef({ onRowFocus, onRowKeyDown, onRowClick, onRowIntent, rows });
  useLayoutEffect(() => {
    latestHandlers.current = { onRowFocus, onRowKeyDown, onRowClick, onRowIntent, rows };
  });
  const rowHandlers = useMemo<RowHandlers>(
    () => ({
      onFocus: (event, index) => latestHandlers.current.onRowFocus(event, index),
      onKeyDown: (event, index) => latestHandlers.current.onRowKeyDown(event, index),
      onClick: (event, index) => latestHandlers.current.onRowClick(event, index),
      onIntent: (index) => {
        const { onRowIntent: intent, rows: current } = latestHandlers.current;
        const row = current[index];
        if (intent && row) intent(row.original);
      },
    }),
    [],
  );

  const onResize = (columnId: string, width: number) =>
    table.setColumnSizing((old) => ({ ...old, [columnId]: width }));

  const menuItems: ColumnsMenuItem[] = [];
  for (const column of table.getAllLeafColumns()) {
    if (!column.getCanHide()) continue;
    const visible = column.getIsVisible();
    menuItems.push({
      id: column.id,
      label: specsById.get(column.id)?.header ?? column.id,
      visible,
      disabled: visible && visibleColumns.length <= 1,
    });
  }

  const exportCsv = async () => {
    if (!csvFileName) return;
    const exported = table.getVisibleLeafColumns().filter((column) => !specsById.get(column.id)?.control);
    const headers = exported.map((column) => specsById.get(column.id)?.header ?? column.id);
    const body = table.getRowModel().rows.map((row) => exported.map((column) => row.getValue(column.id)));
    const fileName = /\.csv$/i.test(csvFileName) ? csvFileName : `${csvFileName}.csv`;
    // The CSV writer (papaparse) loads on the first download: no table needs it to show its rows.
    const { CSV_BOM, toCsv } = await import('@/lib/csv');
    saveBlob(new Blob([CSV_BOM, toCsv(headers, body)], { type: 'text/csv;charset=utf-8' }), fileName);
  };

  const sortPositions = new Map(sorting.map((rule, i) => [rule.id, i + 1]));
  const showSortPositions = sorting.length > 1;
  const resizing = table.state.columnResizing.isResizingColumn !== false;

  return (
    <div className={classes.root}>
      {(toolbar || csvFileName || (columnsMenu && menuItems.length > 0)) && (
        <div className={classes.toolbar}>
          <div className={classes.toolbarExtra}>{toolbar}</div>
          {columnsMenu && menuItems.length > 0 ? (
            <LazyColumnsMenu
              items={menuItems}
              onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
              onReset={() => table.resetColumnVisibility()}
            />
          ) : null}
          {csvFileName ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() => void exportCsv()}
              disabled={loading || rows.length === 0}
            >
              Download CSV
            </Button>
          ) : null}
        </div>
      )}
      <div ref={scrollRef} className={classes.scroll} style={{ maxHeight }}>
        <table
          className={classes.table}
          aria-label={label}
          aria-rowcount={rowCount > 0 ? rowCount + 1 : undefined}
          aria-busy={loading || undefined}
          data-resizing={resizing || undefined}
          style={{ minWidth: table.getTotalSize() }}
        >
          <thead ref={theadRef} className={classes.thead}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={rowCount > 0 ? 1 : undefined}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    spec={specsById.get(header.column.id)}
                    sortPosition={showSortPositions ? sortPositions.get(header.column.id) : undefined}
                    onResize={onResize}
                  />
                ))}
                <th aria-hidden="true" className={classes.filler} />
              </tr>
            ))}
          </thead>
          <tbody className={classes.tbody}>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
                  <tr key={`skeleton-${rowIndex}`} aria-hidden="true" data-skeleton="">
                    {visibleColumns.map((column, columnIndex) => (
                      <td key={column.id} className={classes.td}>
                        {columnIndex < SKELETON_COLUMNS ? (
                          <Skeleton
                            height={12}
                            radius="sm"
                            width={`${55 + ((rowIndex * 7 + columnIndex * 13) % 40)}%`}
                          />
                        ) : null}
                      </td>
                    ))}
                    <td className={classes.filler} />
                  </tr>
                ))
              : null}
            {!loading && rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className={classes.empty}>
                  {empty ?? 'No rows to show'}
                </td>
              </tr>
            ) : null}
            {topSpace > 0 ? (
              <tr aria-hidden="true" className={classes.spacer} style={{ height: topSpace }}>
                <td colSpan={colSpan} />
              </tr>
            ) : null}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const href = rowHref?.(row.original);
              return (
                <BodyRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  isTabStop={item.index === tabStopIndex}
                  href={href}
                  navigable={navigable}
                  clickable={href !== undefined || onRowActivate !== undefined}
                  hasIntent={onRowIntent !== undefined}
                  height={estimateRowHeight}
                  linkColumnId={linkColumnId}
                  specsById={specsById}
                  visibleColumns={visibleColumns}
                  columnDefs={columnDefs}
                  handlers={rowHandlers}
                />
              );
            })}
            {bottomSpace > 0 ? (
              <tr aria-hidden="true" className={classes.spacer} style={{ height: bottomSpace }}>
                <td colSpan={colSpan} />
              </tr>
            ) : null}
          </tbody>
          {footer ? (
            <tfoot className={classes.tfoot}>
              <tr aria-label={footerLabel}>
                {visibleColumns.map((column) => (
                  <td
                    key={column.id}
                    className={`${classes.cell} ${classes.td}`}
                    data-align={specsById.get(column.id)?.align}
                  >
                    {footer[column.id]}
                  </td>
                ))}
                <td aria-hidden="true" className={classes.filler} />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
