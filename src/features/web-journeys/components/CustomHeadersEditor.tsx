import { Checkbox, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { z } from '@/lib/zod';
import { resourceQueries } from '@/api/resources/client';
import { customHeaders } from '@/api/resources/custom-headers';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import type { CustomHeaderGroups } from '@/api/web-journeys/schemas';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';

const headersSchema = z.object({ groupIds: z.array(z.string()), applyToAll: z.array(z.string()) });
type HeadersValues = z.infer<typeof headersSchema>;
type Group = CustomHeaderGroups['customHeaderGroups'][number];

function groupLabel(group: Group): string {
  const headers = `${group.headerCount} header${group.headerCount === 1 ? '' : 's'}`;
  return `${group.groupName} (${headers})`;
}

/** Per chosen group: whether it is sent with every request, ignoring the group's URL filters. */
function ApplyToAll({ control, groups }: { control: Control<HeadersValues>; groups: Map<number, Group> }) {
  const chosen = useWatch({ control, name: 'groupIds' });
  if (chosen.length === 0) return null;
  return (
    <Controller
      control={control}
      name="applyToAll"
      render={({ field }) => (
        <Checkbox.Group
          label="Send with every request"
          description="Otherwise a group is sent only to the addresses its URL filters match."
          value={field.value.filter((id) => chosen.includes(id))}
          onChange={field.onChange}
        >
          <Stack gap={6} mt={6}>
            {chosen.map((id) => (
              <Checkbox key={id} value={id} label={groups.get(Number(id))?.groupName ?? `Group ${id}`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}

/** Custom headers: the account's header groups this journey's browser sends. */
export function CustomHeadersEditor({ journeyId }: { journeyId: number }) {
  const data = useQueries({
    queries: [webJourneyQueries.customHeaders(journeyId), resourceQueries(customHeaders).list()] as const,
    combine: asOneQuery,
  });
  const save = useMutation(webJourneyMutations.saveCustomHeaders(journeyId));
  return (
    <QueryView
      query={data}
      errorTitle="Could not load the custom headers"
      loading={<Skeleton height={160} />}
    >
      {([assigned, catalogue]) => {
        const groups = new Map(catalogue.map((group) => [group.id, group]));
        const options = [
          ...catalogue.map((group) => ({
            value: String(group.id),
            label: groupLabel(group),
          })),
          ...assigned.assignedCustomHttpHeaders
            .filter((item) => !groups.has(item.groupId))
            .map((item) => ({ value: String(item.groupId), label: `Group ${item.groupId}` })),
        ];
        return (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              Header groups are managed with the account settings; choose which ones this journey sends.
            </Text>
            <FormShell
              label="Custom headers"
              schema={headersSchema}
              values={{
                groupIds: assigned.assignedCustomHttpHeaders.map((item) => String(item.groupId)),
                applyToAll: assigned.assignedCustomHttpHeaders
                  .filter((item) => item.isApplyToAll)
                  .map((item) => String(item.groupId)),
              }}
              onSave={(next) =>
                save.mutateAsync({
                  assignedCustomHttpHeaders: next.groupIds.map((id) => ({
                    groupId: Number(id),
                    isApplyToAll: next.applyToAll.includes(id),
                  })),
                })
              }
              changesName="the custom headers"
            >
              {(form) => (
                <>
                  <Controller
                    control={form.control}
                    name="groupIds"
                    render={({ field }) => (
                      <MultiSelect
                        label="Header groups"
                        description={`${field.value.length} applied`}
                        placeholder="Choose header groups"
                        searchable
                        data={options}
                        value={field.value}
                        onChange={field.onChange}
                        nothingFoundMessage="No header group matches"
                      />
                    )}
                  />
                  <ApplyToAll control={form.control} groups={groups} />
                </>
              )}
            </FormShell>
          </>
        );
      }}
    </QueryView>
  );
}
