import { Checkbox, Group, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  REQUEST_LOG_SIZE,
  requestLogSortColumns,
  type RequestLogSortColumn,
} from '@/api/pages/network-schemas';
import { pageQueries, requestLogReader, type PageRef } from '@/api/pages/queries';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { downloadFileName, searchFileNameParts } from '@/lib/file-name';
import { formatCount } from '@/lib/format';
import { requestColumns } from './request-columns';
import { SearchBox } from './SearchBox';

const sizes = ['50', '100', '200'];
const isSortColumn = (id: string): id is RequestLogSortColumn =>
  (requestLogSortColumns as readonly string[]).includes(id);

/** The request log tab: the page's requests as a waterfall, paged, sorted and searched by the server. */
export function RequestLogTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const size = sizes.includes(params.get('size') ?? '') ? Number(params.get('size')) : 50;
  const sort = parseSortParam(params.get('sort'))
    .filter((rule) => isSortColumn(rule.id))
    .slice(0, 1);
  const search = params.get('q') ?? '';
  const hideTags = params.get('hideTags') === '1';
  const filter = {
    sortBy: sort[0]?.id as RequestLogSortColumn | undefined,
    sortDesc: sort[0]?.desc,
    search,
    hideIdentifiedTags: hideTags || undefined,
  };
  const log = useQuery(pageQueries.requestLog(page, { ...filter, page: pageNumber - 1, size }));
  const fileParts = [`page ${page.pageId}`, 'requests', ...searchFileNameParts(params, ['tab'])];
  const rows = log.data?.requests;
  const span = useMemo(
    () =>
      Math.max(1, ...(rows ?? []).map((row) => (row.startedAtRelativeToPageNavigation ?? 0) + row.loadTime)),
    [rows],
  );
  const columns = useMemo(() => requestColumns(span), [span]);
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <SearchBox
          label="Search request URLs"
          value={search}
          onSearch={(q) => setParams({ q, page: null })}
        />
        <Checkbox
          label="Hide tag requests"
          checked={hideTags}
          onChange={(event) => setParams({ hideTags: event.currentTarget.checked ? '1' : null, page: null })}
        />
      </Group>
      <QueryView query={log} errorTitle="Could not load the request log" loading={<Skeleton height={320} />}>
        {(data) => {
          const { pagination } = data.metadata;
          if (pagination.totalCount === 0)
            return (
              <EmptyState title="No requests match">Change the search to see the page's requests.</EmptyState>
            );
          return (
            <Stack gap="xs">
              <DataTable
                label="Request log"
                data={data.requests}
                columns={columns}
                getRowId={(row) => String(row.harEntryIndex)}
                manualSorting
                loading={log.isPlaceholderData}
                sorting={sort}
                onSortingChange={(next) =>
                  setParams({ sort: formatSortParam(next.slice(-1)) || null, page: null })
                }
                csvFileName={downloadFileName(
                  [...fileParts, `page ${pageNumber} of ${pagination.totalPageCount}`, `${size} per page`],
                  'csv',
                )}
                wholeRows={{
                  readPage: requestLogReader(page, filter),
                  pageSize: REQUEST_LOG_SIZE.max,
                  total: pagination.totalCount,
                  fileName: downloadFileName(fileParts, 'csv'),
                }}
              />
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {formatCount(pagination.totalCount)} requests · page {formatCount(pageNumber)} of{' '}
                  {formatCount(Math.max(1, pagination.totalPageCount))}
                </Text>
                <Group gap="sm">
                  <Select
                    aria-label="Rows per page"
                    size="xs"
                    w={110}
                    data={sizes.map((value) => ({ value, label: `${value} rows` }))}
                    value={String(size)}
                    onChange={(value) => setParams({ size: value === '50' ? null : value, page: null })}
                    allowDeselect={false}
                  />
                  <Pagination
                    size="sm"
                    total={Math.max(1, pagination.totalPageCount)}
                    value={pageNumber}
                    onChange={(next) => setParams({ page: next === 1 ? null : String(next) })}
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                    getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                  />
                </Group>
              </Group>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
