import { MultiSelect, Skeleton, Text } from '@mantine/core';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from '@/lib/zod';
import { tagQueries } from '@/api/tags/queries';
import type { BlockingConfig, Tag } from '@/api/audits/config-schemas';
import { asOneQuery } from '@/components/feedback/combine-queries';
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

interface BlockingFormProps<K extends QueryKey> {
  /** The read of the tags and tag categories the audit's or journey's browser is told not to load. */
  blocking: UseQueryOptions<BlockingConfig, Error, BlockingConfig, K>;
  /** Saves the new blocking. */
  save: (next: { tagIds: number[]; tagCategoryIds: number[] }) => Promise<unknown>;
  /** What blocking does for this kind of browser, shown above the pickers. */
  intro: string;
  /** How errors and the leave guard name it, e.g. "the blocking settings". */
  subject: string;
}

/** The blocked tags and tag categories of an audit or a web journey, edited in one form. */
export function BlockingForm<K extends QueryKey>({ blocking, save, intro, subject }: BlockingFormProps<K>) {
  const data = useQueries({ queries: [blocking, tagQueries.list()] as const, combine: asOneQuery });
  return (
    <QueryView query={data} errorTitle={`Could not load ${subject}`} loading={<Skeleton height={180} />}>
      {([stored, tags]) => {
        const options = choices(tags);
        return (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {intro}
            </Text>
            <FormShell
              label="Blocking"
              schema={blockingSchema}
              values={{
                tagIds: (stored.tagIds ?? []).map(String),
                tagCategoryIds: (stored.tagCategoryIds ?? []).map(String),
              }}
              onSave={(next) =>
                save({ tagIds: next.tagIds.map(Number), tagCategoryIds: next.tagCategoryIds.map(Number) })
              }
              changesName={subject}
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
