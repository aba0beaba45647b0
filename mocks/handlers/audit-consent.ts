import { HttpResponse } from 'msw';
import { z } from 'zod';
import { attachmentPatchSchema } from '@/api/consent-categories/audit-schemas';
import { consentCategoryTypes } from '@/api/consent-categories/schemas';
import {
  appliedCategories,
  consentCategoryView,
  freezeAuditSnapshots,
  reprocessRun,
  runSnapshots,
  snapshotView,
} from '../db/consent-snapshots';
import { settleRuns } from '../db/run-lifecycle';
import { liveAudits } from '../db/views';
import { MockHttpError, notFound } from '../lib/errors';
import { pageOf, readQuery } from '../lib/query';
import { idParam, type MockContext, type Route } from '../lib/route';
import { auditOf } from './audit-management';

const libraryQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(100).max(1000).default(100),
  name: z.string().optional(),
  type: z.enum(consentCategoryTypes).optional(),
});

function runOf(ctx: MockContext) {
  const audit = auditOf(ctx, 'auditId');
  const runId = idParam(ctx, 'runId', 'Run');
  settleRuns(ctx.db);
  if (!ctx.db.runs.get(audit.id)?.some((run) => run.id === runId)) notFound('Run', runId);
  return { auditId: audit.id, runId };
}

function categoriesOf(ctx: MockContext, auditId: number) {
  return { consentCategories: appliedCategories(ctx.db, auditId).map(consentCategoryView) };
}

/** Consent categories of audits and runs: what applies, add / remove, run snapshots and reprocessing. */
export const auditConsentHandlers = (route: Route) => [
  route('get', '/v3/consent-categories/library', {}, ({ db, query }) => {
    const { page, pageSize, name, type } = readQuery(libraryQuery, query);
    const audits = liveAudits(db);
    const rows = db.consentCategories
      .all()
      .filter(
        (row) =>
          (!name || row.name.toLowerCase().includes(name.toLowerCase())) && (!type || row.type === type),
      );
    const { items, pagination } = pageOf(rows, page, pageSize);
    return {
      metadata: { pagination },
      consentCategories: items.map((row) => ({
        ...consentCategoryView(row),
        itemCounts: {
          tags: row.tags.length,
          cookies: row.cookies.length,
          requestDomainsAndGeos: row.requestDomains.length,
        },
        auditCount: audits.filter((audit) => db.auditConsentCategories.get(audit.id)?.includes(row.id))
          .length,
        labelIds: row.labelIds,
      })),
    };
  }),
  route('get', '/v3/web-audits/{auditId}/consent-categories', {}, (ctx) =>
    categoriesOf(ctx, auditOf(ctx, 'auditId').id),
  ),
  route('patch', '/v3/web-audits/{auditId}/consent-categories', { body: attachmentPatchSchema }, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    const issues = ctx.body.flatMap((item, index) =>
      ctx.db.consentCategories.get(item.value)
        ? []
        : [
            {
              path: [String(index), 'value'],
              message: `Consent category ${item.value} does not exist`,
              code: 'unknown_id',
            },
          ],
    );
    if (issues.length) {
      throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', { valid: false, issues });
    }
    // Runs keep the categories that applied when they ran.
    settleRuns(ctx.db);
    freezeAuditSnapshots(ctx.db, audit.id);
    const applied = [...(ctx.db.auditConsentCategories.get(audit.id) ?? [])];
    for (const item of ctx.body) {
      const at = applied.indexOf(item.value);
      if (item.op === 'add' && at < 0) applied.push(item.value);
      if (item.op === 'remove' && at >= 0) applied.splice(at, 1);
    }
    ctx.db.auditConsentCategories.set(audit.id, applied);
    return categoriesOf(ctx, audit.id);
  }),
  route('get', '/v3/web-audits/{auditId}/runs/{runId}/consent-categories', {}, (ctx) => {
    const { auditId, runId } = runOf(ctx);
    const reprocessedAt = ctx.db.auditConfig.reprocessedAt.get(runId);
    return {
      consentCategorySnapshots: runSnapshots(ctx.db, auditId, runId).map((row) => snapshotView(ctx.db, row)),
      ...(reprocessedAt ? { reprocessedAt } : {}),
    };
  }),
  route('post', '/v3/web-audits/{auditId}/runs/{runId}/consent-categories/reprocess', {}, (ctx) => {
    const { auditId, runId } = runOf(ctx);
    reprocessRun(ctx.db, auditId, runId, new Date().toISOString());
    return new HttpResponse(null, { status: 200 });
  }),
];
