import { crudMutations } from '../crud';
import { labelSchema, type LabelInput } from './schemas';

/** Create, rename and delete labels. */
export const labelMutations = crudMutations<typeof labelSchema, LabelInput>({
  path: '/v2/labels',
  schema: labelSchema,
  invalidates: [['labels'], ['audits']],
});
