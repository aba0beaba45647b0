import { MultiSelect, Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { auditConfigQueries } from '@/api/audits/config-queries';
import type { Tag } from '@/api/audits/config-schemas';
import { auditMutations } from '@/api/audits/mutations';
import { combineQueries } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';

const blockingSchema = z.object({ tagIds: z.array(z.string()), tagCategoryIds: z.array(z.string()) });
type BlockingValues = z.infer<typeof blockingSchema>;

/** Tags grouped by category for the picker, and the categories themselves. */
function options(tags: Tag[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  const categories = new Map<number, string>();
  for (const tag of tags) {
    categories.set(tag.category.id, tag.category.name);
    const list = groups.get(tag.category.name) ?? [];
    list.push({ value: String(tag.id), label: tag.name });
    groups.set(tag.category.name, list);
  }
  return {
    tags: [...groups].map(([group, items]) => ({ group, items })),
    categories: [...categories].map(([id, name]) => ({ value: String(id), label: name })),
  };
}

/** Blocking: the tags and tag categories the audit's browser does not load. */
export function BlockingSection({ auditId }: { auditId: number }) {
  const data = combineQueries([
    useQuery(auditConfigQueries.blocking(auditId)),
    useQuery(auditConfigQueries.tags()),
  ] as const);
  const save = useMutation(auditMutations.saveBlocking(auditId));
  return (
    <QueryView
      query={data}
      errorTitle="Could not load the blocking settings"
      loading={<Skeleton height={200} />}
    >
      {([blocking, tags]) => {
        const choices = options(tags);
        const values: BlockingValues = {
          tagIds: (blocking.tagIds ?? []).map(String),
          tagCategoryIds: (blocking.tagCategoryIds ?? []).map(String),
        };
        return (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              Requests of blocked vendors are not made while the audit scans, e.g. to keep session recording
              off test traffic.
            </Text>
            <FormShell
              label="Blocking"
              schema={blockingSchema}
              values={values}
              onSave={(next) =>
                save.mutateAsync({
                  tagIds: next.tagIds.map(Number),
                  tagCategoryIds: next.tagCategoryIds.map(Number),
                })
              }
              changesName="the blocking settings"
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
                        data={choices.tags}
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
                        data={choices.categories}
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
