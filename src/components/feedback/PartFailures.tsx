import { Stack } from '@mantine/core';
import { usePartFailures } from '@/components/progressive/part-failures';
import { PartFailedNotice } from './PartFailedNotice';

/** The notices of deferred parts (menus, dialogs, print) whose code failed to arrive, top right. */
export function PartFailures() {
  const failures = usePartFailures();
  if (failures.length === 0) return null;
  return (
    <Stack gap="xs">
      {failures.map(({ id, part, error, retry, dismiss }) => (
        <PartFailedNotice key={id} part={part} error={error} onRetry={retry} onDismiss={dismiss} />
      ))}
    </Stack>
  );
}
