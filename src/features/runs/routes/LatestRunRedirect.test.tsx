import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();

/** An audit with a completed run, and the id of its latest completed run (newest start that scanned pages). */
function auditWithCompletedRun(): { auditId: number; latestId: number } {
  for (const audit of mock.ref.current.audits.all()) {
    const completed = [...(mock.ref.current.runs.get(audit.id) ?? [])]
      .filter((run) => run.completed && run.totalUrl > 0)
      .sort((a, b) => b.started.localeCompare(a.started));
    if (!audit.deleted && completed[0]) return { auditId: audit.id, latestId: completed[0].id };
  }
  throw new Error('no audit with a completed run');
}

describe('/audits/:auditId/runs/latest/...', () => {
  it('replaces itself with the latest completed run, keeping the tab and the query string', async () => {
    const { auditId, latestId } = auditWithCompletedRun();
    const { router } = renderRoute(`/audits/${auditId}/runs/latest/cookies?sort=-domain`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/audits/${auditId}/runs/${latestId}/cookies`),
    );
    expect(router.state.location.search).toBe('?sort=-domain');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: /^Run of / })).toBeInTheDocument();
  });

  it('keeps a report family and its view, and a page of the run', async () => {
    const { auditId, latestId } = auditWithCompletedRun();
    const { router } = renderRoute(`/audits/${auditId}/runs/latest/reports/tag-health/slow`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/audits/${auditId}/runs/${latestId}/reports/tag-health/slow`,
      ),
    );
    const pages = renderRoute(`/audits/${auditId}/runs/latest/pages/abc123/cookies?x=1`);
    await waitFor(() =>
      expect(pages.router.state.location.pathname).toBe(
        `/audits/${auditId}/runs/${latestId}/pages/abc123/cookies`,
      ),
    );
    expect(pages.router.state.location.search).toBe('?x=1');
  });

  it('says so when the audit has no completed run yet', async () => {
    const { auditId } = auditWithCompletedRun();
    mock.scenario.emptyList('/v2/web-audits/:id/runs');
    const { router } = renderRoute(`/audits/${auditId}/runs/latest`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No completed run yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the audit' })).toHaveAttribute(
      'href',
      `/audits/${auditId}`,
    );
    expect(router.state.location.pathname).toBe(`/audits/${auditId}/runs/latest`);
  });

  it('shows the error with Retry when the run history cannot be read, then redirects', async () => {
    const { auditId, latestId } = auditWithCompletedRun();
    let fail = true;
    mock.server.use(
      http.get('*/v2/web-audits/:id/runs', () =>
        fail
          ? HttpResponse.json(
              { timestamp: '2026-11-22T00:00:00Z', message: 'Run store is down', details: '' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { router } = renderRoute(`/audits/${auditId}/runs/latest/failures`);
    expect(await screen.findByText('Run store is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/audits/${auditId}/runs/${latestId}/failures`),
    );
  });
});
