import { Button, Group, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { folderQueries } from '@/api/folders/queries';
import { operationMutation, operationQuery } from '@/api/resources/client';
import { users } from '@/api/resources/users';
import type { User, UserFolder } from '@/api/users/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { SaveFailure } from '@/components/form/SaveFailure';
import { useResourceAccess } from '../access';
import type { ItemViewProps } from '../types';
import { ResourceError } from './ResourceError';
import { paths } from '@/lib/routes';

const columns: ColumnSpec<UserFolder>[] = [
  { id: 'name', header: 'Folder', width: 320, accessor: (row) => row.name },
];

/**
 * A user's "Folders" tab: the folders shared with them (an administrator or the user themself), and
 * for administrators, adding folders (POST adds) or choosing the exact set (PUT sets).
 */
export function UserFolders({ item, itemKey }: ItemViewProps<User>) {
  const access = useResourceAccess('users');
  const call = { path: { userId: itemKey } };
  const shared = useQuery(operationQuery(users, 'folders', call));
  const all = useQuery({ ...folderQueries.list(), enabled: access.isAdmin });
  const add = useMutation(operationMutation(users, 'addFolders'));
  const set = useMutation(operationMutation(users, 'setFolders'));
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [exact, setExact] = useState<string[] | null>(null);
  if (shared.isError)
    return (
      <ResourceError
        error={shared.error}
        title="Could not load the user's folders"
        onRetry={() => void shared.refetch()}
      />
    );
  if (shared.isPending) return <Skeleton height={200} />;
  const current = shared.data as UserFolder[];
  const options = (all.data ?? []).map((folder) => ({ value: String(folder.id), label: folder.name }));
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <Stack gap="sm">
      {access.canCall('addFolders') ? (
        <>
          <Group align="flex-end" gap="sm">
            <MultiSelect
              label="Add folders"
              placeholder="Choose folders"
              data={options.filter((option) => !current.some((folder) => String(folder.id) === option.value))}
              value={toAdd}
              onChange={setToAdd}
              searchable
              w={360}
            />
            <Button
              disabled={toAdd.length === 0 || add.isPending}
              loading={add.isPending}
              onClick={() =>
                add.mutate({ ...call, body: toAdd.map(Number) }, { onSuccess: () => setToAdd([]) })
              }
            >
              Add
            </Button>
          </Group>
          <Group align="flex-end" gap="sm">
            <MultiSelect
              label={`Exactly these folders for ${name}`}
              data={options}
              value={exact ?? current.map((folder) => String(folder.id))}
              onChange={setExact}
              searchable
              w={360}
            />
            <Button
              variant="light"
              disabled={exact === null || set.isPending}
              loading={set.isPending}
              onClick={() =>
                set.mutate({ ...call, body: (exact ?? []).map(Number) }, { onSuccess: () => setExact(null) })
              }
            >
              Save folders
            </Button>
          </Group>
          {(add.error ?? set.error) && <SaveFailure error={add.error ?? set.error} />}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Only administrators change a user’s folders here; anyone can share a folder from its Users tab.
        </Text>
      )}
      <DataTable
        label={`Folders of ${name}`}
        data={current}
        columns={columns}
        getRowId={(folder) => String(folder.id)}
        rowHref={(folder) => paths.settings.item({ resource: 'folders', id: folder.id })}
        empty="No folders are shared with this user"
        maxHeight="50vh"
      />
    </Stack>
  );
}
