import { folderView } from '../db/views';
import type { Db, FolderRow } from '../db/types';
import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type MockContext } from '../lib/route';
import { defineMockResource } from './define';
import { shareFolder, usersOfFolder } from './user-folders';

/** The folder of a `{folderId}` path, or 404. */
function folderOf(ctx: MockContext): FolderRow {
  const id = idParam(ctx, 'folderId', 'Folder');
  return ctx.db.folders.get(id) ?? notFound('Folder', id);
}

/** A delete is refused (423) while the folder still holds audits. */
function refuseWhileInUse(db: Db, row: FolderRow) {
  const audits = db.audits.where((audit) => audit.folderId === row.id && !audit.deleted).length;
  if (audits > 0) {
    throw new MockHttpError(
      423,
      `Folder ${row.id} still holds ${audits} audit(s)`,
      'Move or delete its audits first',
    );
  }
}

/** Folders: counts derived when served; deleting one takes its (empty) sub-folders with it. */
export const foldersMock = defineMockResource<'folders', FolderRow>('folders', {
  noun: 'Folder',
  events: { itemType: 'folder', name: (row) => row.name },
  store: (db) => db.folders,
  serve: (row, ctx) => folderView(ctx.db, row),
  fromBody: (body, ctx, existing) => ({
    name: body.name,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    createdByUserId: existing?.createdByUserId ?? ctx.user.id,
  }),
  beforeRemove: (row, ctx) => {
    refuseWhileInUse(ctx.db, row);
    for (const domain of ctx.db.domains.where((d) => d.folderId === row.id)) ctx.db.domains.remove(domain.id);
  },
  ops: {
    users: (ctx) => usersOfFolder(ctx.db, folderOf(ctx).id),
    addUsers: (ctx) => {
      const folder = folderOf(ctx);
      shareFolder(ctx.db, folder.id, ctx.body as number[]);
      return usersOfFolder(ctx.db, folder.id);
    },
  },
});
