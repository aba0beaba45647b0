import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { scheduledExportMutations } from '@/api/scheduled-exports/mutations';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';

const notEditable = 'Only its owner or an administrator can change this schedule';

/** Pause or resume a schedule (a PUT of the schedule with isPaused changed); a failure says why. */
export function PauseButton({ item }: { item: ScheduledExport }) {
  const mutation = useMutation(scheduledExportMutations.setPaused());
  const paused = mutation.isPending ? mutation.variables.isPaused : item.schedule.isPaused;
  const action = paused ? 'Resume' : 'Pause';
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={
        paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />
      }
      aria-label={`${action} “${item.name}”`}
      title={item.isEditable ? undefined : notEditable}
      disabled={!item.isEditable}
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { item, isPaused: !paused },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: `Could not ${action.toLowerCase()} “${item.name}”`,
                message: error.message,
              }),
          },
        )
      }
    >
      {action}
    </Button>
  );
}

/** Delete a schedule after a confirmation that names it. */
export function DeleteScheduleButton({
  item,
  onDeleted,
  compact = false,
}: {
  item: ScheduledExport;
  onDeleted?: () => void;
  /** A small button (table rows). */
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const remove = useMutation(scheduledExportMutations.remove());
  const open = () => {
    remove.reset();
    setOpened(true);
  };
  return (
    <>
      <Button
        size={compact ? 'compact-sm' : 'sm'}
        variant="default"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Delete “${item.name}”`}
        title={item.isEditable ? undefined : notEditable}
        disabled={!item.isEditable}
        onClick={open}
      >
        Delete
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Delete “${item.name}”?`} centered>
        <Stack gap="sm">
          <Text size="sm">
            No more exports of “{item.exportedItemName}” are sent on this schedule. Exports already sent stay
            in the Export Center. This cannot be undone.
          </Text>
          {remove.error && (
            <Alert color="red" variant="light" role="alert" title="Could not delete the schedule">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    setOpened(false);
                    onDeleted?.();
                  },
                })
              }
            >
              Delete schedule
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
