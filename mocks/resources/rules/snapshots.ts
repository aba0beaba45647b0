import type { RuleSnapshotKind } from '@/api/rules/schemas';
import { runRuleChecks } from '../../db/run-data/run-rules';
import type { Db, RuleRow } from '../../db/types';
import { conditions, ruleSnapshotId, type Condition } from '../../reports/families/rule-summary';

/** Which condition of a snapshot each kind of id names. */
const conditionKinds: Record<Exclude<RuleSnapshotKind, 'rule'>, Condition['kind']> = {
  'page-filter': 'page_filter',
  tag: 'tag',
  'tag-variable': 'variable',
};

/** The audit a run belongs to (undefined for an unknown run). */
function auditOfRun(db: Db, runId: number): number | undefined {
  for (const [auditId, runs] of db.runs) if (runs.some((run) => run.id === runId)) return auditId;
  return undefined;
}

/**
 * The rule a rule snapshot id names: rule-summary reports number a rule's snapshot in a run
 * `runId * 10 000 + ruleId` (see `ruleSnapshotId`); it resolves while the run exists, for the rules
 * the run applied, as the report shows it.
 */
function ruleOfSnapshot(db: Db, snapshotId: number) {
  if (!Number.isSafeInteger(snapshotId) || snapshotId <= 0) return undefined;
  const ruleId = snapshotId % 10_000;
  const runId = Math.floor(snapshotId / 10_000);
  const auditId = auditOfRun(db, runId);
  if (auditId === undefined) return undefined;
  return runRuleChecks(db, auditId, runId).find((check) => check.rule.id === ruleId);
}

/**
 * The original rule of a snapshot id of the given kind: a rule snapshot, or one of its page
 * filter, tag or tag variable snapshots (numbered `ruleSnapshotId * 100 + n` by the report);
 * undefined when no report shows that snapshot.
 */
export function originalRule(db: Db, kind: RuleSnapshotKind, snapshotId: number): RuleRow | undefined {
  const snapshot = kind === 'rule' ? snapshotId : Math.floor(snapshotId / 100);
  const check = ruleOfSnapshot(db, snapshot);
  if (!check) return undefined;
  const wanted = kind === 'rule' ? undefined : conditionKinds[kind];
  const found =
    wanted === undefined ||
    conditions(check, snapshot).some((condition) => condition.kind === wanted && condition.id === snapshotId);
  // The rule as the library holds it now (a rule deleted since has no original).
  return found ? db.rules.get(check.rule.id) : undefined;
}

/**
 * Snapshot ids of a page filter, a tag and a tag variable that a rule summary report shows: from
 * the latest completed run of the first audits whose rules have such conditions (fixtures).
 */
export function snapshotFixtures(db: Db) {
  const found: Partial<Record<Exclude<RuleSnapshotKind, 'rule'>, number>> = {};
  for (const [auditId, runs] of db.runs) {
    const run = runs.find((item) => item.completed);
    if (!run) continue;
    for (const check of runRuleChecks(db, auditId, run.id)) {
      const snapshot = ruleSnapshotId(run.id, check.rule.id);
      for (const condition of conditions(check, snapshot)) {
        const kind = (Object.keys(conditionKinds) as Array<keyof typeof conditionKinds>).find(
          (name) => conditionKinds[name] === condition.kind,
        );
        if (kind && found[kind] === undefined) found[kind] = condition.id;
      }
    }
    if (found['page-filter'] && found.tag && found['tag-variable']) break;
  }
  return {
    pageFilterSnapshotId: found['page-filter'] ?? 0,
    tagSnapshotId: found.tag ?? 0,
    tagVariableSnapshotId: found['tag-variable'] ?? 0,
  };
}
