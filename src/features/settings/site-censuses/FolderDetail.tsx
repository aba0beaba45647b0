import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FolderUrl } from '@/api/site-censuses/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { SafeUrl } from '@/components/text/SafeUrl';
import { formatCount, formatDateTime } from '@/lib/format';
import { censusQuery } from './queries';

/** One folder of a census: which host (and base domain) and which path. */
export interface FolderKey {
  baseDomain: string;
  host: string;
  folderPath: string;
}

const urlColumns: ColumnSpec<FolderUrl>[] = [
  {
    id: 'url',
    header: 'URL',
    width: 460,
    mono: true,
    accessor: (row) => row.url,
    cell: (row) => <SafeUrl url={row.url} />,
  },
  {
    id: 'status',
    header: 'Status',
    width: 170,
    accessor: (row) => row.mostRecentStatusCode ?? 0,
    cell: (row) => <HttpStatusBadge code={row.mostRecentStatusCode ?? 0} />,
  },
  {
    id: 'found',
    header: 'Found',
    width: 170,
    accessor: (row) => row.urlFoundAt ?? undefined,
    cell: (row) => formatDateTime(row.urlFoundAt),
  },
];

/** Rows of the folder summary, in reading order. */
const summaryRows: Array<[string, (s: Record<string, unknown>) => string]> = [
  ['URLs in the folder and below', (s) => formatCount(s.totalUrls as number)],
  ['Directly in the folder', (s) => formatCount(s.directUrls as number)],
  ['Sub-folders', (s) => formatCount(s.childFolderCount as number)],
  ['Visited', (s) => formatCount(s.visitedUrls as number)],
  ['To visit', (s) => formatCount(s.urlsToVisit as number)],
  ['Broken (4xx, 5xx)', (s) => formatCount(s.brokenUrls as number)],
  ['Included', (s) => formatCount(s.includedUrls as number)],
  ['Ignored by a filter pattern', (s) => formatCount(s.ignoredUrls as number)],
  ['Counts', (s) => (s.finalized ? 'Final' : 'Still changing: the census is running or has not scanned')],
];

/** A folder's summary (GET …/folders/summary) and its direct URLs page by page (GET …/folders/urls). */
export function FolderDetail({
  censusId,
  folder,
  page,
  onPage,
  live,
}: {
  censusId: number;
  folder: FolderKey;
  page: number;
  onPage: (page: number) => void;
  live: boolean;
}) {
  const key = { baseDomain: folder.baseDomain, host: folder.host, folderPath: folder.folderPath };
  const summary = useQuery(censusQuery('folderSummary', censusId, key, live));
  const urls = useQuery(
    censusQuery('folderUrls', censusId, { ...key, page: String(page), pageSize: '100' }, live),
  );
  const where = `${folder.host}${folder.folderPath}`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Folder {where}
      </Title>
      <QueryView
        query={summary}
        loading={<Skeleton height={120} />}
        errorTitle="Could not load the folder summary"
      >
        {(data) => (
          <Table aria-label={`Summary of ${where}`} variant="vertical" withTableBorder maw={640}>
            <Table.Tbody>
              {summaryRows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={260}>{label}</Table.Th>
                  <Table.Td>{value(data)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
      <QueryView
        query={urls}
        loading={<Skeleton height={160} />}
        errorTitle="Could not load the folder's URLs"
      >
        {(data) => {
          const { totalCount, totalPageCount } = data.metadata.pagination;
          return (
            <Stack gap="xs">
              <DataTable
                label={`URLs directly in ${where}`}
                data={data.urls}
                columns={urlColumns}
                getRowId={(row) => String(row.urlId)}
                empty="No page sits directly in this folder"
                maxHeight={360}
              />
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {formatCount(totalCount)} URLs · page {page + 1} of {Math.max(totalPageCount, 1)}
                </Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={page === 0}
                  onClick={() => onPage(page - 1)}
                >
                  Previous page
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={page + 1 >= totalPageCount}
                  onClick={() => onPage(page + 1)}
                >
                  Next page
                </Button>
              </Group>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
