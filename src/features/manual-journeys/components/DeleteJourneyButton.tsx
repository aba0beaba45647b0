import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import type { ManualJourney } from '@/api/manual-journeys/schemas';

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
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Delete “${journey.name}”?`} centered>
        <Stack gap="sm">
          <Text size="sm">{what} This cannot be undone.</Text>
          {remove.error && (
            <Alert color="red" variant="light" role="alert" title="Could not delete the journey">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setOpened(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(journey.id, {
                  onSuccess: () => {
                    setOpened(false);
                    onDeleted();
                  },
                })
              }
            >
              Delete journey
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
