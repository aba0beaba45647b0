// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageDetail } from '../../db/run-data/page-detail';
import { auditRuleChecks, evaluateRules } from '../../db/run-data/rules';
import { reportTestMock } from '../test-harness';

const { mock, call, completedRun } = reportTestMock();

type Status = 'Passed' | 'Failed' | 'NotApplied';
interface PageRow {
  pageId: string;
  pageUrl: string;
  ruleFailureCount: number;
  conditionResult: { name: string; actual?: string; expected: { expected: string[] } };
}
interface RuleRow {
  ruleSnapshotId: number;
  originalRuleId: number;
  name: string;
  failedRulePageCount: number;
  passedRulePageCount: number;
  notAppliedRulePageCount: number;
}

/**
 * Apply every rule of the library to an audit, one more that allows a single request of a tag
 * that fires twice on some pages, and one that wants one of a variable's values: between them they
 * check a tag present or absent, a variable set or equal to a value, a URL page filter, at most one
 * request, a cookie and a data layer key.
 */
function applyEveryRule(auditId: number) {
  const db = mock.ref.current;
  const [first] = db.rules.all();
  // Stored without conditions: the mock reads this rule's check from its name.
  db.rules.insert({
    ...first!,
    name: 'Meta Pixel fires once',
    recipients: [],
    tags: undefined,
    pageFilters: undefined,
  });
  // A value the tag's variable takes among several (the page detail's tags and the rule summary read the same).
  db.rules.insert({
    ...first!,
    name: 'Meta Pixel sends PageView',
    recipients: [],
    pageFilters: [],
    tags: [
      {
        id: 9_001,
        ruleId: 0,
        tagId: 105,
        clause: 'Then',
        matchType: 'IsSet',
        variables: [
          {
            id: 9_002,
            ruleTagId: 9_001,
            variable: 'ev',
            matchType: 'Equals',
            value: 'PageView',
            selectorType: 'String',
          },
        ],
      },
    ],
  });
  db.auditConfig.ruleIds.set(
    auditId,
    db.rules.all().map((rule) => rule.id),
  );
}

/** Every rule of the audit on every page of its run, evaluated on the generated page detail. */
function expectedResults(index: number, everyRule = false) {
  const run = completedRun(index);
  if (everyRule) applyEveryRule(run.auditId);
  const checks = auditRuleChecks(mock.ref.current, run.auditId);
  const results = run.data.pages.map((page) =>
    evaluateRules(checks, page, pageDetail(run.data.site, page)).map((outcome): Status => outcome.result),
  );
  return { ...run, checks, results };
}

const countWhere = <T>(items: T[], test: (item: T, index: number) => boolean) => items.filter(test).length;

async function allPages(auditId: number, runId: number, body: object = {}): Promise<PageRow[]> {
  const { body: answer } = await call('rule-summary', 'pages', {
    auditId,
    runId,
    body,
    query: { size: 1000 },
  });
  return answer.pages;
}

describe('rule summary', () => {
  it.each([0, 1])(
    'evaluates every kind of rule on audit %i’s pages as the page detail does',
    async (index) => {
      const { auditId, runId, data, checks, results } = expectedResults(index, true);
      expect(checks.length).toBe(10);
      for (const result of ['Passed', 'Failed', 'NotApplied']) expect(results.flat()).toContain(result);
      const { status, body } = await call('rule-summary', 'summary', { auditId, runId });
      expect(status).toBe(200);
      const has = (status: Status) => (page: Status[]) => page.includes(status);
      expect(body).toMatchObject({
        totalPageCount: data.pages.length,
        filteredPageCount: data.pages.length,
        totalRuleCount: checks.length,
        filteredRuleCount: checks.length,
        failedRulePageCount: countWhere(results, has('Failed')),
        passedRulePageCount: countWhere(results, has('Passed')),
        notAppliedRulePageCount: countWhere(results, has('NotApplied')),
        failedRuleCount: countWhere(checks, (_, rule) => results.some((page) => page[rule] === 'Failed')),
        totalRuleFailureCount: results.flat().filter((result) => result === 'Failed').length,
      });

      const rules: RuleRow[] = (await call('rule-summary', 'ruleResults', { auditId, runId })).body.rules;
      expect(rules.map((rule) => rule.originalRuleId)).toEqual(checks.map((check) => check.rule.id));
      rules.forEach((rule, index) => {
        expect(rule.failedRulePageCount).toBe(countWhere(results, (page) => page[index] === 'Failed'));
        expect(rule.passedRulePageCount).toBe(countWhere(results, (page) => page[index] === 'Passed'));
        expect(rule.notAppliedRulePageCount).toBe(
          countWhere(results, (page) => page[index] === 'NotApplied'),
        );
      });

      const pages = await allPages(auditId, runId);
      const failures = new Map(pages.map((page) => [page.pageId, page.ruleFailureCount]));
      data.pages.forEach((page, index) =>
        expect(failures.get(page.id)).toBe(countWhere(results[index]!, (result) => result === 'Failed')),
      );
    },
  );

  it('drills from the summary to the failing pages and failed rules it counts', async () => {
    const { auditId, runId } = expectedResults(1, true);
    const summary = (await call('rule-summary', 'summary', { auditId, runId })).body;
    expect(summary.failedRulePageCount).toBeGreaterThan(0);
    const failing = await allPages(auditId, runId, { ruleStatus: 'failed' });
    expect(failing).toHaveLength(summary.failedRulePageCount);
    expect(failing.every((page) => page.ruleFailureCount > 0)).toBe(true);
    const failed = await call('rule-summary', 'ruleResults', {
      auditId,
      runId,
      body: { ruleStatus: 'failed' },
    });
    expect(failed.body.rules).toHaveLength(summary.failedRuleCount);
    for (const [ruleStatus, pageCount, ruleCount] of [
      ['passed', summary.passedRulePageCount, summary.passedRuleCount],
      ['not_applied', summary.notAppliedRulePageCount, summary.notAppliedRuleCount],
    ]) {
      expect(await allPages(auditId, runId, { ruleStatus })).toHaveLength(pageCount);
      const rules = await call('rule-summary', 'ruleResults', { auditId, runId, body: { ruleStatus } });
      expect(rules.body.rules).toHaveLength(ruleCount);
    }
    const all = await allPages(auditId, runId);
    expect(all.reduce((sum, page) => sum + page.ruleFailureCount, 0)).toBe(summary.filteredRuleFailureCount);
    const deprecated = await call('rule-summary', 'summary', {
      auditId,
      runId,
      body: { ruleFailuresOnly: true },
    });
    expect(deprecated.body.filteredPageCount).toBe(summary.failedRulePageCount);
  });

  it('applies page, status class, rule and tag filters', async () => {
    const { auditId, runId, data, checks, results } = expectedResults(0);
    const broken = await call('rule-summary', 'summary', {
      auditId,
      runId,
      body: { pageStatusCode: 'broken' },
    });
    const brokenPages = data.pages.filter((page) => page.statusCode >= 400);
    expect(broken.body.filteredPageCount).toBe(brokenPages.length);
    const slow = await call('rule-summary', 'summary', {
      auditId,
      runId,
      body: { pageLoadTime: { min: 3000 } },
    });
    expect(slow.body.filteredPageCount).toBe(countWhere(data.pages, (page) => page.loadTime >= 3000));

    const adobe = checks.findIndex((check) => check.tagIds.includes(103));
    const byTag = await call('rule-summary', 'summary', { auditId, runId, body: { tagId: 103 } });
    expect(byTag.body.filteredRuleCount).toBe(countWhere(checks, (check) => check.tagIds.includes(103)));
    expect(byTag.body.filteredRuleFailureCount).toBe(countWhere(results, (page) => page[adobe] === 'Failed'));
    const byRule = await call('rule-summary', 'ruleResults', {
      auditId,
      runId,
      body: { ruleId: checks[adobe]!.rule.id },
    });
    expect(byRule.body.rules.map((rule: RuleRow) => rule.name)).toEqual([checks[adobe]!.rule.name]);
  });

  it('lists the pages a rule failed on with the expected and the actual value', async () => {
    const { auditId, runId, data, checks, results } = expectedResults(0);
    const adobe = checks.findIndex((check) => check.variable?.name === 'pageName');
    const rule: RuleRow = (await call('rule-summary', 'ruleResults', { auditId, runId })).body.rules[adobe];
    const params = { ruleSnapshotId: rule.ruleSnapshotId };
    const failing = await call('rule-summary', 'rulePages', {
      auditId,
      runId,
      params,
      body: { ruleResultType: 'failed' },
      query: { size: 1000 },
    });
    expect(failing.body.metadata.pagination.totalCount).toBe(rule.failedRulePageCount);
    const failedIds = data.pages
      .filter((_, index) => results[index]![adobe] === 'Failed')
      .map((page) => page.id);
    expect(failing.body.pages.map((page: PageRow) => page.pageId).sort()).toEqual(failedIds.sort());
    for (const page of failing.body.pages as PageRow[]) {
      const runPage = data.byId.get(page.pageId)!;
      expect(runPage.vendors.some((vendor) => vendor.tagId === 103)).toBe(false);
      expect(page.conditionResult).toMatchObject({
        name: 'Adobe Analytics',
        actual: 'Not fired',
        expected: { expected: ['Fires'] },
      });
    }

    const detail = (await call('rule-summary', 'ruleResult', { auditId, runId, params })).body;
    expect(detail).toMatchObject({
      ruleSnapshotId: rule.ruleSnapshotId,
      failedRulePageCount: rule.failedRulePageCount,
    });
    const tag = detail.tags[0];
    expect(tag).toMatchObject({ tagId: 103, matchType: 'TagPresent', clause: 'Then' });
    expect(tag.passedRulePageCount).toBe(
      countWhere(data.pages, (page) => page.vendors.some((v) => v.tagId === 103)),
    );
    const variable = tag.variables[0];
    expect(variable).toMatchObject({ variable: 'pageName', matchType: 'IsSet' });

    const values = await call('rule-summary', 'rulePages', {
      auditId,
      runId,
      params,
      body: {
        ruleFilter: {
          filterType: 'tag_variable_filter',
          tagSnapshotId: tag.ruleTagSnapshotId,
          tagVariableSnapshotId: variable.ruleTagVariableSnapshotId,
        },
        ruleResultType: 'passed',
      },
      query: { size: 1000 },
    });
    expect(values.body.metadata.pagination.totalCount).toBe(variable.passedRulePageCount);
    for (const page of values.body.pages as PageRow[])
      expect(page.conditionResult.actual).toBe(data.byId.get(page.pageId)!.title);
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId, results } = expectedResults(0);
    const { body } = await call('rule-summary', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'rule_failures', sortDesc: true, size: 5 },
    });
    const most = results
      .map((page) => countWhere(page, (result) => result === 'Failed'))
      .sort((a, b) => b - a)
      .slice(0, 5);
    expect(body.pages.map((page: PageRow) => page.ruleFailureCount)).toEqual(most);
    expect(body.metadata.pagination.totalCount).toBe(results.length);
    const rule: RuleRow = (await call('rule-summary', 'ruleResults', { auditId, runId })).body.rules[0];
    const bad = await call('rule-summary', 'rulePages', {
      auditId,
      runId,
      params: { ruleSnapshotId: rule.ruleSnapshotId },
      query: { sortBy: 'rule_failures' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a rule snapshot of another run and 400 for a bad body', async () => {
    const { auditId, runId, checks } = expectedResults(0);
    const other = (runId - 1) * 10_000 + checks[0]!.rule.id;
    expect(
      (await call('rule-summary', 'ruleResult', { auditId, runId, params: { ruleSnapshotId: other } }))
        .status,
    ).toBe(404);
    expect(
      (await call('rule-summary', 'rulePages', { auditId, runId, params: { ruleSnapshotId: 5 } })).status,
    ).toBe(404);
    const bad = await call('rule-summary', 'summary', { auditId, runId, body: { ruleStatus: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport).toBeDefined();
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = completedRun(0);
    const runTrend = (await call('rule-summary', 'trends', { auditId, runId })).body.runs;
    const summary = (await call('rule-summary', 'summary', { auditId, runId })).body;
    const last = runTrend.at(-1);
    expect(last).toMatchObject({
      runId,
      failedRuleCount: summary.failedRuleCount,
      failedRulePageCount: summary.failedRulePageCount,
      notAppliedRulePageCount: summary.notAppliedRulePageCount,
    });
    const rules = await call('rule-summary', 'ruleResultsTrend', { auditId, query: { days: 390 } });
    const pages = await call('rule-summary', 'pageCountTrend', { auditId, query: { days: 390 } });
    const sameRun = (items: Array<{ runId: number }>) => items.find((item) => item.runId === runId);
    expect(sameRun(rules.body.runs)).toEqual({
      runId,
      completedAt: last.completedAt,
      failedRuleCount: last.failedRuleCount,
      passedRuleCount: last.passedRuleCount,
      notAppliedRuleCount: last.notAppliedRuleCount,
    });
    expect(sameRun(pages.body.runs)).toEqual({
      runId,
      completedAt: last.completedAt,
      failedRulePageCount: last.failedRulePageCount,
      passedRulePageCount: last.passedRulePageCount,
      notAppliedRulePageCount: last.notAppliedRulePageCount,
    });
    expect((await call('rule-summary', 'pageCountTrend', { auditId })).status).toBe(400);
  });
});
