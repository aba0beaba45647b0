import { MultiSelect, Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { auditConfigQueries } from '@/api/audits/config-queries';
import type { Tag } from '@/api/audits/config-schemas';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { combineQueries } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';

const blockingSchema = z.object({ tagIds: z.array(z.string()), tagCategoryIds: z.array(z.string()) });

/** Tags grouped by category for the picker, and the categories themselves. */
function choices(tags: Tag[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  const categories = new Map<number, string>();
  for (const tag of tags) {
    categories.set(tag.category.id, tag.category.name);
    groups.set(tag.category.name, [
      ...(groups.get(tag.category.name) ?? []),
      { value: String(tag.id), label: tag.name },
    ]);
  }
  return {
    tags: [...groups].map(([group, items]) => ({ group, items })),
    categories: [...categories].map(([id, name]) => ({ value: String(id), label: name })),
  };
}

/** Blocking: the tags and tag categories whose requests the journey's browser does not send. */
export function BlockingEditor({ journeyId }: { journeyId: number }) {
  const data = combineQueries([
    useQuery(webJourneyQueries.blocking(journeyId)),
    useQuery(auditConfigQueries.tags()),
  ] as const);
  const save = useMutation(webJourneyMutations.saveBlocking(journeyId));
  return (
    <QueryView
      query={data}
      errorTitle="Could not load the blocking configuration"
      loading={<Skeleton height={160} />}
    >
      {([blocking, tags]) => {
        const options = choices(tags);
        return (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              Applies to the next run: blocked requests are listed in the run but never sent, and set no
              cookies.
            </Text>
            <FormShell
              label="Blocking"
              schema={blockingSchema}
              values={{
                tagIds: (blocking.tagIds ?? []).map(String),
                tagCategoryIds: (blocking.tagCategoryIds ?? []).map(String),
              }}
              onSave={(next) =>
                save.mutateAsync({
                  tagIds: next.tagIds.map(Number),
                  tagCategoryIds: next.tagCategoryIds.map(Number),
                })
              }
              changesName="the blocking configuration"
            >
              {(form) => (
                <>
                  <Controller
                    control={form.control}
                    name="tagIds"
                    render={({ field }) => (
                      <MultiSelect
                        label="Blocked tags"
                        description={`${field.value.length} blocked`}
                        placeholder="Search tags"
                        searchable
                        data={options.tags}
                        value={field.value}
                        onChange={field.onChange}
                        nothingFoundMessage="No tag matches"
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="tagCategoryIds"
                    render={({ field }) => (
                      <MultiSelect
                        label="Blocked tag categories"
                        description="Every tag of these categories is blocked."
                        placeholder="Choose categories"
                        data={options.categories}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  />
                </>
              )}
            </FormShell>
          </>
        );
      }}
    </QueryView>
  );
}
