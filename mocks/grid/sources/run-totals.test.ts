// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodRunsRequest, readPeriodRuns } from '@/api/audits/period-runs';
import { queryGrid } from '../engine';
import { reportTestMock } from '../../reports/test-harness';

const { mock, call, completedRun } = reportTestMock();

describe('web_audit_runs: a run’s report totals', () => {
  it.each([0, 5, 19])('equal what the run’s own reports count (audit %i)', async (index) => {
    const { auditId, runId } = completedRun(index);
    const runs = readPeriodRuns(
      queryGrid(mock.ref.current, 'web-audit-runs', periodRunsRequest({ auditIds: [auditId] })),
    );
    const { totals } = runs.find((run) => run.runId === runId)!;
    const args = { auditId, runId, body: {} };
    const pages = (await call('page-summary', 'summary', args)).body;
    const tags = (await call('tag-inventory', 'summary', args)).body;
    const cookies = (await call('cookie-privacy', 'summary', args)).body;
    const rules = (await call('rule-summary', 'summary', args)).body;
    expect(totals).toEqual({
      brokenPages: pages.pagesWithBrokenFinalStatusCode,
      uniqueTags: tags.filteredUniqueTagCount,
      unapprovedCookies: cookies.totalUnapprovedCookieCount,
      ruleFailures: rules.totalRuleFailureCount,
    });
  });
});
