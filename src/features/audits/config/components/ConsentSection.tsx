import { Badge, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from '@/lib/zod';
import { consentCategoryMutations } from '@/api/consent-categories/mutations';
import { consentCategoryQueries } from '@/api/consent-categories/queries';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';
import { ConsentTypeBadge } from '@/components/status/ConsentTypeBadge';

const consentSchema = z.object({ categoryIds: z.array(z.string()) });

/** The add / remove operations that turn the applied ids into the chosen ones. */
function patchFor(applied: number[], chosen: number[]) {
  return [
    ...chosen
      .filter((id) => !applied.includes(id))
      .map((value) => ({ op: 'add' as const, path: '/-', value })),
    ...applied
      .filter((id) => !chosen.includes(id))
      .map((value) => ({ op: 'remove' as const, path: '/', value })),
  ];
}

/** Consent categories: which of the account's categories apply to the audit's runs. */
export function ConsentSection({ auditId }: { auditId: number }) {
  const data = useQueries({
    queries: [consentCategoryQueries.library(), consentCategoryQueries.forAudit(auditId)] as const,
    combine: asOneQuery,
  });
  const patch = useMutation(consentCategoryMutations.patchAudit(auditId));
  return (
    <QueryView
      query={data}
      errorTitle="Could not load the consent categories"
      loading={<Skeleton height={200} />}
    >
      {([library, assigned]) => {
        const applied = assigned.consentCategories.map((category) => category.id);
        if (library.consentCategories.length === 0) {
          return (
            <EmptyState title="No consent categories in this account">
              Create consent categories first; then choose here which apply to this audit.
            </EmptyState>
          );
        }
        return (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              Runs compare the cookies, tags and request domains they find with the chosen categories. Changes
              apply to new runs; earlier runs keep the categories they ran with until they are reprocessed.
            </Text>
            <FormShell
              label="Consent categories"
              schema={consentSchema}
              values={{ categoryIds: applied.map(String) }}
              onSave={(values) => patch.mutateAsync(patchFor(applied, values.categoryIds.map(Number)))}
              changesName="the consent categories"
            >
              {(form) => (
                <Controller
                  control={form.control}
                  name="categoryIds"
                  render={({ field }) => (
                    <Checkbox.Group
                      label="Applied consent categories"
                      description={`${field.value.length} of ${library.consentCategories.length} applied`}
                      value={field.value}
                      onChange={field.onChange}
                    >
                      <Stack gap="xs" mt="xs">
                        {library.consentCategories.map((category) => (
                          <Checkbox
                            key={category.id}
                            value={String(category.id)}
                            label={
                              <Group gap="xs" wrap="nowrap">
                                <Text size="sm">{category.name}</Text>
                                <ConsentTypeBadge type={category.type} />
                                {category.isDefaultCC && (
                                  <Badge variant="outline" color="gray" size="sm">
                                    Default
                                  </Badge>
                                )}
                              </Group>
                            }
                            description={category.notes}
                          />
                        ))}
                      </Stack>
                    </Checkbox.Group>
                  )}
                />
              )}
            </FormShell>
          </>
        );
      }}
    </QueryView>
  );
}
