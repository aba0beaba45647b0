import type { RuleLibraryRequest, RuleSnapshotKind } from '@/api/rules/schemas';
import { snapshotParams } from '@/api/resources/rules';
import { keepRunRulesOf } from '../../db/run-data/run-rules';
import type { RuleRow } from '../../db/types';
import { notFound } from '../../lib/errors';
import { idParam, type MockContext } from '../../lib/route';
import { defineMockResource } from '../define';
import { ruleLibrary } from './library';
import { checkRule, ruleFromBody, rulePreview, ruleView, withRuleId } from './rules';
import { originalRule } from './snapshots';
import { forgetRule, seedJourneyStores } from './usage';

/** GET /v2/rules/…/{id}/original for one kind of snapshot id: the rule it was taken of, or 404. */
const original = (kind: RuleSnapshotKind) => (ctx: MockContext) => {
  const param = snapshotParams[kind];
  const id = idParam(ctx, param, 'Rule snapshot');
  const rule = originalRule(ctx.db, kind, id);
  return rule ? ruleView(ctx.db, rule) : notFound('Rule snapshot', id);
};

/**
 * Rules: the account's rule library (`db.rules`, which audits, journeys and rule summary reports
 * read), names unique, conditions numbered; a deleted rule leaves every audit and journey.
 */
export const rulesMock = defineMockResource<'rules', RuleRow>('rules', {
  noun: 'Rule',
  store: (db) => db.rules,
  serve: (row, ctx) => ruleView(ctx.db, row),
  list: (ctx) => ruleLibrary(ctx.db, ctx.query, ctx.body as RuleLibraryRequest | undefined),
  check: (body, ctx, existing) => {
    seedJourneyStores(ctx.db);
    // The runs that applied the rule keep it as it was.
    if (existing) keepRunRulesOf(ctx.db, existing.id);
    checkRule(ctx.db, body, existing);
  },
  fromBody: (body, ctx, existing) => ruleFromBody(ctx.db, body, ctx.user.id, existing),
  afterSave: (row, ctx) => {
    ctx.db.rules.update(row.id, withRuleId(row));
  },
  beforeRemove: (row, ctx) => {
    keepRunRulesOf(ctx.db, row.id);
    forgetRule(ctx.db, row.id);
  },
  ops: {
    previews: (ctx) => ctx.db.rules.all().map((row) => rulePreview(ctx.db, row)),
    originalRule: original('rule'),
    originalPageFilter: original('page-filter'),
    originalTag: original('tag'),
    originalTagVariable: original('tag-variable'),
  },
});
