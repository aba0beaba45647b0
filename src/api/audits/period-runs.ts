import { request } from '../client';
import {
  GRID_PAGE_SIZE_MAX,
  gridResponseSchema,
  type GridCell,
  type GridFilter,
  type GridResponse,
} from '../grid/query-schemas';
import { readAllPages, type OnProgress } from '../pagination';

/** What a completed run's reports count, as the `web-audit-runs` grid answers it beside the score. */
export interface RunTotals {
  brokenPages?: number | undefined;
  uniqueTags?: number | undefined;
  unapprovedCookies?: number | undefined;
  ruleFailures?: number | undefined;
}

/** A completed run as Home reads it from the grid: who, when, how it ended, and its totals. */
export interface PeriodRun {
  runId: number;
  auditId: number;
  /** Read with the period's runs only (the runs before need no name). */
  auditName?: string | undefined;
  subFolder?: string | undefined;
  completed: string;
  pages: number;
  score?: number | undefined;
  /** Stopped before it had scanned every page. */
  stopped: boolean;
  totals: RunTotals;
}

/** Grid columns (AuditRunsGridColumnEnum) of each total. */
const totalColumns = {
  brokenPages: 'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT',
  uniqueTags: 'TAG_INVENTORY_UNIQUE_TAG_COUNT',
  unapprovedCookies: 'PRIVACY_COOKIES_UNAPPROVED_COOKIE_COUNT',
  ruleFailures: 'RULE_RESULTS_RULE_FAILURE_COUNT',
} as const;
const totalNames = Object.keys(totalColumns) as Array<keyof RunTotals>;

const runColumns = [
  'AUDIT_RUN_ID',
  'AUDIT_ID',
  'RUN_COMPLETED_AT',
  'AUDIT_PAGES_SCANNED',
  'SCORE_TOTAL',
  'STOPPED_EARLY_BY_ID',
  ...totalNames.map((name) => totalColumns[name]),
];
const nameColumns = ['AUDIT_NAME', 'SUB_FOLDER_NAME'];
const COMPLETED_AT = 2;

/** Which completed runs to read: a window of completion times, optionally of some audits only. */
export interface RunWindow {
  /** Completed at or after (ISO). */
  from?: string | undefined;
  /** Completed before (ISO). */
  before?: string | undefined;
  /** Only runs that scanned pages. */
  withPages?: boolean | undefined;
  /** Only these audits (at most 1,000: the grid's limit on an `integer_in` list). */
  auditIds?: readonly number[] | undefined;
  /** Read the audit and sub-folder names too. */
  withNames?: boolean | undefined;
}

/** Body of POST /v3/reports/grid/web-audit-runs for a window of completed runs, newest first. */
export function periodRunsRequest(window: RunWindow, page = 0) {
  const column = (columnId: string) => ({ columnId });
  const conditions: GridFilter[] = [];
  if (window.from || window.before)
    conditions.push({
      operator: 'date_time_between',
      filteredColumn: column('RUN_COMPLETED_AT'),
      ...(window.from ? { start: window.from, startInclusive: true } : {}),
      ...(window.before ? { end: window.before, endInclusive: false } : {}),
    });
  if (window.withPages)
    conditions.push({ operator: 'number_between', filteredColumn: column('AUDIT_PAGES_SCANNED'), start: 1 });
  if (window.auditIds)
    conditions.push({
      operator: 'integer_in',
      filteredColumn: column('AUDIT_ID'),
      args: [...window.auditIds],
    });
  return {
    columns: [...runColumns, ...(window.withNames ? nameColumns : [])].map(column),
    filters: { conditions, conditionMatchMode: 'all' as const },
    sortBy: [{ columnIndex: COMPLETED_AT, sortDesc: true }],
    page,
    size: GRID_PAGE_SIZE_MAX,
  };
}

const numberOf = (cell: GridCell | undefined) =>
  typeof cell === 'number' && Number.isFinite(cell) ? cell : undefined;
const textOf = (cell: GridCell | undefined) => (typeof cell === 'string' ? cell : undefined);

/** The runs of a grid answer; columns are found by id in the answer's headers, rows without an id are skipped. */
export function readPeriodRuns(answer: GridResponse): PeriodRun[] {
  const at = new Map(
    answer.metadata.headers.map((header, index) => [
      'columnId' in header.column ? header.column.columnId : undefined,
      index,
    ]),
  );
  const cell = (row: GridCell[], columnId: string) => {
    const index = at.get(columnId);
    return index === undefined ? undefined : row[index];
  };
  const runs: PeriodRun[] = [];
  for (const row of answer.rows) {
    const runId = numberOf(cell(row, 'AUDIT_RUN_ID'));
    const auditId = numberOf(cell(row, 'AUDIT_ID'));
    const completed = textOf(cell(row, 'RUN_COMPLETED_AT'));
    if (runId === undefined || auditId === undefined || !completed || Number.isNaN(Date.parse(completed)))
      continue;
    const totals: RunTotals = {};
    for (const name of totalNames) totals[name] = numberOf(cell(row, totalColumns[name]));
    runs.push({
      runId,
      auditId,
      auditName: textOf(cell(row, 'AUDIT_NAME')),
      subFolder: textOf(cell(row, 'SUB_FOLDER_NAME')),
      completed,
      pages: numberOf(cell(row, 'AUDIT_PAGES_SCANNED')) ?? 0,
      score: numberOf(cell(row, 'SCORE_TOTAL')),
      stopped: numberOf(cell(row, 'STOPPED_EARLY_BY_ID')) !== undefined,
      totals,
    });
  }
  return runs;
}

/** Pages of one window read at the same time. */
export const PERIOD_PAGES_AT_ONCE = 3;

/**
 * Every completed run of a window, newest first: the first page, then the others
 * {@link PERIOD_PAGES_AT_ONCE} at a time, each at the grid's largest page size.
 */
export async function fetchRunWindow(
  window: RunWindow,
  options: { signal?: AbortSignal | undefined; onProgress?: OnProgress | undefined; maxPages?: number },
): Promise<PeriodRun[]> {
  const list = await readAllPages({
    readPage: async ({ page, signal }) => {
      const answer = await request('/v3/reports/grid/web-audit-runs', {
        method: 'POST',
        body: periodRunsRequest(window, page),
        schema: gridResponseSchema,
        signal,
      });
      const { totalCount, totalPageCount } = answer.metadata.pagination;
      return { items: readPeriodRuns(answer), totalCount, pageCount: totalPageCount };
    },
    maxPages: options.maxPages ?? Infinity,
    parallel: PERIOD_PAGES_AT_ONCE,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  return list.items;
}
