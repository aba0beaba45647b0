import { Button, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';

/** The embedded demo service's users: who each is and the key that signs in as them. */
const demoUsers = [
  { apiKey: DEMO_API_KEY, name: 'administrator', about: 'every screen and every change' },
  {
    apiKey: DEMO_ANALYST_KEY,
    name: 'analyst',
    about: 'a standard user without administration, whose admin-only controls say why they are unavailable',
  },
] as const;

interface DemoSignInProps {
  /** Sign in with this demo user's key. */
  onSignIn: (apiKey: string) => void;
  /** The key of the sign-in in progress, if any. */
  pending: string | undefined;
}

/** One-click sign-in as each user of the embedded demo service (shown only when the app runs on it). */
export function DemoSignIn({ onSignIn, pending }: DemoSignInProps) {
  return (
    <Stack gap="xs">
      <Text size="sm">This copy runs on the embedded demo service. Sign in as one of its users:</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {demoUsers.map((user) => (
          <Button
            key={user.apiKey}
            variant="light"
            loading={pending === user.apiKey}
            disabled={pending !== undefined && pending !== user.apiKey}
            onClick={() => onSignIn(user.apiKey)}
          >
            Sign in as {user.name}
          </Button>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {demoUsers.map((user) => `The ${user.name} (${user.apiKey}): ${user.about}.`).join(' ')}
      </Text>
      <Divider label="or use an API key" labelPosition="center" />
    </Stack>
  );
}
