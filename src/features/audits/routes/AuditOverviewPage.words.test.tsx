import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_DAY } from '@mocks/lib/test-clock';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

// A run started here waits in the queue for an hour of the mock's clock.
const mock = routeTestMock(
  { now: SEED_DAY, runTimeline: { queuedMs: 3_600_000, runningMs: 60_000 } },
  { preload: () => import('./index') },
);
const { scenario } = mock;

async function openOverview(auditId: number) {
  renderRoute(`/audits/${auditId}`);
  // The first render of a test file loads the route chunk: give it time.
  return screen.findByRole('table', { name: 'Run history' }, { timeout: 15_000 });
}

describe('/audits/:auditId in words', () => {
  it('names the frequency and the run states in words, never as the service’s codes', async () => {
    const audit = scenario.idleAudit();
    mock.ref.current.audits.update(audit.id, { frequency: 'weekly' });
    const history = await openOverview(audit.id);
    expect(await screen.findByText(/^Weekly · up to [\d,]+ pages$/)).toBeInTheDocument();
    expect(screen.queryByText(/weekly/)).not.toBeInTheDocument();
    const status = within(history).getAllByText('Completed')[0]!.closest('td');
    expect(status).toHaveAttribute('title', 'Completed');
  });

  it('says in one sentence why Run now waits for a queued run', async () => {
    const audit = scenario.idleAudit();
    await openOverview(audit.id);
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('A run is already queued; it starts shortly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });
});
