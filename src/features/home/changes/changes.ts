import type { RunTotals } from '@/api/audits/period-runs';
import { compareTimes } from '@/lib/compare';
import type { AuditInPeriod } from '../runs/audits-in-period';

/** The kinds of change Home looks for between an audit's two latest completed runs. */
export const changeKindIds = ['rules', 'broken', 'tags', 'cookies'] as const;
/** One kind of change. */
export type ChangeKindId = (typeof changeKindIds)[number];

/** The run total that rising flags each kind of change. */
export const totalOfKind: Record<ChangeKindId, keyof RunTotals> = {
  rules: 'ruleFailures',
  broken: 'brokenPages',
  tags: 'uniqueTags',
  cookies: 'unapprovedCookies',
};

/** An audit's latest completed run (with pages) and the completed run before it. */
export interface RunPair {
  auditId: number;
  auditName: string;
  subFolder?: string | undefined;
  baseRunId: number;
  headRunId: number;
  basePages: number;
  headPages: number;
  /** When the run before finished. */
  baseAt: string;
  /** When the latest run finished. */
  at: string;
}

/** An audit whose latest run counts more of something than the run before it. */
export interface ChangeItem extends RunPair {
  kind: ChangeKindId;
  from: number;
  to: number;
}

/** The pair of runs Home compares for an audit, when it has both. */
export function runPair({ auditId, auditName, subFolder, head, base }: AuditInPeriod): RunPair | undefined {
  if (!head || !base) return undefined;
  return {
    auditId,
    auditName,
    subFolder,
    baseRunId: base.runId,
    headRunId: head.runId,
    basePages: base.pages,
    headPages: head.pages,
    baseAt: base.completed,
    at: head.completed,
  };
}

/**
 * For each kind, the audits whose latest scored run counts more than the run before it, newest
 * first (totals the service did not give are skipped): every audit of the period is checked.
 */
export function risingTotals(audits: readonly AuditInPeriod[]): Record<ChangeKindId, ChangeItem[]> {
  const items = Object.fromEntries(changeKindIds.map((kind) => [kind, [] as ChangeItem[]])) as Record<
    ChangeKindId,
    ChangeItem[]
  >;
  for (const audit of audits) {
    const pair = runPair(audit);
    if (!pair) continue;
    for (const kind of changeKindIds) {
      const from = audit.base!.totals[totalOfKind[kind]];
      const to = audit.head!.totals[totalOfKind[kind]];
      if (from !== undefined && to !== undefined && to > from) items[kind].push({ ...pair, kind, from, to });
    }
  }
  for (const kind of changeKindIds)
    items[kind].sort((a, b) => compareTimes(b.at, a.at) || b.headRunId - a.headRunId);
  return items;
}

/** The audits of the period that have a pair of runs to compare. */
export const comparedAudits = (audits: readonly AuditInPeriod[]) =>
  audits.reduce((count, audit) => count + (audit.head && audit.base ? 1 : 0), 0);
