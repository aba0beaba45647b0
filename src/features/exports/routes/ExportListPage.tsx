import { Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '@/api/errors';
import { exportQueries } from '@/api/exports/queries';
import { exportStatuses, type ExportStatus } from '@/api/exports/schemas';
import { userQueries } from '@/api/users/queries';
import { DataTable } from '@/components/data-table';
import { combineQueries } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { exportColumns, type ExportRow } from '../components/export-columns';
import { exportStatusLabel } from '../components/ExportStatusBadge';

const defaultSort = [{ id: 'exported', desc: true }];
const statusOptions = exportStatuses.map((status) => ({ value: status, label: exportStatusLabel(status) }));

function readStatus(value: string | null): ExportStatus | undefined {
  return exportStatuses.find((status) => status === value);
}

/** `/exports`: the Export Center — every export with its state and, once complete, its file. */
export function ExportListPage() {
  const [params, setParams] = useSearchParamState();
  const status = readStatus(params.get('status'));
  const sorting = params.has('sort') ? parseSortParam(params.get('sort')) : defaultSort;
  const exportsQuery = useQuery(exportQueries.list());
  const list = combineQueries([exportsQuery, useQuery(userQueries.list())] as const);
  const unavailable = isApiError(exportsQuery.error) && exportsQuery.error.status === 404;

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
  const shown = useMemo(
    () => (status ? rows.filter((row) => row.item.exportStatus === status) : rows),
    [rows, status],
  );

  return (
    <Page title="Exports" description="Files exported from audits, journeys and grid reports">
      {unavailable ? (
        <EmptyState title="Exports are not available on this server">
          This service does not offer the Export Center list (GET /v3/exports answered 404), so exports cannot
          be listed or downloaded here.
        </EmptyState>
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Status"
              placeholder="All statuses"
              clearable
              data={statusOptions}
              value={status ?? null}
              onChange={(value) => setParams({ status: value })}
              w={200}
            />
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
                <EmptyState title={`No exports with the status “${exportStatusLabel(status ?? '')}”`}>
                  Choose another status to see more exports.
                </EmptyState>
              ) : (
                <Stack gap="xs">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {exports.complete
                      ? `Showing ${shown.length} of ${exports.totalCount} exports`
                      : `Showing ${shown.length} of the newest ${rows.length} of ${exports.totalCount} exports`}
                  </Text>
                  <DataTable
                    label="Exports"
                    data={shown}
                    columns={exportColumns}
                    getRowId={(row) => String(row.item.exportId)}
                    sorting={sorting}
                    onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                    csvFileName="exports.csv"
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
