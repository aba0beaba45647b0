import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { CHANGES_CHECKED } from '../changes';

// 5,000 audits in 300 sub-folders: what Home costs must not grow with them.
const mock = routeTestMock({ now: SEED_DAY, scenario: 'large-account' });

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('/ (Home) on an account of 5,000 audits', () => {
  it('reads the account in at most 40 calls, per audit only for the few audits it checked, and still lists what failed', async () => {
    expect(mock.ref.current.audits.size).toBe(5_000);
    const requests = mock.scenario.requests();
    renderRoute('/?period=7d');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const failed = screen.getByRole('region', { name: 'Latest runs that failed or were stopped' });
    expect(await within(failed).findAllByRole('listitem', {}, { timeout: 45_000 })).not.toHaveLength(0);
    await within(screen.getByRole('region', { name: 'Failing web journeys' })).findAllByRole(
      'listitem',
      {},
      { timeout: 45_000 },
    );
    // Every change told exactly: the calls counted are the whole visit's.
    await waitFor(() => expect(screen.queryAllByText(/comparing the runs…/)).toHaveLength(0), {
      timeout: 45_000,
    });
    const paths = requests.paths();
    expect(paths.length).toBeLessThanOrEqual(40);
    // Reads of one audit are the diffs of two runs, for the few audits checked only.
    const perAudit = new Set(paths.flatMap((path) => /\/web-audits\/(\d+)\//.exec(path)?.[1] ?? []));
    expect(perAudit.size).toBeLessThanOrEqual(CHANGES_CHECKED);
    // 5,000 audits are built, served and parsed in jsdom: ~10 s on an idle 2-core machine.
  }, 120_000);
});
