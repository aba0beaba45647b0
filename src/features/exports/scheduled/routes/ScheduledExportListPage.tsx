import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { isUnavailableOnService } from '@/api/errors';
import type { PagedList } from '@/api/pagination';
import { scheduledExportQueries } from '@/api/scheduled-exports/queries';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { NotAvailable } from '@/components/feedback/NotAvailable';
import { QueryView } from '@/components/feedback/QueryView';
import { TruncatedList } from '@/components/feedback/TruncatedList';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { scheduledExportColumns } from '../components/scheduled-export-columns';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

const defaultSort = [{ id: 'name', desc: false }];

/** How many scheduled exports there are: the service's count, else the rows read. */
const total = (list: PagedList<unknown>) => list.totalCount ?? list.items.length;

/** `/exports/scheduled`: every scheduled export with its rule in words, next run and pause state. */
export function ScheduledExportListPage() {
  const [params, setParams] = useSearchParamState();
  const { q: search, sort } = parseRouteSearch('scheduledExports', params);
  const sorting = sort !== undefined ? parseSortParam(sort) : defaultSort;
  const list = useQuery(scheduledExportQueries.list());
  const unavailable = isUnavailableOnService(list.error);
  const items = list.data?.items;
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    const all = items ?? [];
    return text
      ? all.filter((item) =>
          [item.name, item.exportedItemName].some((value) => value.toLowerCase().includes(text)),
        )
      : all;
  }, [items, search]);

  return (
    <Page
      title="Scheduled exports"
      description="Saved grid reports exported and emailed on a schedule"
      breadcrumbs={[{ label: 'Exports', to: paths.exports.index() }, { label: 'Scheduled exports' }]}
      actions={
        <Button
          component={Link}
          to={paths.exports.newScheduled()}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New scheduled export
        </Button>
      }
    >
      {unavailable ? (
        <NotAvailable error={list.error} title="Scheduled exports are not available on this server">
          This service does not offer scheduled exports.
        </NotAvailable>
      ) : (
        <QueryView
          query={list}
          errorTitle="Could not load the scheduled exports"
          loading={<Skeleton height={320} radius="md" />}
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                title="No scheduled exports yet"
                action={
                  <Button component={Link} to={paths.exports.newScheduled()} variant="light">
                    Schedule an export
                  </Button>
                }
              >
                Schedule a saved grid report to have it exported and emailed every day, week or month.
              </EmptyState>
            ) : (
              <Stack gap="xs">
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label="Search"
                    placeholder="Name or saved report"
                    leftSection={<IconSearch size={14} aria-hidden />}
                    value={search}
                    onChange={(event) => setParams({ q: event.currentTarget.value })}
                    w={280}
                  />
                </Group>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {search.trim()
                    ? `${shown.length} of ${total(data)} scheduled exports match`
                    : `${total(data)} scheduled ${total(data) === 1 ? 'export' : 'exports'}`}
                </Text>
                {!data.complete && (
                  <TruncatedList shown={data.items.length} noun="scheduled exports" total={data.totalCount} />
                )}
                <DataTable
                  label="Scheduled exports"
                  data={shown}
                  columns={scheduledExportColumns}
                  getRowId={(item) => String(item.id)}
                  sorting={sorting}
                  onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                  empty="No scheduled export matches the search"
                  csvFileName="scheduled-exports.csv"
                  estimateRowHeight={56}
                />
              </Stack>
            )
          }
        </QueryView>
      )}
    </Page>
  );
}
