import { runData } from '../../db/run-data';
import { runFacts, type RunRuleTotals } from '../../db/run-data/run-facts';
import type { Db } from '../../db/types';
import { runUnapprovedCookieCount } from '../../reports/families/cookie-privacy';
import { brokenFinalPageCount } from '../../reports/families/page-summary';
import { runUniqueTagCount } from '../../reports/families/tag-inventory';
import { col, type ColumnSpec } from '../columns';
import type { RunCtx } from '../context';

/** What a completed run's reports count: the figures the audit-runs grid offers beside its score. */
interface RunTotals {
  brokenPages: number;
  uniqueTags: number;
  unapprovedCookies: number;
}

const memo = new WeakMap<Db, Map<string, RunTotals>>();

/**
 * What a run's totals depend on. A copied run (`db.copies`) whose consent has not been frozen or
 * reprocessed on its own shares its record's totals with every copy that has the same consent
 * categories; any other run has its own.
 */
function totalsKey(db: Db, auditId: number, runId: number, pages: number): string {
  const config = db.auditConfig;
  const record = db.copies?.runs.get(runId);
  if (!record || config.consentSnapshots.has(runId) || config.reprocessedAt.has(runId))
    return `${runId}:${pages}:${config.reprocessedAt.get(runId) ?? ''}`;
  const categories = db.auditConsentCategories.get(auditId)?.join(',') ?? '';
  return `copy:${record.runId}:${pages}:${categories}`;
}

/**
 * A completed run's totals, read from its pages once: a run's record never changes, except its
 * privacy results when it is reprocessed (part of the key). Undefined while it runs or when it
 * scanned nothing.
 */
function runTotals({ db, audit, run }: RunCtx): RunTotals | undefined {
  if (!run.completed || run.totalUrl <= 0) return undefined;
  let byRun = memo.get(db);
  if (!byRun) memo.set(db, (byRun = new Map()));
  const key = totalsKey(db, audit.audit.id, run.id, run.totalUrl);
  const hit = byRun.get(key);
  if (hit) return hit;
  const auditId = audit.audit.id;
  const data = runData(db, auditId, run.id);
  if (!data) return undefined;
  const totals = {
    brokenPages: brokenFinalPageCount(data.pages),
    uniqueTags: runUniqueTagCount(auditId, data.pages),
    unapprovedCookies: runUnapprovedCookieCount(db, auditId, run.id, data),
  };
  byRun.set(key, totals);
  return totals;
}

const total = (name: keyof RunTotals) => (r: RunCtx) => runTotals(r)?.[name] ?? null;

/** A completed run's figure of its rules (its rule summary's), null while it runs or when it scanned nothing. */
const ruleTotal = (name: keyof RunRuleTotals) => (r: RunCtx) =>
  r.run.completed && r.run.totalUrl > 0 ? runFacts(r.db, r.audit.audit.id, r.run).rules[name] : null;

/** A run's totals from its reports (page summary, tag inventory, cookie privacy, rule summary). */
export const runTotalColumns: ColumnSpec<RunCtx>[] = [
  col.integer('PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT', 'Broken pages', total('brokenPages'), 'count', {
    nullable: true,
  }),
  col.integer('TAG_INVENTORY_UNIQUE_TAG_COUNT', 'Unique tags', total('uniqueTags'), 'count', {
    nullable: true,
  }),
  col.integer(
    'PRIVACY_COOKIES_UNAPPROVED_COOKIE_COUNT',
    'Unapproved cookies',
    total('unapprovedCookies'),
    'count',
    { nullable: true },
  ),
  col.integer('RULE_RESULTS_RULE_FAILURE_COUNT', 'Rule failures', ruleTotal('failures'), 'count', {
    nullable: true,
  }),
  col.integer('RULE_RESULTS_RULE_COUNT', 'Rules', ruleTotal('rules'), 'count', { nullable: true }),
  col.integer(
    'RULE_RESULTS_FAILED_RULE_PAGE_COUNT',
    'Pages with rule failures',
    ruleTotal('failedPages'),
    'count',
    { nullable: true },
  ),
].map((spec) => ({ ...spec, lazy: true }));
