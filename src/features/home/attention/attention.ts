import type { AuditLatestRuns, AuditRunReference } from '@/api/audits/schemas';
import type { JourneyRun } from '@/api/web-journeys/run-history';
import { newestFirst, scoredPair } from './changes';
import { compareTimes } from '@/lib/compare';

/** A score this many points below the previous completed run's is a drop worth a look. */
export const SCORE_DROP_POINTS = 5;

/** An audit whose latest run finished with no page scanned, or was stopped before it had scanned every page. */
export interface FailedRunItem {
  auditId: number;
  auditName: string;
  runId: number;
  at: string;
  /** Stopped early by someone (else it failed: no page scanned). */
  stopped: boolean;
  /** Pages it scanned. */
  pages: number;
}

/** An audit whose latest completed run scored at least {@link SCORE_DROP_POINTS} below the one before. */
export interface ScoreDropItem {
  auditId: number;
  auditName: string;
  baseRunId: number;
  headRunId: number;
  from: number;
  to: number;
  at: string;
}

/** A web journey whose latest run in the period failed (an action, or its rules). */
export interface FailingJourneyItem {
  journeyId: number;
  journeyName: string;
  runId: number;
  at: string;
  /** What failed, in words ("Step 3 “Add to cart” failed", "2 rules failed"). */
  what: string;
}

const finishedAt = (run: AuditRunReference) => run.completed ?? run.started ?? '';
const newestItemsFirst = <T extends { at: string }>(items: T[]) =>
  items.sort((a, b) => compareTimes(b.at, a.at));
const inPeriod = (at: string, since: number) => at !== '' && Date.parse(at) >= since;

/**
 * What needs attention in the audits (each with its latest runs, as GET /v2/web-audits?withRuns
 * gives them) since `since` (epoch ms): a latest run that failed, and a score drop between the two
 * latest completed runs. Newest first.
 */
export function auditAttention(
  audits: readonly AuditLatestRuns[],
  since: number,
): { failed: FailedRunItem[]; drops: ScoreDropItem[] } {
  const failed: FailedRunItem[] = [];
  const drops: ScoreDropItem[] = [];
  for (const audit of audits) {
    const latest = newestFirst(audit.runs)[0];
    const stopped = latest?.stoppedEarlyByUserId !== undefined;
    if (latest?.completed && (latest.totalUrl === 0 || stopped) && inPeriod(latest.completed, since))
      failed.push({
        auditId: audit.id,
        auditName: audit.name,
        runId: latest.id,
        at: latest.completed,
        stopped,
        pages: latest.totalUrl,
      });
    const [head, base] = scoredPair(audit);
    if (!head || !base || !inPeriod(finishedAt(head), since)) continue;
    if (base.score! - head.score! >= SCORE_DROP_POINTS)
      drops.push({
        auditId: audit.id,
        auditName: audit.name,
        baseRunId: base.id,
        headRunId: head.id,
        from: base.score!,
        to: head.score!,
        at: finishedAt(head),
      });
  }
  return { failed: newestItemsFirst(failed), drops: newestItemsFirst(drops) };
}

/** What failed in a journey's run, in words; undefined when it passed. */
function journeyFailure(run: JourneyRun): string | undefined {
  if (run.failedStep !== undefined)
    return `Step ${run.failedStep}${run.failedActionName ? ` “${run.failedActionName}”` : ''} failed`;
  if (run.failedRules) return `${run.failedRules} ${run.failedRules === 1 ? 'rule' : 'rules'} failed`;
  if (run.status && /fail/i.test(run.status)) return run.status;
  return undefined;
}

/**
 * Web journeys whose latest run of the period failed, from the period's runs of every journey
 * (newest first, as the grid answers them). A journey whose latest run passed is not listed.
 */
export function failingJourneys(runs: readonly JourneyRun[]): FailingJourneyItem[] {
  const seen = new Set<number>();
  const items: FailingJourneyItem[] = [];
  for (const run of runs) {
    if (run.journeyId === undefined || !run.completedAt || seen.has(run.journeyId)) continue;
    seen.add(run.journeyId);
    const what = journeyFailure(run);
    if (what)
      items.push({
        journeyId: run.journeyId,
        journeyName: run.journeyName ?? `Journey ${run.journeyId}`,
        runId: run.id,
        at: run.completedAt,
        what,
      });
  }
  return newestItemsFirst(items);
}
