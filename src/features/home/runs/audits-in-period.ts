import type { PeriodRun } from '@/api/audits/period-runs';
import { compareTimes } from '@/lib/compare';

/** An audit that completed a run in the period: its latest run, and the two latest runs with a score. */
export interface AuditInPeriod {
  auditId: number;
  auditName: string;
  subFolder?: string | undefined;
  /** The newest run that completed in the period (failed and stopped runs too). */
  latest: PeriodRun;
  /** The newest run of the period that scanned pages and has a score. */
  head?: PeriodRun | undefined;
  /** The run with pages and a score before `head` (in the period or before it), when there is one. */
  base?: PeriodRun | undefined;
}

/** Newest completion first, then the higher run id. */
export const newestRunFirst = (a: PeriodRun, b: PeriodRun) =>
  compareTimes(b.completed, a.completed) || b.runId - a.runId;

const isScored = (run: PeriodRun) => run.pages > 0 && run.score !== undefined;

function byAudit(runs: readonly PeriodRun[]): Map<number, PeriodRun[]> {
  const groups = new Map<number, PeriodRun[]>();
  for (const run of runs) {
    const group = groups.get(run.auditId);
    if (group) group.push(run);
    else groups.set(run.auditId, [run]);
  }
  for (const group of groups.values()) group.sort(newestRunFirst);
  return groups;
}

/**
 * Every audit with a run completed in the period (`period`), newest latest run first, each with the
 * pair of scored runs Home compares: the newest of the period, and the one before it, from the period
 * or else from the runs completed before it (`before`).
 */
export function auditsInPeriod(period: readonly PeriodRun[], before: readonly PeriodRun[]): AuditInPeriod[] {
  const earlier = byAudit(before.filter(isScored));
  const audits: AuditInPeriod[] = [];
  for (const [auditId, runs] of byAudit(period)) {
    const latest = runs[0]!;
    const [head, next] = runs.filter(isScored);
    const named = runs.find((run) => run.auditName !== undefined) ?? latest;
    audits.push({
      auditId,
      auditName: named.auditName ?? `Audit ${auditId}`,
      subFolder: named.subFolder,
      latest,
      head,
      base: head && (next ?? earlier.get(auditId)?.[0]),
    });
  }
  return audits.sort((a, b) => newestRunFirst(a.latest, b.latest));
}

/** The audits whose scored run of the period has no run to compare with yet. */
export const auditsWithoutBase = (audits: readonly AuditInPeriod[]) =>
  audits.filter((audit) => audit.head && !audit.base).map((audit) => audit.auditId);
