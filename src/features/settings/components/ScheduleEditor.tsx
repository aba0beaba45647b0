import { useMutation, useQuery } from '@tanstack/react-query';
import { operationMutation } from '@/api/resources/client';
import {
  calendarScheduleSchema,
  schedulesCalendar,
  type ScheduledItem,
} from '@/api/resources/schedules-calendar';
import { scheduleQueries } from '@/api/schedules/queries';
import { useResourceAccess } from '../access';
import type { FieldSpec, ItemViewProps } from '../types';
import { DataForm } from './DataForm';

/** The schedule of one calendar item: how often (a preset or its own rule), from when, in which zone, paused. */
export function ScheduleEditor({ item }: ItemViewProps<ScheduledItem>) {
  const access = useResourceAccess('schedules-calendar');
  const presets = useQuery(scheduleQueries.presets());
  const update = useMutation(operationMutation(schedulesCalendar, 'update'));
  const current = item.schedule;
  const rules = (presets.data ?? []).map((preset) => ({ value: preset.rule, label: preset.friendlyName }));
  if (current && !rules.some((rule) => rule.value === current.recurrenceRule))
    rules.push({ value: current.recurrenceRule, label: current.description ?? current.recurrenceRule });
  const fields: FieldSpec[] = [
    { name: 'recurrenceRule', label: 'Runs', kind: 'select', required: true, options: rules },
    {
      name: 'dtStart',
      label: 'First run (local time)',
      kind: 'text',
      mono: true,
      required: true,
      placeholder: 'YYYY-MM-DDThh:mm:ss',
    },
    { name: 'tzId', label: 'Time zone', kind: 'timezone', required: true },
    { name: 'isPaused', label: 'Paused', kind: 'switch' },
  ];
  return (
    <DataForm
      label={`Schedule of ${item.itemName ?? 'this item'}`}
      schema={calendarScheduleSchema}
      initial={{
        recurrenceRule: current?.recurrenceRule ?? '',
        dtStart: current?.dtStart ?? '',
        tzId: current?.tzId ?? 'UTC',
        isPaused: current?.isPaused ?? false,
        exceptions: current?.exceptions ?? [],
      }}
      fields={fields}
      save={(schedule) =>
        update.mutateAsync({
          body: { updateItems: [{ itemType: item.itemType, itemId: item.itemId, schedule }] },
        })
      }
      submitLabel="Save schedule"
      changesName="your changes to this schedule"
      isAdmin={access.isAdmin}
    />
  );
}
