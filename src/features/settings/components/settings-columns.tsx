import { Badge } from '@mantine/core';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import type { User } from '@/api/users/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatCount, formatDate, formatDateTime } from '@/lib/format';

/** Folder columns. */
export const folderColumns: ColumnSpec<Folder>[] = [
  { id: 'name', header: 'Folder', width: 260, hideable: false, accessor: (row) => row.name },
  {
    id: 'audits',
    header: 'Audits',
    width: 100,
    align: 'right',
    accessor: (row) => row.auditsCount,
    cell: (row) => formatCount(row.auditsCount),
  },
  {
    id: 'running',
    header: 'Running',
    width: 100,
    align: 'right',
    accessor: (row) => row.auditsRunning,
    cell: (row) => formatCount(row.auditsRunning),
  },
  {
    id: 'domains',
    header: 'Sub-folders',
    width: 120,
    align: 'right',
    accessor: (row) => row.domainsCount,
    cell: (row) => formatCount(row.domainsCount),
  },
  { id: 'createdBy', header: 'Created by', width: 180, accessor: (row) => row.createdByUserName },
  {
    id: 'createdAt',
    header: 'Created',
    width: 140,
    accessor: (row) => row.createdAt,
    cell: (row) => formatDate(row.createdAt),
  },
];

/** Sub-folder columns; the folder name is resolved by the caller. */
export const domainColumns = (folderName: (id: number) => string): ColumnSpec<Domain>[] => [
  { id: 'name', header: 'Sub-folder', width: 240, hideable: false, accessor: (row) => row.name },
  { id: 'domain', header: 'Site', width: 240, mono: true, accessor: (row) => row.domain },
  { id: 'folder', header: 'Folder', width: 180, accessor: (row) => folderName(row.folderId) },
  {
    id: 'pages',
    header: 'Pages (latest runs)',
    width: 160,
    align: 'right',
    accessor: (row) => row.totals?.pages,
    cell: (row) => formatCount(row.totals?.pages),
  },
  {
    id: 'score',
    header: 'Average score',
    width: 130,
    align: 'right',
    accessor: (row) => row.totals?.averageScore,
    cell: (row) => formatCount(row.totals?.averageScore),
  },
  {
    id: 'dataLayer',
    header: 'Data layer',
    width: 140,
    mono: true,
    defaultHidden: true,
    accessor: (row) => row.dataLayer ?? '',
  },
];

/** Label columns. */
export const labelColumns: ColumnSpec<Label>[] = [
  { id: 'name', header: 'Label', width: 240, hideable: false, accessor: (row) => row.name },
  {
    id: 'audits',
    header: 'Audits',
    width: 100,
    align: 'right',
    accessor: (row) => row.audits.length,
    cell: (row) => formatCount(row.audits.length),
  },
  {
    id: 'journeys',
    header: 'Web journeys',
    width: 130,
    align: 'right',
    accessor: (row) => row.webJourney.length,
    cell: (row) => formatCount(row.webJourney.length),
  },
  {
    id: 'reports',
    header: 'Saved reports',
    width: 130,
    align: 'right',
    accessor: (row) => row.savedReports.length,
    cell: (row) => formatCount(row.savedReports.length),
  },
];

const roleColor = { admin: 'indigo', user: 'teal', guest: 'gray' } as Record<string, string>;

/** User columns. */
export const userColumns: ColumnSpec<User>[] = [
  {
    id: 'name',
    header: 'Name',
    width: 200,
    hideable: false,
    accessor: (row) => `${row.firstName} ${row.lastName}`,
  },
  { id: 'email', header: 'Email', width: 260, mono: true, accessor: (row) => row.email },
  {
    id: 'role',
    header: 'Role',
    width: 110,
    accessor: (row) => row.permissions ?? '',
    cell: (row) => (
      <Badge variant="light" color={roleColor[row.permissions ?? ''] ?? 'gray'}>
        {row.permissions ?? 'unknown'}
      </Badge>
    ),
  },
  { id: 'timezone', header: 'Time zone', width: 180, accessor: (row) => row.timezone },
  {
    id: 'lastLogin',
    header: 'Last sign-in',
    width: 170,
    accessor: (row) => row.lastLogin ?? '',
    cell: (row) => formatDateTime(row.lastLogin),
  },
];
