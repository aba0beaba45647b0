import { Button, Group, Text } from '@mantine/core';
import { partFailedWords, type PartFailedProps } from './part-failed-words';

/** What a failed part says in its place: why, and Retry; Reload too when its code is gone after a deploy; Close when it can be given up. */
export function PartFailed({ part, error, onRetry, onDismiss }: PartFailedProps) {
  const { newVersion, title, detail } = partFailedWords(part, error);
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm">{detail}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" onClick={onRetry}>
          Retry
        </Button>
        {newVersion && (
          <Button size="xs" onClick={() => window.location.reload()}>
            Reload
          </Button>
        )}
        {onDismiss && (
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            Close
          </Button>
        )}
      </Group>
    </>
  );
}
