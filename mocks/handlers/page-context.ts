import { z } from '@/lib/zod';
import { pageWithDetail } from '../db/run-data';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../lib/errors';
import { idParam, validationReport, type MockContext } from '../lib/route';

/** The audit of a page request, or 404. */
export function auditOf(ctx: MockContext, param = 'auditId') {
  const auditId = idParam(ctx, param, 'Audit');
  const audit = ctx.db.audits.get(auditId);
  if (!audit || audit.deleted) notFound('Audit', auditId);
  return audit;
}

/** The run of a page request within its audit, or 404. */
export function runOf(db: Db, auditId: number, ctx: MockContext) {
  const runId = idParam(ctx, 'runId', 'Run');
  const run = db.runs.get(auditId)?.find((candidate) => candidate.id === runId);
  if (!run) notFound('Run', runId);
  return run;
}

/**
 * Everything one page-details operation needs: the audit, the run, the page and its recorded
 * detail, the run's pages and when the visit started; 404 naming whichever id is unknown.
 */
export function pageContext(ctx: MockContext, auditParam = 'auditId', pageId = ctx.params.pageId ?? '') {
  const audit = auditOf(ctx, auditParam);
  const run = runOf(ctx.db, audit.id, ctx);
  const found = pageWithDetail(ctx.db, audit.id, run.id, pageId);
  if (!found) notFound('Page', pageId);
  const visitStart = Date.parse(run.started) + found.page.visitOffsetMs;
  return { db: ctx.db, audit, run, ...found, visitStart };
}

/** What {@link pageContext} returns. */
export type PageContext = ReturnType<typeof pageContext>;

/** Read a path parameter against an enum; 400 with a validation report otherwise. */
export function enumParam<T extends z.ZodMiniType<string>>(
  ctx: MockContext,
  name: string,
  schema: T,
): z.output<T> {
  const parsed = z.object({ [name]: schema }).safeParse({ [name]: ctx.params[name] });
  if (!parsed.success)
    badRequest(`"${ctx.params[name]}" is not a valid ${name}`, validationReport(parsed.error));
  return (parsed.data as Record<string, z.output<T>>)[name]!;
}
