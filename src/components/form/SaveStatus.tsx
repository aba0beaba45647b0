import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';

/** Beside a form's Save: "Saved at …" after a save, "Unsaved changes" while edited and not saving. */
export function SaveStatus({
  savedAt,
  isDirty,
  isSubmitting,
}: {
  savedAt: Date | null;
  isDirty: boolean;
  isSubmitting: boolean;
}) {
  if (savedAt && !isDirty)
    return (
      <Text size="sm" c="teal.9" role="status">
        <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Saved at{' '}
        {formatDateTime(savedAt)}
      </Text>
    );
  if (isDirty && !isSubmitting)
    return (
      <Text size="sm" c="dimmed">
        Unsaved changes
      </Text>
    );
  return null;
}
