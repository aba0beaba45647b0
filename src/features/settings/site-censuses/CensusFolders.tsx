import { Anchor, Breadcrumbs, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Census, UrlFolder } from '@/api/site-censuses/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatDateTime } from '@/lib/format';
import type { ItemViewProps } from '../types';
import { FolderDetail, type FolderKey } from './FolderDetail';
import { censusQuery, censusSummaryQuery } from './queries';
import { UrlViewSwitch } from './UrlViewSwitch';

const count = (
  id: 'totalUrls' | 'visitedUrls' | 'urlsToVisit' | 'brokenUrls',
  header: string,
): ColumnSpec<UrlFolder> => ({
  id,
  header,
  width: 100,
  align: 'right',
  accessor: (row) => row[id],
});

/** The folder table's columns: browsing shows names; searching shows where each hit is and its matching pages. */
function folderColumns(searching: boolean): ColumnSpec<UrlFolder>[] {
  return [
    {
      id: 'folder',
      header: searching ? 'Folder' : 'Name',
      width: searching ? 340 : 260,
      mono: true,
      hideable: false,
      accessor: (row) =>
        row.folderPath === '/' ? row.host : searching ? `${row.host}${row.folderPath}` : row.folderName,
    },
    count('totalUrls', 'URLs'),
    count('visitedUrls', 'Visited'),
    count('urlsToVisit', 'To visit'),
    count('brokenUrls', 'Broken'),
    {
      id: 'pages',
      header: searching ? 'Matching pages' : 'Pages here',
      width: searching ? 260 : 110,
      align: searching ? 'left' : 'right',
      accessor: (row) =>
        searching ? (row.urls ?? []).map((url) => url.pageName || '/').join(', ') : row.matchedUrlCount,
    },
    {
      id: 'latestFound',
      header: 'Last found',
      width: 170,
      accessor: (row) => row.latestFound,
      cell: (row) => formatDateTime(row.latestFound),
    },
  ];
}

/** The path from "All hosts" to the open folder, each step a link back up. */
function FolderTrail({
  host,
  folder,
  onOpen,
}: {
  host?: string;
  folder?: string;
  onOpen: (path?: string, root?: boolean) => void;
}) {
  const segments = (folder ?? '/').split('/').filter(Boolean);
  const steps = [
    { label: 'All hosts', open: () => onOpen(undefined, true) },
    ...(host ? [{ label: host, open: () => onOpen('/') }] : []),
    ...segments.map((segment, index) => ({
      label: segment,
      open: () => onOpen(`/${segments.slice(0, index + 1).join('/')}`),
    })),
  ];
  return (
    <nav aria-label="Folder path">
      <Breadcrumbs separator="/">
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Text key={step.label} size="sm" fw={500} ff="monospace">
              {step.label}
            </Text>
          ) : (
            <Anchor
              key={step.label}
              component="button"
              type="button"
              size="sm"
              ff="monospace"
              onClick={step.open}
            >
              {step.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/**
 * "URL folders": every host's folder tree, browsed one level at a time or searched by folder and
 * page name (included or excluded URLs), and the open folder's summary and direct URLs.
 */
export function CensusFolders({ item }: ItemViewProps<Census>) {
  const [params, setParams] = useSearchParamState();
  const host = params.get('host') ?? undefined;
  const base = params.get('base') ?? undefined;
  const folder = params.get('folder') ?? (host ? '/' : undefined);
  const search = params.get('find') ?? '';
  const excluded = params.get('view') === 'excluded';
  const running = useQuery(censusSummaryQuery(item.id)).data?.resultsSummary.isRunning ?? false;
  const searching = search.trim() !== '';
  const folders = useQuery(
    censusQuery(
      'urlFolders',
      item.id,
      {
        pageSize: '1000',
        ...(host ? { host } : {}),
        ...(host && !searching && folder ? { parentFolderPath: folder } : {}),
        ...(searching ? { searchPattern: search.trim(), urlsPerFolder: '10' } : { urlsPerFolder: '0' }),
        ...(excluded ? { returnExcludedOnly: 'true' } : {}),
      },
      running,
    ),
  );
  const open = (row: UrlFolder) =>
    setParams({ host: row.host, base: row.baseDomain, folder: row.folderPath, find: null, upage: null });
  const openPath = (path?: string, root = false) =>
    setParams(
      root ? { host: null, base: null, folder: null, upage: null } : { folder: path ?? '/', upage: null },
    );
  const opened: FolderKey | undefined =
    host && base && folder ? { host, baseDomain: base, folderPath: folder } : undefined;
  const rows = (folders.data?.folders ?? []).filter((row) => row.matched);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={host ? `Search folders and pages of ${host}` : 'Search folders and pages'}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => setParams({ find: event.currentTarget.value })}
          w={320}
        />
        <UrlViewSwitch
          excluded={excluded}
          onChange={(next) =>
            setParams({ view: next ? 'excluded' : null, host: null, base: null, folder: null })
          }
        />
      </Group>
      <FolderTrail host={host} folder={folder} onOpen={openPath} />
      <QueryView query={folders} loading={<Skeleton height={240} />} errorTitle="Could not load the folders">
        {() => (
          <DataTable
            label={
              searching
                ? 'Folders matching the search'
                : host
                  ? `Folders in ${host}${folder ?? '/'}`
                  : 'Hosts'
            }
            data={rows}
            columns={folderColumns(searching)}
            getRowId={(row) => `${row.host}${row.folderPath}`}
            onRowActivate={open}
            empty={searching ? 'No folder or page matches' : host ? 'No sub-folder here' : 'No URL found yet'}
            maxHeight="45vh"
          />
        )}
      </QueryView>
      {opened && (
        <FolderDetail
          censusId={item.id}
          folder={opened}
          page={Number(params.get('upage') ?? 0)}
          onPage={(page) => setParams({ upage: page > 0 ? String(page) : null })}
          live={running}
        />
      )}
    </Stack>
  );
}
