import { runFacts } from './run-data/run-facts';
import { runTotalScore } from './run-data/scores';
import type { Db, RunRow } from './types';

/**
 * A run as every run list serves it: its score, tagged pages and rule-failure flag counted from the
 * pages it recorded and the rules it applied, as its scores, pages and rule summary show them.
 */
export function recordedRun(db: Db, auditId: number, run: RunRow): RunRow {
  const facts = runFacts(db, auditId, run);
  return {
    ...run,
    score: runTotalScore(db, auditId, run),
    taggedUrl: facts.taggedPages,
    isRuleFailurePresent: facts.rules.failures > 0,
  };
}
