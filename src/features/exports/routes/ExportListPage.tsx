import { Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime, IconSearch, IconX } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { isUnavailableOnService } from '@/api/errors';
import { exportQueries } from '@/api/exports/queries';
import { exportStatuses, isExportUnfinished } from '@/api/exports/schemas';
import { userQueries } from '@/api/users/queries';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { NotAvailable } from '@/components/feedback/NotAvailable';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { exportColumns, type ExportRow } from '../components/export-columns';
import {
  isFiltered,
  itemTypeOptions,
  matchesExportFilters,
  readExportFilters,
} from '../components/export-filters';
import { exportStatusLabel } from '@/components/exports/ExportStatusBadge';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

const defaultSort = [{ id: 'exported', desc: true }];
const statusOptions = exportStatuses.map((status) => ({ value: status, label: exportStatusLabel(status) }));

/**
 * `/exports`: the Export Center — every export with its state, a progress bar while it is built
 * (the list is read again every few seconds until all have finished) and, once complete, its file.
 * Status, origin, requester, search text and sort live in the URL.
 */
export function ExportListPage() {
  const [params, setParams] = useSearchParamState();
  const filters = useMemo(() => readExportFilters(params), [params]);
  const { sort } = parseRouteSearch('exports', params);
  const sorting = sort !== undefined ? parseSortParam(sort) : defaultSort;
  const { list, exportsError } = useQueries({
    queries: [exportQueries.list(), userQueries.list()] as const,
    combine: (results) => ({ list: asOneQuery(results), exportsError: results[0].error }),
  });
  const unavailable = isUnavailableOnService(exportsError);

  const [exports, users] = list.data ?? [{ items: [], totalCount: 0, complete: true }, []];
  const rows = useMemo<ExportRow[]>(() => {
    const names = new Map(
      users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || user.username]),
    );
    return exports.items.map((item) => ({
      item,
      requestedBy: names.get(item.requestedByUserId) ?? `User ${item.requestedByUserId}`,
    }));
  }, [exports, users]);
  const shown = useMemo(() => rows.filter((row) => matchesExportFilters(row, filters)), [rows, filters]);
  const requesterOptions = useMemo(
    () =>
      users.map((user) => ({
        value: String(user.id),
        label: `${user.firstName} ${user.lastName}`.trim() || user.username,
      })),
    [users],
  );
  const running = rows.filter((row) => isExportUnfinished(row.item.exportStatus)).length;
  const filtered = isFiltered(filters);

  return (
    <Page
      title="Exports"
      description="Files exported from audits, journeys and grid reports"
      actions={
        <Button
          component={Link}
          to={paths.exports.scheduledList()}
          variant="default"
          leftSection={<IconCalendarTime size={16} aria-hidden />}
        >
          Scheduled exports
        </Button>
      }
    >
      {unavailable ? (
        <NotAvailable error={exportsError} title="Exports are not available on this server">
          This service does not offer the Export Center list, so exports cannot be listed or downloaded here.
        </NotAvailable>
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Search exports"
              placeholder="Export or item name"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filters.text}
              onChange={(event) => setParams({ q: event.currentTarget.value })}
              w={260}
            />
            <Select
              label="Status"
              placeholder="All statuses"
              clearable
              data={statusOptions}
              value={filters.status ?? null}
              onChange={(value) => setParams({ status: value })}
              w={180}
            />
            <Select
              label="Exported from"
              placeholder="Everything"
              clearable
              data={itemTypeOptions}
              value={filters.itemType ?? null}
              onChange={(value) => setParams({ type: value })}
              w={200}
            />
            <Select
              label="Requested by"
              placeholder="Anyone"
              clearable
              searchable
              data={requesterOptions}
              value={filters.requestedBy !== undefined ? String(filters.requestedBy) : null}
              onChange={(value) => setParams({ by: value })}
              w={200}
            />
            {filtered && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => setParams({ q: null, status: null, type: null, by: null })}
              >
                Clear filters
              </Button>
            )}
          </Group>
          <QueryView
            query={list}
            errorTitle="Could not load the exports"
            loading={<Skeleton height={320} radius="md" />}
          >
            {() =>
              rows.length === 0 ? (
                <EmptyState title="No exports yet">
                  Exports of audit runs, journeys and grid reports appear here while they are built and once
                  they are ready to download.
                </EmptyState>
              ) : shown.length === 0 ? (
                <EmptyState
                  title={
                    filters.status
                      ? `No exports with the status “${exportStatusLabel(filters.status)}”`
                      : 'No exports match these filters'
                  }
                >
                  Change or clear the filters to see more exports.
                </EmptyState>
              ) : (
                <Stack gap="xs">
                  <Group gap="md">
                    <Text size="sm" c="dimmed" aria-live="polite">
                      {exports.complete
                        ? `Showing ${shown.length} of ${exports.totalCount ?? rows.length} exports`
                        : `Showing ${shown.length} of the newest ${rows.length} of ${exports.totalCount ?? 'more'} exports (list truncated)`}
                    </Text>
                    {running > 0 && (
                      <Text size="sm" c="dimmed">
                        {running === 1 ? '1 export is being built' : `${running} exports are being built`}
                      </Text>
                    )}
                  </Group>
                  <DataTable
                    label="Exports"
                    data={shown}
                    columns={exportColumns}
                    getRowId={(row) => String(row.item.exportId)}
                    sorting={sorting}
                    onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                    csvFileName="exports.csv"
                    estimateRowHeight={52}
                  />
                </Stack>
              )
            }
          </QueryView>
        </>
      )}
    </Page>
  );
}
