import type { z } from '@/lib/zod';
import { MAX_REPORT_TREND_DAYS } from '@/api/reports/common';
import type { ReportFamilyOperations, ReportOperation } from '@/api/reports/define';
import { runData, type RunData, type RunPage } from '../db/run-data';
import { settleRuns } from '../db/run-lifecycle';
import type { AuditRow, Db, RunRow } from '../db/types';
import { badRequest, notFound } from '../lib/errors';
import { idParam, type MockContext } from '../lib/route';
import { filterPages } from './filters';

/** A completed run of the audit with its pages (generated on first use). */
export interface HistoryRun {
  run: RunRow & { completed: string };
  data: () => RunData;
}

interface BaseContext {
  db: Db;
  audit: AuditRow;
  /** Path parameters besides the audit and run (`tagId`, `alertId`…), as sent. */
  params: Record<string, string>;
  query: URLSearchParams;
}

/** What a run report operation (RP) computes from: the run, its pages and the filtered ones. */
export interface RunReportContext<B = unknown> extends BaseContext {
  run: RunRow;
  data: RunData;
  body: B;
  /** The run's pages that pass the body's page filters. */
  pages: RunPage[];
  /** Completed runs of the audit up to and including this one, oldest first. */
  history: () => HistoryRun[];
}

/** What a current-day-relative trend (AP) computes from: the runs of the last `days` days. */
export interface AuditReportContext extends BaseContext {
  trendName: string;
  days: number;
  /** Completed runs of the audit within the last `days` days, oldest first. */
  history: () => HistoryRun[];
}

type BodyOf<O> = O extends { body: z.ZodMiniType } ? z.output<O['body']> : undefined;
type ResultOf<O extends ReportOperation> = O extends { list: { items: infer K extends string } }
  ? z.input<O['response']> extends Record<K, infer Rows>
    ? Rows
    : never
  : z.input<O['response']>;

/** The mock's half of an operation: its answer (or, for a paged list, every row) computed from the run. */
export type MockOperation<O extends ReportOperation> = (
  ctx: O['scope'] extends 'run' ? RunReportContext<BodyOf<O>> : AuditReportContext,
) => ResultOf<O>;

/** The mock's half of a family: one function per operation of the wire half. */
export type MockFamily<F extends ReportFamilyOperations> = { [K in keyof F]: MockOperation<F[K]> };

const DAY = 86_400_000;
/** Most runs a run-relative trend goes back (the reference caps `runs` at 5 items). */
export const RUN_TREND_LIMIT = 5;

function completedRuns(db: Db, audit: AuditRow): HistoryRun[] {
  const runs = db.runs.get(audit.id) ?? [];
  return runs
    .filter((run): run is RunRow & { completed: string } => Boolean(run.completed))
    .map((run) => ({ run, data: () => runData(db, audit.id, run.id)! }))
    .sort((a, b) => Date.parse(a.run.completed) - Date.parse(b.run.completed) || a.run.id - b.run.id);
}

function auditOf(ctx: MockContext): AuditRow {
  settleRuns(ctx.db);
  const auditId = idParam(ctx, 'auditId', 'Audit');
  const audit = ctx.db.audits.get(auditId);
  if (!audit || audit.deleted) notFound('Audit', auditId);
  return audit;
}

function otherParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(([name]) => name !== 'auditId' && name !== 'runId' && !/^\d+$/.test(name)),
  );
}

/** The context of a run report operation; 404 for an unknown audit or run. */
export function runReportContext(ctx: MockContext): RunReportContext {
  const audit = auditOf(ctx);
  const runId = idParam(ctx, 'runId', 'Run');
  const run = ctx.db.runs.get(audit.id)?.find((candidate) => candidate.id === runId);
  if (!run) notFound('Run', runId);
  const data = runData(ctx.db, audit.id, run.id)!;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  let filtered: RunPage[] | undefined;
  return {
    db: ctx.db,
    audit,
    run,
    data,
    body,
    params: otherParams(ctx.params),
    query: ctx.query,
    get pages() {
      return (filtered ??= filterPages(data, body));
    },
    history: () => {
      const all = completedRuns(ctx.db, audit);
      const upTo = run.completed ? Date.parse(run.completed) : Number.POSITIVE_INFINITY;
      return all.filter((item) => Date.parse(item.run.completed) <= upTo).slice(-RUN_TREND_LIMIT);
    },
  };
}

/** The context of an audit trend operation; 404 for an unknown audit, 400 for a bad trend or days. */
export function auditReportContext(ctx: MockContext, op: ReportOperation): AuditReportContext {
  const audit = auditOf(ctx);
  const trendName = ctx.params.trendName ?? '';
  if (op.trendNames && !op.trendNames.includes(trendName)) {
    badRequest(`Unknown trend "${trendName}"`, {
      valid: false,
      issues: [
        {
          path: ['trendName'],
          message: `Expected one of ${op.trendNames.join(', ')}`,
          code: 'invalid_value',
        },
      ],
    });
  }
  const raw = ctx.query.get('days');
  const days = Number(raw);
  if (op.days && (raw === null || !/^\d+$/.test(raw) || days < 1 || days > MAX_REPORT_TREND_DAYS)) {
    badRequest(`days must be a whole number between 1 and ${MAX_REPORT_TREND_DAYS}`, {
      valid: false,
      issues: [{ path: ['days'], message: `Between 1 and ${MAX_REPORT_TREND_DAYS}`, code: 'too_small' }],
    });
  }
  const since = ctx.db.options.now + DAY - days * DAY;
  return {
    db: ctx.db,
    audit,
    params: otherParams(ctx.params),
    query: ctx.query,
    trendName,
    days,
    history: () => completedRuns(ctx.db, audit).filter((item) => Date.parse(item.run.completed) >= since),
  };
}
