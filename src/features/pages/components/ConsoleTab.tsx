import { Badge, Chip, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  CONSOLE_LOG_SIZE,
  consoleLevels,
  consoleSortColumns,
  type ConsoleLevel,
  type ConsoleSortColumn,
  type ConsoleSummary,
} from '@/api/pages/network-schemas';
import { consoleLogReader, pageQueries, type PageRef } from '@/api/pages/queries';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { downloadFileName, searchFileNameParts } from '@/lib/file-name';
import { formatCount } from '@/lib/format';
import { consoleColumns, levelStyles } from './console-columns';
import { SearchBox } from './SearchBox';

const countOf = (summary: ConsoleSummary, level: ConsoleLevel) =>
  summary[`${level}LogCount` as keyof ConsoleSummary] as number;

const isLevel = (value: string): value is ConsoleLevel =>
  (consoleLevels as readonly string[]).includes(value);
const isSortColumn = (id: string): id is ConsoleSortColumn =>
  (consoleSortColumns as readonly string[]).includes(id);

/** A row key for each message of one page of the log (from 0): unique across the pages of a whole download. */
const keyedBy =
  (page: number) =>
  <M extends object>(message: M, index: number) => ({ ...message, rowKey: `${page}:${index}` });

/** The console tab: counts by level, level chips and search in the URL, then the messages. */
export function ConsoleTab({ page }: { page: PageRef }) {
  const [params, setParams] = useSearchParamState();
  const levelsParam = params.get('levels') ?? '';
  const levels = useMemo(() => levelsParam.split(',').filter(isLevel), [levelsParam]);
  const search = params.get('q') ?? '';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const sort = parseSortParam(params.get('sort'))
    .filter((rule) => isSortColumn(rule.id))
    .slice(0, 1);
  const info = useQuery(pageQueries.info(page));
  const summary = useQuery(pageQueries.consoleSummary(page, search));
  const filter = {
    includedLevels: levels,
    search,
    sortBy: sort[0]?.id as ConsoleSortColumn | undefined,
    sortDesc: sort[0]?.desc,
  };
  const log = useQuery(
    pageQueries.consoleLog(page, { ...filter, page: pageNumber - 1, size: CONSOLE_LOG_SIZE.min }),
  );
  const fileParts = [`page ${page.pageId}`, 'console', ...searchFileNameParts(params, ['tab'])];
  const columns = useMemo(
    () => consoleColumns(info.data?.visitStartTimestamp),
    [info.data?.visitStartTimestamp],
  );

  return (
    <Stack gap="sm">
      <QueryView
        query={summary}
        errorTitle="Could not load the console summary"
        loading={<Skeleton height={28} />}
      >
        {(data) => (
          <Group gap="xs" aria-label="Messages by level" role="group">
            {consoleLevels.map((level) => (
              <Badge
                key={level}
                color={levelStyles[level]!.color}
                variant="light"
                radius="sm"
                tt="none"
                size="lg"
              >
                {levelStyles[level]!.many}: {formatCount(countOf(data, level))}
              </Badge>
            ))}
          </Group>
        )}
      </QueryView>
      <Group align="flex-end" gap="md">
        <Chip.Group
          multiple
          value={levels}
          onChange={(next) => setParams({ levels: next.join(',') || null, page: null })}
        >
          <Group gap="xs" role="group" aria-label="Show levels">
            {consoleLevels.map((level) => (
              <Chip key={level} value={level} size="sm">
                {levelStyles[level]!.many}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SearchBox
          label="Search messages and sources"
          value={search}
          onSearch={(q) => setParams({ q: q || null, page: null })}
        />
      </Group>
      <QueryView
        query={log}
        errorTitle="Could not load the console messages"
        loading={<Skeleton height={300} />}
      >
        {(data) => {
          const { pagination } = data.metadata;
          if (pagination.totalCount === 0)
            return (
              <EmptyState title="No console messages">
                {levels.length || search
                  ? 'No message matches these levels and search.'
                  : 'The page logged nothing.'}
              </EmptyState>
            );
          return (
            <Stack gap="xs">
              <DataTable
                label="Console messages"
                data={data.consoleLogs.map(keyedBy(pageNumber - 1))}
                columns={columns}
                getRowId={(row) => row.rowKey}
                manualSorting
                sorting={sort}
                onSortingChange={(next) =>
                  setParams({ sort: formatSortParam(next.slice(-1)) || null, page: null })
                }
                csvFileName={downloadFileName(
                  [...fileParts, `page ${pageNumber} of ${pagination.totalPageCount}`],
                  'csv',
                )}
                wholeRows={{
                  readPage: async (request) => {
                    const read = await consoleLogReader(page, filter)(request);
                    return { ...read, items: read.items.map(keyedBy(request.page)) };
                  },
                  pageSize: CONSOLE_LOG_SIZE.max,
                  total: pagination.totalCount,
                  fileName: downloadFileName(fileParts, 'csv'),
                }}
                maxHeight="60vh"
              />
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {formatCount(pagination.totalCount)} messages
                </Text>
                {pagination.totalPageCount > 1 && (
                  <Pagination
                    size="sm"
                    total={pagination.totalPageCount}
                    value={pageNumber}
                    onChange={(next) => setParams({ page: next === 1 ? null : String(next) })}
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                    getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                  />
                )}
              </Group>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
