import { domainInputSchema, domainListSchema, domainSchema, type Domain } from '../domains/schemas';
import { defineResource } from './define';

/** `/v2/domains` (sub-folders): list, one, create, update, delete. */
export const subFolders = defineResource({
  key: ['domains'],
  path: '/v2/domains',
  idParam: 'domainId',
  rowId: (row: Domain) => row.id,
  list: { response: domainListSchema, rows: (answer) => answer },
  get: { response: domainSchema },
  create: { body: domainInputSchema, response: domainSchema, status: 201 },
  update: { body: domainInputSchema, response: domainSchema },
  remove: {},
  invalidates: [['folders'], ['audits']],
});
