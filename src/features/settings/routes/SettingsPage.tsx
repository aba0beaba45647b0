import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountQueries } from '@/api/account/queries';
import type { ResourceId } from '@/api/resources';
import { useCurrentUser } from '@/api/account/current-user';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { AccountUsage } from '../components/AccountUsage';
import { resourceScreens } from '../registry';
import { screenGroups } from '../types';
import { isolateText } from '@/components/text/isolate';
import { paths } from '@/lib/routes';

const entries = Object.entries(resourceScreens) as Array<[ResourceId, (typeof resourceScreens)[ResourceId]]>;

/** `/settings`: the account's usage, then every configuration resource by group (admin-only ones for administrators). */
export function SettingsPage() {
  const account = useQuery(accountQueries.current());
  const { isAdmin } = useCurrentUser();
  const visible = entries.filter(([, screen]) => isAdmin || !screen.adminOnly);
  return (
    <Page
      title="Settings"
      description={account.data ? `Account ${isolateText(account.data.name)}` : undefined}
    >
      <QueryView query={account} errorTitle="Could not load the account" loading={<Skeleton height={80} />}>
        {(data) => <AccountUsage account={data} />}
      </QueryView>
      {screenGroups.map((group) => {
        const inGroup = visible.filter(([, screen]) => screen.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Stack key={group} gap="xs" component="section" aria-labelledby={`settings-${group}`}>
            <Title order={2} size="h4" id={`settings-${group}`}>
              {group}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {inGroup.map(([id, screen]) => (
                <Card key={id} withBorder padding="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={paths.settings.list({ resource: id })} fw={600}>
                      {screen.label}
                    </Anchor>
                    {screen.adminOnly && (
                      <Badge size="xs" variant="light" color="indigo">
                        Administrators
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    {screen.description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Page>
  );
}
