import type { Db, RunRow } from '../types';
import { runData, type RunData } from './index';
import { ruleStatusOn, runRuleResults, type RunRuleResults } from './rule-results';
import { runRulesKey } from './run-rules';

/** What the rules a run applied found on its pages, as every screen counts it. */
export interface RunRuleTotals {
  /** Rules the run applied. */
  rules: number;
  /** Failed results: each rule that failed, on each page it failed on. */
  failures: number;
  /** Pages on which at least one rule failed. */
  failedPages: number;
  /** Rules that failed on at least one page. */
  failedRules: number;
  /** Results of a rule applied to a page (passed or failed). */
  applied: number;
}

/** The figures of a run that its lists show beside its reports, counted from its pages. */
export interface RunFacts {
  /** Pages on which at least one tag fired. */
  taggedPages: number;
  rules: RunRuleTotals;
}

/** Count the results of a run's rules. */
export function countRuleResults(results: RunRuleResults, data: RunData): RunRuleTotals {
  const rules = results.checks.length;
  const failedRules = new Set<number>();
  let failures = 0;
  let failedPages = 0;
  let applied = 0;
  for (const page of data.pages) {
    let failedHere = 0;
    for (let rule = 0; rule < rules; rule++) {
      const status = ruleStatusOn(results, page, rule);
      if (status === 'not_applied') continue;
      applied++;
      if (status !== 'failed') continue;
      failedHere++;
      failedRules.add(rule);
    }
    failures += failedHere;
    if (failedHere > 0) failedPages++;
  }
  return { rules, failures, failedPages, failedRules: failedRules.size, applied };
}

const noFacts: RunFacts = {
  taggedPages: 0,
  rules: { rules: 0, failures: 0, failedPages: 0, failedRules: 0, applied: 0 },
};
const memo = new WeakMap<Db, Map<string, RunFacts>>();

/**
 * What a run's figures depend on: the record of its pages (a copied run repeats another run's), how
 * many it has scanned, and the rules it applied.
 */
export function runRecordKey(db: Db, auditId: number, run: RunRow): string {
  const record = db.copies?.runs.get(run.id);
  const pages = record ? `${record.auditId}:${record.runId}` : `${auditId}:${run.id}`;
  return `${pages}:${run.totalUrl}|${runRulesKey(db, auditId, run.id)}`;
}

/**
 * A run's facts, counted once from the pages it recorded and the rules it applied (a recorded run
 * never changes; one still running is counted again as it scans more pages).
 */
export function runFacts(db: Db, auditId: number, run: RunRow): RunFacts {
  let byKey = memo.get(db);
  if (!byKey) memo.set(db, (byKey = new Map()));
  const key = runRecordKey(db, auditId, run);
  const hit = byKey.get(key);
  if (hit) return hit;
  const data = runData(db, auditId, run.id);
  if (!data) return noFacts;
  const facts: RunFacts = {
    taggedPages: data.pages.reduce((sum, page) => sum + (page.vendors.length > 0 ? 1 : 0), 0),
    rules: countRuleResults(runRuleResults(db, auditId, run.id, data), data),
  };
  byKey.set(key, facts);
  return facts;
}
