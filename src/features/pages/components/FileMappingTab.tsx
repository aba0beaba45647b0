import { Badge, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageQueries, type PageRef } from '@/api/pages/queries';
import type { FileMappingResult } from '@/api/pages/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { formatCount } from '@/lib/format';
import { SafeUrl } from '@/components/text/SafeUrl';

const succeeded = (row: FileMappingResult) => row.matchType === 1;

const columns: ColumnSpec<FileMappingResult>[] = [
  {
    id: 'id',
    header: 'Mapping',
    width: 100,
    align: 'right',
    accessor: (row) => row.remoteFileMappingId,
    cell: (row) => String(row.remoteFileMappingId ?? '–'),
  },
  { id: 'match', header: 'Requests matching', width: 240, mono: true, accessor: (row) => row.match },
  {
    id: 'result',
    header: 'Result',
    width: 130,
    accessor: (row) => (succeeded(row) ? 'Substituted' : 'Failed'),
    cell: (row) => (
      <Badge color={succeeded(row) ? 'teal' : 'red'} variant="light" radius="sm" tt="none">
        {succeeded(row) ? 'Substituted' : 'Failed'}
      </Badge>
    ),
  },
  {
    id: 'fileUrl',
    header: 'Substitute file',
    width: 320,
    mono: true,
    accessor: (row) => row.fileUrl,
    cell: (row) => <SafeUrl url={row.fileUrl} size="xs" />,
  },
  {
    id: 'requests',
    header: 'Mapped requests',
    width: 420,
    accessor: (row) => row.mappedRequests?.join(' '),
    cell: (row) => (
      <Text size="xs" ff="monospace" truncate title={row.mappedRequests?.join('\n')}>
        {formatCount(row.mappedRequests?.length ?? 0)}: {row.mappedRequests?.join(', ')}
      </Text>
    ),
  },
];

/** The file-mapping tab: remote file mappings that replaced files requested by the page. */
export function FileMappingTab({ page }: { page: PageRef }) {
  const mappings = useQuery(pageQueries.fileMapping(page));
  return (
    <QueryView
      query={mappings}
      errorTitle="Could not load the file mappings"
      loading={<Skeleton height={200} />}
    >
      {(data) =>
        data.length === 0 ? (
          <EmptyState title="No file mappings matched">
            No remote file mapping of this audit matched a request of this page.
          </EmptyState>
        ) : (
          <DataTable
            label="Remote file mappings"
            data={data}
            columns={columns}
            getRowId={(row) => String(row.remoteFileMappingId ?? row.match)}
            csvFileName={`page-${page.pageId}-file-mappings.csv`}
            maxHeight={400}
          />
        )
      }
    </QueryView>
  );
}
