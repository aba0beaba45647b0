import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { actionFields, actionTypes, selectorTypes, type ActionType } from '@/api/audits/config-schemas';
import { actionSets } from '@/api/resources/action-sets';
import { resourceQueries } from '@/api/resources/client';
import { EmptyState } from '@/components/feedback/EmptyState';
import {
  actionTypeLabels,
  editableActionTypes,
  newAction,
  selectorTypeLabels,
  type ActionListValues,
} from './actions';

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
const optionsOf = (types: readonly ActionType[]) =>
  types.map((type) => ({ value: type, label: actionTypeLabels[type] }));
const typeOptions = optionsOf(editableActionTypes);
const allTypeOptions = optionsOf(actionTypes);

/** The action set a "Run an action set" step runs, picked from the account's action sets. */
function ActionSetPicker({ form, index }: { form: UseFormReturn<ActionListValues>; index: number }) {
  const sets = useQuery(resourceQueries(actionSets).list());
  return (
    <Controller
      control={form.control}
      name={`actions.${index}.actionSetId`}
      render={({ field, fieldState }) => (
        <Select
          label="Action set"
          placeholder={sets.isPending ? 'Loading…' : 'Choose an action set'}
          data={(sets.data ?? []).map((set) => ({ value: String(set.id), label: set.name }))}
          value={field.value === undefined ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          searchable
          w={320}
        />
      )}
    />
  );
}

function ActionRow({
  form,
  index,
  count,
  onMove,
  onRemove,
  allowActionSets,
  extra,
}: {
  form: UseFormReturn<ActionListValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  allowActionSets: boolean;
  extra?: ReactNode;
}) {
  const type = useWatch({ control: form.control, name: `actions.${index}.actionType` }) as ActionType;
  const needs = actionFields[type];
  const errors = form.formState.errors.actions?.[index];
  const step = `step ${index + 1}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Step ${index + 1}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Group gap="xs" align="flex-end" wrap="nowrap" style={{ flex: 1 }}>
            <Text fw={600} size="sm" w={56}>
              Step {index + 1}
            </Text>
            <Controller
              control={form.control}
              name={`actions.${index}.actionType`}
              render={({ field }) => (
                <Select
                  label="Action"
                  data={allowActionSets ? allTypeOptions : typeOptions}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  w={240}
                />
              )}
            />
            {type === 'actionset' && <ActionSetPicker form={form} index={index} />}
            <TextInput
              label="Description"
              placeholder="What this step does"
              style={{ flex: 1 }}
              error={errors?.description?.message}
              {...form.register(`actions.${index}.description`)}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            {extra}
            <Tooltip label="Move up">
              <ActionIcon
                variant="default"
                aria-label={`Move ${step} up`}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                variant="default"
                aria-label={`Move ${step} down`}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon variant="default" color="red" aria-label={`Remove ${step}`} onClick={onRemove}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {needs.includes('selector') && (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Controller
              control={form.control}
              name={`actions.${index}.selectorType`}
              render={({ field }) => (
                <Select
                  label="Find element by"
                  data={selectorTypes.map((value) => ({ value, label: selectorTypeLabels[value] }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  w={180}
                />
              )}
            />
            <TextInput
              label="Element selector"
              placeholder="#onetrust-accept-btn-handler"
              style={{ flex: 1 }}
              styles={mono}
              error={errors?.selector?.message}
              {...form.register(`actions.${index}.selector`)}
            />
          </Group>
        )}
        {needs.includes('value') &&
          (type === 'maskedinput' ? (
            <PasswordInput
              label="Secret value"
              description="Stored masked; it is never shown again."
              error={errors?.value?.message}
              {...form.register(`actions.${index}.value`)}
            />
          ) : (
            <TextInput
              label={type === 'select' ? 'Option to choose' : 'Text to type'}
              error={errors?.value?.message}
              {...form.register(`actions.${index}.value`)}
            />
          ))}
        {needs.includes('url') && (
          <TextInput
            label="URL"
            placeholder="https://www.example.com/account/login"
            inputMode="url"
            styles={mono}
            error={errors?.url?.message}
            {...form.register(`actions.${index}.url`)}
          />
        )}
        {needs.includes('js') && (
          <Textarea
            label="JavaScript"
            rows={3}
            resize="vertical"
            styles={mono}
            error={errors?.js?.message}
            {...form.register(`actions.${index}.js`)}
          />
        )}
        <Group gap="xs">
          {needs.includes('seconds') && (
            <Controller
              control={form.control}
              name={`actions.${index}.seconds`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Wait for"
                  min={0}
                  max={300}
                  allowDecimal={false}
                  rightSection="s"
                  w={160}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          {type !== 'watch' && type !== 'actionset' && (
            <Controller
              control={form.control}
              name={`actions.${index}.waitDuration`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Then wait"
                  min={0}
                  max={300_000}
                  step={500}
                  allowDecimal={false}
                  thousandSeparator=","
                  rightSection="ms"
                  w={160}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** An ordered list of actions: add, remove, move up and down, and each action's own fields. */
export function ActionListFields({
  form,
  emptyText,
  allowActionSets = false,
  rowExtra,
}: {
  form: UseFormReturn<ActionListValues>;
  emptyText: string;
  /** Offer "Run an action set" steps (not inside an action set itself). */
  allowActionSets?: boolean;
  /** More buttons of a row, by its position (e.g. the action's rules). */
  rowExtra?: (index: number) => ReactNode;
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'actions' });
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <EmptyState title="No actions">{emptyText}</EmptyState>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {fields.map((field, index) => (
            <ActionRow
              key={field.id}
              form={form}
              index={index}
              count={fields.length}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
              allowActionSets={allowActionSets}
              extra={rowExtra?.(index)}
            />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(newAction())}
        >
          Add action
        </Button>
      </Group>
    </Stack>
  );
}
