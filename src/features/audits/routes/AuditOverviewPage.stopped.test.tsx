import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({ now: SEED_DAY });

beforeEach(() => vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

/** An audit whose latest run completed with pages, now marked as stopped early by its owner. */
function stoppedAudit() {
  const db = mock.ref.current;
  const audit = db.audits.all().find((candidate) => {
    const latest = db.runs.get(candidate.id)?.[0];
    return !candidate.deleted && latest?.completed && latest.totalUrl > 0;
  })!;
  const run = db.runs.get(audit.id)![0]!;
  run.stoppedEarlyByUserId = run.userId;
  return { audit, run };
}

describe('a latest run stopped early', () => {
  it('is flagged on the audit overview, with the pages it scanned and a link to it', async () => {
    const { audit, run } = stoppedAudit();
    renderRoute(`/audits/${audit.id}`);
    const alert = await screen.findByRole('alert', { name: /^Latest run was stopped early on / });
    expect(alert).toHaveTextContent(`${run.totalUrl.toLocaleString('en-US')} of up to`);
    expect(within(alert).getByRole('link', { name: `Open run ${run.id}` })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/runs/${run.id}`,
    );
  }, 30_000);

  it('is listed on Home with the failed runs', async () => {
    const { audit, run } = stoppedAudit();
    renderRoute('/?period=7d');
    const section = await screen.findByRole('region', { name: 'Latest runs that failed or were stopped' });
    const link = await within(section).findByRole('link', { name: audit.name }, { timeout: 30_000 });
    expect(link).toHaveAttribute('href', `/audits/${audit.id}/runs/${run.id}`);
    expect(link.closest('li')).toHaveTextContent(`Run ${run.id} was stopped early`);
  }, 60_000);
});
