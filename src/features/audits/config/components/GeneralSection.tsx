import { SimpleGrid, Skeleton, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { auditMutations } from '@/api/audits/mutations';
import { auditQueries } from '@/api/audits/queries';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { FormSelect } from '@/components/form/FormSelect';
import { auditUpdate, generalField, generalSchema, generalValues } from '../general';
import { PageLimitInput } from './PageLimitInput';
import { StartingUrlsSiteNote } from './StartingUrlsSiteNote';
import { FormShell } from '@/components/form/FormShell';
import { frequencyLabel } from '@/components/journeys/frequency';

/** Select options that always include the current value, even if the service no longer lists it. */
function withCurrent(
  options: Array<{ value: string; label: string }>,
  current: string | undefined,
  label: (value: string) => string = (value) => value,
) {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: label(current) }]
    : options;
}

/** General settings: name, starting URLs, frequency, location, browser, page limit and webhook. */
export function GeneralSection({ auditId }: { auditId: number }) {
  const data = useQueries({
    queries: [
      auditQueries.detail(auditId),
      auditConfigQueries.frequencies(),
      auditConfigQueries.locations(),
      auditConfigQueries.userAgents(),
    ] as const,
    combine: asOneQuery,
  });
  const update = useMutation(auditMutations.update(auditId));
  return (
    <QueryView
      query={data}
      errorTitle="Could not load the general settings"
      loading={<Skeleton height={420} />}
    >
      {([audit, frequencies, locations, agents]) => (
        <FormShell
          label="General settings"
          schema={generalSchema}
          values={generalValues(audit)}
          onSave={(values) => update.mutateAsync(auditUpdate(audit, values))}
          fieldForPath={generalField}
          changesName="the general settings"
        >
          {(form) => {
            const { errors } = form.formState;
            return (
              <>
                <TextInput label="Name" required error={errors.name?.message} {...form.register('name')} />
                <Textarea
                  label="Starting URLs"
                  description="One http(s) address per line; the audit starts from each."
                  required
                  rows={5}
                  resize="vertical"
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  error={errors.startingUrls?.message}
                  {...form.register('startingUrls')}
                />
                <StartingUrlsSiteNote control={form.control} domainId={audit.domainId} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormSelect
                    control={form.control}
                    name="frequency"
                    label="Frequency"
                    required
                    data={withCurrent(
                      frequencies.map((value) => ({ value, label: frequencyLabel(value) })),
                      audit.frequency,
                      frequencyLabel,
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="limit"
                    render={({ field, fieldState }) => (
                      <PageLimitInput
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <FormSelect
                    control={form.control}
                    name="location"
                    label="Location"
                    description="Where the browser runs from"
                    required
                    data={withCurrent(
                      locations.map((location) => ({
                        value: location.name,
                        label: `${location.label} · ${location.countryCode}`,
                      })),
                      audit.options?.location,
                    )}
                  />
                  <FormSelect
                    control={form.control}
                    name="userAgent"
                    label="Browser (user agent)"
                    required
                    data={withCurrent(
                      agents.map((agent) => ({ value: agent.name, label: agent.label })),
                      audit.options?.userAgent,
                    )}
                  />
                </SimpleGrid>
                <TextInput
                  label="Webhook URL"
                  description="Called when a run completes. Only https:// addresses; leave empty for no webhook."
                  placeholder="https://hooks.example.com/audit-complete"
                  inputMode="url"
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  error={errors.webHookUrl?.message}
                  {...form.register('webHookUrl')}
                />
              </>
            );
          }}
        </FormShell>
      )}
    </QueryView>
  );
}
