import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  GRID_DEFAULT_PAGE_SIZE,
  GRID_PAGE_SIZE_MAX,
  type GridCell,
  type GridColumnExpression,
  type GridResponse,
} from '@/api/grid/query-schemas';
import type { PageAnswer, PageRequest } from '@/api/pagination';
import {
  DataTable,
  contentWidth,
  type ColumnSpec,
  type SortRule,
  type WholeRows,
} from '@/components/data-table';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { safeHref } from '@/lib/url-safety';
import { cellSortValue, formatCell, type CellFormat } from '@/api/grid/model/cell-format';
import {
  aggregateValueKind,
  baseColumn,
  columnKeys,
  columnLabel,
  displayedColumn,
  expressionValueKind,
  keepsUnit,
  lifetimeUnit,
  totalFunctions,
  type ColumnIndex,
  type ValueKind,
} from '@/api/grid/model/columns';
import { isGrouped, sortRulesOf, type ResolvedRequest } from '@/api/grid/model/query-edit';
import { GridPager } from './GridPager';
import { TotalCell } from './TotalCell';

/** One result row: its position on the page and its cells in column order. */
interface GridRow {
  id: string;
  cells: GridCell[];
}

/** A result column: what the table, the totals row and the cell formatter need. */
interface ResultColumn {
  key: string;
  label: string;
  format: CellFormat;
  width: number;
  totals: string[];
}

/** The widest a column of text grows to fit its values; the rows a width is measured on. */
const MAX_CONTENT_WIDTH = 480;
const MEASURED_ROWS = 200;
/** Kinds whose width follows their values (names, URLs, lists); numbers and dates keep theirs. */
const measuredKinds: ReadonlySet<ValueKind> = new Set(['text', 'reference', 'list']);

const widths: Record<ValueKind, number> = {
  integer: 130,
  decimal: 130,
  timestamp: 170,
  text: 240,
  reference: 220,
  image: 160,
  list: 260,
};

interface GridResultsProps {
  /** Accessible name of the results table. */
  label: string;
  request: ResolvedRequest;
  index: ColumnIndex;
  rows: UseQueryResult<GridResponse>;
  onSort: (rules: SortRule[]) => void;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onTotal: (at: number, fn: string | null) => void;
  /** Reads the query's whole result, page by page, for a print of every row. */
  readPage?: ((request: PageRequest) => Promise<PageAnswer<GridCell[]>>) | undefined;
  /** The key of a column to keep in view (the filtered one). */
  revealColumn?: string | undefined;
}

/**
 * The whole result of the query, for a print of every row (its download is the service's export);
 * each row keyed by its place in the whole result.
 */
function wholeRowsOf(
  readPage: GridResultsProps['readPage'],
  total: number | undefined,
  label: string,
): WholeRows<GridRow> | undefined {
  if (!readPage || total === undefined) return undefined;
  return {
    readPage: async (request) => {
      const answer = await readPage(request);
      const first = request.page * GRID_PAGE_SIZE_MAX;
      return { ...answer, items: answer.items.map((cells, at) => ({ id: String(first + at), cells })) };
    },
    pageSize: GRID_PAGE_SIZE_MAX,
    total,
    fileName: label,
    download: false,
  };
}

/** A cell as text, or as a link when it is an http(s) URL (values from audited sites are never markup). */
function CellContent({ value, format }: { value: GridCell | undefined; format: CellFormat }) {
  const text = formatCell(value, format);
  const href =
    typeof value === 'string' && (format.kind === 'text' || format.kind === 'image')
      ? safeHref(value)
      : undefined;
  if (!href) return <>{text}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {format.kind === 'image' ? 'Open image' : text}
    </Anchor>
  );
}

/** The query's results: the shared DataTable (server sort), the totals row and the pager. */
export function GridResults({
  label,
  request,
  index,
  rows,
  onSort,
  onPage,
  onSize,
  onTotal,
  readPage,
  revealColumn,
}: GridResultsProps) {
  const columns = useMemo<ResultColumn[]>(() => {
    const keys = columnKeys(request.columns);
    const grouped = isGrouped({ columns: request.columns });
    return request.columns.map((column, at) => {
      const shown = displayedColumn(column, grouped, index);
      const kind = expressionValueKind(shown, index);
      return {
        key: keys[at]!,
        label: columnLabel(shown, index),
        format: { kind, column: baseColumn(shown, index), lifetime: lifetimeUnit(shown) },
        width: widths[kind],
        totals: totalFunctions(shown, index),
      };
    });
  }, [request.columns, index]);

  const keys = useMemo(() => columns.map((column) => column.key), [columns]);
  const sorting = useMemo(() => sortRulesOf(request, keys), [request, keys]);
  // While a query with other columns loads, the previous answer's cells would sit under the wrong headers.
  const matches = useMemo(() => {
    const headers = rows.data?.metadata.headers;
    if (!headers || headers.length !== keys.length) return false;
    const answered = columnKeys(headers.map((header) => header.column as GridColumnExpression));
    return answered.every((key, at) => key === keys[at]);
  }, [rows.data, keys]);
  const data = useMemo<GridRow[]>(
    () => (matches ? (rows.data?.rows ?? []) : []).map((cells, at) => ({ id: String(at), cells })),
    [rows.data, matches],
  );

  // Widths from content: a text column is as wide as its longest value on the page (within bounds).
  const widthsByColumn = useMemo(
    () =>
      columns.map((column, at) =>
        measuredKinds.has(column.format.kind) && data.length > 0
          ? contentWidth(
              data.slice(0, MEASURED_ROWS).map((row) => formatCell(row.cells[at], column.format)),
              column.width,
              MAX_CONTENT_WIDTH,
            )
          : column.width,
      ),
    [columns, data],
  );

  const specs = useMemo<ColumnSpec<GridRow>[]>(
    () =>
      columns.map((column, at) => ({
        id: column.key,
        header: column.label,
        width: widthsByColumn[at] ?? column.width,
        align: column.format.kind === 'integer' || column.format.kind === 'decimal' ? 'right' : undefined,
        wraps: true,
        hideable: false,
        accessor: (row) => cellSortValue(row.cells[at], column.format),
        cell: (row) => <CellContent value={row.cells[at]} format={column.format} />,
      })),
    [columns, widthsByColumn],
  );

  if (rows.isError && !rows.data) {
    return (
      <ErrorPanel
        error={rows.error}
        title="Could not run this query"
        onRetry={() => void rows.refetch()}
        retrying={rows.isFetching}
      />
    );
  }

  const headers = rows.data?.metadata.headers ?? [];
  const totalsByColumn = new Map(
    (request.totals ?? []).map((total) => [total.columnIndex, total.aggregateFunction]),
  );
  const hasTotals = columns.some((column) => column.totals.length > 0);
  const footer = Object.fromEntries(
    columns.map((column, at) => {
      const fn = totalsByColumn.get(at);
      const value = fn
        ? headers[at]?.totals?.find((total) => total.aggregateFunction === fn)?.value
        : undefined;
      return [
        column.key,
        <TotalCell
          key={column.key}
          label={column.label}
          functions={column.totals}
          fn={fn}
          value={rows.isPlaceholderData ? undefined : value}
          format={{
            kind: fn ? aggregateValueKind(fn, column.format.kind) : column.format.kind,
            column: column.format.column,
            lifetime: keepsUnit(fn) ? column.format.lifetime : undefined,
          }}
          onChange={(next) => onTotal(at, next)}
        />,
      ];
    }),
  );
  const page = request.page ?? 0;
  const size = request.size ?? GRID_DEFAULT_PAGE_SIZE;

  return (
    <Stack gap="xs">
      {rows.isError && (
        <ErrorPanel
          error={rows.error}
          title="Could not run this query"
          onRetry={() => void rows.refetch()}
          retrying={rows.isFetching}
        />
      )}
      <DataTable
        label={label}
        data={data}
        wholeRows={wholeRowsOf(readPage, rows.data?.metadata.pagination.totalCount, label)}
        columns={specs}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={onSort}
        manualSorting
        revealColumnId={revealColumn}
        loading={rows.isPending || (!matches && rows.isFetching)}
        columnsMenu={false}
        empty="No rows match this query"
        footer={hasTotals ? footer : undefined}
        toolbar={
          rows.isFetching && !rows.isPending ? (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text size="xs" c="dimmed" aria-live="polite">
                Updating…
              </Text>
            </Group>
          ) : undefined
        }
      />
      {rows.data ? (
        <GridPager
          pagination={rows.data.metadata.pagination}
          page={page}
          size={size}
          onPage={onPage}
          onSize={onSize}
        />
      ) : (
        rows.isPending && (
          <Group gap={6}>
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="grid-row-range">
              Counting rows…
            </Text>
          </Group>
        )
      )}
    </Stack>
  );
}
