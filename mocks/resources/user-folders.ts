import type { Db, UserRow } from '../db/types';
import { MockHttpError } from '../lib/errors';
import { keptBeside } from '../persist/kept-stores';

const shares = keptBeside<Map<number, Set<number>>>('folder-shares');

/**
 * User id → ids of the folders shared with the user. Seeded on first use: administrators see every
 * folder, the others the first two or three.
 */
function sharesOf(db: Db): Map<number, Set<number>> {
  let map = shares.get(db);
  if (!map) {
    const folderIds = db.folders.all().map((folder) => folder.id);
    map = new Map(
      db.users
        .all()
        .map((user, index) => [
          user.id,
          new Set(user.permissions === 'admin' ? folderIds : folderIds.slice(0, 2 + (index % 2))),
        ]),
    );
    shares.set(db, map);
  }
  return map;
}

/** The folders shared with a user, as UserFolder records (deleted folders left out). */
export function foldersOfUser(db: Db, userId: number) {
  const ids = sharesOf(db).get(userId) ?? new Set<number>();
  return db.folders
    .all()
    .filter((folder) => ids.has(folder.id))
    .map((folder) => ({ id: folder.id, accountId: db.account.id, name: folder.name }));
}

/** 422 naming the ids that are not folders (or not users) of the account. */
function requireKnown(ids: number[], known: (id: number) => boolean, what: string) {
  const unknown = ids.filter((id) => !known(id));
  if (unknown.length === 0) return;
  throw new MockHttpError(
    422,
    `Unknown ${what}: ${unknown.join(', ')}`,
    `Some of the provided ${what} ids were not found`,
    {
      valid: false,
      issues: unknown.map((id) => ({
        path: [String(ids.indexOf(id))],
        message: `${what} ${id} does not exist`,
        code: 'invalid_reference',
      })),
    },
  );
}

/** Share folders with a user: added to (`replace` false) or instead of (`replace` true) the current ones. */
export function setUserFolders(db: Db, userId: number, folderIds: number[], replace: boolean) {
  requireKnown(folderIds, (id) => db.folders.get(id) !== undefined, 'folder');
  const map = sharesOf(db);
  const next = new Set(replace ? [] : (map.get(userId) ?? []));
  for (const id of folderIds) next.add(id);
  map.set(userId, next);
  return foldersOfUser(db, userId);
}

/** The live users a folder is shared with. */
export function usersOfFolder(db: Db, folderId: number): UserRow[] {
  const map = sharesOf(db);
  return db.users.where((user) => !user.deleted && (map.get(user.id)?.has(folderId) ?? false));
}

/** Share a folder with more users. */
export function shareFolder(db: Db, folderId: number, userIds: number[]) {
  requireKnown(
    userIds,
    (id) => db.users.get(id)?.deleted === undefined && db.users.get(id) !== undefined,
    'user',
  );
  const map = sharesOf(db);
  for (const id of userIds) map.set(id, new Set([...(map.get(id) ?? []), folderId]));
}
