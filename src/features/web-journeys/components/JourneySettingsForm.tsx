import { NumberInput, SimpleGrid, Skeleton, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import type { WebJourney } from '@/api/web-journeys/schemas';
import { QueryView } from '@/components/feedback/QueryView';
import { FormSelect } from '@/components/form/FormSelect';
import { FormShell } from '@/components/form/FormShell';
import {
  settingsBody,
  settingsFieldForPath,
  settingsFormSchema,
  settingsValues,
  type SettingsFormValues,
} from '../forms';
import { useJourneyChoices } from './use-journey-choices';
import { agentChoices, agentLabel, domainChoices, frequencyChoices, locationChoices } from './choices';

type Toggle = 'gpcEnabled' | 'blockThirdPartyCookies' | 'vpnEnabled' | 'monitoredByScriptServices';

function ToggleField({
  control,
  name,
  label,
  description,
}: {
  control: Control<SettingsFormValues>;
  name: Toggle;
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function PixelsField({
  control,
  name,
  label,
}: {
  control: Control<SettingsFormValues>;
  name: 'browserWidth' | 'browserHeight';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          suffix=" px"
          allowDecimal={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The journey's settings: name, notes, sub-folder, schedule, location, browser and privacy switches. */
export function JourneySettingsForm({ journey }: { journey: WebJourney }) {
  const save = useMutation(webJourneyMutations.update(journey.id));
  const choices = useJourneyChoices();
  return (
    <QueryView
      query={choices}
      errorTitle="Could not load the form's choices"
      loading={<Skeleton height={320} />}
    >
      {([domains, locations, agents]) => {
        const agentOptions = agentChoices(agents, journey);
        return (
          <FormShell
            label="Journey settings"
            schema={settingsFormSchema}
            values={settingsValues(journey)}
            onSave={(values) =>
              save.mutateAsync(settingsBody(values, agentLabel(agentOptions, values.userAgent)))
            }
            fieldForPath={settingsFieldForPath}
            changesName="the journey settings"
          >
            {(form) => (
              <Stack gap="sm">
                <TextInput
                  label="Name"
                  withAsterisk
                  error={form.formState.errors.name?.message}
                  {...form.register('name')}
                />
                <Textarea
                  label="Notes"
                  rows={3}
                  error={form.formState.errors.notes?.message}
                  {...form.register('notes')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormSelect
                    control={form.control}
                    name="domainId"
                    label="Sub-folder"
                    searchable
                    data={domainChoices(domains)}
                  />
                  <FormSelect control={form.control} name="frequency" label="Runs" data={frequencyChoices} />
                  <FormSelect
                    control={form.control}
                    name="location"
                    label="Location"
                    searchable
                    data={locationChoices(locations, journey.location)}
                  />
                  <FormSelect control={form.control} name="userAgent" label="Browser" data={agentOptions} />
                  <PixelsField control={form.control} name="browserWidth" label="Browser width" />
                  <PixelsField control={form.control} name="browserHeight" label="Browser height" />
                </SimpleGrid>
                <ToggleField
                  control={form.control}
                  name="gpcEnabled"
                  label="Send Global Privacy Control"
                  description="The browser signals that the visitor opts out of sale and sharing."
                />
                <ToggleField
                  control={form.control}
                  name="blockThirdPartyCookies"
                  label="Block third-party cookies"
                  description="Cookies of other sites are refused, as in a strict browser."
                />
                <ToggleField
                  control={form.control}
                  name="vpnEnabled"
                  label="Run through the VPN"
                  description="Requests leave from the location's VPN exit instead of the data centre."
                />
                <ToggleField
                  control={form.control}
                  name="monitoredByScriptServices"
                  label="Monitored by script services"
                  description="The script services team is alerted when this journey fails."
                />
              </Stack>
            )}
          </FormShell>
        );
      }}
    </QueryView>
  );
}
