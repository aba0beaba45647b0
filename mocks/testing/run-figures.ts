/**
 * What each screen of the app receives about a run, read through the mock's handlers as the app
 * reads it: the run lists, the scores, the page summary, the pages list, the rule summary, page
 * details, the grids and the runs grid totals Home reads. The property test of
 * `mocks/db/one-record.test.ts` compares them.
 */
import type { RequestHandler } from 'msw';
import { periodRunsRequest, readPeriodRuns, type PeriodRun } from '@/api/audits/period-runs';
import type { ReportOperation } from '@/api/reports/define';
import { reportFamilies } from '@/api/reports/families';
import { reportUrl, type ReportFamilyId } from '@/api/reports/queries';
import { MAX_TREND_DAYS } from '@/api/pages/trend-schemas';
import { mockCall, type Json } from '../lib/test-call';

/** A run as a run list serves it (the fields the figures compare). */
export interface ListedRun {
  id: number;
  totalUrl: number;
  taggedUrl: number;
  score: number;
  completed?: string;
  isRuleFailurePresent?: boolean;
}

/** One page of a run as the pages list and the rule summary's pages list show it. */
export interface ListedPage {
  id: string;
  statusCode: number;
  loadTime: number;
  size: number;
  ruleFailures: number;
}

/** What a run's scores and rule summary show. */
export interface RunScreens {
  scores: Json;
  ruleSummary: Json;
}

/** A run's other screens: the run itself, its audit and page summaries and its pages. */
export interface RunDetailScreens {
  single: ListedRun;
  auditSummaryScores: Json;
  pageSummary: Json;
  /** The pages list's total. */
  total: number;
  /** Its pages, each with the rule failures the rule summary's pages list gives it. */
  pages: ListedPage[];
}

/** A page's own screens: its info and its rule results. */
export interface PageScreens {
  info: Json;
  ruleResults: Json;
  /** The page's load time, status and size in each run of the last 390 days up to this one. */
  sparklines: Json[];
}

/** Grid columns of the runs grid besides Home's. */
const runGridColumns = [
  'AUDIT_RUN_ID',
  'AUDIT_PAGES_SCANNED',
  'SCORE_TOTAL',
  'SCORE_RULES',
  'RULE_RESULTS_RULE_COUNT',
  'RULE_RESULTS_RULE_FAILURE_COUNT',
  'RULE_RESULTS_FAILED_RULE_PAGE_COUNT',
  'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT',
] as const;
/** A row of the runs grid, by column. */
export type RunGridRow = Record<(typeof runGridColumns)[number], number | null>;
/** A row of the pages grid, by column. */
export interface PageGridRow {
  runId: number;
  pageId: string;
  statusCode: number;
  uniqueTags: number;
  ruleFailures: number;
}

const PAGE_SIZE = 1000;
/** Most ids an `integer_in` grid filter takes. */
const GRID_IDS = 1000;

/** Ids in lists the grid accepts (no ids: one empty list, for every row). */
function chunks(ids: readonly number[]): number[][] {
  const lists: number[][] = [];
  for (let from = 0; from < ids.length; from += GRID_IDS) lists.push(ids.slice(from, from + GRID_IDS));
  return lists.length ? lists : [[]];
}
const GRID_SIZE = 10_000;

/** Read every screen's figures of runs through `handlers` (no server: each call is answered directly). */
export function runScreenReader(handlers: readonly RequestHandler[]) {
  const { send } = mockCall({ handlers });

  async function read(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    const answer = await send(method, path, body === undefined ? {} : { body });
    if (answer.status !== 200)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  function report(family: ReportFamilyId, name: string, auditId: number, runId: number, size?: number) {
    const op = (reportFamilies[family] as Record<string, ReportOperation>)[name]!;
    const query = size ? `?size=${size}` : '';
    return read(
      op.method,
      `${reportUrl(op, family, name, { auditId, runId })}${query}`,
      op.method === 'POST' ? {} : undefined,
    );
  }

  async function gridAnswers(path: string, body: Json): Promise<Json[]> {
    const answers: Json[] = [];
    for (let page = 0; ; page++) {
      const answer = await read('POST', path, { ...body, page, size: GRID_SIZE });
      answers.push(answer);
      if (page + 1 >= answer.metadata.pagination.totalPageCount) return answers;
    }
  }

  const gridRows = async (path: string, body: Json): Promise<Json[][]> =>
    (await gridAnswers(path, body)).flatMap((answer) => answer.rows);

  /** Only the rows of these ids of a column (none: every row). */
  const only = (columnId: string, ids: readonly number[]) => ({
    conditions: ids.length ? [{ operator: 'integer_in', filteredColumn: { columnId }, args: [...ids] }] : [],
    conditionMatchMode: 'all',
  });

  return {
    /** The audit's run history (GET /v2/web-audits/{id}/runs). */
    runList: (auditId: number): Promise<ListedRun[]> => read('GET', `/v2/web-audits/${auditId}/runs`),
    /** The runs embedded in the audit (GET /v2/web-audits/{id}?withRuns=true). */
    embeddedRuns: async (auditId: number): Promise<ListedRun[]> =>
      (await read('GET', `/v2/web-audits/${auditId}?withRuns=true&runsLimit=1000`)).runs,
    /** A run's scores and rule summary. */
    run: async (auditId: number, runId: number): Promise<RunScreens> => ({
      scores: await read('GET', `/v3/web-audits/${auditId}/runs/${runId}/scores`),
      ruleSummary: await report('rule-summary', 'summary', auditId, runId),
    }),
    /** A run's other screens: the run, its audit summary scores, its page summary and its pages. */
    async runDetail(auditId: number, runId: number): Promise<RunDetailScreens> {
      const rulePages: Json[] = (await report('rule-summary', 'pages', auditId, runId, PAGE_SIZE)).pages;
      const failures = new Map(
        rulePages.map((page) => [page.pageId as string, page.ruleFailureCount as number]),
      );
      const pages: ListedPage[] = [];
      let total = 0;
      for (let page = 0; page * PAGE_SIZE <= total; page++) {
        const answer = await read(
          'GET',
          `/v3/web-audits/${auditId}/runs/${runId}/pages?page=${page}&size=${PAGE_SIZE}`,
        );
        total = answer.metadata.pagination.totalCount;
        for (const item of answer.pages as Json[])
          pages.push({
            id: item.id,
            statusCode: item.statusCode,
            loadTime: item.loadTime,
            size: item.size,
            ruleFailures: failures.get(item.id) ?? NaN,
          });
      }
      return {
        single: await read('GET', `/v2/web-audits/${auditId}/runs/${runId}`),
        auditSummaryScores: await report('audit-summary', 'scores', auditId, runId),
        pageSummary: await report('page-summary', 'summary', auditId, runId),
        total,
        pages,
      };
    },
    /** A page's info and rule results (the page details screen). */
    page: async (auditId: number, runId: number, pageId: string): Promise<PageScreens> => ({
      info: await read('GET', `/v3/web-audits/${auditId}/runs/${runId}/pages/${pageId}/info`),
      ruleResults: await read('GET', `/v2/web-audits/${auditId}/runs/${runId}/pages/${pageId}/rule-results`),
      sparklines: await read(
        'GET',
        `/v3/web-audits/${auditId}/runs/${runId}/pages/${pageId}/sparklines?days=${MAX_TREND_DAYS}`,
      ),
    }),
    /** These runs (none: every run) as Home reads them from the runs grid (completed runs only), by run id. */
    async homeRuns(runIds: readonly number[]): Promise<Map<number, PeriodRun>> {
      const runs = new Map<number, PeriodRun>();
      for (const ids of chunks(runIds)) {
        const answers = await gridAnswers('/v3/reports/grid/web-audit-runs', {
          ...periodRunsRequest({}),
          filters: only('AUDIT_RUN_ID', ids),
        });
        for (const run of answers.flatMap(readPeriodRuns)) runs.set(run.runId, run);
      }
      return runs;
    },
    /** These runs (none: every run) in the runs grid, by run id. */
    async runGrid(runIds: readonly number[]): Promise<Map<number, RunGridRow>> {
      const rows: Json[][] = [];
      for (const ids of chunks(runIds))
        rows.push(
          ...(await gridRows('/v3/reports/grid/web-audit-runs', {
            columns: runGridColumns.map((columnId) => ({ columnId })),
            filters: only('AUDIT_RUN_ID', ids),
          })),
        );
      return new Map(
        rows.map((row) => [
          row[0] as number,
          Object.fromEntries(runGridColumns.map((column, i) => [column, row[i]])) as RunGridRow,
        ]),
      );
    },
    /** The pages grid's rows of these audits (the pages of each one's latest completed run). */
    async pageGrid(auditIds: readonly number[]): Promise<PageGridRow[]> {
      const columns = [
        'AUDIT_RUN_ID',
        'PAGE_ID',
        'FINAL_PAGE_STATUS_CODE',
        'UNIQUE_TAG_COUNT',
        'RULE_FAILURE_COUNT',
      ];
      const rows = await gridRows('/v3/reports/grid/pages', {
        columns: columns.map((columnId) => ({ columnId })),
        filters: only('AUDIT_ID', auditIds),
      });
      return rows.map(([runId, pageId, statusCode, uniqueTags, ruleFailures]) => ({
        runId,
        pageId,
        statusCode,
        uniqueTags,
        ruleFailures,
      }));
    },
  };
}
