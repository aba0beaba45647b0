import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { renderRoute } from '@/test/render-route';
import { fakeViewport } from '@/test/fake-viewport';
import { routeTestMock } from '@/test/route-test-mock';
import { SHOWN_STEP } from '../components/use-shown';

// 5,000 audits in 300 sub-folders: what Home costs must not grow with them.
const mock = routeTestMock({ now: SEED_DAY, scenario: 'large-account' });
const WEEK = 7 * 86_400_000;

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/ (Home) on an account of 5,000 audits', () => {
  it('checks every audit that ran in a few calls, and reads one audit only for the items of the sections scrolled to', async () => {
    const viewport = fakeViewport();
    const db = mock.ref.current;
    expect(db.audits.size).toBe(5_000);
    const ran = db.audits
      .all()
      .filter((audit) =>
        (db.runs.get(audit.id) ?? []).some(
          (run) => run.completed && Date.parse(run.completed) >= TEST_NOW - WEEK,
        ),
      );
    const requests = mock.scenario.requests();
    renderRoute('/?period=7d');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(
      await screen.findByText(
        new RegExp(
          `Every audit that completed a run in the period was checked: ${ran.length.toLocaleString('en-US')} audits`,
        ),
        {},
        { timeout: 60_000 },
      ),
    ).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: 'Latest runs that failed or were stopped' });
    expect(within(failed).getAllByRole('listitem')).toHaveLength(SHOWN_STEP);
    expect(within(failed).getByText(new RegExp(`^${SHOWN_STEP} of [\\d,]+ shown$`))).toBeInTheDocument();
    // The change sections are below the fold: no diff is read until the analyst scrolls to them.
    const first = requests.paths();
    expect(first.length).toBeLessThanOrEqual(10);
    expect(first).not.toContain('/v2/web-audits');
    expect(first.filter((path) => /\/web-audits\/\d+\//.test(path))).toEqual([]);
    viewport.enter();
    await waitFor(() => expect(screen.queryAllByText(/comparing the runs…/)).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryAllByText(/comparing the runs…/)).toHaveLength(0), {
      timeout: 60_000,
    });
    const perAudit = new Set(
      requests.paths().flatMap((path) => /\/web-audits\/(\d+)\//.exec(path)?.[1] ?? []),
    );
    expect(perAudit.size).toBeGreaterThan(0);
    expect(perAudit.size).toBeLessThanOrEqual(3 * SHOWN_STEP);
  }, 120_000);
});
