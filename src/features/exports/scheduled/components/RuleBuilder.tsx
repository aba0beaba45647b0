import { Checkbox, Group, MultiSelect, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  builderFrequencies,
  frequencyUnits,
  weekdays,
  type BuilderFrequency,
  type RuleDraft,
  type RuleEnd,
} from '../rule-builder';

const unitOptions = builderFrequencies.map((freq) => ({ value: freq, label: frequencyUnits[freq][1] }));
const monthDayOptions = [
  ...Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
  { value: '-1', label: 'Last day' },
];

interface RuleBuilderProps {
  draft: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  disabled?: boolean;
}

/** Controls for a recurrence: every N units, on which weekdays or days of the month, and how it ends. */
export function RuleBuilder({ draft, onChange, disabled }: RuleBuilderProps) {
  const set = (changes: Partial<RuleDraft>) => onChange({ ...draft, ...changes });
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Every"
          min={1}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          value={draft.interval}
          onChange={(value) => set({ interval: typeof value === 'number' ? value : 1 })}
          w={100}
          disabled={disabled}
        />
        <Select
          label="Unit"
          data={unitOptions}
          value={draft.freq}
          onChange={(value) => value && set({ freq: value as BuilderFrequency })}
          allowDeselect={false}
          w={160}
          disabled={disabled}
        />
      </Group>
      {draft.freq === 'WEEKLY' && (
        <Checkbox.Group
          label="On these days"
          description="None: the weekday of the first run"
          value={draft.byDay}
          onChange={(byDay) => set({ byDay })}
        >
          <Group gap="sm" mt={4}>
            {weekdays.map((day) => (
              <Checkbox
                key={day.code}
                value={day.code}
                label={day.label.slice(0, 3)}
                aria-label={day.label}
                disabled={disabled}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {draft.freq === 'MONTHLY' && (
        <MultiSelect
          label="On these days of the month"
          description="None: the day of the first run"
          data={monthDayOptions}
          value={draft.byMonthDay.map(String)}
          onChange={(values) => set({ byMonthDay: values.map(Number) })}
          maw={420}
          disabled={disabled}
        />
      )}
      <Radio.Group label="Ends" value={draft.end} onChange={(value) => set({ end: value as RuleEnd })}>
        <Group gap="md" mt={4}>
          <Radio value="never" label="Never" disabled={disabled} />
          <Radio value="until" label="On a date" disabled={disabled} />
          <Radio value="count" label="After a number of runs" disabled={disabled} />
        </Group>
      </Radio.Group>
      {draft.end === 'until' && (
        <DatePickerInput
          label="Last day"
          description="Runs on this day still happen"
          valueFormat="D MMM YYYY"
          placeholder="Pick a date"
          value={draft.until || null}
          onChange={(value) => set({ until: value ?? '' })}
          maw={220}
          disabled={disabled}
        />
      )}
      {draft.end === 'count' && (
        <NumberInput
          label="Number of runs"
          min={1}
          max={9999}
          allowDecimal={false}
          allowNegative={false}
          value={draft.count}
          onChange={(value) => set({ count: typeof value === 'number' ? value : 1 })}
          w={160}
          disabled={disabled}
        />
      )}
      {draft.end === 'until' && !draft.until && (
        <Text size="xs" c="dimmed">
          Pick the last day for the end to apply.
        </Text>
      )}
    </Stack>
  );
}
