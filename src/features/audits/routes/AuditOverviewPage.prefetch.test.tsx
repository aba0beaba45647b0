import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();

/** An audit with no run in progress, and its newest completed run that scanned pages. */
function idleAuditWithCompletedRun() {
  for (const audit of mock.ref.current.audits.all()) {
    const runs = mock.ref.current.runs.get(audit.id) ?? [];
    if (runs.some((run) => !run.completed)) continue;
    const run = runs.find((r) => r.completed && r.totalUrl > 0);
    if (run) return { audit, run };
  }
  throw new Error('no idle audit with a completed run');
}

/** The endpoints the run overview reads for its first screen. */
function overviewPaths(auditId: number, runId: number) {
  const v3 = `/v3/web-audits/${auditId}/runs/${runId}`;
  return [`/v2/web-audits/${auditId}/runs/${runId}`, `${v3}/scores`, `${v3}/info`, `${v3}/reports/failures`];
}

const countOf = (paths: string[], path: string) => paths.filter((p) => p === path).length;

/** Wait until no query is fetching, so every request the screen makes has been sent and answered. */
const settled = (queryClient: QueryClient) => waitFor(() => expect(queryClient.isFetching()).toBe(0));

async function openAuditOverview() {
  const { audit, run } = idleAuditWithCompletedRun();
  const requests = mock.scenario.requests();
  const view = renderRoute(`/audits/${audit.id}`);
  const table = await screen.findByRole('table', { name: 'Run history' });
  const runLink = within(table).getByRole('link', { name: String(run.id) });
  await settled(view.queryClient);
  return { ...view, audit, run, requests, runLink, row: runLink.closest('tr')! };
}

describe('/audits/:auditId run history caching', () => {
  it('prefetches the run overview on hover, so opening the run sends none of those requests again', async () => {
    const { audit, run, requests, row, runLink, queryClient, router } = await openAuditOverview();
    const expected = overviewPaths(audit.id, run.id);
    expect(requests.paths()).not.toEqual(expect.arrayContaining([expected[0]]));

    await userEvent.hover(row);
    await waitFor(() => expect(requests.paths()).toEqual(expect.arrayContaining(expected)));
    expect(router.state.location.pathname).toBe(`/audits/${audit.id}`);
    await settled(queryClient);

    requests.clear();
    await userEvent.click(runLink);
    const title = `Run of ${formatDateTime(run.started)}`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Total score')).toBeInTheDocument();
    expect(screen.getByText('URLs scanned')).toBeInTheDocument();
    await settled(queryClient);
    for (const path of [...expected, `/v2/web-audits/${audit.id}`, `/v2/web-audits/${audit.id}/runs`]) {
      expect(countOf(requests.paths(), path), path).toBe(0);
    }
  });

  it('goes to a run and back without requesting the audit overview again', async () => {
    const { audit, run, requests, runLink, queryClient } = await openAuditOverview();
    const overviewData = [...new Set(requests.paths())];
    expect(overviewData).toEqual(
      expect.arrayContaining([`/v2/web-audits/${audit.id}`, `/v2/web-audits/${audit.id}/runs`]),
    );

    await userEvent.click(runLink);
    const title = `Run of ${formatDateTime(run.started)}`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await settled(queryClient);

    requests.clear();
    await userEvent.click(screen.getByRole('link', { name: audit.name }));
    expect(await screen.findByRole('heading', { level: 1, name: audit.name })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Run history' });
    expect(within(table).getByRole('link', { name: String(run.id) })).toBeInTheDocument();
    await settled(queryClient);
    expect(requests.paths().filter((path) => overviewData.includes(path))).toEqual([]);
  });

  it('requests a run once however often its row is hovered', async () => {
    const { audit, run, requests, row, queryClient } = await openAuditOverview();
    await userEvent.hover(row);
    await userEvent.unhover(row);
    await userEvent.hover(row);
    await settled(queryClient);
    await userEvent.unhover(row);
    await userEvent.hover(row);
    await settled(queryClient);
    for (const path of overviewPaths(audit.id, run.id)) {
      expect(countOf(requests.paths(), path), path).toBe(1);
    }
  });
});
