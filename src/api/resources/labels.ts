import { labelInputSchema, labelListSchema, labelSchema, type Label } from '../labels/schemas';
import { defineResource } from './define';

/** `/v2/labels`: list, create, rename, delete (no GET of one label: the detail is its list row). */
export const labels = defineResource({
  key: ['labels'],
  path: '/v2/labels',
  idParam: 'labelId',
  rowId: (row: Label) => row.id,
  list: { response: labelListSchema, rows: (answer) => answer },
  create: { body: labelInputSchema, response: labelSchema, status: 201 },
  update: { body: labelInputSchema, response: labelSchema },
  remove: {},
  invalidates: [['audits']],
});
