import type { JourneyRun } from '@/api/web-journeys/run-history';
import { compareTimes } from '@/lib/compare';
import type { AuditInPeriod } from '../runs/audits-in-period';

/** A score this many points below the previous completed run's is a drop worth a look. */
export const SCORE_DROP_POINTS = 5;

/** An audit whose latest run finished with no page scanned, or was stopped before it had scanned every page. */
export interface FailedRunItem {
  auditId: number;
  auditName: string;
  subFolder?: string | undefined;
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
  subFolder?: string | undefined;
  baseRunId: number;
  headRunId: number;
  baseAt: string;
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

const newestItemsFirst = <T extends { at: string }>(items: T[]) =>
  items.sort((a, b) => compareTimes(b.at, a.at));

/** The audits whose latest run of the period failed (no page scanned) or was stopped early, newest first. */
export function failedRuns(audits: readonly AuditInPeriod[]): FailedRunItem[] {
  return audits.flatMap(({ auditId, auditName, subFolder, latest }) =>
    latest.pages === 0 || latest.stopped
      ? [
          {
            auditId,
            auditName,
            subFolder,
            runId: latest.runId,
            at: latest.completed,
            stopped: latest.stopped,
            pages: latest.pages,
          },
        ]
      : [],
  );
}

/** The audits whose latest scored run dropped {@link SCORE_DROP_POINTS} or more below the one before, newest first. */
export function scoreDrops(audits: readonly AuditInPeriod[]): ScoreDropItem[] {
  const drops: ScoreDropItem[] = [];
  for (const { auditId, auditName, subFolder, head, base } of audits) {
    if (!head || !base || base.score! - head.score! < SCORE_DROP_POINTS) continue;
    drops.push({
      auditId,
      auditName,
      subFolder,
      baseRunId: base.runId,
      headRunId: head.runId,
      baseAt: base.completed,
      from: base.score!,
      to: head.score!,
      at: head.completed,
    });
  }
  return newestItemsFirst(drops);
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
