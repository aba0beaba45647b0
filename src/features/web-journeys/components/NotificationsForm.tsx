import { Skeleton, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import type { WebJourney } from '@/api/web-journeys/schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';
import {
  notificationValues,
  notificationsBody,
  notificationsFieldForPath,
  notificationsFormSchema,
} from '../forms';

/**
 * Who hears about runs: email recipients, failure alerts and the run-completion webhook (https
 * only). The service accepts these in its V2 journey, so the form reads the journey's V2 shape from
 * its sub-folder's list and saves the whole V2 journey back with the new values.
 */
export function NotificationsForm({ journey }: { journey: WebJourney }) {
  const list = useQuery(webJourneyQueries.ofDomainV2(journey.domainId));
  const save = useMutation(webJourneyMutations.updateV2(journey.id));
  return (
    <QueryView
      query={list}
      errorTitle="Could not load the recipients and webhook"
      loading={<Skeleton height={200} />}
    >
      {(journeys) => {
        const v2 = journeys.find((item) => item.id === journey.id);
        if (!v2)
          return (
            <EmptyState title="Recipients and webhook are not available">
              The service did not list this journey in its sub-folder.
            </EmptyState>
          );
        return (
          <FormShell
            label="Notifications"
            schema={notificationsFormSchema}
            values={notificationValues(v2)}
            onSave={(values) => save.mutateAsync(notificationsBody(v2, values))}
            fieldForPath={notificationsFieldForPath}
            changesName="the recipients and webhook"
          >
            {(form) => (
              <Stack gap="sm">
                <Textarea
                  label="Email recipients"
                  description="One per line or separated by commas."
                  rows={3}
                  error={form.formState.errors.emails?.message}
                  {...form.register('emails')}
                />
                <Controller
                  control={form.control}
                  name="alerts"
                  render={({ field }) => (
                    <Switch
                      label="Email the recipients when a run fails"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                <TextInput
                  label="Webhook URL"
                  description="Receives a POST with the journey and run ids when a run completes; https:// only. Leave empty for none."
                  placeholder="https://hooks.example.com/journeys"
                  error={form.formState.errors.webHookUrl?.message}
                  {...form.register('webHookUrl')}
                />
              </Stack>
            )}
          </FormShell>
        );
      }}
    </QueryView>
  );
}
