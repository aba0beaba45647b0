import { crudMutations } from '../crud';
import { domainSchema, type DomainInput } from './schemas';

/** Create, update and delete sub-folders. */
export const domainMutations = crudMutations<typeof domainSchema, DomainInput>({
  path: '/v2/domains',
  schema: domainSchema,
  invalidates: [['domains'], ['folders'], ['audits']],
});
