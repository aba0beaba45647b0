import { ActionIcon, Button, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../components/fields';
import type { FieldSpec } from '../types';
import {
  clauseOptions,
  matchTypeOptions,
  pageFilterTypeOptions,
  selectorTypeOptions,
  tagMatchOptions,
  takesValue,
  type useTagNames,
} from './options';

interface RowsProps {
  form: UseFormReturn<FieldValues>;
  disabled: boolean;
}

/** A cell of a condition row; a compared value is shown only when the row's match type takes one. */
type CellSpec = FieldSpec & { compared?: boolean };

/** A list of condition rows with Add and Remove, each row rendered by `row`. */
function ConditionList({
  form,
  disabled,
  name,
  legend,
  singular,
  empty,
  blank,
  row,
}: RowsProps & {
  name: string;
  legend: string;
  singular: string;
  empty: string;
  blank: () => object;
  row: (path: string, index: number) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  return (
    <Fieldset legend={legend} disabled={disabled}>
      <Stack gap="xs">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {fields.map((field, index) => (
          <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>{row(`${name}.${index}`, index)}</div>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={() => remove(index)}
              aria-label={`Remove ${singular} ${index + 1}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append(blank())}
          >
            Add {singular}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * One cell of a condition row: a generic form field at `path`. A new row is checked as soon as it
 * is added, so a cell with a message re-checks on every keystroke: the message goes while typing,
 * not on leaving the field (which would move the buttons below under the pointer).
 */
function Cell({ form, disabled, path, spec }: RowsProps & { path: string; spec: CellSpec }) {
  const name = `${path}.${spec.name}`;
  const matchType = useWatch({ control: form.control, name: `${path}.matchType` }) as unknown;
  if (spec.compared && !takesValue(matchType)) return null;
  return (
    <div
      style={{ flex: spec.kind === 'text' ? 2 : 1, minWidth: 140 }}
      // onChange bubbles after the input's own onChange has stored the new value (onInput runs before).
      onChange={() => {
        if (form.getFieldState(name).error) void form.trigger(name);
      }}
    >
      <FormField spec={spec} path={name} control={form.control} disabled={disabled} />
    </div>
  );
}

/** The cells of one condition row, side by side. */
function Cells({ form, disabled, path, cells }: RowsProps & { path: string; cells: CellSpec[] }) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      {cells.map((spec) => (
        <Cell key={spec.name} form={form} disabled={disabled} path={path} spec={spec} />
      ))}
    </Group>
  );
}

const valueCell: CellSpec = { name: 'value', label: 'Value', kind: 'text', mono: true, compared: true };
const matchCell: CellSpec = { name: 'matchType', label: 'Match', kind: 'select', options: matchTypeOptions };

/** The page filters: what each reads of a page, how it compares, and with what. */
export function PageFilterRows({ form, disabled }: RowsProps) {
  return (
    <ConditionList
      form={form}
      disabled={disabled}
      name="pageFilters"
      legend="Page filters"
      singular="page filter"
      empty="No page filter: the rule applies to every page."
      blank={() => ({ type: 1, matchType: 'Contains', value: '' })}
      row={(path, index) => (
        <Cells
          form={form}
          disabled={disabled}
          path={path}
          cells={[
            {
              name: 'type',
              label: `Filter ${index + 1} reads`,
              kind: 'select',
              options: pageFilterTypeOptions,
            },
            matchCell,
            valueCell,
          ]}
        />
      )}
    />
  );
}

/** The variables a tag condition checks. */
function VariableRows({ form, disabled, path, tag }: RowsProps & { path: string; tag: number }) {
  return (
    <ConditionList
      form={form}
      disabled={disabled}
      name={`${path}.variables`}
      legend={`Variables of tag condition ${tag}`}
      singular={`variable of tag condition ${tag}`}
      empty="No variable checked."
      blank={() => ({ variable: '', selectorType: 'String', matchType: 'IsSet', value: '' })}
      row={(row, index) => (
        <Cells
          form={form}
          disabled={disabled}
          path={row}
          cells={[
            { name: 'variable', label: `Variable ${index + 1}`, kind: 'text', mono: true },
            { name: 'selectorType', label: 'Read from', kind: 'select', options: selectorTypeOptions },
            matchCell,
            valueCell,
          ]}
        />
      )}
    />
  );
}

/** The tag conditions: which tag, in which clause, firing or not (with an account), and its variables. */
export function TagConditionRows({
  form,
  disabled,
  tags,
}: RowsProps & { tags: ReturnType<typeof useTagNames> }) {
  return (
    <ConditionList
      form={form}
      disabled={disabled}
      name="tags"
      legend="Tag conditions"
      singular="tag condition"
      empty="No tag condition: the rule checks nothing yet."
      blank={() => ({ tagId: undefined, clause: 'Then', matchType: 'IsSet', account: '', variables: [] })}
      row={(path, index) => (
        <Paper withBorder p="xs" radius="sm">
          <Stack gap="xs">
            <Cells
              form={form}
              disabled={disabled}
              path={path}
              cells={[
                { name: 'clause', label: `Condition ${index + 1}`, kind: 'select', options: clauseOptions },
                { name: 'tagId', label: 'Tag', kind: 'select', required: true, options: tags.options },
                { name: 'matchType', label: 'Expect', kind: 'select', options: tagMatchOptions },
                { name: 'account', label: 'Account', kind: 'text', mono: true, compared: true },
              ]}
            />
            <VariableRows form={form} disabled={disabled} path={path} tag={index + 1} />
          </Stack>
        </Paper>
      )}
    />
  );
}
