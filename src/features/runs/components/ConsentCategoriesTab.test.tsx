import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { initSession, signIn } from '@/api/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { TEST_BASE_URL } from '@/test/render-route';
import { ConsentCategoriesTab } from './ConsentCategoriesTab';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();

const db = () => mock.ref.current;

/** An audit with consent categories applied, and its latest completed run. */
function auditWithConsent() {
  const audit = db()
    .audits.all()
    .find((item) => db().auditConsentCategories.get(item.id)?.length)!;
  const run = db()
    .runs.get(audit.id)!
    .find((item) => item.completed)!;
  return { audit, run };
}

/** The tab alone in a router, signed in against the msw/node mock. */
function renderTab(auditId: number, runId: number) {
  initSession({ baseUrl: TEST_BASE_URL });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: TEST_BASE_URL, remember: false });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/tab', element: <ConsentCategoriesTab auditId={auditId} runId={runId} /> },
      { path: '/audits/:auditId/settings/:section', element: <p>Settings page</p> },
    ],
    { initialEntries: ['/tab'] },
  );
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

describe('ConsentCategoriesTab', () => {
  it('lists the categories applied to the run, in words, and whether each still exists', async () => {
    const { audit, run } = auditWithConsent();
    const [first] = db().consentCategories.all();
    renderTab(audit.id, run.id);
    const table = await screen.findByRole('table', { name: 'Consent categories of this run' });
    expect(within(table).getByText(first!.name)).toBeInTheDocument();
    expect(within(table).getAllByText('Approved').length).toBeGreaterThan(0);
    expect(within(table).getByText('Unapproved')).toBeInTheDocument();
    expect(within(table).getAllByText('Yes').length).toBe(db().auditConsentCategories.get(audit.id)!.length);
  });

  it('says when a category was deleted since the run', async () => {
    const { audit, run } = auditWithConsent();
    const [first] = db().consentCategories.all();
    // The run's snapshot is taken, then the category is deleted from the account.
    await fetch(`${TEST_BASE_URL}/v3/web-audits/${audit.id}/runs/${run.id}/consent-categories`, {
      headers: { Authorization: DEMO_API_KEY },
    });
    db().consentCategories.remove(first!.id);
    renderTab(audit.id, run.id);
    const table = await screen.findByRole('table', { name: 'Consent categories of this run' });
    expect(within(table).getByText('No, deleted since')).toBeInTheDocument();
  });

  it('reprocesses the run after confirmation and says so', async () => {
    const { audit, run } = auditWithConsent();
    renderTab(audit.id, run.id);
    await screen.findByRole('table', { name: 'Consent categories of this run' });
    await userEvent.click(screen.getByRole('button', { name: 'Reprocess' }));
    expect(screen.getByText('Reprocess this run?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Reprocess run ${run.id}` }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Reprocessed.*current consent categories/);
    expect(await screen.findByText(/^Reprocessed \d/)).toBeInTheDocument();
    expect(db().auditConfig.reprocessedAt.has(run.id)).toBe(true);
  });

  it('shows an empty state that links to the audit consent settings', async () => {
    const { audit, run } = auditWithConsent();
    db().auditConsentCategories.set(audit.id, []);
    const { router } = renderTab(audit.id, run.id);
    expect(await screen.findByText('No consent categories applied to this run')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Choose the audit’s consent categories' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/audits/${audit.id}/settings/consent-categories`),
    );
  });

  it('shows the error with Retry, and recovers', async () => {
    const { audit, run } = auditWithConsent();
    const outage = mock.scenario.failingRead('/v3/web-audits/:auditId/runs/:runId/consent-categories', {
      status: 503,
      message: 'Consent service is down',
    });
    renderTab(audit.id, run.id);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Consent service is down')).toBeInTheDocument();
    outage.recover();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Consent categories of this run' })).toBeInTheDocument();
  });
});
