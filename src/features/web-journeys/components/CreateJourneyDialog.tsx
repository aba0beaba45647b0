import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AuditLocation, UserAgent } from '@/api/audits/config-schemas';
import type { Domain } from '@/api/domains/schemas';
import { SaveFailure } from '@/components/form/SaveFailure';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import { QueryView } from '@/components/feedback/QueryView';
import { FormSelect } from '@/components/form/FormSelect';
import { createBody, createFieldForPath, createFormSchema, type CreateFormValues } from '../forms';
import { useJourneyChoices } from './use-journey-choices';
import { agentChoices, agentLabel, domainChoices, frequencyChoices, locationChoices } from './choices';
import { useServerIssues } from '@/components/form/server-issues';
import { paths } from '@/lib/routes';

interface FormProps {
  domains: Domain[];
  locations: AuditLocation[];
  agents: UserAgent[];
  initialDomainId?: number;
  onClose: () => void;
}

function CreateForm({ domains, locations, agents, initialDomainId, onClose }: FormProps) {
  const create = useMutation(webJourneyMutations.create());
  const navigate = useNavigate();
  const agentOptions = agentChoices(agents);
  const form = useForm<CreateFormValues>({
    resolver: zodResolver(createFormSchema) as Resolver<CreateFormValues>,
    defaultValues: {
      name: '',
      domainId: initialDomainId ? String(initialDomainId) : '',
      startUrl: '',
      frequency: 'daily',
      location: locations[0]?.name ?? '',
      userAgent: agents[0]?.name ?? '',
      emails: '',
      webHookUrl: '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const issues = useServerIssues(form, createFieldForPath);

  const submit = form.handleSubmit(async (values) => {
    try {
      const journey = await create.mutateAsync(
        createBody(values, agentLabel(agentOptions, values.userAgent)),
      );
      onClose();
      await navigate(paths.webJourney({ webJourneyId: journey.id }));
    } catch (error) {
      issues.show(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="New web journey">
      <Stack gap="md">
        <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <FormSelect
          control={form.control}
          name="domainId"
          label="Sub-folder"
          withAsterisk
          searchable
          data={domainChoices(domains)}
        />
        <TextInput
          label="Starting URL"
          description="The journey's first action opens this page."
          placeholder="https://www.example.com/"
          withAsterisk
          error={errors.startUrl?.message}
          {...form.register('startUrl')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormSelect control={form.control} name="frequency" label="Runs" data={frequencyChoices} />
          <FormSelect
            control={form.control}
            name="location"
            label="Location"
            searchable
            data={locationChoices(locations)}
          />
          <FormSelect control={form.control} name="userAgent" label="Browser" data={agentOptions} />
        </SimpleGrid>
        <Textarea
          label="Email recipients"
          description="One per line or separated by commas; they hear about failed runs."
          rows={3}
          error={errors.emails?.message}
          {...form.register('emails')}
        />
        <TextInput
          label="Webhook URL"
          description="Optional. Receives a POST when a run completes; https:// only."
          placeholder="https://hooks.example.com/journeys"
          error={errors.webHookUrl?.message}
          {...form.register('webHookUrl')}
        />
        {create.error && <SaveFailure error={create.error} title="Could not create the journey" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create journey
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreateDialogBody({ initialDomainId, onClose }: { initialDomainId?: number; onClose: () => void }) {
  const choices = useJourneyChoices();
  return (
    <QueryView
      query={choices}
      errorTitle="Could not load the form's choices"
      loading={<Text size="sm">Loading…</Text>}
    >
      {([domains, locations, agents]) => (
        <CreateForm
          domains={domains}
          locations={locations}
          agents={agents}
          initialDomainId={initialDomainId}
          onClose={onClose}
        />
      )}
    </QueryView>
  );
}

/** "New web journey": a dialog that creates a journey from its starting page and opens it. */
export function CreateJourneyButton({ initialDomainId }: { initialDomainId?: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        New web journey
      </Button>
      <DialogModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="New web journey"
        centered
        size="lg"
      >
        {opened && <CreateDialogBody initialDomainId={initialDomainId} onClose={() => setOpened(false)} />}
      </DialogModal>
    </>
  );
}
