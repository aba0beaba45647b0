import { ActionIcon, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { TextChip } from '@/components/text/TextChip';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  useMutation,
  useQueries,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { labelQueries } from '@/api/labels/queries';
import type { LabelRef } from '@/api/manual-journeys/mutations';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

interface LabelsEditorProps<K extends QueryKey> {
  /** What carries the labels, for names: "journey" or "run". */
  owner: string;
  /** GET of the attached label ids. */
  query: UseQueryOptions<number[], Error, number[], K>;
  /** PUT of the whole set. */
  setLabels: UseMutationOptions<number[], Error, LabelRef[]>;
  /** DELETE of one label. */
  removeLabel: UseMutationOptions<void, Error, number>;
}

/** The labels on a journey or run: remove one, or add one of the account's labels. */
export function LabelsEditor<K extends QueryKey>({
  owner,
  query,
  setLabels,
  removeLabel,
}: LabelsEditorProps<K>) {
  const data = useQueries({ queries: [query, labelQueries.list()] as const, combine: asOneQuery });
  const add = useMutation(setLabels);
  const remove = useMutation(removeLabel);
  const [candidate, setCandidate] = useState<string | null>(null);
  const failure = add.error ?? remove.error;
  const busy = add.isPending || remove.isPending;

  return (
    <QueryView query={data} errorTitle="Could not load the labels" loading={<Skeleton height={60} />}>
      {([ids, labels]) => {
        const names = new Map(labels.map((label) => [label.id, label.name]));
        const nameOf = (id: number) => names.get(id) ?? `Label ${id}`;
        const available = labels.filter((label) => !ids.includes(label.id));
        const attach = () => {
          if (!candidate) return;
          const next = [...ids, Number(candidate)].map((id) => ({ id, name: nameOf(id) }));
          add.mutate(next, { onSuccess: () => setCandidate(null) });
        };
        return (
          <Stack gap="sm">
            {ids.length === 0 ? (
              <Text size="sm" c="dimmed">
                No labels on this {owner}.
              </Text>
            ) : (
              <Group gap="xs" role="list" aria-label={`Labels on this ${owner}`}>
                {ids.map((id) => (
                  <TextChip
                    key={id}
                    text={nameOf(id)}
                    role="listitem"
                    variant="light"
                    radius="sm"
                    tt="none"
                    size="lg"
                    rightSection={
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        aria-label={`Remove label ${nameOf(id)}`}
                        disabled={busy}
                        onClick={() => remove.mutate(id)}
                      >
                        <IconX size={12} aria-hidden />
                      </ActionIcon>
                    }
                  />
                ))}
              </Group>
            )}
            <Group align="flex-end" gap="xs">
              <Select
                label={`Add a label to this ${owner}`}
                placeholder={available.length ? 'Choose a label' : 'Every label is on it'}
                data={available.map((label) => ({ value: String(label.id), label: label.name }))}
                value={candidate}
                onChange={setCandidate}
                searchable
                disabled={available.length === 0}
                w={260}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={attach}
                disabled={!candidate}
                loading={add.isPending}
              >
                Add label
              </Button>
            </Group>
            {failure && <ErrorPanel error={failure} title="Could not change the labels" change compact />}
          </Stack>
        );
      }}
    </QueryView>
  );
}
