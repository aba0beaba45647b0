import { request } from '../client';
import {
  gridResponseSchema,
  type GridCell,
  type GridRequest,
  type GridResponse,
} from '../grid/query-schemas';

/** What a completed run's reports count, as the `web-audit-runs` grid answers it beside the score. */
export interface RunTotals {
  brokenPages?: number | undefined;
  uniqueTags?: number | undefined;
  unapprovedCookies?: number | undefined;
  ruleFailures?: number | undefined;
}

/** Grid columns (WebAuditRunsGridColumnEnum) of each total. */
const totalColumns = {
  brokenPages: 'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT',
  uniqueTags: 'TAG_INVENTORY_UNIQUE_TAG_COUNT',
  unapprovedCookies: 'PRIVACY_COOKIES_UNAPPROVED_COOKIE_COUNT',
  ruleFailures: 'RULE_RESULTS_RULE_FAILURE_COUNT',
} as const;
const totalNames = Object.keys(totalColumns) as Array<keyof RunTotals>;
const RUN_ID_COLUMN = 'AUDIT_RUN_ID';

/** Most run ids one request names: the grid's limit on an `integer_in` list. */
export const RUN_TOTALS_BATCH = 1000;

/** Body of POST /v3/reports/grid/web-audit-runs: the totals of exactly these runs (one row each). */
export function runTotalsRequest(runIds: readonly number[]): GridRequest {
  return {
    columns: [RUN_ID_COLUMN, ...totalNames.map((name) => totalColumns[name])].map((columnId) => ({
      columnId,
    })),
    filters: {
      conditions: [
        { operator: 'integer_in', filteredColumn: { columnId: RUN_ID_COLUMN }, args: [...runIds] },
      ],
      conditionMatchMode: 'all',
    },
    page: 0,
    size: Math.max(runIds.length, 1),
  };
}

const countOf = (cell: GridCell | undefined) =>
  typeof cell === 'number' && Number.isFinite(cell) ? cell : undefined;

/** The totals of each run of a grid answer, by run id; columns are found by id in the answer's headers. */
export function readRunTotals(answer: GridResponse): Map<number, RunTotals> {
  const at = new Map(
    answer.metadata.headers.map((header, index) => [
      'columnId' in header.column ? header.column.columnId : undefined,
      index,
    ]),
  );
  const idAt = at.get(RUN_ID_COLUMN);
  const totals = new Map<number, RunTotals>();
  if (idAt === undefined) return totals;
  for (const row of answer.rows) {
    const runId = countOf(row[idAt]);
    if (runId === undefined) continue;
    const entry: RunTotals = {};
    for (const name of totalNames) {
      const index = at.get(totalColumns[name]);
      entry[name] = index === undefined ? undefined : countOf(row[index]);
    }
    totals.set(runId, entry);
  }
  return totals;
}

/** The totals of the given runs, read in as few grid requests as the id limit allows. */
export async function fetchRunTotals(runIds: readonly number[], signal?: AbortSignal) {
  const batches: number[][] = [];
  for (let start = 0; start < runIds.length; start += RUN_TOTALS_BATCH)
    batches.push(runIds.slice(start, start + RUN_TOTALS_BATCH));
  const answers = await Promise.all(
    batches.map((ids) =>
      request('/v3/reports/grid/web-audit-runs', {
        method: 'POST',
        body: runTotalsRequest(ids),
        schema: gridResponseSchema,
        signal,
      }),
    ),
  );
  return new Map(answers.flatMap((answer) => [...readRunTotals(answer)]));
}
