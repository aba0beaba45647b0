import { Button, Group, List, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { resources } from '@/api/resources';
import { resourceQueries } from '@/api/resources/client';
import { FormField } from '../components/fields';
import type { FormFieldsProps } from '../types';
import { PageFilterRows, TagConditionRows } from './ConditionRows';
import { describeRule, type DescribedRule } from './describe';
import { useTagNames } from './options';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

/** The rule's labels: chosen by name, sent as `[{ id }]`. */
function LabelsField({ form, disabled }: Omit<FormFieldsProps, 'editing'>) {
  const labels = useQuery(resourceQueries(resources.labels).list());
  const data = (labels.data ?? []).map((label) => ({ value: String(label.id), label: label.name }));
  return (
    <Controller
      control={form.control}
      name="labels"
      render={({ field }) => (
        <Stack gap={4}>
          <MultiSelect
            label="Labels"
            data={data}
            searchable
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            value={((field.value as Array<{ id: number }> | undefined) ?? []).map((label) =>
              String(label.id),
            )}
            onChange={(ids) => field.onChange(ids.map((id) => ({ id: Number(id) })))}
            onBlur={field.onBlur}
            error={labels.isError ? `Could not load the labels: ${labels.error.message}` : undefined}
          />
          {labels.isError && (
            <Group>
              <Button size="compact-xs" variant="light" onClick={() => void labels.refetch()}>
                Retry loading the labels
              </Button>
            </Group>
          )}
        </Stack>
      )}
    />
  );
}

/** Whether all or any of the page filters must pass. */
function FilterModeField({ form, disabled }: Omit<FormFieldsProps, 'editing'>) {
  return (
    <Controller
      control={form.control}
      name="matchAllFilters"
      render={({ field }) => (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rule-filter-mode">
            The rule applies to pages that pass
          </Text>
          <ChoiceSegments
            aria-labelledby="rule-filter-mode"
            disabled={disabled}
            value={field.value === false ? 'any' : 'all'}
            onChange={(value) => field.onChange(value === 'all')}
            data={[
              { value: 'all', label: 'All page filters' },
              { value: 'any', label: 'Any page filter' },
            ]}
          />
        </Stack>
      )}
    />
  );
}

/** The rule in words, as it is being edited. */
function RulePreview({ form, tagName }: { form: FormFieldsProps['form']; tagName: (id: number) => string }) {
  const values = useWatch({ control: form.control }) as DescribedRule;
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Title order={2} size="h5" mb={4}>
        Preview
      </Title>
      <List size="sm" spacing={2} aria-live="polite">
        {describeRule(values, tagName).map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The rule form's fields (the generic form validates, saves and guards them): name and notes,
 * labels, checks and recipients, page filters, tag conditions with their variables, and a preview
 * of the rule in words.
 */
export function RuleFields({ form, disabled }: FormFieldsProps) {
  const tags = useTagNames();
  const field = (spec: Parameters<typeof FormField>[0]['spec']) => (
    <FormField spec={spec} path={spec.name} control={form.control} disabled={disabled} />
  );
  return (
    <Stack gap="md">
      {field({ name: 'name', label: 'Name', kind: 'text', required: true })}
      {field({ name: 'notes', label: 'Notes', kind: 'textarea' })}
      <LabelsField form={form} disabled={disabled} />
      {field({
        name: 'checkTimes',
        label: 'Check times',
        kind: 'number',
        required: true,
        description: 'How many times the rule is checked on each page (1–10)',
      })}
      {field({ name: 'isDefaultRule', label: 'Add to new audits by default', kind: 'switch' })}
      {field({
        name: 'recipients',
        label: 'Notify on failure',
        kind: 'email-list',
        description: 'Email addresses told when the rule fails; press Enter after each',
      })}
      <FilterModeField form={form} disabled={disabled} />
      <PageFilterRows form={form} disabled={disabled} />
      <TagConditionRows form={form} disabled={disabled} tags={tags} />
      <RulePreview form={form} tagName={tags.name} />
    </Stack>
  );
}
