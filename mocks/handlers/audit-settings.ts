import {
  auditActionListInputSchema,
  auditFiltersInputSchema,
  blockingConfigInputSchema,
  idListInputSchema,
  type Tag,
} from '@/api/audits/config-schemas';
import { vendors } from '../db/run-data';
import { keepRunRules } from '../db/run-data/run-rules';
import type { AuditActionRow, AuditConfig, Db } from '../db/types';
import { MockHttpError } from '../lib/errors';
import type { Route } from '../lib/route';
import { auditOf } from './audit-management';
import { ruleDescription } from '../resources/rules/rules';
import { checkActionSets, sequenceActions } from '../resources/action-sets/ordering';

type ActionKind = 'actions' | 'loginActions';

/** Tags the service recognises: the vendors catalogue of the run-data model. */
export function tagList(): Tag[] {
  return vendors.map((vendor) => ({
    id: vendor.tagId,
    name: vendor.name,
    icon: `${vendor.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
    duplicateScoring: true,
    category: { id: vendor.categoryId, name: vendor.category },
  }));
}

function invalid(issues: Array<{ path: PropertyKey[]; message: string }>): never {
  throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', {
    valid: false,
    issues: issues.map((issue) => ({ ...issue, path: issue.path.map(String), code: 'unknown_id' })),
  });
}

/** Actions in sequence order, numbered from 0; a known id is kept, a new action gets one. */
function storeActions(config: AuditConfig, kind: ActionKind, auditId: number, input: AuditActionRow[]) {
  const known = new Set((config[kind].get(auditId) ?? []).map((action) => action.id));
  const actions = sequenceActions(input, known, () => config.nextActionId++);
  config[kind].set(auditId, actions);
  return actions;
}

function actionHandlers(route: Route, path: string, kind: ActionKind) {
  return [
    route('get', path, {}, (ctx) => ctx.db.auditConfig[kind].get(auditOf(ctx, 'auditId').id) ?? []),
    route('put', path, { body: auditActionListInputSchema }, (ctx) => {
      const audit = auditOf(ctx, 'auditId');
      checkActionSets(ctx.db, ctx.body);
      return storeActions(ctx.db.auditConfig, kind, audit.id, ctx.body);
    }),
  ];
}

function blockingOf(db: Db, auditId: number) {
  return db.auditConfig.blocking.get(auditId) ?? { tagIds: [], tagCategoryIds: [] };
}

function ruleList(db: Db, auditId: number) {
  return (db.auditConfig.ruleIds.get(auditId) ?? []).flatMap((id) => {
    const rule = db.rules.get(id);
    return rule ? [ruleDescription(rule)] : [];
  });
}

/** Audit settings: actions, login actions, blocking (with the tag list it picks from), filters and rules. */
export const auditSettingsHandlers = (route: Route) => [
  route('get', '/v2/tags', {}, () => tagList()),
  ...actionHandlers(route, '/v3/web-audits/{auditId}/actions', 'actions'),
  ...actionHandlers(route, '/v3/web-audits/{auditId}/login-actions', 'loginActions'),
  route('get', '/v3/web-audits/{auditId}/blocking-configuration', {}, (ctx) =>
    blockingOf(ctx.db, auditOf(ctx, 'auditId').id),
  ),
  route(
    'put',
    '/v3/web-audits/{auditId}/blocking-configuration',
    { body: blockingConfigInputSchema },
    (ctx) => {
      const audit = auditOf(ctx, 'auditId');
      const tagIds = new Set(vendors.map((vendor) => vendor.tagId));
      const categoryIds = new Set(vendors.map((vendor) => vendor.categoryId));
      const issues = [
        ...(ctx.body.tagIds ?? []).flatMap((id, index) =>
          tagIds.has(id) ? [] : [{ path: ['tagIds', index], message: `Tag ${id} does not exist` }],
        ),
        ...(ctx.body.tagCategoryIds ?? []).flatMap((id, index) =>
          categoryIds.has(id)
            ? []
            : [{ path: ['tagCategoryIds', index], message: `Tag category ${id} does not exist` }],
        ),
      ];
      if (issues.length) invalid(issues);
      const stored = {
        tagIds: [...new Set(ctx.body.tagIds ?? [])],
        tagCategoryIds: [...new Set(ctx.body.tagCategoryIds ?? [])],
      };
      ctx.db.auditConfig.blocking.set(audit.id, stored);
      return stored;
    },
  ),
  route('get', '/v2/web-audits/{webAuditId}/filters', {}, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    return audit.filters ?? { include: [], exclude: [] };
  }),
  route('put', '/v2/web-audits/{webAuditId}/filters', { body: auditFiltersInputSchema }, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    ctx.db.audits.update(audit.id, { filters: ctx.body, lastUpdated: new Date().toISOString() });
    return ctx.body;
  }),
  route('get', '/v2/web-audits/{webAuditId}/rules', {}, (ctx) =>
    ruleList(ctx.db, auditOf(ctx, 'webAuditId').id),
  ),
  route('put', '/v2/web-audits/{webAuditId}/rules', { body: idListInputSchema }, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    const issues = ctx.body.flatMap((id, index) =>
      ctx.db.rules.get(id) ? [] : [{ path: [index], message: `Rule ${id} does not exist` }],
    );
    if (issues.length) invalid(issues);
    keepRunRules(ctx.db, audit.id);
    ctx.db.auditConfig.ruleIds.set(audit.id, [...new Set(ctx.body)]);
    return ruleList(ctx.db, audit.id);
  }),
];
