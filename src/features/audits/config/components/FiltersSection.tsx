import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { auditMutations } from '@/api/audits/mutations';
import { QueryView } from '@/components/feedback/QueryView';
import { filtersField, filtersInput, filtersSchema, filtersValues, type FiltersValues } from '../filters';
import { FormShell } from '@/components/form/FormShell';

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

interface PatternListProps {
  form: UseFormReturn<FiltersValues>;
  list: 'include' | 'exclude';
  fields: Array<{ id: string }>;
  onAdd: () => void;
  remove: (index: number) => void;
}

function PatternList({ form, list, fields, onAdd, remove }: PatternListProps) {
  const include = list === 'include';
  const noun = include ? 'include pattern' : 'exclude pattern';
  const errors = form.formState.errors[list];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {include ? 'Include URLs matching' : 'Exclude URLs matching'}
      </Title>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {include ? 'No include patterns: every URL found on the site is scanned.' : 'No exclude patterns.'}
        </Text>
      )}
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${include ? 'Include' : 'Exclude'} pattern ${index + 1}`}
            placeholder={include ? '^https://www\\.example\\.com/shop/' : '\\?sessionid='}
            style={{ flex: 1 }}
            styles={mono}
            error={errors?.[index]?.value?.message}
            {...form.register(`${list}.${index}.value`)}
          />
          {include && (
            <Controller
              control={form.control}
              name={`include.${index}.includeLimit`}
              render={({ field: limit, fieldState }) => (
                <NumberInput
                  aria-label={`Page cap of include pattern ${index + 1}`}
                  min={0}
                  allowDecimal={false}
                  rightSection="pages"
                  rightSectionWidth={56}
                  w={150}
                  value={limit.value}
                  onChange={(value) => limit.onChange(typeof value === 'number' ? value : undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <ActionIcon
            variant="default"
            mt={4}
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => remove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          Add {noun}
        </Button>
      </Group>
    </Stack>
  );
}

function FilterFields({ form }: { form: UseFormReturn<FiltersValues> }) {
  const include = useFieldArray({ control: form.control, name: 'include' });
  const exclude = useFieldArray({ control: form.control, name: 'exclude' });
  return (
    <>
      <PatternList
        form={form}
        list="include"
        fields={include.fields}
        remove={include.remove}
        onAdd={() => include.append({ value: '', includeLimit: 0 })}
      />
      <PatternList
        form={form}
        list="exclude"
        fields={exclude.fields}
        remove={exclude.remove}
        onAdd={() => exclude.append({ value: '' })}
      />
    </>
  );
}

/** URL filters: regular expressions deciding which discovered URLs the audit scans. */
export function FiltersSection({ auditId }: { auditId: number }) {
  const query = useQuery(auditConfigQueries.filters(auditId));
  const save = useMutation(auditMutations.saveFilters(auditId));
  return (
    <QueryView query={query} errorTitle="Could not load the URL filters" loading={<Skeleton height={200} />}>
      {(filters) => (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            Regular expressions matched against each URL found. A page cap of 0 means no cap for that pattern.
          </Text>
          <FormShell
            label="URL filters"
            schema={filtersSchema}
            values={filtersValues(filters)}
            onSave={(values) => save.mutateAsync(filtersInput(values))}
            fieldForPath={filtersField}
            changesName="the URL filters"
          >
            {(form) => <FilterFields form={form} />}
          </FormShell>
        </>
      )}
    </QueryView>
  );
}
