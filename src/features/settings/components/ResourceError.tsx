import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { isApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** A failed read: a 403 explained as "needs an administrator" (no Retry: it cannot help), anything else with its details and Retry. */
export function ResourceError({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 403) return <NeedsAdmin what={title} />;
  return <ErrorPanel error={error} title={title} onRetry={onRetry} />;
}

/** Why something is not shown or not allowed: it needs an administrator. */
export function NeedsAdmin({ what }: { what: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Needs an administrator"
      icon={<IconLock aria-hidden />}
      role="note"
    >
      <Text size="sm">
        {what}: only administrators of this account can do this. Ask one of them if you need it.
      </Text>
    </Alert>
  );
}
