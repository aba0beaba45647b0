import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runData } from '@mocks/db/run-data';
import { runVendors } from '@mocks/db/run-data/run-level';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { runConsent } from '@mocks/reports/consent';
import { runRuleFailureCount } from '@mocks/reports/families/rule-summary';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { CHANGES_CHECKED } from '../changes';

// What changed between each audit's two latest runs, worked out here from the mock's own run data.
const mock = routeTestMock({ now: SEED_DAY });
const WEEK = 7 * 86_400_000;
const db = () => mock.ref.current;

/** The audits whose latest scored run finished this week, with the run before it: the ones Home checks. */
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
    .sort((a, b) => b.head.completed!.localeCompare(a.head.completed!))
    .slice(0, CHANGES_CHECKED);
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
    await within(section('Pages newly broken')).findAllByRole('listitem', {}, { timeout: 30_000 });
    // The diffs run a few at a time: wait until every one has settled.
    await vi.waitFor(() => expect(screen.queryAllByText(/comparing the runs…/)).toHaveLength(0), {
      timeout: 60_000,
    });

    const broken = checkedPairs().flatMap((pair) => {
      const pages = newlyBroken(pair);
      return pages.length ? [{ ...pair, pages }] : [];
    });
    expect(broken.length, 'the demo account has pages newly broken').toBeGreaterThan(0);
    const brokenSection = section('Pages newly broken');
    expect(within(brokenSection).getAllByRole('listitem')).toHaveLength(broken.length);
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
    expect(within(tagSection).getAllByRole('listitem')).toHaveLength(tagged.length);
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

    // An audit with nothing to report is named in none of these sections.
    const listed = new Set([...broken, ...tagged, ...changed].map(({ audit }) => audit.id));
    const quiet = checkedPairs().find(
      ({ audit, head, base }) =>
        !listed.has(audit.id) &&
        runRuleFailureCount(db(), audit.id, runData(db(), audit.id, head.id)!) <=
          runRuleFailureCount(db(), audit.id, runData(db(), audit.id, base.id)!) &&
        base.score - head.score < 5,
    );
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
    const rising = checkedPairs().flatMap((pair) => {
      const count = (runId: number) =>
        runRuleFailureCount(db(), pair.audit.id, runData(db(), pair.audit.id, runId)!);
      const from = count(pair.base.id);
      const to = count(pair.head.id);
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

  it('shows the changes’ own error and Retry when the runs’ totals cannot be read, and the other sections still work', async () => {
    const fault = mock.scenario.failingRead(
      '/v3/reports/grid/web-audit-runs',
      {
        status: 503,
        message: 'Run totals are unavailable',
      },
      'POST',
    );
    renderRoute('/?period=7d');
    const tags = await screen.findByRole('region', { name: 'New tags' });
    expect(await within(tags).findByText('Run totals are unavailable')).toBeInTheDocument();
    expect(await within(section('Score drops')).findAllByRole('listitem')).not.toHaveLength(0);
    fault.recover();
    await userEvent.click(within(tags).getByRole('button', { name: 'Retry' }));
    expect(await within(tags).findAllByRole('listitem', {}, { timeout: 30_000 })).not.toHaveLength(0);
  }, 60_000);
});
