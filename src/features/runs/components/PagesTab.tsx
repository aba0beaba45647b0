import { Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { runPagesSortValues, type RunPagesSort } from '@/api/runs/schemas';
import { DataTable } from '@/components/data-table';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { downloadFileName, searchFileNameParts } from '@/lib/file-name';
import { formatCount } from '@/lib/format';
import type { RunTabProps } from '../run-tabs';
import { emptyRunText } from './empty-run';
import { pageColumns } from './page-columns';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';
import { readStatusFilter, statusFilterText, type PageStatusFilter } from '../page-status';
import { PageStatusFilterBar } from './PageStatusFilterBar';
import { runPagesViewReader, useRunPages } from './use-run-pages';

/** Page sizes offered in the pager. */
export const PAGE_SIZES = [50, 100, 250, 500] as const;

const isSort = (id: string): id is RunPagesSort => (runPagesSortValues as readonly string[]).includes(id);

/** Paging, sorting and the status filter of the pages tab from the URL (`page` from 1, `size`, `sort=-load_time`, `status=4xx`). */
function usePagesParams() {
  const [params, setParams] = useSearchParamState();
  const { status } = parseRouteSearch('run', params);
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const rule = parseSortParam(params.get('sort')).find((candidate) => isSort(candidate.id));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    sort: rule && isSort(rule.id) ? { id: rule.id, desc: rule.desc } : undefined,
    statusText: status,
    status: readStatusFilter(status),
    params,
    setParams,
  };
}

/** "with status 404" / "with a 4xx status" / "with a 4xx or 5xx status", for counts and empty lists. */
const statusWords = (filter: PageStatusFilter) =>
  'code' in filter
    ? `with status ${filter.code}`
    : `with a ${filter.statusClass === 'broken' ? '4xx or 5xx' : filter.statusClass} status`;

/**
 * The run's pages: the status filter (class or code), server paging and sorting, the page size
 * choice and the pager, all in the URL.
 */
export function PagesTab({ auditId, runId, status }: RunTabProps) {
  const { page, size, sort, statusText, status: statusFilter, params, setParams } = usePagesParams();
  const query = useRunPages(auditId, runId, { page, size, sort, status: statusFilter });
  const pagination = query.data?.metadata.pagination;
  const totalPages = pagination?.totalPageCount ?? 0;
  const totalCount = pagination?.totalCount ?? 0;
  const empty =
    totalCount === 0
      ? statusFilter
        ? `No pages ${statusWords(statusFilter)} in this run.`
        : emptyRunText(status, 'No pages scanned')
      : `Page ${formatCount(page)} is past the last page (${formatCount(totalPages)}).`;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Pages
      </Title>
      <PageStatusFilterBar
        value={statusText}
        onChange={(next) => setParams({ status: next ? statusFilterText(next) : null, page: null })}
      />
      {query.isError ? (
        <ErrorPanel
          error={query.error}
          title="Could not load the pages"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <DataTable
            label="Pages"
            data={query.data?.pages ?? []}
            columns={pageColumns}
            getRowId={(row) => row.id}
            sorting={sort ? [sort] : []}
            onSortingChange={(next) =>
              setParams({ sort: formatSortParam(next.slice(-1)) || null, page: null })
            }
            manualSorting
            loading={query.isPending}
            empty={empty}
            rowHref={(row) => paths.page({ auditId, runId, pageId: row.id })}
            csvFileName={downloadFileName(
              [
                `run ${runId}`,
                'pages',
                ...searchFileNameParts(params),
                `page ${page} of ${totalPages}`,
                `${size} per page`,
              ],
              'csv',
            )}
            wholeRows={{
              ...runPagesViewReader(auditId, runId, { sort, status: statusFilter }),
              total: pagination?.totalCount,
              fileName: downloadFileName([`run ${runId}`, 'pages', ...searchFileNameParts(params)], 'csv'),
            }}
            maxHeight="60vh"
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Pagination
                total={Math.max(totalPages, 1)}
                value={Math.min(page, Math.max(totalPages, 1))}
                onChange={(next) => setParams({ page: next === 1 ? null : String(next) })}
                size="sm"
                withEdges
                aria-label="Pages of results"
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
                })}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                Page {formatCount(page)} of {formatCount(Math.max(totalPages, 1))} · {formatCount(totalCount)}{' '}
                {totalCount === 1 ? 'page' : 'pages'}
                {statusFilter ? ` ${statusWords(statusFilter)}` : ''}
              </Text>
            </Group>
            <NativeSelect
              label="Rows per page"
              size="xs"
              w={140}
              data={PAGE_SIZES.map(String)}
              value={String(size)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setParams({ size: value === String(PAGE_SIZES[0]) ? null : value, page: null });
              }}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
