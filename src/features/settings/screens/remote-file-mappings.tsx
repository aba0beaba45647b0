import { matchTypes } from '@/api/resources/remote-file-mappings';
import { formatDateTime } from '@/lib/format';
import { SafeUrl } from '@/components/text/SafeUrl';
import { defineScreen } from '../types';

/** Remote file mappings: which request URLs are answered with which replacement file. */
export const remoteFileMappingsScreen = defineScreen('remote-file-mappings', {
  group: 'Audit configuration',
  label: 'Remote file mappings',
  singular: 'remote file mapping',
  description: 'Replace files a site loads (a script, a stylesheet) with another version while auditing.',
  columns: [
    { id: 'name', header: 'Name', width: 240, hideable: false, accessor: (row) => row.name },
    { id: 'matchType', header: 'Match', width: 90, accessor: (row) => row.matchType },
    {
      id: 'matchValue',
      header: 'Request URL or pattern',
      width: 360,
      mono: true,
      accessor: (row) => row.matchValue,
    },
    {
      id: 'fileUrl',
      header: 'Replacement',
      width: 320,
      mono: true,
      accessor: (row) => row.fileUrl ?? '',
      cell: (row) => <SafeUrl url={row.fileUrl ?? undefined} />,
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      width: 170,
      accessor: (row) => row.updatedAt,
      cell: (row) => formatDateTime(row.updatedAt),
    },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'matchType',
      label: 'Match the request URL',
      kind: 'select',
      required: true,
      options: matchTypes.map((value) => ({
        value,
        label: value === 'equals' ? 'Exactly' : 'By regular expression',
      })),
    },
    {
      name: 'matchValue',
      label: 'Request URL or pattern',
      kind: 'text',
      mono: true,
      required: true,
      description: 'The URL to replace, or a regular expression matching the URLs to replace',
    },
    {
      name: 'fileUrl',
      label: 'Replacement file URL',
      kind: 'url',
      mono: true,
      required: true,
      placeholder: 'https://',
    },
  ],
});
