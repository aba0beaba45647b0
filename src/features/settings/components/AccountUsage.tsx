import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import type { Account } from '@/api/account/schemas';
import { formatCount } from '@/lib/format';

function Usage({ label, used, max }: { label: string; used: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 0;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>
        {formatCount(used)} of {formatCount(max)}
      </Text>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red' : 'indigo'}
        aria-label={`${label}: ${percent}% used`}
        mt={6}
      />
    </Paper>
  );
}

/** The account's usage against its limits. */
export function AccountUsage({ account }: { account: Account }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Usage label="Audits" used={account.auditsUsed} max={account.maxAudits} />
      <Usage label="Users" used={account.usersUsed} max={account.maxUsers} />
      <Usage label="Web journeys" used={account.webJourneysUsed} max={account.maxWebJourneys} />
    </SimpleGrid>
  );
}
