import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { runVendors } from '@mocks/db/run-data/run-level';
import { DEMO_API_KEY } from '@/api/demo';
import { fetchReport } from '@/api/reports/queries';
import { initSession, signIn } from '@/api/session';
import { formatCount } from '@/lib/format';
import { renderRoute, TEST_BASE_URL } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
// The tests read the mock as the screens do (to know what a rule holds) before rendering.
beforeEach(() => {
  initSession({ baseUrl: TEST_BASE_URL });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: TEST_BASE_URL, remember: false });
});

const reports = (auditId: number, runId: number) => `/audits/${auditId}/runs/${runId}/reports`;
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('tag inventory by tag category', () => {
  it('counts the categories and opens each category’s tags, as many as fired in it', async () => {
    const { auditId, runId, data } = mock.scenario.completedRun({ morePagesThan: 60 });
    const vendors = runVendors(data);
    const categories = new Map(vendors.map((vendor) => [vendor.categoryId, vendor.category]));
    const user = userEvent.setup();
    const { router } = renderRoute(`${reports(auditId, runId)}/tag-inventory`);

    const tile = await screen.findByRole('link', { name: /^Tag categories: \d+, show them$/ });
    expect(tile).toHaveTextContent(String(categories.size));
    await user.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/tag-inventory\/categories$/));
    const table = await screen.findByRole('table', { name: 'Tag categories' });
    await waitFor(() => expect(rows(table)).toHaveLength(categories.size));

    const [categoryId, name] = [...categories][0]!;
    await user.click(await within(table).findByRole('link', { name }));
    await waitFor(() => expect(router.state.location.search).toContain(`tagCategoryId=${categoryId}`));
    const inCategory = vendors.filter((vendor) => vendor.categoryId === categoryId);
    const tags = await screen.findByRole('table', { name: 'Tags of the selected category' });
    expect(await screen.findByTestId('tags-total')).toHaveTextContent(
      `${formatCount(inCategory.length)} ${inCategory.length === 1 ? 'row' : 'rows'}`,
    );
    for (const vendor of inCategory)
      expect(within(tags).getByRole('link', { name: vendor.name })).toBeVisible();
    expect(screen.getByRole('button', { name: `Remove filter Category: ${categoryId}` })).toBeInTheDocument();
  });
});

type RuleDetail = Awaited<ReturnType<typeof fetchReport<'rule-summary', 'ruleResult'>>>;

/** The first rule (of the audits' latest completed runs) whose detail passes `wanted`, read as the screen reads it. */
async function findRule(wanted: (detail: RuleDetail) => boolean) {
  for (const audit of mock.ref.current.audits.all()) {
    const run = mock.ref.current.runs.get(audit.id)?.find((r) => r.completed && r.totalUrl > 0);
    if (!run) continue;
    const args = { auditId: audit.id, runId: run.id };
    const { rules } = await fetchReport('rule-summary', 'ruleResults', { ...args, body: {} });
    for (const rule of rules) {
      const params = { ruleSnapshotId: rule.ruleSnapshotId };
      const detail = await fetchReport('rule-summary', 'ruleResult', { ...args, params, body: {} });
      if (wanted(detail)) return { ...args, detail };
    }
  }
  throw new Error('No rule of the seeded runs is like that');
}

const snapshots = '/settings/rules/snapshots';
const rulesView = (auditId: number, runId: number, ruleSnapshotId: number) =>
  `${reports(auditId, runId)}/rule-summary/rules?ruleSnapshotId=${ruleSnapshotId}`;

describe('rule summary snapshots', () => {
  it('links a rule and its page filters to their originals, and opens one', async () => {
    const { auditId, runId, detail } = await findRule((rule) => rule.pageFilters.length > 0);
    const pageFilter = detail.pageFilters[0]!;
    const user = userEvent.setup();
    const { router } = renderRoute(rulesView(auditId, runId, detail.ruleSnapshotId));

    const rulesTable = await screen.findByRole('table', { name: 'Rules' });
    const ruleRow = (await within(rulesTable).findByRole('link', { name: detail.name })).closest('tr')!;
    expect(within(ruleRow).getByRole('link', { name: 'Open original' })).toHaveAttribute(
      'href',
      `${snapshots}/rule/${detail.ruleSnapshotId}`,
    );
    const filters = await screen.findByRole('table', { name: 'Page filters of the selected rule' });
    await waitFor(() => expect(rows(filters)).toHaveLength(detail.pageFilters.length));
    const open = within(rows(filters)[0]!).getByRole('link', { name: 'Open original' });
    expect(open).toHaveAttribute('href', `${snapshots}/page-filter/${pageFilter.pageFilterSnapshotId}`);

    await user.click(open);
    const heading = `Original of page filter snapshot ${pageFilter.pageFilterSnapshotId}`;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `${snapshots}/page-filter/${pageFilter.pageFilterSnapshotId}`,
    );
  });

  it('links each tag condition and each of its variables to their originals', async () => {
    const { auditId, runId, detail } = await findRule((rule) =>
      rule.tags.some((tag) => (tag.variables ?? []).length > 0),
    );
    const tag = detail.tags.find((item) => (item.variables ?? []).length > 0)!;
    renderRoute(rulesView(auditId, runId, detail.ruleSnapshotId));
    const conditions = await screen.findByRole('table', { name: 'Tag conditions of the selected rule' });
    const tagRow = (await within(conditions).findByText(tag.tagName)).closest('tr')!;
    expect(within(tagRow).getByRole('link', { name: 'Open original' })).toHaveAttribute(
      'href',
      `${snapshots}/tag/${tag.ruleTagSnapshotId}`,
    );
    for (const variable of tag.variables!) {
      expect(within(tagRow).getByRole('link', { name: variable.variable })).toHaveAttribute(
        'href',
        `${snapshots}/tag-variable/${variable.ruleTagVariableSnapshotId}`,
      );
    }
  });

  it('links the condition of each failing page to its original', async () => {
    const { auditId, runId } = mock.scenario.completedRun({ morePagesThan: 60 });
    const { rules } = await fetchReport('rule-summary', 'ruleResults', { auditId, runId, body: {} });
    const failing = rules.find((rule) => rule.failedRulePageCount > 0)!;
    const kinds: Record<string, string> = {
      RulePageFilterSnapshotId: 'page-filter',
      RuleTagSnapshotId: 'tag',
      RuleTagVariableSnapshotId: 'tag-variable',
      RuleSnapshotId: 'rule',
    };
    renderRoute(rulesView(auditId, runId, failing.ruleSnapshotId));
    const table = await screen.findByRole('table', { name: 'Pages where the selected rule failed' });
    const { pages } = await fetchReport('rule-summary', 'rulePages', {
      auditId,
      runId,
      params: { ruleSnapshotId: failing.ruleSnapshotId },
      query: { page: 0, size: 50 },
      body: { ruleResultType: 'failed' },
    });
    const { conditionResult } = pages[0]!;
    const links = await within(table).findAllByRole('link', { name: conditionResult.name });
    expect(links[0]).toHaveAttribute(
      'href',
      `${snapshots}/${kinds[conditionResult.idType]}/${conditionResult.id}`,
    );
  });
});
