import { Checkbox, Group, MultiSelect, NativeSelect, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { GridSchemaColumn } from '@/api/grid/query-schemas';
import type { DraftErrors, FilterDraft } from '@/api/grid/model/filter-draft';
import { wildcardPattern } from '@/api/grid/model/filter-sentence';

interface FilterArgumentsProps {
  draft: FilterDraft;
  onChange: (change: Partial<FilterDraft>) => void;
  errors: DraftErrors;
  /** The column tested, for its enumeration values (absent inside a list item condition). */
  column: GridSchemaColumn | undefined;
}

const relativeUnits = [
  { value: 'minute', label: 'minutes' },
  { value: 'hour', label: 'hours' },
  { value: 'day', label: 'days' },
  { value: 'week', label: 'weeks' },
  { value: 'month', label: 'months' },
];

const listContainsModes = [
  { value: 'contains_any', label: 'any of these' },
  { value: 'contains_all', label: 'all of these' },
  { value: 'contains_only', label: 'only these' },
];

/** The argument inputs of one operator: text and wildcards, values, a range, a period or alert states. */
export function FilterArguments({ draft, onChange, errors, column }: FilterArgumentsProps) {
  switch (draft.operator) {
    case 'string_contains':
      return (
        <Stack gap={6}>
          <TextInput
            label="Text"
            value={draft.text}
            error={errors.text}
            onChange={(event) => onChange({ text: event.currentTarget.value })}
          />
          <Group gap="md">
            <Checkbox
              size="xs"
              label="Any text before"
              checked={draft.wildcardStart}
              onChange={(event) => onChange({ wildcardStart: event.currentTarget.checked })}
            />
            <Checkbox
              size="xs"
              label="Any text after"
              checked={draft.wildcardEnd}
              onChange={(event) => onChange({ wildcardEnd: event.currentTarget.checked })}
            />
          </Group>
          <Text size="xs" c="dimmed" data-testid="wildcard-hint">
            Matches{' '}
            <code>{wildcardPattern(draft.text || 'text', draft.wildcardStart, draft.wildcardEnd)}</code>,
            ignoring case; <code>*</code> stands for any text. Clear both boxes to match the whole value.
          </Text>
        </Stack>
      );
    case 'string_contains_multi':
      return (
        <Stack gap={6}>
          <TagsInput
            label="Texts"
            description="Press Enter after each text"
            value={draft.texts}
            error={errors.texts}
            onChange={(texts) => onChange({ texts })}
          />
          <NativeSelect
            label="Match"
            value={draft.matchMode}
            data={[
              { value: 'any', label: 'Any of the texts' },
              { value: 'all', label: 'All of the texts' },
            ]}
            onChange={(event) => onChange({ matchMode: event.currentTarget.value === 'all' ? 'all' : 'any' })}
          />
        </Stack>
      );
    case 'string_regex':
      return (
        <TextInput
          label="Regular expression"
          description="For example ^https://www\. or (utm_|gclid)"
          value={draft.text}
          error={errors.text}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      );
    case 'integer_in':
    case 'integer_list_contains':
      return (
        <Stack gap={6}>
          {column?.enumValues && column.enumValues.length > 0 ? (
            <MultiSelect
              label="Values"
              searchable
              value={draft.ids}
              error={errors.ids}
              data={column.enumValues.map((item) => ({ value: String(item.id), label: item.name }))}
              onChange={(ids) => onChange({ ids })}
            />
          ) : (
            <TagsInput
              label="Values"
              description="Whole numbers; press Enter after each"
              value={draft.ids}
              error={errors.ids}
              onChange={(ids) => onChange({ ids })}
            />
          )}
          {draft.operator === 'integer_list_contains' && (
            <NativeSelect
              label="The list holds"
              value={draft.listMode}
              data={listContainsModes}
              onChange={(event) =>
                onChange({ listMode: event.currentTarget.value as FilterDraft['listMode'] })
              }
            />
          )}
        </Stack>
      );
    case 'number_between':
    case 'date_time_between': {
      const dates = draft.operator === 'date_time_between';
      return (
        <Stack gap={6}>
          <Group gap="sm" grow align="flex-start">
            <TextInput
              label={dates ? 'From (your time)' : 'From'}
              type={dates ? 'datetime-local' : 'text'}
              inputMode={dates ? undefined : 'decimal'}
              value={draft.start}
              error={errors.start}
              onChange={(event) => onChange({ start: event.currentTarget.value })}
            />
            <TextInput
              label={dates ? 'To (your time)' : 'To'}
              type={dates ? 'datetime-local' : 'text'}
              inputMode={dates ? undefined : 'decimal'}
              value={draft.end}
              error={errors.end}
              onChange={(event) => onChange({ end: event.currentTarget.value })}
            />
          </Group>
          <Group gap="md">
            <Checkbox
              size="xs"
              label="Including the start"
              checked={draft.startInclusive}
              onChange={(event) => onChange({ startInclusive: event.currentTarget.checked })}
            />
            <Checkbox
              size="xs"
              label="Including the end"
              checked={draft.endInclusive}
              onChange={(event) => onChange({ endInclusive: event.currentTarget.checked })}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Leave one side empty for an open range.
          </Text>
        </Stack>
      );
    }
    case 'date_time_relative':
      return (
        <Group gap="sm" grow align="flex-start">
          <TextInput
            label="Within the last"
            inputMode="numeric"
            value={draft.duration}
            error={errors.duration}
            onChange={(event) => onChange({ duration: event.currentTarget.value })}
          />
          <NativeSelect
            label="Unit"
            value={draft.unit}
            data={relativeUnits}
            onChange={(event) => onChange({ unit: event.currentTarget.value as FilterDraft['unit'] })}
          />
        </Group>
      );
    case 'metric_alert_any':
      return (
        <Group gap="md">
          <Checkbox
            size="xs"
            label="Alert configured"
            checked={draft.configured}
            onChange={(event) => onChange({ configured: event.currentTarget.checked })}
          />
          <Checkbox
            size="xs"
            label="Alert triggered"
            checked={draft.triggered}
            onChange={(event) => onChange({ triggered: event.currentTarget.checked })}
          />
          <Checkbox
            size="xs"
            label="Subscribed to the alert"
            checked={draft.subscribed}
            onChange={(event) => onChange({ subscribed: event.currentTarget.checked })}
          />
        </Group>
      );
    case 'is_present':
      return (
        <Text size="xs" c="dimmed">
          Matches rows where this column has a value (not empty).
        </Text>
      );
    default:
      return null;
  }
}
