import { userEventItemTypes, userEventTypes } from '@/api/resources/user-events';
import { dateTimeColumn } from '../columns';
import { eventWords } from '../items';
import { defineScreen } from '../types';

/** What users changed in the account, newest first (administrators only). */
export const userEventsScreen = defineScreen('user-events', {
  group: 'Administration',
  label: 'User events',
  singular: 'user event',
  description: 'Who created, edited, ran or deleted what in the account, newest first.',
  adminOnly: true,
  columns: [
    dateTimeColumn('eventTimeStamp', 'When', (row) => row.eventTimeStamp),
    { id: 'userName', header: 'User', width: 180, accessor: (row) => row.userName ?? '' },
    { id: 'eventType', header: 'Change', width: 140, accessor: (row) => eventWords(row.eventType ?? '') },
    { id: 'itemName', header: 'Item', width: 320, accessor: (row) => row.itemName ?? '' },
    { id: 'itemType', header: 'Item type', width: 180, accessor: (row) => eventWords(row.itemType ?? '') },
  ],
  filters: [
    {
      param: 'itemType',
      label: 'Item type',
      defaultValue: 'audit',
      options: userEventItemTypes.map((value) => ({ value, label: eventWords(value) })),
    },
    {
      param: 'eventType',
      label: 'Change',
      options: userEventTypes.map((value) => ({ value, label: eventWords(value) })),
    },
  ],
});
