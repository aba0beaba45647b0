import {
  userFolderIdsSchema,
  userFolderListSchema,
  userInputSchema,
  userListSchema,
  userSchema,
  type User,
} from '../users/schemas';
import { defineResource } from './define';

/**
 * `/v2/users`: every user of the account. Creating and deleting users is for administrators; a
 * user may read and edit themself. Their folders: read by an administrator or themself, added to
 * (POST) or set (PUT) by an administrator.
 */
export const users = defineResource({
  key: ['users'],
  path: '/v2/users',
  idParam: 'userId',
  rowId: (row: User) => row.id,
  list: { response: userListSchema, rows: (answer) => answer, params: ['withDeleted'] },
  get: { response: userSchema, access: 'admin-or-self' },
  create: { body: userInputSchema, response: userSchema, access: 'admin' },
  update: { body: userInputSchema, response: userSchema, access: 'admin-or-self' },
  remove: { access: 'admin' },
  ownerId: (user) => user.id,
  invalidates: [['account'], ['folders']],
  ops: {
    folders: {
      method: 'GET',
      path: '/v2/users/{userId}/folders',
      response: userFolderListSchema,
      access: 'admin-or-self',
    },
    addFolders: {
      method: 'POST',
      path: '/v2/users/{userId}/folders',
      body: userFolderIdsSchema,
      response: userFolderListSchema,
      access: 'admin',
    },
    setFolders: {
      method: 'PUT',
      path: '/v2/users/{userId}/folders',
      body: userFolderIdsSchema,
      response: userFolderListSchema,
      access: 'admin',
    },
  },
});
