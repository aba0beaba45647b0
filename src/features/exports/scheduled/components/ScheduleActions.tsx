import { Button, Text } from '@mantine/core';
import { notify } from '@/components/feedback/notify';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { scheduledExportMutations } from '@/api/scheduled-exports/mutations';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { UnavailableReason } from '@/components/feedback/UnavailableReason';

const notEditable = 'Only its owner or an administrator can change this schedule';

/** Pause or resume a schedule (a PUT of the schedule with isPaused changed); a failure says why. */
export function PauseButton({ item }: { item: ScheduledExport }) {
  const mutation = useMutation(scheduledExportMutations.setPaused());
  const paused = mutation.isPending ? mutation.variables.isPaused : item.schedule.isPaused;
  const action = paused ? 'Resume' : 'Pause';
  return (
    <UnavailableReason reason={item.isEditable ? undefined : notEditable} action={`${action} ${item.name}`}>
      {(reasonId) => (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={
            paused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />
          }
          aria-label={`${action} “${item.name}”`}
          aria-describedby={reasonId}
          title={item.isEditable ? undefined : notEditable}
          disabled={!item.isEditable}
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { item, isPaused: !paused },
              {
                onError: (error) =>
                  notify({
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
      )}
    </UnavailableReason>
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
      <UnavailableReason reason={item.isEditable ? undefined : notEditable} action={`Delete ${item.name}`}>
        {(reasonId) => (
          <Button
            size={compact ? 'compact-sm' : 'sm'}
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={`Delete “${item.name}”`}
            aria-describedby={reasonId}
            title={item.isEditable ? undefined : notEditable}
            disabled={!item.isEditable}
            onClick={open}
          >
            Delete
          </Button>
        )}
      </UnavailableReason>
      <ConfirmModal
        opened={opened}
        title={`Delete “${item.name}”?`}
        confirmLabel="Delete schedule"
        pending={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the schedule"
        onClose={() => setOpened(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              setOpened(false);
              onDeleted?.();
            },
          })
        }
      >
        <Text size="sm">
          No more exports of “{item.exportedItemName}” are sent on this schedule. Exports already sent stay in
          the Export Center. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
