import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import type { ManualJourney } from '@/api/manual-journeys/schemas';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';

interface DeleteJourneyButtonProps {
  journey: ManualJourney;
  /** How many runs go with it (when known). */
  runCount: number | undefined;
  /** Called after the journey is deleted (to leave its page). */
  onDeleted: () => void;
}

/** Delete a journey and all its runs, after a confirmation that names it. */
export function DeleteJourneyButton({ journey, runCount, onDeleted }: DeleteJourneyButtonProps) {
  const [opened, setOpened] = useState(false);
  const remove = useMutation(manualJourneyMutations.remove());
  const open = () => {
    remove.reset();
    setOpened(true);
  };
  const what =
    runCount === 0
      ? 'The journey is deleted. It has no runs.'
      : `The journey is deleted with ${runCount === undefined ? 'all its runs' : runCount === 1 ? 'its one run' : `its ${runCount} runs`}, their actions, request logs and tags.`;
  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        Delete journey
      </Button>
      <ConfirmModal
        opened={opened}
        title={`Delete “${journey.name}”?`}
        confirmLabel="Delete journey"
        pending={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the journey"
        onClose={() => setOpened(false)}
        onConfirm={() =>
          remove.mutate(journey.id, {
            onSuccess: () => {
              setOpened(false);
              onDeleted();
            },
          })
        }
      >
        <Text size="sm">{what} This cannot be undone.</Text>
      </ConfirmModal>
    </>
  );
}
