import { settleRuns } from '../db/run-lifecycle';
import { recordedRun } from '../db/run-record';
import { auditSummaryView, auditView, liveAudits } from '../db/views';
import { notFound } from '../lib/errors';
import { idParam, type Route, type MockContext } from '../lib/route';

function runsLimit(query: URLSearchParams): number {
  if (query.get('withRuns') !== 'true') return 0;
  const limit = Number(query.get('runsLimit') ?? '1');
  return Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : 1;
}

function findAudit(ctx: MockContext, param: string) {
  const id = idParam(ctx, param, 'Audit');
  const audit = ctx.db.audits.get(id);
  if (!audit || audit.deleted) notFound('Audit', id);
  return audit;
}

/** Audits: the V3 slim list, the V2 list and one audit, and an audit's run history. */
export const auditHandlers = (route: Route) => [
  route('get', '/v3/web-audits', {}, ({ db }) => liveAudits(db).map(auditSummaryView)),
  route('get', '/v2/web-audits', {}, ({ db, query }) => {
    settleRuns(db);
    return liveAudits(db).map((row) => auditView(db, row, runsLimit(query)));
  }),
  route('get', '/v2/web-audits/{webAuditId}', {}, (ctx) => {
    settleRuns(ctx.db);
    return auditView(ctx.db, findAudit(ctx, 'webAuditId'), runsLimit(ctx.query));
  }),
  route('get', '/v2/web-audits/{webAuditId}/runs', {}, (ctx) => {
    settleRuns(ctx.db);
    const audit = findAudit(ctx, 'webAuditId');
    return (ctx.db.runs.get(audit.id) ?? []).map((run) => recordedRun(ctx.db, audit.id, run));
  }),
];
