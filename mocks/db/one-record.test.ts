// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PeriodRun } from '@/api/audits/period-runs';
import { mockCall, type Answer } from '../lib/test-call';
import { SEED_DAY } from '../lib/test-clock';
import { restoreSnapshot, takeSnapshot } from '../persist/snapshot';
import { createMockRuntime } from '../runtime';
import {
  runScreenReader,
  type ListedRun,
  type PageGridRow,
  type RunGridRow,
  type ListedPage,
  type PageScreens,
  type RunDetailScreens,
  type RunScreens,
} from '../testing/run-figures';
import { stopWebhooks } from '../webhooks/scheduler';
import { HUGE_ACCOUNT } from './scenarios';
import { mockOptions } from './seed';
import type { AuditRow, Db, MockScenario } from './types';

/**
 * The audits whose runs the test walks: every audit of the seeded and empty accounts; of the big
 * accounts (copies of the seeded audits, whose records the seeded walk covers), a sample with the
 * planted audit and the failed and changed copies.
 */
function auditsToWalk(db: Db, scenario: MockScenario): AuditRow[] {
  const audits = db.audits.all();
  if (scenario === 'large-account') return audits.filter((_, index) => index % 250 === 0);
  if (scenario !== 'huge-account') return audits;
  const planted = `audit ${HUGE_ACCOUNT.plantedIndex + 1}`;
  return audits.filter(
    (audit, index) =>
      audit.name.endsWith(planted) ||
      index % HUGE_ACCOUNT.failedEvery === 13 ||
      index % (HUGE_ACCOUNT.changedEvery * 10) === 7,
  );
}

/**
 * Runs whose other screens and every page are compared too: each audit's two latest runs, every
 * tenth one, and every run still going or that scanned nothing.
 */
const opensDetail = (run: Pick<ListedRun, 'completed' | 'totalUrl'>, position: number) =>
  position < 2 || position % 10 === 0 || !run.completed || run.totalUrl === 0;

/** How a test calls the mock. */
type Caller = ReturnType<typeof mockCall>['call'];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The facts of a run that its lists, scores, rule summary, the runs grid and Home all show. */
function checkRun(
  listed: ListedRun,
  embedded: ListedRun,
  { scores, ruleSummary }: RunScreens,
  grid: RunGridRow,
  home: PeriodRun | undefined,
) {
  const run = `run ${listed.id}`;
  const failures: number = ruleSummary.totalRuleFailureCount;
  for (const [screen, figure] of [
    ['embedded run', embedded.totalUrl],
    ['rule summary', ruleSummary.totalPageCount],
    ['runs grid', grid.AUDIT_PAGES_SCANNED],
  ] as const)
    expect(figure, `${run}: pages in the ${screen}`).toBe(listed.totalUrl);
  expect(embedded.taggedUrl, `${run}: tagged pages`).toBe(listed.taggedUrl);
  expect(listed.isRuleFailurePresent, `${run}: rule-failure flag`).toBe(failures > 0);
  for (const score of [embedded.score, scores.total.score])
    expect(score, `${run}: total score`).toBe(listed.score);
  const parts: Array<{ score: number; max: number }> = Object.entries(scores)
    .filter(([name]) => name !== 'total')
    .map(([, part]) => part as { score: number; max: number });
  expect(Math.round(sum(parts.map((part) => part.score * 10))), `${run}: parts`).toBe(
    scores.total.score * 10,
  );
  for (const part of parts)
    expect(part.score >= 0 && part.score <= part.max, `${run}: a part within its maximum`).toBe(true);

  if (!listed.completed || listed.totalUrl === 0) {
    // No scores nor totals yet (or ever, for a run that scanned nothing); Home reads completed runs.
    expect(grid.SCORE_TOTAL, `${run}: grid score`).toBeNull();
    expect(home?.pages, `${run}: Home`).toBe(listed.completed ? 0 : undefined);
    expect(home?.score, `${run}: Home score`).toBeUndefined();
    return;
  }
  expect(scores.rules.score === scores.rules.max, `${run}: rules score at its maximum`).toBe(failures === 0);
  expect(grid.SCORE_TOTAL, `${run}: grid score`).toBe(listed.score);
  expect(grid.SCORE_RULES, `${run}: grid rules score`).toBe(scores.rules.score);
  expect(grid.RULE_RESULTS_RULE_COUNT, `${run}: grid rules`).toBe(ruleSummary.totalRuleCount);
  expect(grid.RULE_RESULTS_RULE_FAILURE_COUNT, `${run}: grid rule failures`).toBe(failures);
  expect(grid.RULE_RESULTS_FAILED_RULE_PAGE_COUNT, `${run}: grid pages with rule failures`).toBe(
    ruleSummary.failedRulePageCount,
  );
  expect(home, `${run}: Home`).toMatchObject({
    pages: listed.totalUrl,
    score: listed.score,
    totals: { brokenPages: grid.PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT, ruleFailures: failures },
  });
}

/** The run's other screens, its pages list and rule summary pages, and the pages grid agree with its lists. */
function checkDetail(
  listed: ListedRun,
  { scores, ruleSummary }: RunScreens,
  detail: RunDetailScreens,
  grid: RunGridRow,
  pageGrid: PageGridRow[],
) {
  const run = `run ${listed.id}`;
  const { single, pageSummary, pages } = detail;
  const broken = pages.filter((page) => page.statusCode >= 400).length;
  expect(single, `${run}: the run`).toMatchObject({
    totalUrl: listed.totalUrl,
    taggedUrl: listed.taggedUrl,
    score: listed.score,
    isRuleFailurePresent: listed.isRuleFailurePresent,
  });
  expect(detail.auditSummaryScores, `${run}: audit summary scores`).toEqual(scores);
  for (const [screen, figure] of [
    ['pages list', detail.total],
    ['pages listed', pages.length],
    ['page summary', pageSummary.totalPages],
  ] as const)
    expect(figure, `${run}: pages in the ${screen}`).toBe(listed.totalUrl);
  expect(pageSummary.pagesWithBrokenFinalStatusCode, `${run}: broken pages`).toBe(broken);
  if (listed.completed && listed.totalUrl > 0)
    expect(grid.PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT, `${run}: grid broken pages`).toBe(broken);
  expect(sum(pages.map((page) => page.ruleFailures)), `${run}: rule failures of the pages`).toBe(
    ruleSummary.totalRuleFailureCount,
  );
  expect(pages.filter((page) => page.ruleFailures > 0).length, `${run}: pages with rule failures`).toBe(
    ruleSummary.failedRulePageCount,
  );
  if (pageGrid.length === 0) return;
  const byId = new Map(pageGrid.map((row) => [row.pageId, row]));
  expect(pageGrid, `${run}: pages in the pages grid`).toHaveLength(listed.totalUrl);
  for (const page of pages) {
    const row = byId.get(page.id);
    expect(row?.statusCode, `${run}: page ${page.id} status in the pages grid`).toBe(page.statusCode);
    expect(row?.ruleFailures, `${run}: page ${page.id} rule failures in the pages grid`).toBe(
      page.ruleFailures,
    );
  }
  expect(pageGrid.filter((row) => row.uniqueTags > 0).length, `${run}: tagged pages`).toBe(listed.taggedUrl);
}

/** The pages a page-details check opens: one where a rule failed, one where none did, a broken one. */
const pagesToOpen = ({ pages }: RunDetailScreens) =>
  [
    pages.find((page) => page.ruleFailures > 0),
    pages.find((page) => page.ruleFailures === 0),
    pages.find((page) => page.statusCode >= 400),
  ].flatMap((page) => (page ? [page] : []));

/** Each opened page's details and history agree with the pages list and the rule summary's pages list. */
function checkPageDetails(listed: ListedRun, ruleCount: number, opened: Array<[ListedPage, PageScreens]>) {
  for (const [page, { info, ruleResults, sparklines }] of opened) {
    const where = `run ${listed.id}: page ${page.id}`;
    expect(info, `${where} info`).toMatchObject({
      finalStatusCode: page.statusCode,
      loadTime: page.loadTime,
      size: page.size,
    });
    const inHistory = sparklines.find((item) => item.runId === listed.id)?.pageInsights;
    expect(inHistory, `${where} in its history`).toEqual(
      listed.completed
        ? { loadTime: page.loadTime, statusCode: page.statusCode, size: page.size }
        : undefined,
    );
    expect(ruleResults.summary.totalNoOfRulesFailed, `${where} rule failures`).toBe(page.ruleFailures);
    expect(ruleResults.results, `${where} rules`).toHaveLength(ruleCount);
  }
}

/** What the test read of one run: every run's screens, and for some its other screens and pages. */
interface ReadRun {
  screens: RunScreens;
  detail?: { screens: RunDetailScreens; opened: Array<[ListedPage, PageScreens]> };
}

/**
 * Runs read together: fewer than the mock keeps generated (12), so that each run's pages are
 * generated once for all its screens. The huge account's grids answer in a fraction of a second
 * each: its runs (copies sharing a few records) are read from the grids at once.
 */
const BATCH = 10;

const scenarios: MockScenario[] = ['seeded', 'empty', 'large-account', 'huge-account'];

describe('one record behind every figure of a run', () => {
  it.each(scenarios)(
    'shows each fact of a run the same on every screen (%s)',
    { timeout: 180_000 },
    async (scenario) => {
      const runtime = createMockRuntime(mockOptions({ now: SEED_DAY, scenario }));
      const reader = runScreenReader(runtime.handlers);
      const db = runtime.ref.current;
      const audits = auditsToWalk(db, scenario);
      const runIds = audits.flatMap((audit) => (db.runs.get(audit.id) ?? []).map((run) => run.id));
      const atOnce = scenario === 'huge-account';
      const grid = atOnce ? await reader.runGrid(runIds) : new Map<number, RunGridRow>();
      const home = atOnce ? await reader.homeRuns(runIds) : new Map<number, PeriodRun>();
      // The pages grid holds every page of each audit's latest run: read where that stays small.
      const pageGrid = scenario === 'seeded' ? await reader.pageGrid(audits.map((audit) => audit.id)) : [];
      let walked = 0;
      for (const audit of audits) {
        const runs = db.runs.get(audit.id) ?? [];
        const read = new Map<number, ReadRun>();
        for (let from = 0; from < runs.length; from += BATCH) {
          const batch = runs.slice(from, from + BATCH);
          const ids = batch.map((run) => run.id);
          if (!atOnce) {
            for (const [runId, row] of await reader.runGrid(ids)) grid.set(runId, row);
            for (const [runId, run] of await reader.homeRuns(ids)) home.set(runId, run);
          }
          for (const [offset, run] of batch.entries()) {
            const item: ReadRun = { screens: await reader.run(audit.id, run.id) };
            if (opensDetail(run, from + offset)) {
              const screens = await reader.runDetail(audit.id, run.id);
              const opened: Array<[ListedPage, PageScreens]> = [];
              for (const page of pagesToOpen(screens))
                opened.push([page, await reader.page(audit.id, run.id, page.id)]);
              item.detail = { screens, opened };
            }
            read.set(run.id, item);
          }
        }
        // The lists are read last: what they show of each run was counted when its screens were.
        const listed = await reader.runList(audit.id);
        const embedded = new Map((await reader.embeddedRuns(audit.id)).map((run) => [run.id, run]));
        expect(listed.map((run) => run.id)).toEqual(runs.map((run) => run.id));
        expect([...embedded.keys()]).toEqual(runs.map((run) => run.id));
        for (const run of listed) {
          const { screens, detail } = read.get(run.id)!;
          checkRun(run, embedded.get(run.id)!, screens, grid.get(run.id)!, home.get(run.id));
          walked++;
          if (!detail) continue;
          const gridPages = pageGrid.filter((row) => row.runId === run.id);
          checkDetail(run, screens, detail.screens, grid.get(run.id)!, gridPages);
          checkPageDetails(run, screens.ruleSummary.totalRuleCount, detail.opened);
        }
      }
      expect(walked, 'every run of the walked audits').toBe(runIds.length);
      expect(walked > 0, 'runs walked').toBe(scenario !== 'empty');
      if (scenario === 'empty') {
        expect((await reader.runGrid([])).size, 'runs in the runs grid').toBe(0);
        expect((await reader.homeRuns([])).size, 'runs Home reads').toBe(0);
      }
      stopWebhooks(db);
    },
  );

  /** Ways the rules of an audit change after it ran: its rule list, and a rule of the library. */
  const ruleChanges: Array<[string, (call: Caller, auditId: number, ruleIds: number[]) => Promise<Answer>]> =
    [
      ['its audit’s rules change', (call, auditId) => call('PUT', `/v2/web-audits/${auditId}/rules`, [])],
      [
        'a rule it applied is edited',
        (call, _, [ruleId]) =>
          call('PUT', `/v2/rules/${ruleId}`, {
            name: 'GTM fires (edited)',
            checkTimes: 1,
            matchAllFilters: true,
            tags: [{ tagId: 100 }],
          }),
      ],
      ['a rule it applied is deleted', (call, _, [ruleId]) => call('DELETE', `/v2/rules/${ruleId}`)],
    ];

  it.each(ruleChanges)('keeps what a run recorded when %s', async (_, change) => {
    const runtime = createMockRuntime(mockOptions({ now: SEED_DAY }));
    const reader = runScreenReader(runtime.handlers);
    const { call } = mockCall({ handlers: runtime.handlers });
    const db = runtime.ref.current;
    const shown = async (auditId: number, runId: number) => ({
      listed: (await reader.runList(auditId)).find((run) => run.id === runId),
      ...(await reader.run(auditId, runId)),
      // Each rule the run applied and its results (whether the library still has it is not the run's).
      rules: (
        await call('POST', `/v3/web-audits/${auditId}/runs/${runId}/reports/rule-summary/rule-results`, {})
      ).body.rules.map(({ ruleConfigExists: _, ...rule }: { ruleConfigExists: boolean }) => rule),
      grid: (await reader.runGrid([runId])).get(runId),
    });
    // The first audit with rules whose latest completed run has rule failures.
    const audit = db.audits
      .all()
      .find(
        (item) =>
          (db.auditConfig.ruleIds.get(item.id)?.length ?? 0) > 0 && db.runs.get(item.id)?.[0]?.completed,
      )!;
    const runId = db.runs.get(audit.id)!.find((run) => run.completed && run.totalUrl > 0)!.id;
    const before = await shown(audit.id, runId);
    expect(before.ruleSummary.totalRuleFailureCount).toBeGreaterThan(0);
    expect((await change(call, audit.id, db.auditConfig.ruleIds.get(audit.id)!)).status).toBeLessThan(300);
    expect(await shown(audit.id, runId)).toEqual(before);
    // And after the demo data is saved and restored (a reload of the browser mock).
    runtime.ref.current = restoreSnapshot(takeSnapshot(db), db.options);
    expect(await shown(audit.id, runId)).toEqual(before);
    stopWebhooks(db);
  });
});
