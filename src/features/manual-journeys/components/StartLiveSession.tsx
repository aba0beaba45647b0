import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import type { ManualJourneyRun } from '@/api/manual-journeys/schemas';
import { rememberSession } from './live-session';
import { paths } from '@/lib/routes';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** Start a live session on the journey (a new run), or open the one that is recording. */
export function StartLiveSession({
  journeyId,
  live,
}: {
  journeyId: number;
  live: ManualJourneyRun | undefined;
}) {
  const initialize = useMutation(manualJourneyMutations.initialize());
  const navigate = useNavigate();
  if (live) {
    return (
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.manualJourneyRun({ manualJourneyId: journeyId, runId: live.id })}
          leftSection={<IconBroadcast size={16} aria-hidden />}
        >
          Open the live session
        </Button>
        <Text size="sm" c="dimmed">
          “{live.name}” is recording.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={initialize.isPending}
          onClick={() =>
            initialize.mutate(journeyId, {
              onSuccess: (session) => {
                rememberSession({ session, ownJourney: false });
                void navigate(paths.manualJourneyRun({ manualJourneyId: journeyId, runId: session.runId }));
              },
            })
          }
        >
          Start live session
        </Button>
      </Group>
      {initialize.error && (
        <ErrorPanel error={initialize.error} title="Could not start the live session" change />
      )}
    </Stack>
  );
}
