import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Domain } from '@/api/domains/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { formatCount } from '@/lib/format';
import { ResourceError } from '../components/ResourceError';
import type { ItemViewProps, TabSpec } from '../types';

/** One list of what a sub-folder holds (its audits, its web journeys), described by data. */
export interface SubFolderListSpec<Data, Row, Key extends QueryKey = QueryKey> {
  /** Tab id (`?tab=`). */
  id: string;
  /** Plural, capitalised: the tab's label, e.g. "Audits". */
  label: string;
  /** Singular, lower case: "audit". */
  noun: string;
  /** The read of the sub-folder's items. */
  query: (domainId: number) => UseQueryOptions<Data, Error, Data, Key>;
  /** The rows the answer shows. */
  rows: (data: Data) => Row[];
  columns: ColumnSpec<Row>[];
  rowId: (row: Row) => string;
  /** The item's own page. */
  rowHref: (row: Row) => string;
}

function SubFolderList<Data, Row, Key extends QueryKey>({
  spec,
  item,
}: {
  spec: SubFolderListSpec<Data, Row, Key>;
  item: Domain;
}) {
  const query = useQuery(spec.query(item.id));
  const plural = spec.label.toLowerCase();
  if (query.isError)
    return (
      <ResourceError
        error={query.error}
        title={`Could not load the ${plural} of this sub-folder`}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending) return <Skeleton height={240} radius="md" />;
  const rows = spec.rows(query.data);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`${formatCount(rows.length)} ${rows.length === 1 ? spec.noun : plural} in this sub-folder`}
      </Text>
      <DataTable
        label={`${spec.label} of ${item.name}`}
        data={rows}
        columns={spec.columns}
        getRowId={spec.rowId}
        rowHref={spec.rowHref}
        empty={`No ${plural} in this sub-folder yet`}
        csvFileName={`sub-folder-${item.id}-${spec.id}.csv`}
        maxHeight="60vh"
      />
    </Stack>
  );
}

/** A tab of the sub-folder page listing one kind of item, each row linked to its page. */
export function subFolderListTab<Data, Row, Key extends QueryKey>(
  spec: SubFolderListSpec<Data, Row, Key>,
): TabSpec<Domain> {
  return {
    id: spec.id,
    label: spec.label,
    component: function SubFolderListTab({ item }: ItemViewProps<Domain>) {
      return <SubFolderList spec={spec} item={item} />;
    },
  };
}
