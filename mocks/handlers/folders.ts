import { folderInputSchema } from '@/api/folders/schemas';
import { folderView } from '../db/views';
import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type Route } from '../lib/route';

/** Folders: list, one, create, rename, delete (refused while it still holds audits). */
export const folderHandlers = (route: Route) => [
  route('get', '/v2/folders', {}, ({ db }) => db.folders.all().map((row) => folderView(db, row))),
  route('post', '/v2/folders', { body: folderInputSchema, status: 201 }, ({ db, user, body }) =>
    folderView(
      db,
      db.folders.insert({ name: body.name, createdAt: new Date().toISOString(), createdByUserId: user.id }),
    ),
  ),
  route('get', '/v2/folders/{folderId}', {}, (ctx) => {
    const id = idParam(ctx, 'folderId', 'Folder');
    const row = ctx.db.folders.get(id) ?? notFound('Folder', id);
    return folderView(ctx.db, row);
  }),
  route('put', '/v2/folders/{folderId}', { body: folderInputSchema }, (ctx) => {
    const id = idParam(ctx, 'folderId', 'Folder');
    const row = ctx.db.folders.update(id, { name: ctx.body.name }) ?? notFound('Folder', id);
    return folderView(ctx.db, row);
  }),
  route('delete', '/v2/folders/{folderId}', {}, (ctx) => {
    const id = idParam(ctx, 'folderId', 'Folder');
    if (!ctx.db.folders.get(id)) notFound('Folder', id);
    const audits = ctx.db.audits.where((audit) => audit.folderId === id && !audit.deleted).length;
    if (audits > 0) {
      throw new MockHttpError(
        423,
        `Folder ${id} still holds ${audits} audit(s)`,
        'Move or delete its audits first',
      );
    }
    for (const domain of ctx.db.domains.where((d) => d.folderId === id)) ctx.db.domains.remove(domain.id);
    ctx.db.folders.remove(id);
  }),
];
