import { Button, Group, MultiSelect, Skeleton, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { folders } from '@/api/resources/folders';
import { operationMutation, operationQuery } from '@/api/resources/client';
import type { User } from '@/api/users/schemas';
import { userQueries } from '@/api/users/queries';
import { DataTable } from '@/components/data-table';
import { SaveFailure } from '@/components/form/SaveFailure';
import { userColumns } from '../screens/users';
import type { ItemViewProps } from '../types';
import { useResourceAccess } from '../access';
import { ResourceError } from './ResourceError';
import { paths } from '@/lib/routes';

/** A folder's "Users" tab: who it is shared with (GET), and sharing it with more users (POST). */
export function FolderUsers({ item, itemKey }: ItemViewProps<{ name: string }>) {
  const call = { path: { folderId: itemKey } };
  const userAccess = useResourceAccess('users');
  const shared = useQuery(operationQuery(folders, 'users', call));
  const everyone = useQuery(userQueries.list());
  const add = useMutation(operationMutation(folders, 'addUsers'));
  const [picked, setPicked] = useState<string[]>([]);
  if (shared.isError)
    return (
      <ResourceError
        error={shared.error}
        title="Could not load the folder's users"
        onRetry={() => void shared.refetch()}
      />
    );
  if (shared.isPending) return <Skeleton height={200} />;
  const users = shared.data as User[];
  const sharedIds = new Set(users.map((user) => user.id));
  const candidates = (everyone.data ?? []).filter((user) => !sharedIds.has(user.id));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <MultiSelect
          label={`Share “${item.name}” with`}
          placeholder="Choose users"
          data={candidates.map((user) => ({
            value: String(user.id),
            label: `${user.firstName} ${user.lastName}`,
          }))}
          value={picked}
          onChange={setPicked}
          searchable
          w={360}
        />
        <Button
          disabled={picked.length === 0 || add.isPending}
          loading={add.isPending}
          onClick={() =>
            add.mutate({ ...call, body: picked.map(Number) }, { onSuccess: () => setPicked([]) })
          }
        >
          Add users
        </Button>
      </Group>
      {add.error && <SaveFailure error={add.error} />}
      <DataTable
        label={`Users of ${item.name}`}
        data={users}
        columns={userColumns}
        getRowId={(user) => String(user.id)}
        rowHref={(user) =>
          userAccess.canRead(user) ? paths.settings.item({ resource: 'users', id: user.id }) : undefined
        }
        empty="Not shared with anyone yet"
        maxHeight="50vh"
      />
    </Stack>
  );
}
