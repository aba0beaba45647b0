import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { runData } from '@mocks/db/run-data';
import type { RunRow } from '@mocks/db/types';
import { formatCount, formatDateTime } from '@/lib/format';
import { dimensionIds, dimensions } from '@/api/compare/registry';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { loadTimeBand } from '@/api/compare/dimensions/pages';

const mock = routeTestMock();

/** An audit with two completed runs that scanned pages: the newest (head) and the one before it (base). */
function twoCompletedRuns(): { auditId: number; auditName: string; base: RunRow; head: RunRow } {
  for (const audit of mock.ref.current.audits.all()) {
    const done = mock.ref.current.runs
      .get(audit.id)!
      .filter((run) => run.completed && run.totalUrl > 0)
      .sort((a, b) => b.started.localeCompare(a.started));
    if (done.length >= 2) return { auditId: audit.id, auditName: audit.name, head: done[0]!, base: done[1]! };
  }
  throw new Error('no audit with two completed runs');
}

const comparePath = (auditId: number, base: number, head: number, extra = '') =>
  `/audits/${auditId}/compare?base=${base}&head=${head}${extra}`;

/** The counts the pages dimension should show, worked out from the mock's pages of both runs. */
function expectedPageCounts(auditId: number, base: number, head: number) {
  const before = new Map(runData(mock.ref.current, auditId, base)!.pages.map((page) => [page.url, page]));
  const after = new Map(runData(mock.ref.current, auditId, head)!.pages.map((page) => [page.url, page]));
  const counts = { new: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const [url, page] of before) {
    const next = after.get(url);
    if (!next) counts.removed += 1;
    else if (
      next.statusCode !== page.statusCode ||
      loadTimeBand(next.loadTime) !== loadTimeBand(page.loadTime)
    )
      counts.changed += 1;
    else counts.unchanged += 1;
  }
  for (const url of after.keys()) if (!before.has(url)) counts.new += 1;
  return counts;
}

/** One page of a privacy compliance list holding `items` under `field`. */
function complianceAnswer(field: string, items: unknown[]) {
  return {
    metadata: {
      pagination: {
        totalCount: items.length,
        totalPageCount: items.length ? 1 : 0,
        pageSize: 1000,
        currentPageSize: items.length,
        currentPageNumber: 0,
      },
    },
    [field]: items,
  };
}

const cookie = (name: string, status?: 'approved' | 'unapproved', category?: string) => ({
  cookieName: name,
  cookieDomain: 'shop.example',
  ...(status && { consentCategoryComplianceStatus: status }),
  ...(category && { consentCategoryName: category }),
  filteredPageCount: 3,
});

/**
 * Cookie compliance of the two runs (no tags or request domains): `_ga` goes from approved to
 * unapproved, `_fbp` stays, `_old` is gone, `_new` appears, `_id` goes from unknown to approved.
 */
function seedCompliance(baseId: number, headId: number) {
  const byRun: Record<number, unknown[]> = {
    [baseId]: [
      cookie('_ga', 'approved', 'Analytics'),
      cookie('_fbp', 'approved', 'Marketing'),
      cookie('_old', 'unapproved', 'Marketing'),
      cookie('_id'),
    ],
    [headId]: [
      cookie('_ga', 'unapproved', 'Analytics'),
      cookie('_fbp', 'approved', 'Marketing'),
      cookie('_new', 'unapproved', 'Marketing'),
      cookie('_id', 'approved', 'Analytics'),
    ],
  };
  const reports = '*/v3/web-audits/:auditId/runs/:runId/reports';
  mock.server.use(
    http.post(`${reports}/cookie-privacy/compliance`, ({ params }) =>
      HttpResponse.json(complianceAnswer('cookies', byRun[Number(params.runId)] ?? [])),
    ),
    http.post(`${reports}/tag-privacy/compliance`, () => HttpResponse.json(complianceAnswer('tags', []))),
    http.post(`${reports}/request-privacy/compliance`, () =>
      HttpResponse.json(complianceAnswer('requests', [])),
    ),
  );
}

/** The table row whose first cell reads `text`. */
function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === text);
  if (!row) throw new Error(`no row ${text}`);
  return row;
}

/** The item names (second identity column of consent rows) of every rendered row. */
const itemNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('/audits/:auditId/compare', () => {
  it('compares the pages of two seeded runs with counts per change kind and on the tab', async () => {
    const { auditId, auditName, base, head } = twoCompletedRuns();
    const expected = expectedPageCounts(auditId, base.id, head.id);
    renderRoute(comparePath(auditId, base.id, head.id, '&dim=pages'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare runs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: auditName })).toHaveAttribute(
      'href',
      `/audits/${auditId}`,
    );

    const summary = await screen.findByTestId('compare-summary', {}, { timeout: 10_000 });
    const total = expected.new + expected.removed + expected.changed + expected.unchanged;
    expect(summary).toHaveTextContent(
      `${formatCount(expected.new)} new, ${formatCount(expected.removed)} removed, ` +
        `${formatCount(expected.changed)} changed and ${formatCount(expected.unchanged)} unchanged ` +
        `${total === 1 ? 'page' : 'pages'}.`,
    );
    expect(
      screen.getByRole('radio', { name: `Changed ${formatCount(expected.changed)}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `All ${formatCount(total)}` })).toBeChecked();
    const differences = expected.new + expected.removed + expected.changed;
    // The tab's name is its label and its count badge ("Pages 66"; jsdom joins them without a space).
    const pagesTab = screen.getByRole('tab', { name: /^Pages/, selected: true });
    expect(pagesTab.textContent?.replace(/^Pages\s*/, '')).toBe(formatCount(differences));
    expect(screen.getByRole('table', { name: 'Pages compared' })).toBeInTheDocument();
  });

  it('narrows consent compliance to one transition, keeps it in the URL and reopens it from there', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    seedCompliance(base.id, head.id);
    const { router } = renderRoute(comparePath(auditId, base.id, head.id, '&dim=consent-compliance'));
    expect(await screen.findByTestId('compare-summary')).toHaveTextContent(
      '1 new, 1 removed, 2 changed and 1 unchanged items.',
    );
    const table = screen.getByRole('table', { name: 'Consent compliance compared' });
    expect(itemNames(table).sort()).toEqual(['_fbp', '_ga', '_id', '_new', '_old']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Transition' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Approved → Unapproved (1)', hidden: true }),
    );
    await waitFor(() => expect(itemNames(table)).toEqual(['_ga']));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      base: String(base.id),
      head: String(head.id),
      dim: 'consent-compliance',
      attr: 'status',
      from: 'Approved',
      to: 'Unapproved',
      kind: 'changed',
    });
    expect(screen.getByText('Showing 1 of 5 items')).toBeInTheDocument();

    // The same link opens the same view.
    await router.navigate(`/audits/${auditId}`);
    await router.navigate(`/audits/${auditId}/compare?${search.toString()}`);
    const reopened = await screen.findByRole('table', { name: 'Consent compliance compared' });
    await waitFor(() => expect(itemNames(reopened)).toEqual(['_ga']));
    expect(screen.getByRole('combobox', { name: 'Transition' })).toHaveValue('Approved → Unapproved (1)');
    expect(screen.getByRole('radio', { name: 'Changed 2' })).toBeChecked();
  });

  it('filters by change kind from the segmented control', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    seedCompliance(base.id, head.id);
    const { router } = renderRoute(comparePath(auditId, base.id, head.id, '&dim=consent-compliance'));
    const table = await screen.findByRole('table', { name: 'Consent compliance compared' });
    await waitFor(() => expect(itemNames(table)).toHaveLength(5));
    await userEvent.click(screen.getByRole('radio', { name: 'New 1' }));
    await waitFor(() => expect(itemNames(table)).toEqual(['_new']));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('new');
  });

  it('drills from a row to the pages of the item in each run', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    seedCompliance(base.id, head.id);
    renderRoute(comparePath(auditId, base.id, head.id, '&dim=consent-compliance'));
    const table = await screen.findByRole('table', { name: 'Consent compliance compared' });
    await waitFor(() => expect(itemNames(table)).toContain('_ga'));
    const row = rowOf(table, '_ga');
    const pages = (runId: number) =>
      `/audits/${auditId}/runs/${runId}/reports/cookie-privacy/cookies?cookieName=_ga&cookieDomain=shop.example`;
    expect(within(row).getByRole('link', { name: `Pages in base run ${base.id}` })).toHaveAttribute(
      'href',
      pages(base.id),
    );
    expect(within(row).getByRole('link', { name: `Pages in head run ${head.id}` })).toHaveAttribute(
      'href',
      pages(head.id),
    );
    // A removed item has no pages in the head run.
    const removed = rowOf(table, '_old');
    expect(within(removed).getAllByRole('link')).toHaveLength(1);

    await userEvent.click(within(row).getByRole('link', { name: `Pages in head run ${head.id}` }));
    expect(await screen.findByRole('heading', { level: 1, name: /Cookie privacy/ })).toBeInTheDocument();
  });

  it('drills from a page row to that page’s details in each run', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    renderRoute(comparePath(auditId, base.id, head.id, '&dim=pages&kind=unchanged'));
    const table = await screen.findByRole('table', { name: 'Pages compared' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const row = within(table).getAllByRole('row')[1]!;
    const url = within(row).getAllByRole('cell')[0]!.textContent;
    const page = runData(mock.ref.current, auditId, head.id)!.pages.find(
      (candidate) => candidate.url === url,
    )!;
    expect(within(row).getByRole('link', { name: `Page in base run ${base.id}` })).toHaveAttribute(
      'href',
      `/audits/${auditId}/runs/${base.id}/pages/${page.id}`,
    );
    expect(within(row).getByRole('link', { name: `Page in head run ${head.id}` })).toHaveAttribute(
      'href',
      `/audits/${auditId}/runs/${head.id}/pages/${page.id}`,
    );
  });

  it('opens from "Compare with previous run" on a run page', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    const { router } = renderRoute(`/audits/${auditId}/runs/${head.id}`);
    const link = await screen.findByRole('link', { name: 'Compare with previous run' });
    expect(link).toHaveAttribute('href', comparePath(auditId, base.id, head.id));
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare runs' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?base=${base.id}&head=${head.id}`);
    expect(await screen.findByRole('tab', { name: /^Tags/, selected: true })).toBeInTheDocument();
  });

  it('offers "Compare runs" on the audit overview with its two latest completed runs', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    renderRoute(`/audits/${auditId}`);
    const link = await screen.findByRole('link', { name: 'Compare runs' });
    await waitFor(() => expect(link).toHaveAttribute('href', comparePath(auditId, base.id, head.id)));
  });

  it('swaps base and head', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    seedCompliance(base.id, head.id);
    const { router } = renderRoute(comparePath(auditId, base.id, head.id, '&dim=consent-compliance'));
    expect(await screen.findByTestId('compare-summary')).toHaveTextContent('1 new, 1 removed');
    await userEvent.click(screen.getByRole('button', { name: 'Swap base and head' }));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('base'), search.get('head')]).toEqual([String(head.id), String(base.id)]);
    await waitFor(() =>
      expect(screen.getByTestId('compare-summary')).toHaveTextContent(
        '1 new, 1 removed, 2 changed and 1 unchanged items.',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Base run' }) as HTMLInputElement).value).toMatch(
      new RegExp(`^Run ${head.id} · `),
    );
  });

  it('says so when base and head are the same run, or a run is not in the audit', async () => {
    const { auditId, head } = twoCompletedRuns();
    const { router } = renderRoute(comparePath(auditId, head.id, head.id));
    expect(await screen.findByTestId('compare-problem')).toHaveTextContent(
      `Base and head are the same run (${head.id}). Pick two different runs to compare.`,
    );
    expect(screen.queryByRole('tablist', { name: 'What to compare' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Head run' })).toBeInTheDocument();

    await router.navigate(comparePath(auditId, 999_999, head.id));
    await waitFor(() =>
      expect(screen.getByTestId('compare-problem')).toHaveTextContent(
        "Run 999999 was not found in this audit's history.",
      ),
    );
    await router.navigate(`/audits/${auditId}/compare?head=${head.id}`);
    await waitFor(() =>
      expect(screen.getByTestId('compare-problem')).toHaveTextContent('Pick a base run to compare.'),
    );
  });

  it('shows a failed read with Retry in the dimension view while the rest of the page works', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    let failing = true;
    mock.server.use(
      http.get('*/v3/web-audits/:auditId/runs/:runId/request-domains', ({ params }) =>
        failing && Number(params.runId) === base.id
          ? HttpResponse.json({ message: 'The domain store is unavailable' }, { status: 503 })
          : undefined,
      ),
    );
    renderRoute(comparePath(auditId, base.id, head.id, '&dim=request-domains'));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(`Could not read the request domains of the base run (run ${base.id})`);
    expect(panel).toHaveTextContent('The domain store is unavailable');
    expect(screen.getByRole('tab', { name: /^Cookies/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Base run' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('compare-summary')).toHaveTextContent(/domains\.$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prints every dimension whole in one printout, names both runs by id, date and time, and prints no drill links', async () => {
    const { auditId, base, head } = twoCompletedRuns();
    seedCompliance(base.id, head.id);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoute(comparePath(auditId, base.id, head.id, '&dim=cookies'));
    await screen.findByTestId('print-header', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 15_000 });

    for (const id of dimensionIds) {
      const { label } = dimensions[id];
      const section = screen.getByRole('region', { name: label });
      // "3 new, 1 removed, 12 changed and 40 unchanged tags.": the table holds every one of them.
      const counts = within(section)
        .getByTestId('compare-summary')
        .textContent!.match(/[\d,]+/g)!;
      const items = counts.reduce((sum, count) => sum + Number(count.replace(/,/g, '')), 0);
      expect(items, label).toBeGreaterThan(0);
      const table = within(section).getByRole('table', { name: `${label} compared` });
      expect(within(table).getAllByRole('row').slice(1), label).toHaveLength(items);
    }
    const header = screen.getByTestId('print-header');
    expect(within(header).getByText('Base run').nextSibling).toHaveTextContent(
      `${base.id} · started ${formatDateTime(base.started)}`,
    );
    expect(within(header).getByText('Head run').nextSibling).toHaveTextContent(
      `${head.id} · started ${formatDateTime(head.started)}`,
    );
    expect(screen.queryAllByRole('link', { name: /in (base|head) run/ })).toEqual([]);
    expect(screen.queryAllByText(/^(Base|Head)$/, { selector: 'a' })).toEqual([]);

    // After the print, the screen is the one tab again, with its drill links.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Cookies/, selected: true })).toBeInTheDocument();
    print.mockRestore();
  });
});
