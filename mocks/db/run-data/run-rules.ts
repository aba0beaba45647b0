import { keptBeside } from '../../persist/kept-stores';
import type { Db, RuleRow } from '../types';
import { hash32 } from './random';
import { ruleCheck, type RuleCheck } from './rules';

/**
 * Run id → the rules the run applied, kept for the runs of an audit just before its rules (or a
 * rule of theirs) change; a run without an entry applied the rules its audit applies now. Saved
 * with the demo data.
 */
const keptRules = keptBeside<Map<number, readonly RuleRow[]>>('run-rules');

function keptOf(db: Db): Map<number, readonly RuleRow[]> {
  let kept = keptRules.get(db);
  if (!kept) keptRules.set(db, (kept = new Map()));
  return kept;
}

/** The rules an audit applies now: its rule ids in the audit settings, from the rule library. */
function auditRules(db: Db, auditId: number): RuleRow[] {
  return (db.auditConfig.ruleIds.get(auditId) ?? []).flatMap((id) => {
    const rule = db.rules.get(id);
    return rule ? [rule] : [];
  });
}

/** The rules a run applied, as they were when it ran. */
export function runRules(db: Db, auditId: number, runId: number): readonly RuleRow[] {
  return keptOf(db).get(runId) ?? auditRules(db, auditId);
}

const checks = new WeakMap<RuleRow, RuleCheck>();

/** The check of a stored rule, read once per stored version (an update stores a new row). */
function checkOf(rule: RuleRow): RuleCheck {
  let check = checks.get(rule);
  if (!check) checks.set(rule, (check = ruleCheck(rule)));
  return check;
}

/** The checks of the rules a run applied, in the order its audit listed them. */
export function runRuleChecks(db: Db, auditId: number, runId: number): RuleCheck[] {
  return runRules(db, auditId, runId).map(checkOf);
}

const versions = new WeakMap<RuleRow, number>();

/** A hash of what a stored rule says (equal rules, equal hashes: a restored copy keeps its key). */
function versionOf(rule: RuleRow): number {
  let version = versions.get(rule);
  if (version === undefined) versions.set(rule, (version = hash32(JSON.stringify(rule))));
  return version;
}

/** A key that tells apart every set of rules a run can have applied (ids and what each says). */
export function runRulesKey(db: Db, auditId: number, runId: number): string {
  return runRules(db, auditId, runId)
    .map((rule) => `${rule.id}.${versionOf(rule)}`)
    .join(',');
}

/** Keep, for each run of an audit that has none yet, the rules it applied: before the audit's rules change. */
export function keepRunRules(db: Db, auditId: number): void {
  const kept = keptOf(db);
  const rules = auditRules(db, auditId);
  const runIds = [
    ...(db.runs.get(auditId) ?? []).map((run) => run.id),
    ...[...db.liveRuns.values()].filter((live) => live.auditId === auditId).map((live) => live.runId),
  ];
  for (const runId of runIds) if (!kept.has(runId)) kept.set(runId, rules);
}

/** Keep the rules of every run of every audit that applies a rule: before the rule changes or goes. */
export function keepRunRulesOf(db: Db, ruleId: number): void {
  for (const [auditId, ruleIds] of db.auditConfig.ruleIds)
    if (ruleIds.includes(ruleId)) keepRunRules(db, auditId);
}
