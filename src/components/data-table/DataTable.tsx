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
import { sameSorting, useElementHeight, useStableValue } from './hooks';
import type { DataTableProps, SortRule } from './types';
import { useRowKeyboard } from './use-row-keyboard';
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
  const linkColumnId = visibleColumns.find((column) => !specsById.get(column.id)?.control)?.id;
  // A control column first (row checkboxes): on a phone the column after it stays in view with it.
  const leadControl = visibleColumns.length > 1 && specsById.get(visibleColumns[0]!.id)?.control === true;
  const colSpan = visibleColumns.length + 1;
  const rowCount = loading ? 0 : rows.length;
  const headerHeight = useElementHeight(theadRef, estimateRowHeight);

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
      <div ref={scrollRef} className={classes.scroll}>
        <table
          className={classes.table}
          aria-label={label}
          aria-rowcount={rowCount > 0 ? rowCount + 1 : undefined}
          aria-busy={loading || undefined}
          data-resizing={resizing || undefined}
          data-lead-control={leadControl || undefined}
          style={
            {
              minWidth: table.getTotalSize(),
              '--first-column-width': cssLength(visibleColumns[0]?.getSize() ?? 0),
              '--second-column-width': cssLength(visibleColumns[1]?.getSize() ?? 0),
            } as CSSProperties
          }
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
