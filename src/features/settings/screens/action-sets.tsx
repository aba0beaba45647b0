import { formatDateTime } from '@/lib/format';
import { ActionSetFields } from '../action-sets/ActionSetFields';
import { actionSetFormValues } from '../action-sets/form-values';
import { defineScreen } from '../types';

/** Action sets: reusable, ordered browser actions that audits run as one step. */
export const actionSetsScreen = defineScreen('action-sets', {
  group: 'Audit configuration',
  label: 'Action sets',
  singular: 'action set',
  description: 'Reusable browser steps (accept the cookie banner, sign in) that audits run as one step.',
  columns: [
    { id: 'name', header: 'Name', width: 320, hideable: false, accessor: (row) => row.name },
    { id: 'actions', header: 'Actions', width: 100, align: 'right', accessor: (row) => row.actions.length },
    {
      id: 'updatedAt',
      header: 'Updated',
      width: 170,
      accessor: (row) => row.updatedAt,
      cell: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '–'),
    },
  ],
  formFields: ActionSetFields,
  formValues: actionSetFormValues,
});
