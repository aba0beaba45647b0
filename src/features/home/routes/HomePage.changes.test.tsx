import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runData } from '@mocks/db/run-data';
import { runVendors } from '@mocks/db/run-data/run-level';
import { runFacts } from '@mocks/db/run-data/run-facts';
import type { RunRow } from '@mocks/db/types';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { runConsent } from '@mocks/reports/consent';
import { queryGrid } from '@mocks/grid/engine';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

// What changed between each audit's two latest runs, worked out here from the mock's own run data.
const mock = routeTestMock({ now: SEED_DAY });
const WEEK = 7 * 86_400_000;
const db = () => mock.ref.current;

/** The audits whose latest scored run finished this week, with the run before it: every one is checked. */
function checkedPairs() {
  return db()
    .audits.all()
    .filter((audit) => !audit.deleted)
    .flatMap((audit) => {
      const runs = [...(db().runs.get(audit.id) ?? [])]
        .sort((a, b) => b.started.localeCompare(a.started))
        .filter((run) => run.completed && run.totalUrl > 0);
      const [head, base] = runs;
      return head && base && Date.parse(head.completed!) >= TEST_NOW - WEEK ? [{ audit, head, base }] : [];
    })
    .sort((a, b) => b.head.completed!.localeCompare(a.head.completed!));
}
type Pair = ReturnType<typeof checkedPairs>[number];

/** Pages that answered in the run before and answer 4xx/5xx in the latest run. */
function newlyBroken({ audit, head, base }: Pair) {
  const before = new Map(runData(db(), audit.id, base.id)!.pages.map((page) => [page.url, page.statusCode]));
  return runData(db(), audit.id, head.id)!.pages.filter((page) => {
    const was = before.get(page.url);
    return was !== undefined && was < 400 && page.statusCode >= 400;
  });
}

/** Tags that fired in the latest run and not in the run before. */
function newTags({ audit, head, base }: Pair) {
  const before = new Set(runVendors(runData(db(), audit.id, base.id)!).map((vendor) => vendor.tagId));
  return runVendors(runData(db(), audit.id, head.id)!).filter((vendor) => !before.has(vendor.tagId));
}

const section = (name: string) => screen.getByRole('region', { name });

/** A run's totals as the grid answers them (broken pages, tags, unapproved cookies, rule failures). */
function totalsOf(runId: number): number[] {
  const columns = [
    'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT',
    'TAG_INVENTORY_UNIQUE_TAG_COUNT',
    'PRIVACY_COOKIES_UNAPPROVED_COOKIE_COUNT',
    'RULE_RESULTS_RULE_FAILURE_COUNT',
  ];
  const answer = queryGrid(db(), 'web-audit-runs', {
    columns: columns.map((columnId) => ({ columnId })),
    filters: {
      conditions: [{ operator: 'integer_in', filteredColumn: { columnId: 'AUDIT_RUN_ID' }, args: [runId] }],
    },
  });
  return answer.rows[0]!.map(Number);
}

/** Wait until every diff on screen has settled. */
const settled = () =>
  vi.waitFor(() => expect(screen.queryAllByText(/comparing the runs…/)).toHaveLength(0), { timeout: 60_000 });

/** Put every item of the sections on screen ("Show more" until there is none), each told exactly. */
async function showEverything(names: readonly string[]) {
  for (const name of names) {
    await settled();
    let more = within(section(name)).queryByRole('button', { name: 'Show more' });
    while (more) {
      await userEvent.click(more);
      await settled();
      more = within(section(name)).queryByRole('button', { name: 'Show more' });
    }
  }
}
const searchOf = (link: HTMLElement) => new URL(link.getAttribute('href')!, 'http://x').searchParams;

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('/ (Home): what changed since the run before', () => {
  it('names the pages newly broken, the new tags and the cookies that became unapproved, each linked to exactly those rows', async () => {
    renderRoute('/?period=7d');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await within(await screen.findByRole('region', { name: 'Pages newly broken' })).findAllByRole(
      'listitem',
      {},
      { timeout: 30_000 },
    );
    // The diffs run a few at a time, for the items on screen.
    await showEverything(['Pages newly broken', 'New tags', 'Cookies that became unapproved']);

    const broken = checkedPairs().flatMap((pair) => {
      const pages = newlyBroken(pair);
      return pages.length ? [{ ...pair, pages }] : [];
    });
    expect(broken.length, 'the demo account has pages newly broken').toBeGreaterThan(0);
    const brokenSection = section('Pages newly broken');
    // The totals decide what is listed; an item the diff cannot tell exactly says so.
    const exactBroken = new Set(broken.map(({ audit }) => audit.name));
    for (const item of within(brokenSection).getAllByRole('listitem'))
      if (!exactBroken.has(within(item).getByRole('link').textContent!))
        expect(item).toHaveTextContent('no page that answered in the run before is broken now');
    for (const { audit, head, base, pages } of broken) {
      const link = within(brokenSection).getByRole('link', { name: audit.name });
      const count = pages.length;
      expect(link.closest('li')).toHaveTextContent(
        count === 1 ? '1 page now answers' : `${count} pages now answer`,
      );
      expect(link.getAttribute('href')).toMatch(`/audits/${audit.id}/compare?`);
      const search = searchOf(link);
      expect(Object.fromEntries(search)).toMatchObject({
        base: String(base.id),
        head: String(head.id),
        dim: 'pages',
        kind: 'changed',
        attr: 'status',
      });
      expect(Number(search.get('to'))).toBeGreaterThanOrEqual(400);
    }

    const tagged = checkedPairs().flatMap((pair) => {
      const tags = newTags(pair);
      return tags.length ? [{ ...pair, tags }] : [];
    });
    expect(tagged.length, 'the demo account has a new tag').toBeGreaterThan(0);
    const tagSection = section('New tags');
    const exactTags = new Set(tagged.map(({ audit }) => audit.name));
    for (const item of within(tagSection).getAllByRole('listitem'))
      if (!exactTags.has(within(item).getByRole('link').textContent!))
        expect(item).toHaveTextContent('no tag is new to this run');
    for (const { audit, tags } of tagged) {
      const link = within(tagSection).getByRole('link', { name: audit.name });
      expect(link.closest('li')).toHaveTextContent(tags[0]!.name);
      expect(Object.fromEntries(searchOf(link))).toMatchObject({ dim: 'tags', kind: 'new' });
    }

    // The seeded approval change: _ga approved in the run before, unapproved in the latest.
    const cookieSection = section('Cookies that became unapproved');
    const changed = checkedPairs().filter(
      ({ audit, head, base }) =>
        runConsent(db(), audit.id, base.id).cookie('_ga', 'www.example.com').status === 'approved' &&
        runConsent(db(), audit.id, head.id).cookie('_ga', 'www.example.com').status === 'unapproved',
    );
    expect(changed.length, 'the demo account has a cookie that became unapproved').toBeGreaterThan(0);
    for (const { audit } of changed) {
      const link = within(cookieSection).getByRole('link', { name: audit.name });
      expect(link.closest('li')).toHaveTextContent(/_ga(,| ).*became unapproved/);
      expect(Object.fromEntries(searchOf(link))).toMatchObject({
        dim: 'consent-compliance',
        kind: 'changed',
        attr: 'status',
        from: 'Approved',
        to: 'Unapproved',
      });
    }

    // An audit whose totals did not rise is named in none of these sections.
    const quiet = checkedPairs().find(({ head, base }) => {
      const [before, after] = [totalsOf(base.id), totalsOf(head.id)];
      return after.every((total, index) => total <= before[index]!);
    });
    expect(quiet, 'the demo account has an audit with nothing to report').toBeDefined();
    for (const name of [
      'Pages newly broken',
      'New tags',
      'Cookies that became unapproved',
      'New rule failures',
    ])
      expect(within(section(name)).queryByRole('link', { name: quiet!.audit.name })).not.toBeInTheDocument();
  }, 90_000);

  it('lists the audits with more rule failures than in their run before, linked to the latest run’s rule summary', async () => {
    renderRoute('/?period=7d');
    const rules = await screen.findByRole('region', { name: 'New rule failures' });
    await within(rules).findAllByRole('listitem', {}, { timeout: 30_000 });
    await showEverything(['New rule failures']);
    const rising = checkedPairs().flatMap((pair) => {
      const count = (run: RunRow) => runFacts(db(), pair.audit.id, run).rules.failures;
      const from = count(pair.base);
      const to = count(pair.head);
      return to > from ? [{ ...pair, from, to }] : [];
    });
    expect(rising.length, 'the demo account has a new rule failure').toBeGreaterThan(0);
    expect(within(rules).getAllByRole('listitem')).toHaveLength(rising.length);
    for (const { audit, head, from, to } of rising) {
      const link = within(rules).getByRole('link', { name: audit.name });
      expect(link.closest('li')).toHaveTextContent(
        `Rule failures ${from.toLocaleString('en-US')} → ${to.toLocaleString('en-US')}`,
      );
      expect(link).toHaveAttribute('href', `/audits/${audit.id}/runs/${head.id}/reports/rule-summary`);
    }
  }, 60_000);

  it('shows an item whose runs cannot be compared its own error and Retry, while the other sections still work', async () => {
    const fault = mock.scenario.failingRead('/pages', { status: 503, message: 'Pages are unavailable' });
    renderRoute('/?period=7d');
    const broken = await screen.findByRole('region', { name: 'Pages newly broken' });
    expect(
      await within(broken).findAllByText(
        /could not compare the runs: Pages are unavailable/,
        {},
        { timeout: 60_000 },
      ),
    ).not.toHaveLength(0);
    expect(await within(section('Score drops')).findAllByRole('listitem')).not.toHaveLength(0);
    fault.recover();
    // Each item read again on its own Retry, until every one has been told.
    await vi.waitFor(
      async () => {
        for (const retry of within(broken).queryAllByRole('button', { name: 'Retry' }))
          await userEvent.click(retry);
        await settled();
        expect(within(broken).queryAllByRole('button', { name: 'Retry' })).toHaveLength(0);
      },
      { timeout: 60_000 },
    );
    expect(within(broken).getAllByText(/pages? now answers? /)).not.toHaveLength(0);
  }, 90_000);
});
