import { labelView } from '../db/views';
import type { LabelRow } from '../db/types';
import { MockHttpError } from '../lib/errors';
import { defineMockResource } from './define';

/** Labels: unique names (422), attached items derived when served; a deleted label leaves its audits. */
export const labelsMock = defineMockResource<'labels', LabelRow>('labels', {
  noun: 'Label',
  store: (db) => db.labels,
  serve: (row, ctx) => labelView(ctx.db, row),
  check: (body, ctx, existing) => {
    const clash = ctx.db.labels.where(
      (label) => label.id !== existing?.id && label.name.toLowerCase() === body.name.toLowerCase(),
    );
    if (clash.length === 0) return;
    throw new MockHttpError(
      422,
      `A label named "${body.name}" already exists`,
      'Label names are unique in an account',
      {
        valid: false,
        issues: [{ path: ['name'], message: 'A label with this name already exists', code: 'duplicate' }],
      },
    );
  },
  fromBody: (body) => ({ name: body.name }),
  beforeRemove: (row, ctx) => {
    for (const audit of ctx.db.audits.where((a) => a.labelIds.includes(row.id)))
      ctx.db.audits.update(audit.id, { labelIds: audit.labelIds.filter((labelId) => labelId !== row.id) });
    for (const rule of ctx.db.rules.where((r) => r.labelIds.includes(row.id)))
      ctx.db.rules.update(rule.id, { labelIds: rule.labelIds.filter((labelId) => labelId !== row.id) });
  },
});
