import { formatDate } from '@/lib/format';
import { countColumn } from '../columns';
import { FolderUsers } from '../components/FolderUsers';
import { defineScreen } from '../types';

/** Folders of audits and journeys, with the users each is shared with. */
export const foldersScreen = defineScreen('folders', {
  group: 'Organisation',
  label: 'Folders',
  singular: 'folder',
  description:
    'Folders hold sub-folders of audits and journeys; anyone can create one and share it with users.',
  columns: [
    { id: 'name', header: 'Folder', width: 260, hideable: false, accessor: (row) => row.name },
    countColumn('audits', 'Audits', (row) => row.auditsCount),
    countColumn('running', 'Running', (row) => row.auditsRunning),
    countColumn('domains', 'Sub-folders', (row) => row.domainsCount),
    { id: 'createdBy', header: 'Created by', width: 180, accessor: (row) => row.createdByUserName },
    {
      id: 'createdAt',
      header: 'Created',
      width: 140,
      accessor: (row) => row.createdAt,
      cell: (row) => formatDate(row.createdAt),
    },
  ],
  fields: [{ name: 'name', label: 'Name', kind: 'text', required: true }],
  tabs: [{ id: 'users', label: 'Users', component: FolderUsers }],
});
