import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type JSX } from 'react';
import { functionalUpdate, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import {
  buildColumnDefs,
  dataTableFeatures,
  initialVisibility,
  type DataTableFeatures,
  type TableRow,
} from './columns';
import { BodyRow } from './BodyRow';
import { columnsMenuItems } from './columns-menu-items';
import { exportTableCsv } from './export-csv';
import { HeaderCell } from './HeaderCell';
import { FooterRow } from './FooterRow';
import { EmptyRow, SkeletonRows, SpacerRow } from './PlaceholderRows';
import { TableToolbar } from './TableToolbar';
import { fitColumn, fitWidths } from './fit-widths';
import { sameSorting, useElementHeight, useElementWidth, useStableValue } from './hooks';
import type { DataTableProps, SortRule } from './types';
import { useRowKeyboard } from './use-row-keyboard';
import { useRevealColumn } from './use-reveal-column';
import { useRowWindow } from './use-row-window';
import { downloadUnderWay } from './use-whole-download';
import { useWholeRowsOutput } from './use-whole-rows-output';
import { WholeDownloadBar } from './WholeDownloadBar';
import classes from './DataTable.module.css';

/** A CSS length: a number is pixels. */
const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * Tables of at most this many rows render every row: a window of rows would hold about half of them,
 * for a virtualizer that measures its scroll area (a forced layout per table) and renders twice.
 */
const VIRTUALIZE_ABOVE_ROWS = 50;

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
    virtualize: virtualizeProp = true,
    wholeRows,
    rowNoun,
  } = props;

  const scrollRef = useRef<HTMLDivElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);

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

  // Download all and print read the whole query; a print draws every row, none virtualized.
  const output = useWholeRowsOutput({ label, data, wholeRows, specsById });
  const virtualize = virtualizeProp && !output.printing && output.rows.length > VIRTUALIZE_ABOVE_ROWS;

  const table = useTable<DataTableFeatures, TableRow<T>>({
    features: dataTableFeatures,
    columns: columnDefs,
    data: output.rows as ReadonlyArray<TableRow<T>>,
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
  useEffect(() => output.setVisibleColumns(visibleColumns.map((column) => column.id)));
  // The key column: the row's link, and the top of its card on a phone.
  const linkColumnId = visibleColumns.find((column) => !specsById.get(column.id)?.control)?.id;
  const colSpan = visibleColumns.length + 1;
  const rowCount = loading ? 0 : rows.length;
  const headerHeight = useElementHeight(theadRef, estimateRowHeight);

  // Columns as wide as chosen while the frame has room; else the wide ones give some up (their text
  // wraps) so the table fits its frame.
  const frameWidth = useElementWidth(scrollRef);
  const resized = table.state.columnSizing;
  const fitted = fitWidths(
    visibleColumns.map((column) =>
      fitColumn(specsById.get(column.id), column.getSize(), {
        resizedByHand: resized[column.id] !== undefined,
        isKey: column.id === linkColumnId,
      }),
    ),
    frameWidth,
  );
  const widthOf = new Map(visibleColumns.map((column, at) => [column.id, fitted[at]!]));
  const tableWidth = fitted.reduce((sum, width) => sum + width, 0);
  const revealIndex = props.revealColumnId
    ? visibleColumns.findIndex((column) => column.id === props.revealColumnId)
    : undefined;
  useRevealColumn(scrollRef, revealIndex, tableWidth);

  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const rowWindow = useRowWindow({
    rowCount,
    scrollRef,
    headerHeight,
    estimateRowHeight,
    getItemKey,
    virtualize,
  });
  const { topSpace, bottomSpace } = rowWindow;
  const { tabStopIndex, rowHandlers, navigable } = useRowKeyboard({
    rows,
    rowCount,
    scrollRef,
    rowWindow,
    headerHeight,
    estimateRowHeight,
    rowHref,
    onRowActivate,
    onRowIntent,
  });

  const onResize = (columnId: string, width: number) =>
    table.setColumnSizing((old) => ({ ...old, [columnId]: width }));

  const sortPositions = new Map(sorting.map((rule, i) => [rule.id, i + 1]));
  const showSortPositions = sorting.length > 1;
  const resizing = table.state.columnResizing.isResizingColumn !== false;

  return (
    <div
      className={classes.root}
      style={{ '--data-table-max-height': cssLength(maxHeight) } as CSSProperties}
    >
      <TableToolbar
        extra={toolbar}
        menuItems={columnsMenu ? columnsMenuItems(table, specsById) : []}
        onToggleColumn={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
        onResetColumns={() => table.resetColumnVisibility()}
        onDownloadCsv={csvFileName ? () => void exportTableCsv(table, specsById, csvFileName) : undefined}
        csvDisabled={loading || rows.length === 0}
        onDownloadAll={output.download?.start}
        downloadingAll={output.download !== undefined && downloadUnderWay(output.download.state)}
        pageRowCount={rows.length}
        totalRowCount={wholeRows?.total ?? rows.length}
        rowNoun={rowNoun}
      />
      {output.download ? (
        <WholeDownloadBar
          state={output.download.state}
          onCancel={output.download.cancel}
          onRetry={output.download.retry}
        />
      ) : null}
      <div ref={scrollRef} className={classes.scroll} data-virtual={virtualize || undefined}>
        <table
          className={classes.table}
          aria-label={label}
          aria-rowcount={rowCount > 0 ? rowCount + 1 : undefined}
          aria-busy={loading || undefined}
          data-resizing={resizing || undefined}
          style={{ minWidth: tableWidth }}
        >
          <thead ref={theadRef} className={classes.thead}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={rowCount > 0 ? 1 : undefined}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    width={widthOf.get(header.column.id) ?? header.getSize()}
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
            {loading ? <SkeletonRows columnIds={visibleColumns.map((column) => column.id)} /> : null}
            {!loading && rows.length === 0 ? <EmptyRow colSpan={colSpan}>{empty}</EmptyRow> : null}
            <SpacerRow height={topSpace} colSpan={colSpan} />
            {rowWindow.indexes.map((index) => {
              const row = rows[index];
              if (!row) return null;
              const href = rowHref?.(row.original);
              return (
                <BodyRow
                  key={row.id}
                  row={row}
                  index={index}
                  isTabStop={index === tabStopIndex}
                  href={href}
                  navigable={navigable}
                  clickable={href !== undefined || onRowActivate !== undefined}
                  hasIntent={onRowIntent !== undefined}
                  height={estimateRowHeight}
                  linkColumnId={linkColumnId}
                  measureRef={rowWindow.measureRow}
                  specsById={specsById}
                  visibleColumns={visibleColumns}
                  columnDefs={columnDefs}
                  handlers={rowHandlers}
                />
              );
            })}
            <SpacerRow height={bottomSpace} colSpan={colSpan} />
          </tbody>
          {footer ? (
            <FooterRow
              footer={footer}
              label={footerLabel}
              visibleColumns={visibleColumns}
              specsById={specsById}
            />
          ) : null}
        </table>
      </div>
    </div>
  );
}
