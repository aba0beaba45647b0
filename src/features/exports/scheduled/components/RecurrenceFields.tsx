import { Button, Fieldset, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { scheduleQueries } from '@/api/schedules/queries';
import type { SchedulePreset } from '@/api/schedules/schemas';
import { TimeZoneSelect } from '@/components/form/TimeZoneSelect';
import { sameRule } from '@/lib/schedule';
import { scheduleOf, type ScheduledExportFormValues } from '../form';
import { buildRule, readRule, type RuleDraft } from '../rule-builder';
import { ExceptionDates } from './ExceptionDates';
import { RuleBuilder } from './RuleBuilder';
import { RuleDescription } from './RuleDescription';
import { UpcomingRuns } from './UpcomingRuns';

const groupLabels: Record<string, string> = {
  hours: 'Several times a day',
  days: 'Daily',
  weeks: 'Weekly',
  months: 'Monthly and yearly',
  once: 'Once',
};

function presetOptions(presets: SchedulePreset[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const preset of presets) {
    const items = groups.get(preset.groupId) ?? [];
    items.push({ value: preset.rule, label: preset.friendlyName });
    groups.set(preset.groupId, items);
  }
  return [...groups].map(([groupId, items]) => ({ group: groupLabels[groupId] ?? groupId, items }));
}

/** Ready-made rules from the service; choosing one replaces the rule. */
function PresetPicker({
  rule,
  onPick,
  disabled,
}: {
  rule: string;
  onPick: (rule: string) => void;
  disabled?: boolean;
}) {
  const presets = useQuery(scheduleQueries.presets());
  const options = useMemo(() => presetOptions(presets.data ?? []), [presets.data]);
  const match = presets.data?.find((preset) => sameRule(preset.rule, rule));
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Repeats"
        description="A ready-made rule, or build your own below"
        placeholder={presets.isPending ? 'Loading presets…' : 'Custom rule'}
        data={options}
        value={match?.rule ?? null}
        onChange={(value) => value && onPick(value)}
        allowDeselect={false}
        error={presets.isError ? `Could not load the presets: ${presets.error.message}` : undefined}
        w={280}
        disabled={disabled}
      />
      {presets.isError && (
        <Button variant="light" size="xs" onClick={() => void presets.refetch()}>
          Retry
        </Button>
      )}
    </Group>
  );
}

/**
 * When the export runs: first run (date, time, zone), the rule (presets, builder, or RFC 5545
 * text), the rule in words, pause, the next five runs and the dates to skip.
 */
export function RecurrenceFields({ disabled }: { disabled?: boolean }) {
  const { control, register, setValue, formState } = useFormContext<ScheduledExportFormValues>();
  const values = useWatch({ control }) as ScheduledExportFormValues;
  const { errors } = formState;
  const setRule = (rule: string) =>
    setValue('recurrenceRule', rule, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const draft = readRule(values.recurrenceRule, values.tzId);
  const { startDate, startTime, tzId, recurrenceRule } = values;
  const exceptionsKey = values.exceptions.join(',');
  const schedule = useMemo(
    () =>
      scheduleOf({
        startDate,
        startTime,
        tzId,
        recurrenceRule,
        isPaused: false,
        exceptions: exceptionsKey ? exceptionsKey.split(',') : [],
      }),
    [startDate, startTime, tzId, recurrenceRule, exceptionsKey],
  );

  return (
    <Stack gap="md">
      <Fieldset legend="Schedule" disabled={disabled}>
        <Stack gap="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={control}
              name="startDate"
              render={({ field, fieldState }) => (
                <DatePickerInput
                  label="First run on"
                  valueFormat="D MMM YYYY"
                  placeholder="Pick a date"
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  withAsterisk
                  w={200}
                />
              )}
            />
            <TimeInput
              label="At"
              withAsterisk
              {...register('startTime')}
              error={errors.startTime?.message}
              w={130}
            />
            <Controller
              control={control}
              name="tzId"
              render={({ field, fieldState }) => (
                <TimeZoneSelect
                  label="Time zone"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  withAsterisk
                  w={260}
                />
              )}
            />
          </Group>
          <PresetPicker rule={values.recurrenceRule} onPick={setRule} disabled={disabled} />
          {draft ? (
            <RuleBuilder
              draft={draft}
              onChange={(next: RuleDraft) => setRule(buildRule(next, values.tzId))}
              disabled={disabled}
            />
          ) : (
            <Text size="sm" c="dimmed">
              The builder cannot show this rule; edit it as text below.
            </Text>
          )}
          <TextInput
            label="Recurrence rule (RFC 5545)"
            description="For example FREQ=WEEKLY;BYDAY=MO"
            ff="monospace"
            withAsterisk
            {...register('recurrenceRule')}
            error={errors.recurrenceRule?.message}
          />
          <RuleDescription schedule={schedule} />
          <Controller
            control={control}
            name="isPaused"
            render={({ field }) => (
              <Switch
                label="Paused"
                description="A paused schedule keeps its settings and sends nothing until resumed"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Stack>
      </Fieldset>
      <UpcomingRuns schedule={schedule} paused={values.isPaused} />
      <ExceptionDates disabled={disabled} />
    </Stack>
  );
}
