import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { FamilyId } from '@/api/reports/families';
import { reportFamilyOperations } from '@/api/reports/family-loaders';
import { listMaxSize } from '@/api/reports/define';
import { fetchReport, reportQueries, type ReportArgs } from '@/api/reports/queries';
import type { PageAnswer, PageRequest, Pagination as PaginationMetadata } from '@/api/pagination';
import { DataTable, type WholeRows } from '@/components/data-table';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { WhenVisible } from '@/components/progressive/WhenVisible';
import { formatSortParam } from '@/components/url-state/useSearchParam';
import { downloadFileName, searchFileNameParts } from '@/lib/file-name';
import { formatCount } from '@/lib/format';
import { tableRead } from '../reads';
import { tableAnchor } from '../request';
import type { ReportRow, ReportTable } from '../types';

/** The loading table's height (its toolbar, header and skeleton rows): nothing moves when it swaps in. */
const TABLE_STAND_IN = <div style={{ height: '11.5rem' }} />;

interface ReportTableViewProps {
  family: FamilyId;
  table: ReportTable;
  /** The call without paging and sorting (see `tableArgs`). */
  args: ReportArgs;
  search: URLSearchParams;
  setSearch: (changes: Record<string, string | null>) => void;
  /** Link of a row: a page's details or the same view with the row selected. */
  rowHref: (row: ReportRow) => string | undefined;
  /** Whether a row is the one the URL selects (a table whose rows select): the table then shows it alone. */
  isSelected?: ((row: ReportRow) => boolean) | undefined;
  /** Clear these view parameters (the selection; "Show all"). */
  onShowAll: (keys: string[]) => void;
  /** What every download of the table is named after (`run 50248 page-summary pages`). */
  fileStem: string;
}

/** The rows and paging of one answer of a table's operation. */
function rowsOf(table: ReportTable, data: ReportRow | undefined) {
  const rows = (table.rows === '' ? (data ? [data] : []) : (data?.[table.rows] ?? [])) as ReportRow[];
  const pagination = (data?.metadata as { pagination?: PaginationMetadata } | undefined)?.pagination;
  return { rows, pagination };
}

/** "1 cookie", "15 cookies"; rows without a noun. */
const counted = (count: number, noun: readonly [string, string] = ['row', 'rows']) =>
  `${formatCount(count)} ${count === 1 ? noun[0] : noun[1]}`;

/** The address's parts that decide what a table holds: the page filters, the view's choices, its sort. */
function fileParts(table: ReportTable, search: URLSearchParams): string[] {
  const own = new URLSearchParams(
    [...search].filter(
      ([key]) => !['trend', 'range'].includes(key) && (!key.includes('.') || key.startsWith(`${table.id}.`)),
    ),
  );
  return searchFileNameParts(own);
}

/**
 * One drill-down table. A row selected from it (a cookie whose pages show below) narrows it to that
 * row, with "Show all" to pick another. Paged operations are paged and sorted by the server (`<table>.page`,
 * `<table>.sort` in the URL); whole answers are sorted in the browser. Its rows are read at once, but
 * the table is drawn only when it comes near the viewport: under a phone's first screen, its work
 * (TanStack Table, the virtualizer's measuring) would otherwise delay the report's first paint.
 */
export function ReportTableView({
  family,
  table,
  args,
  search,
  setSearch,
  rowHref,
  isSelected,
  onShowAll,
  fileStem,
}: ReportTableViewProps) {
  const list = reportFamilyOperations(family)[table.op]!.list;
  const { page, sort, args: readArgs } = tableRead(family, table, args, search);
  const sortKeyOf = useMemo(
    () => new Map(Object.entries(list?.sort ?? {}).map(([key, field]) => [field, key])),
    [list],
  );
  const query = useQuery({
    ...reportQueries.untyped(family, table.op, readArgs),
    // A paged list keeps the page it shows while the next one loads.
    placeholderData: list ? keepPreviousData : undefined,
  });
  const columns = useMemo(
    () =>
      list
        ? table.columns.map((column) => ({ ...column, sortable: sortKeyOf.has(column.id) }))
        : table.columns,
    [list, table.columns, sortKeyOf],
  );
  const data = query.data as ReportRow | undefined;
  const { rows, pagination } = rowsOf(table, data);
  const total = pagination ? pagination.totalCount : rows.length;
  const selected = isSelected ? rows.filter(isSelected) : [];
  const narrowed = selected.length > 0 && table.select !== undefined;
  const parts = [fileStem, ...fileParts(table, search)];
  const wholeRows: WholeRows<ReportRow> | undefined =
    list && pagination && !narrowed
      ? {
          readPage: async ({ page: index, signal }: PageRequest): Promise<PageAnswer<ReportRow>> => {
            const query = { ...readArgs.query, page: index, size: listMaxSize(list) };
            const answer = await fetchReport(family, table.op as never, { ...readArgs, query }, signal);
            const read = rowsOf(table, answer as ReportRow);
            return {
              items: read.rows,
              totalCount: read.pagination?.totalCount,
              pageCount: read.pagination?.totalPageCount,
            };
          },
          pageSize: listMaxSize(list),
          total: pagination.totalCount,
          fileName: downloadFileName(parts, 'csv'),
        }
      : undefined;
  const pageFileName = wholeRows
    ? downloadFileName([...parts, `page ${page} of ${pagination?.totalPageCount ?? 1}`], 'csv')
    : downloadFileName(parts, 'csv');
  const headingId = `report-table-${table.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const showAll = () => {
    // The button goes with the selection: the focus waits on the table's heading.
    heading.current?.focus();
    onShowAll(Object.keys(table.select!(selected[0]!)));
  };
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${tableAnchor(table)}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash, table]);

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} id={tableAnchor(table)} ref={section}>
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
          {table.title}
        </Title>
        {narrowed ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${table.id}-total`}>
              The selected {selected.length === 1 ? 'one' : formatCount(selected.length)} of{' '}
              {counted(total, table.noun)}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={showAll}>
              Show all {counted(total, table.noun)}
            </Button>
          </Group>
        ) : (
          data !== undefined && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${table.id}-total`}>
              {formatCount(total)} {total === 1 ? 'row' : 'rows'}
            </Text>
          )
        )}
      </Group>
      {query.isError ? (
        <ErrorPanel
          error={query.error}
          title={`Could not load ${table.title.toLowerCase()}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <WhenVisible placeholder={TABLE_STAND_IN}>
          <DataTable
            label={table.title}
            data={narrowed ? selected : rows}
            columns={columns}
            getRowId={table.rowId}
            sorting={sort}
            onSortingChange={(next) =>
              setSearch({
                [`${table.id}.sort`]: formatSortParam(next.slice(-1)) || null,
                [`${table.id}.page`]: null,
              })
            }
            manualSorting={Boolean(list)}
            loading={query.isPending}
            empty="Nothing matches these filters"
            rowHref={rowHref}
            csvFileName={pageFileName}
            wholeRows={wholeRows}
            rowNoun={table.noun}
            maxHeight="50vh"
          />
          {pagination && pagination.totalPageCount > 1 && !narrowed && (
            <Group gap="sm">
              <Pagination
                total={pagination.totalPageCount}
                value={Math.min(page, pagination.totalPageCount)}
                onChange={(next) => setSearch({ [`${table.id}.page`]: next === 1 ? null : String(next) })}
                size="sm"
                withEdges
                aria-label={`Pages of ${table.title.toLowerCase()}`}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
                })}
              />
              <Text size="sm" c="dimmed">
                Page {formatCount(page)} of {formatCount(pagination.totalPageCount)}
              </Text>
            </Group>
          )}
        </WhenVisible>
      )}
    </Stack>
  );
}
