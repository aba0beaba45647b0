import type { AuditLatestRuns, AuditRunReference } from '@/api/audits/schemas';
import type { RunTotals } from '@/api/audits/run-totals';
import { compareTimes } from '@/lib/compare';
import { newestStartFirst } from '@/api/audits/run-history';

/** Audits whose latest runs are checked for changes at first, newest first; more on request. */
export const CHANGES_CHECKED = 25;

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
  baseRunId: number;
  headRunId: number;
  basePages: number;
  headPages: number;
  /** When the latest run finished. */
  at: string;
}

/** An audit whose latest run counts more of something than the run before it. */
export interface ChangeItem extends RunPair {
  kind: ChangeKindId;
  from: number;
  to: number;
}

const finishedAt = (run: AuditRunReference) => run.completed ?? run.started ?? '';

/** An audit's runs newest first (by start, then id). */
export const newestFirst = (runs: readonly AuditRunReference[]) =>
  [...runs].sort((a, b) => newestStartFirst(a, b) || b.id - a.id);

/** The two latest runs that completed with pages and a score: [latest, the one before], when there are. */
export function scoredPair(audit: AuditLatestRuns): [AuditRunReference?, AuditRunReference?] {
  const [head, base] = newestFirst(audit.runs).filter(
    (run) => run.completed && run.totalUrl > 0 && run.score !== undefined,
  );
  return [head, base];
}

/**
 * The audits whose latest completed run finished since `since` (epoch ms) and has a completed run
 * before it: the pairs of runs whose totals Home compares, newest first.
 */
export function changedPairs(audits: readonly AuditLatestRuns[], since: number): RunPair[] {
  const pairs: RunPair[] = [];
  for (const audit of audits) {
    const [head, base] = scoredPair(audit);
    if (!head || !base || Date.parse(finishedAt(head)) < since) continue;
    pairs.push({
      auditId: audit.id,
      auditName: audit.name,
      baseRunId: base.id,
      headRunId: head.id,
      basePages: base.totalUrl,
      headPages: head.totalUrl,
      at: finishedAt(head),
    });
  }
  return pairs.sort((a, b) => compareTimes(b.at, a.at) || b.headRunId - a.headRunId);
}

/** The run ids whose totals a set of pairs needs, each once. */
export const pairRunIds = (pairs: readonly RunPair[]) => [
  ...new Set(pairs.flatMap((pair) => [pair.headRunId, pair.baseRunId])),
];

/** For each kind, the pairs whose latest run counts more than the run before it (unknown totals are skipped). */
export function risingTotals(
  pairs: readonly RunPair[],
  totals: ReadonlyMap<number, RunTotals>,
): Record<ChangeKindId, ChangeItem[]> {
  const items = Object.fromEntries(changeKindIds.map((kind) => [kind, [] as ChangeItem[]])) as Record<
    ChangeKindId,
    ChangeItem[]
  >;
  for (const pair of pairs) {
    const base = totals.get(pair.baseRunId);
    const head = totals.get(pair.headRunId);
    for (const kind of changeKindIds) {
      const from = base?.[totalOfKind[kind]];
      const to = head?.[totalOfKind[kind]];
      if (from !== undefined && to !== undefined && to > from) items[kind].push({ ...pair, kind, from, to });
    }
  }
  return items;
}
