import { crudMutations } from '../crud';
import { folderSchema, type FolderInput } from './schemas';

/** Create, rename and delete folders. */
export const folderMutations = crudMutations<typeof folderSchema, FolderInput>({
  path: '/v2/folders',
  schema: folderSchema,
  invalidates: [['folders'], ['domains'], ['audits']],
});
