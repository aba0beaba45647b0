import { domainView } from '../db/views';
import type { DomainRow } from '../db/types';
import { badRequest, MockHttpError } from '../lib/errors';
import { defineMockResource } from './define';

/** Sub-folders (`/v2/domains`): totals derived when served; moving one moves its audits. */
export const subFoldersMock = defineMockResource<'sub-folders', DomainRow>('sub-folders', {
  noun: 'Sub-folder',
  events: { itemType: 'subfolder', name: (row) => row.name },
  store: (db) => db.domains,
  serve: (row, ctx) => domainView(ctx.db, row),
  check: (body, ctx) => {
    if (ctx.db.folders.get(body.folderId)) return;
    badRequest(`Folder ${body.folderId} does not exist`, {
      valid: false,
      issues: [
        { path: ['folderId'], message: `Folder ${body.folderId} does not exist`, code: 'invalid_reference' },
      ],
    });
  },
  fromBody: (body, ctx, existing) => ({
    ...body,
    userId: existing?.userId ?? ctx.user.id,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  }),
  afterSave: (row, ctx) => {
    for (const audit of ctx.db.audits.where((a) => a.domainId === row.id && a.folderId !== row.folderId))
      ctx.db.audits.update(audit.id, { folderId: row.folderId });
  },
  beforeRemove: (row, ctx) => {
    const audits = ctx.db.audits.where((audit) => audit.domainId === row.id && !audit.deleted).length;
    if (audits > 0)
      throw new MockHttpError(
        423,
        `Sub-folder ${row.id} still holds ${audits} audit(s)`,
        'Move or delete its audits first',
      );
  },
});
