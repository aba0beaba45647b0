import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConsentCategorySnapshot } from '@/api/consent-categories/audit-schemas';
import { consentCategoryMutations } from '@/api/consent-categories/mutations';
import { consentCategoryQueries } from '@/api/consent-categories/queries';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { ConsentTypeBadge } from '@/components/status/ConsentTypeBadge';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';

const columns: ColumnSpec<ConsentCategorySnapshot>[] = [
  { id: 'name', header: 'Consent category', accessor: (row) => row.name, width: 300, hideable: false },
  {
    id: 'type',
    header: 'Type',
    accessor: (row) => row.type,
    width: 140,
    cell: (row) => <ConsentTypeBadge type={row.type} />,
  },
  {
    id: 'exists',
    header: 'Still in the account',
    accessor: (row) => (row.consentCategoryConfigExists ? 'Yes' : 'No, deleted since'),
    width: 210,
  },
  { id: 'notes', header: 'Notes', accessor: (row) => row.notes ?? '', width: 360 },
  {
    id: 'snapshot',
    header: 'Snapshot',
    accessor: (row) => row.consentCategorySnapshotId,
    width: 120,
    align: 'right',
    mono: true,
    defaultHidden: true,
    cell: (row) => String(row.consentCategorySnapshotId),
  },
];

/**
 * A run's consent categories tab: the categories applied to the run as they were when it ran,
 * whether each still exists, and "Reprocess" to apply the audit's current categories again.
 */
export function ConsentCategoriesTab({ auditId, runId }: { auditId: number; runId: number }) {
  const query = useQuery(consentCategoryQueries.runSnapshots(auditId, runId));
  const reprocess = useMutation(consentCategoryMutations.reprocess(auditId, runId));
  const [confirming, setConfirming] = useState(false);
  const [reprocessedAt, setReprocessedAt] = useState<Date | null>(null);
  const [params, setParams] = useSearchParamState();
  const sorting = parseSortParam(params.get('sort'));
  const settings = paths.auditSettings({ auditId, section: 'consent-categories' });

  const confirm = () =>
    reprocess.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setReprocessedAt(new Date());
      },
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Consent categories
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={settings}
            variant="subtle"
            size="xs"
            leftSection={<IconSettings size={14} aria-hidden />}
          >
            Audit consent settings
          </Button>
          {!confirming && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => {
                reprocess.reset();
                setConfirming(true);
              }}
            >
              Reprocess
            </Button>
          )}
        </Group>
      </Group>
      {confirming && (
        <Alert color="yellow" variant="light" title="Reprocess this run?">
          <Stack gap="xs">
            <Text size="sm">
              The run’s cookies, tags and request domains are compared again with the consent categories the
              audit has now. What this tab shows is replaced by the current categories.
            </Text>
            {reprocess.isError && (
              <Text size="sm" c="red.8" role="alert">
                Could not reprocess: {reprocess.error.message}
              </Text>
            )}
            <Group gap="xs">
              <Button
                size="xs"
                onClick={confirm}
                loading={reprocess.isPending}
                disabled={reprocess.isPending}
              >
                Reprocess run {runId}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setConfirming(false)}
                disabled={reprocess.isPending}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {reprocessedAt && !confirming && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title="Reprocessed"
          withCloseButton
          onClose={() => setReprocessedAt(null)}
        >
          The run now uses the audit’s current consent categories ({formatDateTime(reprocessedAt)}).
        </Alert>
      )}
      <QueryView
        query={query}
        errorTitle="Could not load the consent categories of this run"
        loading={<Skeleton height={200} radius="md" />}
      >
        {(data) => {
          const rows = data.consentCategorySnapshots ?? [];
          return (
            <Stack gap="xs">
              {data.reprocessedAt && (
                <Text size="sm" c="dimmed">
                  Reprocessed {formatDateTime(data.reprocessedAt)}
                </Text>
              )}
              {rows.length === 0 ? (
                <EmptyState
                  title="No consent categories applied to this run"
                  action={
                    <Anchor component={Link} to={settings} size="sm">
                      Choose the audit’s consent categories
                    </Anchor>
                  }
                >
                  Without consent categories, cookies, tags and request domains are not marked approved or
                  unapproved. Apply categories to the audit, then reprocess this run.
                </EmptyState>
              ) : (
                <DataTable
                  label="Consent categories of this run"
                  data={rows}
                  columns={columns}
                  getRowId={(row) => String(row.consentCategorySnapshotId)}
                  sorting={sorting}
                  onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                  csvFileName={`run-${runId}-consent-categories.csv`}
                  maxHeight="50vh"
                />
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
