import { formatZonedDateTime } from '@/lib/format-zone';
import { CalendarView } from '../components/CalendarView';
import { ScheduleEditor } from '../components/ScheduleEditor';
import { defineScreen } from '../types';

/** The schedules calendar: what audits and journeys run when in the coming week, and their schedules. */
export const schedulesCalendarScreen = defineScreen('schedules-calendar', {
  group: 'Audit configuration',
  label: 'Schedules calendar',
  singular: 'scheduled item',
  description:
    'What runs when over the next seven days, in each item’s own time zone; open one to change its schedule.',
  columns: [
    { id: 'itemName', header: 'Item', width: 300, hideable: false, accessor: (row) => row.itemName ?? '' },
    {
      id: 'itemType',
      header: 'Type',
      width: 120,
      accessor: (row) => (row.itemType === 'AUDIT' ? 'Audit' : 'Web journey'),
    },
    { id: 'schedule', header: 'Schedule', width: 340, accessor: (row) => row.schedule?.description ?? '' },
    { id: 'paused', header: 'Paused', width: 90, accessor: (row) => (row.schedule?.isPaused ? 'yes' : 'no') },
    {
      id: 'next',
      header: 'Next run',
      width: 280,
      accessor: (row) => row.futureOccurrences?.[0] ?? '',
      cell: (row) => {
        const next = row.futureOccurrences?.[0];
        return next ? formatZonedDateTime(next, row.schedule?.tzId ?? '') : '';
      },
    },
    {
      id: 'runs',
      header: 'Runs this week',
      width: 130,
      align: 'right',
      accessor: (row) => row.futureOccurrences?.length ?? 0,
    },
  ],
  listView: CalendarView,
  form: ScheduleEditor,
});
