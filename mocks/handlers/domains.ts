import { domainJourneysV2 } from '../web-journeys/views';
import { domainInputSchema } from '@/api/domains/schemas';
import { auditView, domainView } from '../db/views';
import { badRequest, MockHttpError, notFound } from '../lib/errors';
import { idParam, type Route } from '../lib/route';
import type { Db } from '../db/types';

function requireFolder(db: Db, folderId: number) {
  if (!db.folders.get(folderId)) {
    badRequest(`Folder ${folderId} does not exist`, {
      valid: false,
      issues: [
        { path: ['folderId'], message: `Folder ${folderId} does not exist`, code: 'invalid_reference' },
      ],
    });
  }
}

/** Sub-folders (`/v2/domains`): list, one, create, update, delete, and their audits and journeys. */
export const domainHandlers = (route: Route) => [
  route('get', '/v2/domains', {}, ({ db }) => db.domains.all().map((row) => domainView(db, row))),
  route('post', '/v2/domains', { body: domainInputSchema, status: 201 }, ({ db, user, body }) => {
    requireFolder(db, body.folderId);
    return domainView(
      db,
      db.domains.insert({ ...body, userId: user.id, createdAt: new Date().toISOString() }),
    );
  }),
  route('get', '/v2/domains/{domainId}', {}, (ctx) => {
    const id = idParam(ctx, 'domainId', 'Sub-folder');
    return domainView(ctx.db, ctx.db.domains.get(id) ?? notFound('Sub-folder', id));
  }),
  route('put', '/v2/domains/{domainId}', { body: domainInputSchema }, (ctx) => {
    const id = idParam(ctx, 'domainId', 'Sub-folder');
    if (!ctx.db.domains.get(id)) notFound('Sub-folder', id);
    requireFolder(ctx.db, ctx.body.folderId);
    const row = ctx.db.domains.update(id, ctx.body)!;
    for (const audit of ctx.db.audits.where((a) => a.domainId === id))
      ctx.db.audits.update(audit.id, { folderId: row.folderId });
    return domainView(ctx.db, row);
  }),
  route('delete', '/v2/domains/{domainId}', {}, (ctx) => {
    const id = idParam(ctx, 'domainId', 'Sub-folder');
    if (!ctx.db.domains.get(id)) notFound('Sub-folder', id);
    const audits = ctx.db.audits.where((audit) => audit.domainId === id && !audit.deleted).length;
    if (audits > 0)
      throw new MockHttpError(
        423,
        `Sub-folder ${id} still holds ${audits} audit(s)`,
        'Move or delete its audits first',
      );
    ctx.db.domains.remove(id);
  }),
  route('get', '/v2/domains/{domainId}/web-audits', {}, (ctx) => {
    const id = idParam(ctx, 'domainId', 'Sub-folder');
    if (!ctx.db.domains.get(id)) notFound('Sub-folder', id);
    return ctx.db.audits
      .where((audit) => audit.domainId === id && !audit.deleted)
      .map((audit) => auditView(ctx.db, audit));
  }),
  route('get', '/v2/domains/{domainId}/web-journeys', {}, (ctx) => {
    const id = idParam(ctx, 'domainId', 'Sub-folder');
    if (!ctx.db.domains.get(id)) notFound('Sub-folder', id);
    return domainJourneysV2(ctx.db, id);
  }),
];
