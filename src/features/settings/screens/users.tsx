import { Badge } from '@mantine/core';
import { userPermissions, type User } from '@/api/users/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { valueLabel } from '@/lib/vocabulary';
import { dateTimeColumn } from '../columns';
import { UserFolders } from '../components/UserFolders';
import { defineScreen } from '../types';

const roleColor: Record<string, string> = { admin: 'indigo', user: 'teal', guest: 'gray' };

/** Columns of a user list (also the folder's users tab). */
export const userColumns: ColumnSpec<User>[] = [
  {
    id: 'name',
    header: 'Name',
    width: 200,
    hideable: false,
    accessor: (row) => `${row.firstName} ${row.lastName}`,
  },
  { id: 'username', header: 'User name', width: 180, mono: true, accessor: (row) => row.username },
  { id: 'email', header: 'Email', width: 260, mono: true, accessor: (row) => row.email },
  {
    id: 'role',
    header: 'Role',
    width: 110,
    accessor: (row) => valueLabel('userRole', row.permissions),
    cell: (row) => (
      <Badge variant="light" color={roleColor[row.permissions ?? ''] ?? 'gray'}>
        {valueLabel('userRole', row.permissions)}
      </Badge>
    ),
  },
  { id: 'timezone', header: 'Time zone', width: 180, accessor: (row) => row.timezone },
  dateTimeColumn('lastLogin', 'Last sign-in', (row) => row.lastLogin),
];

/** Users of the account: administrators add, edit and delete them and share folders; a user edits themself. */
export const usersScreen = defineScreen('users', {
  group: 'Administration',
  label: 'Users',
  singular: 'user',
  description: 'Who can sign in to the account, their role, and the folders shared with them.',
  columns: userColumns,
  fields: [
    { name: 'firstName', label: 'First name', kind: 'text', required: true },
    { name: 'lastName', label: 'Last name', kind: 'text', required: true },
    { name: 'username', label: 'User name', kind: 'text', mono: true, required: true },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    {
      name: 'timezone',
      label: 'Time zone',
      kind: 'timezone',
      required: true,
      description: 'The dashboard shows every date and time in the signed-in user’s zone',
    },
    {
      name: 'permissions',
      label: 'Role',
      kind: 'select',
      adminOnly: true,
      options: userPermissions.map((value) => ({ value, label: valueLabel('userRole', value) })),
      description:
        'Administrators manage users, their roles and the folders each user is given; anyone can create folders and share them',
    },
    { name: 'maxPagesPerAudit', label: 'Most pages per audit', kind: 'number', adminOnly: true },
  ],
  // The body's fullUsageDashboardAccess is a number (0/1), the user's a boolean.
  toValues: (item) => ({
    username: item.username,
    email: item.email,
    firstName: item.firstName,
    lastName: item.lastName,
    timezone: item.timezone,
    permissions: userPermissions.find((role) => role === item.permissions),
    maxPagesPerAudit: item.maxPagesPerAudit,
    fullUsageDashboardAccess: item.fullUsageDashboardAccess ? 1 : 0,
  }),
  newValues: {
    permissions: 'user',
    maxPagesPerAudit: 10_000,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  },
  tabs: [{ id: 'folders', label: 'Folders', component: UserFolders }],
});
