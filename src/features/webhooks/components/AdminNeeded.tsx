import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/routes';

/** Why the webhook settings are not shown: they need an account administrator. */
export function AdminNeeded() {
  return (
    <Alert color="yellow" variant="light" title="An administrator is needed" icon={<IconLock aria-hidden />}>
      <Text size="sm">
        Rotating the webhook signing secret and reading the delivery log are restricted to administrators of
        this account. Ask an administrator, or sign in with an administrator’s API key.
      </Text>
      <Text size="sm" mt="xs">
        Anyone can still{' '}
        <Anchor component={Link} to={paths.settings.verifyWebhook()} size="sm">
          check a delivery’s signature
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
