import { domainJourneysV2 } from '../web-journeys/views';
import { auditView } from '../db/views';
import { notFound } from '../lib/errors';
import { idParam, type Route } from '../lib/route';

/** A sub-folder's audits and journeys (its CRUD is generated: mocks/resources/sub-folders.ts). */
export const domainHandlers = (route: Route) => [
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
