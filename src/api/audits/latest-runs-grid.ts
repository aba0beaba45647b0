import { request } from '../client';
import {
  gridResponseSchema,
  type GridCell,
  type GridFilter,
  type GridRequest,
  type GridResponse,
} from '../grid/query-schemas';

/** The grid of audit runs (`web_audit_runs`): one row per run. */
const RUNS_GRID_PATH = '/v3/reports/grid/web-audit-runs';

/** An audit's run as a grid row tells it. */
export interface GridRun {
  auditId: number;
  runId: number;
  started: string | undefined;
  completed: string | undefined;
  pages: number | undefined;
  score: number | undefined;
  stopped: boolean;
  /** The audit's schedule ("weekly"), on its latest run's row. */
  frequency?: string | undefined;
}

/** Columns (AuditRunsGridColumnEnum) a run is read from, by field. */
const runColumns = {
  auditId: 'AUDIT_ID',
  runId: 'AUDIT_RUN_ID',
  started: 'RUN_STARTED_AT',
  completed: 'RUN_COMPLETED_AT',
  pages: 'AUDIT_PAGES_SCANNED',
  score: 'SCORE_TOTAL',
  stoppedBy: 'STOPPED_EARLY_BY_ID',
  frequency: 'SCHEDULE_NAME',
  status: 'AUDIT_RUN_COMPLETION_STATUS',
  auditName: 'AUDIT_NAME',
} as const;
/** A field of a run row. */
export type RunField = keyof typeof runColumns;

const column = (field: RunField) => ({ columnId: runColumns[field] });

/** Only each audit's most recent run (the grid's IS_MOST_RECENT_RUN, a yes/no enumeration: 1 is yes). */
export const mostRecentOnly = (recent = true): GridFilter => ({
  operator: 'integer_in',
  filteredColumn: { columnId: 'IS_MOST_RECENT_RUN' },
  args: [recent ? 1 : 0],
});

/** Only the runs of these audits (at most 1,000 ids, the grid's limit). */
export const ofAudits = (auditIds: readonly number[]): GridFilter => ({
  operator: 'integer_in',
  filteredColumn: { columnId: 'AUDIT_ID' },
  args: [...auditIds],
});

/** A grid request reading `fields` of the runs that pass every filter. */
export function runsRequest(
  fields: readonly RunField[],
  filters: GridFilter[],
  options: { size: number; page?: number; sortBy?: RunField; sortDesc?: boolean },
): GridRequest {
  const columns = fields.map(column);
  const sortIndex = options.sortBy === undefined ? -1 : fields.indexOf(options.sortBy);
  return {
    columns,
    filters: { conditions: filters, conditionMatchMode: 'all' },
    ...(sortIndex >= 0 ? { sortBy: [{ columnIndex: sortIndex, sortDesc: options.sortDesc ?? false }] } : {}),
    page: options.page ?? 0,
    size: Math.min(10_000, Math.max(10, options.size)),
  };
}

/** POST a runs grid request. */
export const postRunsGrid = (body: GridRequest, signal?: AbortSignal) =>
  request(RUNS_GRID_PATH, { method: 'POST', body, schema: gridResponseSchema, signal });

const numberOf = (cell: GridCell | undefined) =>
  typeof cell === 'number' && Number.isFinite(cell) ? cell : undefined;
const textOf = (cell: GridCell | undefined) => (typeof cell === 'string' && cell !== '' ? cell : undefined);

/** The column index of each field in an answer, found by column id in its headers. */
function indexes(answer: GridResponse): Partial<Record<RunField, number>> {
  const at: Partial<Record<RunField, number>> = {};
  answer.metadata.headers.forEach((header, index) => {
    const id = 'columnId' in header.column ? header.column.columnId : undefined;
    const field = (Object.keys(runColumns) as RunField[]).find((name) => runColumns[name] === id);
    if (field) at[field] = index;
  });
  return at;
}

/** The runs of a grid answer, in its order (rows without an audit or run id are skipped). */
export function readRuns(answer: GridResponse): GridRun[] {
  const at = indexes(answer);
  const cell = (row: GridCell[], field: RunField) => (at[field] === undefined ? undefined : row[at[field]]);
  const runs: GridRun[] = [];
  for (const row of answer.rows) {
    const auditId = numberOf(cell(row, 'auditId'));
    const runId = numberOf(cell(row, 'runId'));
    if (auditId === undefined || runId === undefined) continue;
    runs.push({
      auditId,
      runId,
      started: textOf(cell(row, 'started')),
      completed: textOf(cell(row, 'completed')),
      pages: numberOf(cell(row, 'pages')),
      score: numberOf(cell(row, 'score')),
      stopped: numberOf(cell(row, 'stoppedBy')) !== undefined,
      frequency: textOf(cell(row, 'frequency')),
    });
  }
  return runs;
}

/** The audit ids of a grid answer's rows, in its order. */
export function readAuditIds(answer: GridResponse): number[] {
  const at = indexes(answer).auditId;
  if (at === undefined) return [];
  return answer.rows.map((row) => numberOf(row[at])).filter((id): id is number => id !== undefined);
}

/** The audit name column of a grid answer's rows, by audit id. */
export function readAuditNames(answer: GridResponse): Map<number, string> {
  const at = indexes(answer);
  const names = new Map<number, string>();
  if (at.auditId === undefined || at.auditName === undefined) return names;
  for (const row of answer.rows) {
    const id = numberOf(row[at.auditId]);
    const name = textOf(row[at.auditName]);
    if (id !== undefined && name !== undefined) names.set(id, name);
  }
  return names;
}
