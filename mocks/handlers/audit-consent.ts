import { HttpResponse } from 'msw';
import { attachmentPatchSchema } from '@/api/consent-categories/audit-schemas';
import {
  appliedCategories,
  consentCategoryView,
  freezeAuditSnapshots,
  reprocessRun,
  runSnapshots,
  snapshotView,
} from '../db/consent-snapshots';
import { settleRuns } from '../db/run-lifecycle';
import { notFound } from '../lib/errors';
import { idParam, type MockContext, type Route } from '../lib/route';
import { patchIds } from '../resources/attachments';
import { auditOf } from './audit-management';

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

/**
 * Consent categories of audits and runs: what applies, add / remove, run snapshots and reprocessing
 * (the library itself: mocks/resources/consent-categories).
 */
export const auditConsentHandlers = (route: Route) => [
  route('get', '/v3/web-audits/{auditId}/consent-categories', {}, (ctx) =>
    categoriesOf(ctx, auditOf(ctx, 'auditId').id),
  ),
  route('patch', '/v3/web-audits/{auditId}/consent-categories', { body: attachmentPatchSchema }, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    const applied = patchIds(
      ctx.db.auditConsentCategories.get(audit.id) ?? [],
      ctx.body,
      (id) => ctx.db.consentCategories.get(id) !== undefined,
      'Consent category',
    );
    // Runs keep the categories that applied when they ran.
    settleRuns(ctx.db);
    freezeAuditSnapshots(ctx.db, audit.id);
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
