import {
  Avatar,
  Badge,
  Box,
  Group,
  Menu,
  Skeleton,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout, IconRestore, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '@/api/session';
import { useCurrentUser } from '@/api/account/current-user';
import { useDisplayZone, useProfileZone } from '@/components/time/display-zone';
import { useSession } from '../session-hooks';
import { paths } from '@/lib/routes';
import { valueLabel } from '@/lib/vocabulary';

/** Header block: the current account, the user and their role, and sign-out. */
export function AccountMenu() {
  const { account, user, isAdmin } = useCurrentUser();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Times follow the profile's zone; without a user (a bare API key) the browser's.
  useProfileZone(account.data && account.data.currentUserId === undefined ? '' : user?.timezone);
  const zone = useDisplayZone();
  if (account.isPending) return <Skeleton height={32} w={{ base: 26, sm: 180 }} />;
  const accountName = account.data?.name ?? 'Account unavailable';
  const userName = user ? `${user.firstName} ${user.lastName}` : 'Signed in with an API key';
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}` : 'K';
  // Every user's role, not only an administrator's: what they may change depends on it.
  const role = user?.permissions ? valueLabel('userRole', user.permissions) : undefined;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="account-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" radius="xl" color="indigo">
              {initials}
            </Avatar>
            {/* A phone's header has room for the avatar only: the names stay the button's name. */}
            <Box visibleFrom="sm" style={{ lineHeight: 1.1 }}>
              <Text size="sm" fw={600} truncate maw={220}>
                {accountName}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={220}>
                {userName}
              </Text>
            </Box>
            <VisuallyHidden hiddenFrom="sm">{`${accountName}, ${userName}${role ? `, ${role}` : ''}`}</VisuallyHidden>
            {role && (
              <Badge size="xs" variant="light" color={isAdmin ? undefined : 'gray'} visibleFrom="sm">
                {role}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.baseUrl ? `Service: ${session.baseUrl}` : 'Embedded demo service'}</Menu.Label>
        {user && <Menu.Label>{user.email}</Menu.Label>}
        <Menu.Label>Times in {zone}</Menu.Label>
        {user && (
          <Menu.Item
            leftSection={<IconUser size={14} aria-hidden />}
            onClick={() => void navigate(paths.settings.item({ resource: 'users', id: user.id }))}
          >
            My profile
          </Menu.Item>
        )}
        {!session.baseUrl && (
          <Menu.Item
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={() => void import('@/api/demo-data-store').then(({ resetDemoData }) => resetDemoData())}
          >
            Reset demo data
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={() => {
            signOut();
            queryClient.clear();
            void navigate(paths.signIn());
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
