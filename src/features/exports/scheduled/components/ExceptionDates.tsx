import { CloseButton, Fieldset, Group, Pill, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { Controller, useFormContext } from 'react-hook-form';
import { formatWeekdayDate } from '@/lib/format';
import type { ScheduledExportFormValues } from '../form';

/** "Mon 18 Mar 2030"; a value that is not a date is shown as it came. */
const dateText = (date: string) => formatWeekdayDate(date);

/** Dates to skip: pick them on a calendar; each skips the run at the start's time of day. */
export function ExceptionDates({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<ScheduledExportFormValues>();
  return (
    <Controller
      control={control}
      name="exceptions"
      render={({ field, fieldState }) => {
        const remove = (date: string) => field.onChange(field.value.filter((value) => value !== date));
        return (
          <Fieldset legend="Skip these dates" disabled={disabled}>
            <Group align="flex-start" gap="lg" wrap="wrap">
              <DatePicker
                type="multiple"
                value={field.value}
                onChange={(dates) => field.onChange([...dates].sort())}
              />
              <Stack gap={6} miw={200}>
                {field.value.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No dates skipped. Pick dates on the calendar to skip the run on those days.
                  </Text>
                ) : (
                  <ul aria-label="Skipped dates" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                    {field.value.map((date) => (
                      <li key={date}>
                        <Group gap={4}>
                          <Pill>{dateText(date)}</Pill>
                          <CloseButton
                            size="sm"
                            aria-label={`Stop skipping ${dateText(date)}`}
                            onClick={() => remove(date)}
                          />
                        </Group>
                      </li>
                    ))}
                  </ul>
                )}
                {fieldState.error?.message && (
                  <Text size="sm" c="red" role="alert">
                    {fieldState.error.message}
                  </Text>
                )}
              </Stack>
            </Group>
          </Fieldset>
        );
      }}
    />
  );
}
