import { ActionIcon, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from '@/lib/zod';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { QueryView } from '@/components/feedback/QueryView';
import { AddRuleById } from '@/components/form/AddRuleById';
import { FormShell } from '@/components/form/FormShell';

const rulesSchema = z.object({ ruleIds: z.array(z.int().check(z.positive())) });
type RulesValues = z.infer<typeof rulesSchema>;

function RuleList({ form }: { form: UseFormReturn<RulesValues> }) {
  const ruleIds = useWatch({ control: form.control, name: 'ruleIds' });
  const errors = form.formState.errors.ruleIds;
  return (
    <Stack gap="sm">
      {ruleIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rules: runs of this journey are not checked against any rule.
        </Text>
      ) : (
        <Stack gap={4} role="list" aria-label="Rules checked on every run">
          {ruleIds.map((id, index) => (
            <Group key={id} gap="xs" role="listitem">
              <Badge
                variant="outline"
                radius="sm"
                tt="none"
                size="lg"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={`Remove rule ${id}`}
                    onClick={() =>
                      form.setValue(
                        'ruleIds',
                        form.getValues('ruleIds').filter((ruleId) => ruleId !== id),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                }
              >
                Rule {id}
              </Badge>
              {errors?.[index]?.message && (
                <Text size="sm" c="red.8">
                  {errors[index]?.message}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Group align="flex-end" gap="xs">
        <AddRuleById
          ruleIds={ruleIds}
          onAdd={(id) => form.setValue('ruleIds', [...ruleIds, id], { shouldDirty: true })}
          alreadyListed={(id) => `Rule ${id} is already checked`}
        />
      </Group>
    </Stack>
  );
}

/** The rules checked on every run of the journey: add by id, remove, save. */
export function JourneyRules({ journeyId }: { journeyId: number }) {
  const query = useQuery(manualJourneyQueries.rules(journeyId));
  const save = useMutation(manualJourneyMutations.setRules(journeyId));
  return (
    <QueryView
      query={query}
      errorTitle="Could not load the journey’s rules"
      loading={<Skeleton height={80} />}
    >
      {(ruleIds) => (
        <FormShell
          label="Journey rules"
          schema={rulesSchema}
          values={{ ruleIds }}
          onSave={(values) => save.mutateAsync(values.ruleIds)}
          fieldForPath={(path) =>
            Number.isInteger(Number(path[0])) ? `ruleIds.${Number(path[0])}` : undefined
          }
          saveLabel="Save rules"
          changesName="the rules"
        >
          {(form) => <RuleList form={form} />}
        </FormShell>
      )}
    </QueryView>
  );
}
