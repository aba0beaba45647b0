import { Text } from '@mantine/core';
import { countColumn } from '../columns';
import { ResourceName } from '../components/ResourceName';
import { subFolderTabs } from '../sub-folders/lists';
import { defineScreen } from '../types';

/** Sub-folders (`/v2/domains`): a site inside a folder, holding its audits. */
export const subFoldersScreen = defineScreen('sub-folders', {
  group: 'Organisation',
  label: 'Sub-folders',
  singular: 'sub-folder',
  description: 'A site inside a folder: its domain and data layer, and the audits of it.',
  headline: (item) => (
    <>
      {'Sub-folder of '}
      <ResourceName resource="folders" id={item.folderId} />
      {' · site '}
      <Text span inherit ff="monospace">
        {item.domain}
      </Text>
    </>
  ),
  columns: [
    { id: 'name', header: 'Sub-folder', width: 240, hideable: false, accessor: (row) => row.name },
    { id: 'domain', header: 'Site', width: 240, mono: true, accessor: (row) => row.domain },
    {
      id: 'folder',
      header: 'Folder',
      width: 180,
      accessor: (row) => row.folderId,
      cell: (row) => <ResourceName resource="folders" id={row.folderId} />,
    },
    countColumn('pages', 'Pages (latest runs)', (row) => row.totals?.pages),
    countColumn('score', 'Average score', (row) => row.totals?.averageScore),
    { id: 'dataLayer', header: 'Data layer', width: 140, mono: true, accessor: (row) => row.dataLayer ?? '' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'domain',
      label: 'Site domain',
      kind: 'text',
      mono: true,
      required: true,
      placeholder: 'www.example.com',
    },
    { name: 'folderId', label: 'Folder', kind: 'select', required: true, options: { resource: 'folders' } },
    { name: 'dataLayer', label: 'Data layer variable', kind: 'text', mono: true, placeholder: 'dataLayer' },
  ],
  tabs: subFolderTabs,
});
