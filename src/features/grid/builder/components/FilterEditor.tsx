import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Select, Stack, Text } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { useMemo, useState } from 'react';
import type { GridFilter, GridSchemaColumn } from '@/api/grid/query-schemas';
import type { ColumnIndex } from '@/api/grid/model/columns';
import { buildFilter, emptyDraft, operatorsFor, type FilterDraft } from '@/api/grid/model/filter-draft';
import { describeFilter } from '@/api/grid/model/filter-sentence';
import { columnTypeName, columnTypeOrder, fieldLabel, operatorName } from '@/api/grid/model/labels';
import { FilterArguments } from './FilterArguments';
import { FilterSentenceText } from './FilterSentenceText';
import { compareNames } from '@/lib/compare';

interface FilterEditorProps {
  opened: boolean;
  /** The condition's draft when the editor opens (a new one or an existing condition). */
  initial: FilterDraft;
  /** Whether it edits an existing condition (for the title and button). */
  editing: boolean;
  columns: readonly GridSchemaColumn[];
  index: ColumnIndex;
  onClose: () => void;
  onApply: (filter: GridFilter) => void;
}

const itemModes = [
  { value: 'any', label: 'Any item' },
  { value: 'all', label: 'Every item' },
  { value: 'first', label: 'The first item' },
  { value: 'last', label: 'The last item' },
];

/** Operators that compare text (a reference column's field can be compared with them). */
const textOperators = new Set(['string_contains', 'string_contains_multi', 'string_regex']);

/** Add or edit one condition: column, comparison by column type, its arguments, negate, and a live sentence. */
export function FilterEditor(props: FilterEditorProps) {
  return (
    <DialogModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.editing ? 'Edit filter' : 'Add a filter'}
      size="lg"
      centered
    >
      {props.opened && <FilterEditorForm {...props} />}
    </DialogModal>
  );
}

function FilterEditorForm({ initial, editing, columns, index, onClose, onApply }: FilterEditorProps) {
  const [draft, setDraft] = useState<FilterDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const column = index.get(draft.columnId);
  const operators = operatorsFor(column?.supportedFilterOperators);
  const result = buildFilter(draft);
  const errors = submitted ? result.errors : {};
  const itemErrors = submitted ? result.itemErrors : {};

  const columnOptions = useMemo(() => {
    const filterable = columns.filter(
      (candidate) => operatorsFor(candidate.supportedFilterOperators).length > 0,
    );
    const types = [...new Set([...columnTypeOrder, ...filterable.map((candidate) => candidate.type)])];
    return types
      .map((type) => ({
        group: columnTypeName(type),
        items: filterable
          .filter((candidate) => candidate.type === type)
          .sort((a, b) => compareNames(a.name, b.name))
          .map((candidate) => ({ value: candidate.columnId, label: candidate.name })),
      }))
      .filter((group) => group.items.length > 0);
  }, [columns]);

  const change = (next: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...next }));
  const chooseColumn = (columnId: string | null) => {
    const chosen = columnId ? index.get(columnId) : undefined;
    const keep = chosen && operatorsFor(chosen.supportedFilterOperators).includes(draft.operator as never);
    setDraft((current) => ({
      ...current,
      columnId: columnId ?? '',
      fieldName: '',
      operator: keep ? current.operator : (operatorsFor(chosen?.supportedFilterOperators)[0] ?? ''),
      ids: [],
      item: null,
    }));
  };
  const chooseOperator = (operator: string) => {
    const known = operators.find((candidate) => candidate === operator) ?? '';
    setDraft((current) => ({
      ...current,
      operator: known,
      fieldName: textOperators.has(known) ? current.fieldName : '',
      item: known === 'list_item_matches' ? (current.item ?? listItemDraft(column)) : null,
    }));
  };

  const referenceFields =
    column?.type === 'entity_reference' && !column.isList && textOperators.has(draft.operator)
      ? (column.fields ?? []).filter((field) => field.fieldName !== 'id')
      : [];

  const apply = () => {
    setSubmitted(true);
    if (result.filter) onApply(result.filter);
  };

  return (
    <Stack gap="sm">
      <Select
        label="Column"
        placeholder="Search columns"
        searchable
        nothingFoundMessage="No column matches"
        data={columnOptions}
        value={draft.columnId || null}
        error={errors.columnId}
        onChange={chooseColumn}
        comboboxProps={{ withinPortal: true }}
      />
      {referenceFields.length > 1 && (
        <NativeSelect
          label="Field"
          value={draft.fieldName || referenceFields[0]!.fieldName}
          data={referenceFields.map((field) => ({
            value: field.fieldName,
            label: fieldLabel(field.fieldName),
          }))}
          onChange={(event) => change({ fieldName: event.currentTarget.value })}
        />
      )}
      {column && (
        <NativeSelect
          label="Comparison"
          value={draft.operator}
          error={errors.operator}
          data={operators.map((operator) => ({ value: operator, label: operatorName(operator) }))}
          onChange={(event) => chooseOperator(event.currentTarget.value)}
        />
      )}
      {column && draft.operator === 'list_item_matches' && draft.item ? (
        <ListItemCondition
          draft={draft}
          column={column}
          errors={itemErrors}
          onChange={change}
          onItemChange={(item) =>
            setDraft((current) => ({ ...current, item: { ...current.item!, ...item } }))
          }
        />
      ) : (
        column && <FilterArguments draft={draft} onChange={change} errors={errors} column={column} />
      )}
      {column && (
        <Checkbox
          label="Negate: keep the rows that do not match"
          checked={draft.negated}
          onChange={(event) => change({ negated: event.currentTarget.checked })}
        />
      )}
      {result.filter && (
        <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
          <Text size="xs" c="dimmed">
            Preview
          </Text>
          <FilterSentenceText sentence={describeFilter(result.filter, index)} />
        </Paper>
      )}
      {submitted && !result.filter && (
        <Alert color="red" variant="light" role="alert" p="xs">
          Check the fields marked above.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={apply}>{editing ? 'Update filter' : 'Add filter'}</Button>
      </Group>
    </Stack>
  );
}

/** A fresh item condition on the first field of a list column that can be filtered. */
function listItemDraft(column: GridSchemaColumn | undefined): FilterDraft {
  const field = (column?.fields ?? []).find(
    (candidate) => operatorsFor(candidate.supportedFilterOperators).length > 0,
  );
  return {
    ...emptyDraft(),
    fieldName: field?.fieldName ?? '',
    operator: operatorsFor(field?.supportedFilterOperators)[0] ?? '',
  };
}

interface ListItemConditionProps {
  draft: FilterDraft;
  column: GridSchemaColumn;
  errors: ReturnType<typeof buildFilter>['itemErrors'];
  onChange: (change: Partial<FilterDraft>) => void;
  onItemChange: (change: Partial<FilterDraft>) => void;
}

/** `list_item_matches`: which items (any, every, first, last) and the condition on one of their fields. */
function ListItemCondition({ draft, column, errors, onChange, onItemChange }: ListItemConditionProps) {
  const item = draft.item!;
  const fields = (column.fields ?? []).filter(
    (field) => operatorsFor(field.supportedFilterOperators).length > 0,
  );
  const field = fields.find((candidate) => candidate.fieldName === item.fieldName);
  const operators = operatorsFor(field?.supportedFilterOperators);
  const modes = column.isListOrdered ? itemModes : itemModes.slice(0, 2);
  return (
    <Stack gap={6}>
      <Group gap="sm" grow align="flex-start">
        <NativeSelect
          label="Which items"
          value={draft.itemMode}
          data={modes}
          onChange={(event) => onChange({ itemMode: event.currentTarget.value as FilterDraft['itemMode'] })}
        />
        <NativeSelect
          label="Item field"
          value={item.fieldName}
          data={fields.map((candidate) => ({
            value: candidate.fieldName,
            label: fieldLabel(candidate.fieldName),
          }))}
          onChange={(event) => {
            const next = fields.find((candidate) => candidate.fieldName === event.currentTarget.value);
            onItemChange({
              fieldName: event.currentTarget.value,
              operator: operatorsFor(next?.supportedFilterOperators)[0] ?? '',
              ids: [],
            });
          }}
        />
        <NativeSelect
          label="Item comparison"
          value={item.operator}
          error={errors.operator}
          data={operators.map((operator) => ({ value: operator, label: operatorName(operator) }))}
          onChange={(event) =>
            onItemChange({
              operator: operators.find((operator) => operator === event.currentTarget.value) ?? '',
            })
          }
        />
      </Group>
      <FilterArguments
        draft={item}
        onChange={onItemChange}
        errors={errors}
        column={item.fieldName === 'id' ? column : undefined}
      />
      <Checkbox
        size="xs"
        label="Negate the item condition"
        checked={item.negated}
        onChange={(event) => onItemChange({ negated: event.currentTarget.checked })}
      />
    </Stack>
  );
}
