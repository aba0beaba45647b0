import type { GridFilter } from '../grid/query-schemas';
import {
  mostRecentOnly,
  ofAudits,
  postRunsGrid,
  readAuditNames,
  readRuns,
  runsRequest,
  type GridRun,
} from './latest-runs-grid';

/** A run with its audit's name, as the command palette lists it. */
export interface NamedRun extends GridRun {
  auditName: string;
}

/** Most runs one palette search lists. */
const RUNS_LISTED = 10;

/** The runs that pass `filters`, newest first, at most {@link RUNS_LISTED}, with their audits' names. */
async function namedRuns(filters: GridFilter[], signal?: AbortSignal): Promise<NamedRun[]> {
  const answer = await postRunsGrid(
    runsRequest(['auditId', 'auditName', 'runId', 'started', 'completed', 'pages'], filters, {
      size: RUNS_LISTED,
      sortBy: 'started',
      sortDesc: true,
    }),
    signal,
  );
  const names = readAuditNames(answer);
  return readRuns(answer).map((run) => ({
    ...run,
    auditName: names.get(run.auditId) ?? `Audit ${run.auditId}`,
  }));
}

/** The run with this id (`#50033`), if any: one grid row. */
export const fetchRunById = (runId: number, signal?: AbortSignal) =>
  namedRuns(
    [{ operator: 'integer_in', filteredColumn: { columnId: 'AUDIT_RUN_ID' }, args: [runId] }],
    signal,
  );

/** The newest runs of these audits (the palette's matches). */
export const fetchRecentRuns = (auditIds: readonly number[], signal?: AbortSignal) =>
  auditIds.length ? namedRuns([ofAudits(auditIds)], signal) : Promise.resolve([]);

/** The audit whose latest run started last (the palette's reports open its latest run), if any ran. */
export async function fetchLastRunAudit(signal?: AbortSignal): Promise<NamedRun | null> {
  const [run] = await namedRuns([mostRecentOnly()], signal);
  return run ?? null;
}
