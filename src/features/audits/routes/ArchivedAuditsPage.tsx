import { Alert, Anchor, Button, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { auditConfigQueries, type ArchivedAudit } from '@/api/audits/config-queries';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import { actionColumn, DataTable, type ColumnSpec } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatDateTime } from '@/lib/format';
import { RestoreAuditModal } from '../components/RestoreAuditModal';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

/** An archived audit with where it was, in words. */
interface ArchivedRow extends ArchivedAudit {
  place: string;
}

/** `/audits/archived`: audits archived in this session, each with Restore. */
export function ArchivedAuditsPage() {
  const archived = useQuery(auditConfigQueries.archived());
  const folders = useQuery(folderQueries.list());
  const domains = useQuery(domainQueries.list());
  const [restoring, setRestoring] = useState<ArchivedAudit | null>(null);
  const [restored, setRestored] = useState<ArchivedAudit | null>(null);
  const [params, setParams] = useSearchParamState();
  const { sort } = parseRouteSearch('archivedAudits', params);
  const sorting = sort !== undefined ? parseSortParam(sort) : [{ id: 'archivedAt', desc: true }];

  const columns = useMemo<ColumnSpec<ArchivedRow>[]>(
    () => [
      { id: 'name', header: 'Audit', width: 320, accessor: (row) => row.name },
      { id: 'place', header: 'Was in', width: 300, accessor: (row) => row.place },
      {
        id: 'archivedAt',
        header: 'Archived',
        width: 180,
        accessor: (row) => row.archivedAt,
        cell: (row) => formatDateTime(row.archivedAt),
      },
      actionColumn({
        id: 'restore',
        header: 'Restore',
        width: 120,
        cell: (row) => (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Restore ${row.name}`}
            onClick={() => setRestoring(row)}
          >
            Restore
          </Button>
        ),
      }),
    ],
    [],
  );
  const rows = useMemo<ArchivedRow[]>(() => {
    const folderName = (id: number) =>
      folders.data?.find((folder) => folder.id === id)?.name ?? `Folder ${id}`;
    const domainName = (id: number) =>
      domains.data?.find((domain) => domain.id === id)?.name ?? `Sub-folder ${id}`;
    return (archived.data ?? []).map((audit) => ({
      ...audit,
      place: `${folderName(audit.folderId)} / ${domainName(audit.domainId)}`,
    }));
  }, [archived.data, folders.data, domains.data]);

  return (
    <Page
      title="Archived audits"
      breadcrumbs={[{ label: 'Audits', to: paths.audits() }, { label: 'Archived audits' }]}
      description="Audits archived in this browser session. Restore one into a folder and sub-folder of your choice."
    >
      {restored && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setRestored(null)}
          title="Audit restored"
        >
          <Text size="sm">
            “{restored.name}” is back in the library.{' '}
            <Anchor component={Link} to={paths.audit({ auditId: restored.id })} size="sm">
              Open the audit
            </Anchor>
          </Text>
        </Alert>
      )}
      <QueryView
        query={archived}
        loading={<Skeleton height={160} />}
        errorTitle="Could not list archived audits"
      >
        {() =>
          rows.length === 0 ? (
            <EmptyState title="No audits archived in this session">
              The service does not list archived audits, so this view shows those archived from this browser
              tab. Archive an audit from its overview to see it here.
            </EmptyState>
          ) : (
            <DataTable
              label="Archived audits"
              data={rows}
              columns={columns}
              getRowId={(row) => String(row.id)}
              sorting={sorting}
              onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
              maxHeight="60vh"
              columnsMenu={false}
            />
          )
        }
      </QueryView>
      <RestoreAuditModal
        key={restoring?.id ?? 'none'}
        audit={restoring}
        onClose={() => setRestoring(null)}
        onRestored={(audit) => {
          setRestoring(null);
          setRestored(audit);
        }}
      />
    </Page>
  );
}
