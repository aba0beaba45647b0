/**
 * Named scenarios over the seeded mock database, shared by the mock's tests and the route tests
 * (src/test/scenario.ts binds them to a route test's mock). Each picks rows of the seed; none writes.
 */
import { runData } from '../db/run-data';
import type { AuditRow, Db, RunRow } from '../db/types';
import { journeyRuns } from '../manual-journeys/runs';

/** Which completed run {@link completedRun} picks. */
export interface CompletedRunOptions {
  /** The audit at this position of the seed (default: the first audit that has such a run). */
  audit?: number;
  /** The run scanned more pages than this (default 0: any run with pages). */
  morePagesThan?: number;
}

/**
 * An audit and its newest completed run that scanned more than `morePagesThan` pages, with the
 * run's generated pages and details as `data` (built when read).
 */
export function completedRun(db: Db, { audit: index, morePagesThan = 0 }: CompletedRunOptions = {}) {
  const audits = index === undefined ? db.audits.all() : [db.audits.all()[index]!];
  for (const audit of audits) {
    const run = db.runs.get(audit.id)?.find((r) => r.completed && r.totalUrl > morePagesThan);
    if (run) return auditRun(db, audit, run);
  }
  throw new Error(`No audit with a completed run of more than ${morePagesThan} pages`);
}

function auditRun(db: Db, audit: AuditRow, run: RunRow) {
  return {
    audit,
    auditId: audit.id,
    auditName: audit.name,
    run,
    runId: run.id,
    /** The run's generated pages and details. */
    get data() {
      return runData(db, audit.id, run.id)!;
    },
  };
}

/** The first audit whose latest run has completed, so a new run may start. */
export const idleAudit = (db: Db): AuditRow =>
  db.audits.all().find((audit) => db.runs.get(audit.id)?.[0]?.completed)!;

/** The first audit whose latest run is still going. */
export const runningAudit = (db: Db): AuditRow =>
  db.audits.all().find((audit) => !db.runs.get(audit.id)?.[0]?.completed)!;

/** The first manual journey and its newest completed run. */
export function completedManualRun(db: Db) {
  const journey = db.manualJourneys.all()[0]!;
  const run = journeyRuns(db, journey.id).find((r) => r.state === 'completed')!;
  return { journey, journeyId: journey.id, run };
}
