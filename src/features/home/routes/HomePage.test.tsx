import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { DEMO_API_KEY } from '@/api/demo';
import { SHOWN_STEP } from '../components/use-shown';
import { LAST_VISIT_KEY, PREVIOUS_VISIT_KEY } from '../period/period';

// The data is built around the seed's day, and the clock is pinned after every seeded run.
const mock = routeTestMock({ now: SEED_DAY });
const { scenario } = mock;
const WEEK = 7 * 86_400_000;

/** Audits of the seed, each with its runs newest first. */
function seededAudits() {
  const db = mock.ref.current;
  return db.audits
    .all()
    .filter((audit) => !audit.deleted)
    .map((audit) => ({
      audit,
      runs: [...(db.runs.get(audit.id) ?? [])].sort((a, b) => b.started.localeCompare(a.started)),
    }));
}

const section = (name: string) => screen.getByRole('region', { name });

/** The signed-in user of the account, as Home keys their last visit. */
function who() {
  const db = mock.ref.current;
  return `${db.account.id}:${db.apiKeys.get(DEMO_API_KEY)}`;
}

/** Open Home at `path` and wait for its heading. */
async function openHome(path: string) {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Home' });
}

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('/ (Home)', () => {
  it('lists every audit whose latest run failed and every score drop of the week, each linked to its rows', async () => {
    await openHome('/?period=7d');
    const since = TEST_NOW - WEEK;
    const failed = seededAudits().filter(({ runs }) => {
      const latest = runs[0];
      return latest?.completed && latest.totalUrl === 0 && Date.parse(latest.completed) >= since;
    });
    expect(failed.length, 'the demo account has a failed latest run').toBeGreaterThan(0);
    const failedList = await within(section('Latest runs that failed or were stopped')).findByRole('list');
    expect(within(failedList).getAllByRole('listitem')).toHaveLength(failed.length);
    for (const { audit, runs } of failed) {
      const link = within(failedList).getByRole('link', { name: audit.name });
      expect(link).toHaveAttribute('href', `/audits/${audit.id}/runs/${runs[0]!.id}`);
    }

    const drops = seededAudits().flatMap(({ audit, runs }) => {
      const [head, base] = runs.filter((run) => run.completed && run.totalUrl > 0);
      return head && base && Date.parse(head.completed!) >= since && base.score - head.score >= 5
        ? [{ audit, head, base }]
        : [];
    });
    expect(drops.length, 'the demo account has a score drop').toBeGreaterThan(0);
    const dropList = within(section('Score drops')).getByRole('list');
    for (const { audit, head, base } of drops) {
      const item = within(dropList).getByRole('link', { name: audit.name }).closest('li')!;
      expect(within(item).getByRole('link')).toHaveAttribute(
        'href',
        `/audits/${audit.id}/compare?base=${base.id}&head=${head.id}`,
      );
      expect(item).toHaveTextContent(`Score ${base.score} → ${head.score}`);
    }

    // An audit whose latest run passed without a drop is in neither section.
    const listed = new Set([...failed, ...drops].map(({ audit }) => audit.id));
    const quiet = seededAudits().find(({ audit }) => !listed.has(audit.id))!;
    for (const list of [failedList, dropList])
      expect(within(list).queryByRole('link', { name: quiet.audit.name })).not.toBeInTheDocument();
  });

  it('lists the web journeys whose latest run of the period failed, linked to that run', async () => {
    await openHome('/?period=7d');
    const journeys = section('Failing web journeys');
    const links = await within(journeys).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/web-journeys\/\d+\/runs\/\d+$/);
    expect(within(journeys).getAllByRole('listitem')[0]).toHaveTextContent(/failed/i);
  });

  it("shows the audits' sections their own error and Retry when the period's runs cannot be read, while the journeys show theirs", async () => {
    const fault = scenario.failingRead(
      '/v3/reports/grid/web-audit-runs',
      { status: 503, message: 'Runs are unavailable' },
      'POST',
    );
    await openHome('/?period=7d');
    const failedRuns = section('Latest runs that failed or were stopped');
    expect(
      await within(failedRuns).findByText('Runs are unavailable', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(within(section('Score drops')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await within(section('Failing web journeys')).findAllByRole('link')).not.toHaveLength(0);
    fault.recover();
    await userEvent.click(within(failedRuns).getByRole('button', { name: 'Retry' }));
    expect(await within(failedRuns).findAllByRole('listitem')).not.toHaveLength(0);
  }, 60_000);

  it('says nothing needs attention since the last visit when nothing changed, and what it checked', async () => {
    window.localStorage.setItem(`${LAST_VISIT_KEY}:${who()}`, String(TEST_NOW - 60_000));
    await openHome('/');
    await within(await screen.findByRole('region', { name: 'Failing web journeys' })).findByText(
      /^No web journey/,
    );
    const alert = await screen.findByRole('alert', { name: /^Nothing needs attention since / });
    expect(alert).toHaveTextContent(/Checked the latest runs of \d+ audits/);
    // The visit is recorded for next time; this tab keeps the one it started from.
    expect(Number(window.localStorage.getItem(`${LAST_VISIT_KEY}:${who()}`))).toBeGreaterThanOrEqual(
      TEST_NOW,
    );
    expect(window.sessionStorage.getItem(`${PREVIOUS_VISIT_KEY}:${who()}`)).toBe(String(TEST_NOW - 60_000));
  });

  it('asks the service the same few things whatever the number of audits: reads of one audit only to compare the latest runs of the items on screen', async () => {
    const requests = scenario.requests();
    await openHome('/?period=7d');
    await within(section('Failing web journeys')).findAllByRole('link');
    await within(section('Score drops')).findByRole('list');
    await within(section('Pages newly broken')).findAllByRole('listitem', {}, { timeout: 30_000 });
    await vi.waitFor(() => expect(screen.queryAllByText(/comparing the runs…/)).toHaveLength(0), {
      timeout: 60_000,
    });
    // Reads of one audit are the diffs of its two latest runs, for the items on screen only.
    const runsOf = new Map(
      seededAudits().map(({ audit, runs }) => [
        String(audit.id),
        runs
          .filter((run) => run.completed && run.totalUrl > 0)
          .slice(0, 2)
          .map((run) => String(run.id)),
      ]),
    );
    const paths = requests.paths();
    const perAudit = paths.flatMap((path) => {
      const match = /\/web-audits\/(\d+)\/runs\/(\d+)\//.exec(path);
      return match ? [match] : [];
    });
    expect(perAudit.length).toBeGreaterThan(0);
    expect(perAudit.filter(([, auditId, runId]) => !runsOf.get(auditId!)?.includes(runId!))).toEqual([]);
    // Three sections are told exactly by a diff, each of the items it shows.
    expect(new Set(perAudit.map(([, auditId]) => auditId)).size).toBeLessThanOrEqual(3 * SHOWN_STEP);
    // The frame's own reads (the signed-in user) aside.
    const frame = /^\/v2\/(account|users\/\d+)$/;
    expect(new Set(paths.filter((path) => !frame.test(path) && !/\/web-audits\/\d+\//.test(path)))).toEqual(
      new Set([
        '/v3/reports/grid/web-audit-runs',
        '/v3/reports/grid/web-journey-runs',
        '/v3/reports/grid/web-journey-runs/schema',
      ]),
    );
  }, 90_000);
});
