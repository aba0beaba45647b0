import { z } from '@/lib/zod';
import { id } from '../common';
import {
  gridCellText,
  type GridCell,
  type GridRequest,
  type GridResponse,
  type GridSchema,
} from '../grid/query-schemas';

/**
 * A web journey's run history is the grid report of `web-journey-runs` filtered by the journey: the
 * spec has no run list of its own. Each field of a run is one column (WebJourneyRunsGridColumnEnum).
 */
const runColumns = {
  id: 'WEB_JOURNEY_RUN_ID',
  journeyId: 'WEB_JOURNEY_ID',
  journeyName: 'WEB_JOURNEY_NAME',
  startedAt: 'RUN_STARTED_AT',
  completedAt: 'RUN_COMPLETED_AT',
  durationMs: 'RUN_DURATION',
  status: 'WJ_RUN_STATUS',
  actionsConfigured: 'ACTIONS_CONFIGURED_COUNT',
  actionsExecuted: 'ACTIONS_EXECUTED_COUNT',
  failedStep: 'FAILED_ACTION_SEQUENCE_NUMBER',
  failedActionName: 'FAILED_ACTION_NAME',
  failedActionError: 'FAILED_ACTION_ERROR',
  failedRules: 'TOTAL_FAILED_RULES_COUNT',
} as const;
type RunField = keyof typeof runColumns;
const fields = Object.keys(runColumns) as RunField[];
const textFields = new Set<RunField>([
  'journeyName',
  'startedAt',
  'completedAt',
  'status',
  'failedActionName',
  'failedActionError',
]);

/** The most runs the history shows (the newest ones). */
export const RUN_HISTORY_SIZE = 100;

/** One run of a web journey, read from a row of the `web-journey-runs` grid; no `completedAt` while it runs. */
export const journeyRunSchema = z.object({
  id,
  journeyId: z.optional(z.number()),
  journeyName: z.optional(z.string()),
  startedAt: z.optional(z.string()),
  completedAt: z.optional(z.string()),
  durationMs: z.optional(z.number()),
  /** The run's status as the service words it (the enumeration's label). */
  status: z.optional(z.string()),
  actionsConfigured: z.optional(z.number()),
  actionsExecuted: z.optional(z.number()),
  /** The step (from 1) at which the run stopped with a failed action. */
  failedStep: z.optional(z.number()),
  failedActionName: z.optional(z.string()),
  failedActionError: z.optional(z.string()),
  failedRules: z.optional(z.number()),
});
/** One run of a web journey. */
export type JourneyRun = z.infer<typeof journeyRunSchema>;

/** A journey's runs, newest first, and how many it has in all. */
export interface JourneyRunHistory {
  runs: JourneyRun[];
  total: number;
}

/** Body of POST /v3/reports/grid/web-journey-runs: the journey's runs (or one of them), newest first. */
export function journeyRunsRequest(journeyId: number, runId?: number): GridRequest {
  const filter = (columnId: string, value: number) => ({
    operator: 'integer_in' as const,
    filteredColumn: { columnId },
    args: [value],
  });
  return {
    columns: fields.map((field) => ({ columnId: runColumns[field] })),
    filters: {
      conditions: [
        filter('WEB_JOURNEY_ID', journeyId),
        ...(runId === undefined ? [] : [filter('WEB_JOURNEY_RUN_ID', runId)]),
      ],
      conditionMatchMode: 'all',
    },
    sortBy: [{ columnIndex: fields.indexOf('startedAt'), sortDesc: true }],
    page: 0,
    size: RUN_HISTORY_SIZE,
  };
}

/** The most runs {@link recentRunsRequest} reads: the newest ones of every journey in the period. */
export const RECENT_RUNS_SIZE = 500;

/**
 * Body of POST /v3/reports/grid/web-journey-runs: the runs of every journey completed since `since`,
 * newest first (one call, whatever the number of journeys).
 */
export function recentRunsRequest(since: string): GridRequest {
  return {
    columns: fields.map((field) => ({ columnId: runColumns[field] })),
    filters: {
      conditions: [
        {
          operator: 'date_time_between',
          filteredColumn: { columnId: runColumns.completedAt },
          start: since,
          startInclusive: true,
        },
      ],
      conditionMatchMode: 'all',
    },
    sortBy: [{ columnIndex: fields.indexOf('completedAt'), sortDesc: true }],
    page: 0,
    size: RECENT_RUNS_SIZE,
  };
}

/** A cell as a number, when it is one (a numeric text included). */
function numberOf(cell: GridCell | undefined): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell === 'string' && cell.trim() !== '' && Number.isFinite(Number(cell))) return Number(cell);
  return undefined;
}

/**
 * The runs in a grid answer: each column is found by its id in the answer's headers, enumerations
 * read as their labels from the entity type's schema; a row without a run id is left out.
 */
export function readJourneyRuns(answer: GridResponse, schema: GridSchema | undefined): JourneyRun[] {
  const at = new Map(
    answer.metadata.headers.map((header, index) => [
      'columnId' in header.column ? header.column.columnId : undefined,
      index,
    ]),
  );
  const columnDefs = new Map((schema?.columns ?? []).map((column) => [column.columnId, column]));
  return answer.rows.flatMap((row) => {
    const record: Record<string, string | number> = {};
    for (const field of fields) {
      const index = at.get(runColumns[field]);
      const cell = index === undefined ? undefined : row[index];
      if (cell === undefined || cell === null) continue;
      if (textFields.has(field)) {
        const text = gridCellText(columnDefs.get(runColumns[field]), cell);
        if (text !== '') record[field] = text;
      } else {
        const value = numberOf(cell);
        if (value !== undefined) record[field] = value;
      }
    }
    const parsed = journeyRunSchema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}
