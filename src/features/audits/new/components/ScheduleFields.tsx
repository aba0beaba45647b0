import { Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { frequencyLabel } from '@/components/journeys/frequency';
import { labelQueries } from '@/api/labels/queries';
import type { NewAuditValues } from '../form';
import { ChoiceSelect, choicesProblem, uniqueChoices, type Choice } from './ChoiceSelect';

/** Weekly when the service offers it, else its first frequency. */
const preferWeekly = (choices: Choice[]) =>
  choices.find((choice) => choice.value === 'weekly')?.value ?? choices[0]?.value;
const preferFirst = (choices: Choice[]) => choices[0]?.value;

/** How often and from where the audit runs, with which browser: the service's option lists. */
export function ScheduleFields({ form }: { form: UseFormReturn<NewAuditValues> }) {
  const frequencies = useQuery(auditConfigQueries.frequencies());
  const locations = useQuery(auditConfigQueries.locations());
  const agents = useQuery(auditConfigQueries.userAgents());
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <ChoiceSelect
        form={form}
        name="frequency"
        label="Frequency"
        required
        query={frequencies}
        choices={(frequencies.data ?? []).map((value) => ({ value, label: frequencyLabel(value) }))}
        preferred={preferWeekly}
      />
      <ChoiceSelect
        form={form}
        name="location"
        label="Location"
        description="Where the browser runs from"
        required
        query={locations}
        choices={(locations.data ?? []).map((location) => ({
          value: location.name,
          label: `${location.label} · ${location.countryCode}`,
        }))}
        preferred={preferFirst}
      />
      <ChoiceSelect
        form={form}
        name="userAgent"
        label="Browser (user agent)"
        required
        query={agents}
        choices={(agents.data ?? []).map((agent) => ({ value: agent.name, label: agent.label }))}
        preferred={preferFirst}
      />
    </SimpleGrid>
  );
}

/** The audit's labels, chosen from the account's (set on the audit once it exists). */
export function LabelsField({ form }: { form: UseFormReturn<NewAuditValues> }) {
  const labels = useQuery(labelQueries.list());
  const problem = choicesProblem(labels);
  return (
    <Stack gap={4}>
      <Controller
        control={form.control}
        name="labelIds"
        render={({ field }) => (
          <MultiSelect
            label="Labels"
            placeholder={field.value.length ? undefined : 'Choose labels'}
            searchable
            clearable
            data={uniqueChoices(
              (labels.data ?? []).map((label) => ({ value: String(label.id), label: label.name })),
            )}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={problem}
            nothingFoundMessage="No label matches"
          />
        )}
      />
      {problem && (
        <Group>
          <Button size="compact-xs" variant="light" onClick={() => void labels.refetch()}>
            Retry loading the choices of Labels
          </Button>
        </Group>
      )}
    </Stack>
  );
}
