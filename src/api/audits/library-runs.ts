import type { GridCell, GridFilter } from '../grid/query-schemas';
import { gridRowsReader } from '../grid/queries';
import { readAllPages } from '../pagination';
import {
  mostRecentOnly,
  ofAudits,
  postRunsGrid,
  readRuns,
  runsRequest,
  type GridRun,
} from './latest-runs-grid';

/** An audit's latest run and the run before it (for the score change), as the library shows them. */
export interface AuditLatestRun {
  latest: GridRun;
  previous?: GridRun | undefined;
}

/** Most audit ids one request names: the grid's limit on an `integer_in` list. */
export const AUDIT_IDS_PER_REQUEST = 1000;
/** How far back the run before the latest is looked for (days): bounds the rows read per audit. */
const PREVIOUS_RUN_WITHIN_DAYS = 92;
/** Pages of 10,000 ids read at most for one whole-account list (100,000 audits). */
const MAX_ID_PAGES = 10;

const runFields = ['auditId', 'runId', 'started', 'completed', 'pages', 'score', 'stoppedBy'] as const;

/**
 * The latest run (with the audit's schedule) and the run before it of each of these audits (at most
 * {@link AUDIT_IDS_PER_REQUEST}), by audit id: two grid reads, one row per audit and its earlier runs
 * of the last {@link PREVIOUS_RUN_WITHIN_DAYS} days. An audit that never ran is absent.
 */
export async function fetchLatestRuns(
  auditIds: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, AuditLatestRun>> {
  const byAudit = new Map<number, AuditLatestRun>();
  if (auditIds.length === 0) return byAudit;
  const recent: GridFilter = {
    operator: 'date_time_relative',
    filteredColumn: { columnId: 'RUN_STARTED_AT' },
    startDuration: PREVIOUS_RUN_WITHIN_DAYS,
    startUnit: 'day',
  };
  const [latest, earlier] = await Promise.all([
    postRunsGrid(
      runsRequest([...runFields, 'frequency'], [mostRecentOnly(), ofAudits(auditIds)], {
        size: auditIds.length,
      }),
      signal,
    ),
    postRunsGrid(
      runsRequest(runFields, [mostRecentOnly(false), ofAudits(auditIds), recent], {
        size: 10_000,
        sortBy: 'started',
        sortDesc: true,
      }),
      signal,
    ),
  ]);
  for (const run of readRuns(latest)) byAudit.set(run.auditId, { latest: run });
  for (const run of readRuns(earlier)) {
    const entry = byAudit.get(run.auditId);
    if (entry && !entry.previous) entry.previous = run;
  }
  return byAudit;
}

/** Every audit id of the most recent runs that pass `filters`, in the grid's order (sorted by `sortBy`). */
export async function fetchAuditIds(
  filters: GridFilter[],
  signal?: AbortSignal,
  sort?: { by: 'started' | 'status' | 'pages' | 'score' | 'frequency'; desc: boolean },
): Promise<number[]> {
  const fields = sort ? (['auditId', sort.by] as const) : (['auditId'] as const);
  const body = runsRequest(fields, [mostRecentOnly(), ...filters], {
    size: 10_000,
    ...(sort ? { sortBy: sort.by, sortDesc: sort.desc } : {}),
  });
  const read = await readAllPages<GridCell[]>({
    readPage: gridRowsReader('web-audit-runs', body),
    maxPages: MAX_ID_PAGES,
    parallel: 2,
    signal,
  });
  return read.items.map((row) => row[0]).filter((id): id is number => typeof id === 'number');
}

/** How many audits have a run in progress: one small grid read that counts them. */
export async function fetchRunningCount(signal?: AbortSignal): Promise<number> {
  const answer = await postRunsGrid(
    runsRequest(
      ['auditId'],
      [
        mostRecentOnly(),
        { operator: 'is_present', negated: true, filteredColumn: { columnId: 'RUN_COMPLETED_AT' } },
      ],
      { size: 10 },
    ),
    signal,
  );
  return answer.metadata.pagination.totalCount;
}

/** The states of an audit's latest run the library filters on. */
export type LatestRunFilterState = 'failed' | 'stopped' | 'running' | 'completed';

const completedRun: GridFilter = { operator: 'is_present', filteredColumn: { columnId: 'RUN_COMPLETED_AT' } };
const stoppedEarly: GridFilter = {
  operator: 'is_present',
  filteredColumn: { columnId: 'STOPPED_EARLY_BY_ID' },
};
const pagesScanned = (start: number, end?: number): GridFilter => ({
  operator: 'number_between',
  filteredColumn: { columnId: 'AUDIT_PAGES_SCANNED' },
  start,
  ...(end !== undefined ? { end } : {}),
});

/**
 * The grid conditions of one latest-run state, as the library tells them apart: no completion time is
 * running; completed with no page scanned is failed; stopped early by someone is stopped.
 */
export const stateFilters: Record<LatestRunFilterState, GridFilter[]> = {
  running: [{ ...completedRun, negated: true }],
  stopped: [completedRun, stoppedEarly],
  failed: [completedRun, pagesScanned(0, 0), { ...stoppedEarly, negated: true }],
  completed: [completedRun, pagesScanned(1), { ...stoppedEarly, negated: true }],
};

/** The condition of a score range (both ends included). */
export function scoreFilter(min: number | undefined, max: number | undefined): GridFilter {
  return {
    operator: 'number_between',
    filteredColumn: { columnId: 'SCORE_TOTAL' },
    ...(min !== undefined ? { start: min } : {}),
    ...(max !== undefined ? { end: max } : {}),
  };
}
