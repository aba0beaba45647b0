import { Button, Skeleton, Stack, TagsInput, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, type FieldError } from 'react-hook-form';
import { z } from '@/lib/zod';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { requestFiltersInputSchema } from '@/api/manual-journeys/schemas';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

const filtersSchema = z.object({ filters: requestFiltersInputSchema });

function filtersError(error: unknown, values: readonly string[]): string | undefined {
  if (!error) return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  const items = error as Array<FieldError | undefined>;
  const index = items.findIndex((item) => item?.message);
  return index >= 0 ? `“${values[index] ?? ''}”: ${items[index]!.message}` : undefined;
}

/** A run's request filters: view, set (the request log and tags then show only matches) and reset. */
export function RequestFilters({ journeyId, runId }: { journeyId: number; runId: number }) {
  const query = useQuery(manualJourneyQueries.requestFilters(journeyId, runId));
  const save = useMutation(manualJourneyMutations.setRequestFilters(journeyId, runId));
  const reset = useMutation(manualJourneyMutations.resetRequestFilters(journeyId, runId));
  return (
    <QueryView
      query={query}
      errorTitle="Could not load the request filters"
      loading={<Skeleton height={90} />}
    >
      {(filters) => (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {filters.length === 0
              ? 'No filters: the request log and tags show every request of the run.'
              : `Filtered: only requests whose URL matches one of ${filters.length === 1 ? 'this pattern' : `these ${filters.length} patterns`} are shown.`}
          </Text>
          <FormShell
            label="Request filters"
            schema={filtersSchema}
            values={{ filters }}
            onSave={(values) => save.mutateAsync(values.filters)}
            fieldForPath={() => 'filters'}
            saveLabel="Save filters"
            changesName="the request filters"
            extraActions={(form) => (
              <Button
                variant="default"
                leftSection={<IconRestore size={16} aria-hidden />}
                loading={reset.isPending}
                disabled={filters.length === 0 && !form.formState.isDirty}
                onClick={() => reset.mutate(undefined, { onSuccess: () => form.reset({ filters: [] }) })}
              >
                Reset filters
              </Button>
            )}
          >
            {(form) => (
              <Controller
                control={form.control}
                name="filters"
                render={({ field, fieldState }) => (
                  <TagsInput
                    label="URL patterns"
                    description="A host or any part of a URL; * matches anything. Press Enter after each."
                    placeholder={field.value.length === 0 ? 'google-analytics.com' : undefined}
                    splitChars={[',', ' ']}
                    acceptValueOnBlur
                    clearable
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={filtersError(fieldState.error, field.value)}
                  />
                )}
              />
            )}
          </FormShell>
          {reset.error && <ErrorPanel error={reset.error} title="Could not reset the filters" change />}
        </Stack>
      )}
    </QueryView>
  );
}
