import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '@/components/feedback/notify';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SaveFailure } from '@/components/form/SaveFailure';
import { folderQueries } from '@/api/folders/queries';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { QueryView } from '@/components/feedback/QueryView';
import { useServerIssues } from '@/components/form/server-issues';
import {
  JourneyFields,
  journeyFieldForPath,
  journeyFormSchema,
  journeyInput,
  type JourneyFormValues,
} from './JourneyFields';
import { rememberSession } from './live-session';
import { paths } from '@/lib/routes';

const emptyJourney: Partial<JourneyFormValues> = {
  name: '',
  recordedOn: 'device',
  osOfDevice: 'iOS',
  versionOfOs: '',
  emails: [],
};

function CreateForm({ onClose }: { onClose: () => void }) {
  const folders = useQuery(folderQueries.list());
  const create = useMutation(manualJourneyMutations.create());
  const initialize = useMutation(manualJourneyMutations.initialize());
  const navigate = useNavigate();
  const [startLive, setStartLive] = useState(false);
  const form = useForm<JourneyFormValues>({
    resolver: zodResolver(journeyFormSchema) as Resolver<JourneyFormValues>,
    defaultValues: emptyJourney,
    mode: 'onTouched',
  });
  const issues = useServerIssues(form, journeyFieldForPath);
  const recordedOn = useWatch({ control: form.control, name: 'recordedOn' });

  const submit = form.handleSubmit(async (values) => {
    let journey;
    try {
      journey = await create.mutateAsync(journeyInput(values));
    } catch (error) {
      issues.show(error);
      return;
    }
    let path = paths.manualJourney({ manualJourneyId: journey.id });
    if (startLive && values.recordedOn === 'device') {
      try {
        const session = await initialize.mutateAsync(journey.id);
        rememberSession({ session, ownJourney: true });
        path = paths.manualJourneyRun({ manualJourneyId: journey.id, runId: session.runId });
      } catch (error) {
        notify({
          color: 'red',
          title: 'The journey was created, but its live session did not start',
          message: error instanceof Error ? error.message : 'Start it again from the journey’s page',
        });
      }
    }
    onClose();
    await navigate(path);
  });
  return (
    <QueryView
      query={folders}
      errorTitle="Could not load the folders"
      loading={<Text size="sm">Loading…</Text>}
    >
      {(list) => (
        <form onSubmit={submit} noValidate aria-label="New manual journey">
          <Stack gap="md">
            <JourneyFields form={form} folders={list} />
            {recordedOn === 'device' && (
              <Checkbox
                label="Start a live session now"
                description="Records a device at once. Closing the tab during the session removes the journey again."
                checked={startLive}
                onChange={(event) => setStartLive(event.currentTarget.checked)}
              />
            )}
            {create.error && <SaveFailure error={create.error} title="Could not create the journey" />}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Create journey
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryView>
  );
}

/** "New journey": a dialog that creates a manual journey, optionally starting a live session on it. */
export function CreateJourneyButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        New journey
      </Button>
      <DialogModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="New manual journey"
        centered
        size="lg"
      >
        {opened && <CreateForm onClose={() => setOpened(false)} />}
      </DialogModal>
    </>
  );
}
