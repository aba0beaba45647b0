import { z } from '@/lib/zod';
import { folderInputSchema, folderListSchema, folderSchema, type Folder } from '../folders/schemas';
import { userListSchema } from '../users/schemas';
import { defineResource } from './define';

/** `/v2/folders`: list, one, create, rename, delete, and the users a folder is shared with. */
export const folders = defineResource({
  key: ['folders'],
  path: '/v2/folders',
  idParam: 'folderId',
  rowId: (row: Folder) => row.id,
  list: { response: folderListSchema, rows: (answer) => answer },
  get: { response: folderSchema },
  create: { body: folderInputSchema, response: folderSchema, status: 201 },
  update: { body: folderInputSchema, response: folderSchema },
  remove: {},
  invalidates: [['domains'], ['audits'], ['users']],
  ops: {
    /** GET /v2/folders/{folderId}/users. */
    users: { method: 'GET', path: '/v2/folders/{folderId}/users', response: userListSchema },
    /** POST /v2/folders/{folderId}/users: share the folder with more users (their ids). */
    addUsers: {
      method: 'POST',
      path: '/v2/folders/{folderId}/users',
      body: z.array(z.int().check(z.positive())).check(z.minLength(1, { error: 'Choose at least one user' })),
      response: userListSchema,
      status: 201,
    },
  },
});
