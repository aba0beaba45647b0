import { labelInputSchema } from '@/api/labels/schemas';
import { labelView } from '../db/views';
import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type Route } from '../lib/route';
import type { Db } from '../db/types';

function assertUniqueName(db: Db, name: string, exceptId?: number) {
  const clash = db.labels.where(
    (label) => label.id !== exceptId && label.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash.length) {
    throw new MockHttpError(
      422,
      `A label named "${name}" already exists`,
      'Label names are unique in an account',
      {
        valid: false,
        issues: [{ path: ['name'], message: 'A label with this name already exists', code: 'duplicate' }],
      },
    );
  }
}

/** Labels: list, create, rename, delete (detaching it from audits). */
export const labelHandlers = (route: Route) => [
  route('get', '/v2/labels', {}, ({ db }) => db.labels.all().map((row) => labelView(db, row))),
  route('post', '/v2/labels', { body: labelInputSchema, status: 201 }, ({ db, body }) => {
    assertUniqueName(db, body.name);
    return labelView(db, db.labels.insert({ name: body.name }));
  }),
  route('put', '/v2/labels/{labelId}', { body: labelInputSchema }, (ctx) => {
    const id = idParam(ctx, 'labelId', 'Label');
    if (!ctx.db.labels.get(id)) notFound('Label', id);
    assertUniqueName(ctx.db, ctx.body.name, id);
    return labelView(ctx.db, ctx.db.labels.update(id, { name: ctx.body.name })!);
  }),
  route('delete', '/v2/labels/{labelId}', {}, (ctx) => {
    const id = idParam(ctx, 'labelId', 'Label');
    if (!ctx.db.labels.remove(id)) notFound('Label', id);
    for (const audit of ctx.db.audits.where((a) => a.labelIds.includes(id))) {
      ctx.db.audits.update(audit.id, { labelIds: audit.labelIds.filter((labelId) => labelId !== id) });
    }
  }),
];
