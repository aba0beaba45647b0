import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { auditOverviewQueries } from '../prefetch';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const { scenario } = mock;

describe('/audits/:auditId', () => {
  it('reads on its first view only what its loader lists (auditOverviewQueries)', async () => {
    const audit = mock.ref.current.audits.all()[0]!;
    const { queryClient } = renderRoute(`/audits/${audit.id}`);
    expect(await screen.findByRole('table', { name: 'Run history' })).toBeInTheDocument();
    expect(await readsBeyond(queryClient, auditOverviewQueries(audit.id))).toEqual([]);
  });

  it('shows the audit, its latest score against the previous run, and its run history', async () => {
    const audit = mock.ref.current.audits.all()[0]!;
    const runs = mock.ref.current.runs.get(audit.id)!;
    renderRoute(`/audits/${audit.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: audit.name })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Run history' });
    expect(table).toHaveAttribute('aria-rowcount', String(runs.length + 1));
    const newest = runs[0]!;
    expect(within(table).getByText(String(newest.id))).toBeInTheDocument();
    const completed = runs.filter((run) => run.completed && run.totalUrl > 0);
    const delta = completed[0]!.score - completed[1]!.score;
    const sign = delta === 0 ? '±0' : delta > 0 ? `+${delta}` : `−${-delta}`;
    expect(screen.getByText(`${sign} vs previous run`)).toBeInTheDocument();
  });

  it('flags a latest run that failed, links it, and names the run each figure comes from', async () => {
    const newestFirst = (id: number) =>
      [...mock.ref.current.runs.get(id)!].sort((a, b) => b.started.localeCompare(a.started));
    const audit = mock.ref.current.audits.all().find((candidate) => {
      const latest = newestFirst(candidate.id)[0];
      return latest?.completed !== undefined && latest.totalUrl === 0;
    });
    expect(audit, 'the demo account has an audit whose latest run failed').toBeDefined();
    const [failed, ...earlier] = newestFirst(audit!.id);
    const scored = earlier.find((run) => run.completed && run.totalUrl > 0)!;
    renderRoute(`/audits/${audit!.id}`);
    const flag = await screen.findByRole('alert', { name: /^Latest run failed on .+: no pages scanned$/ });
    expect(within(flag).getByRole('link', { name: `Open run ${failed!.id}` })).toHaveAttribute(
      'href',
      `/audits/${audit!.id}/runs/${failed!.id}`,
    );
    expect(screen.getByText('Latest completed score')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^run ${scored.id} · `))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^run ${failed!.id} · `))).toBeInTheDocument();
  });

  it('shows "not found" for an unknown audit, with the server message', async () => {
    renderRoute('/audits/999999');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Audit 999999 was not found')).toBeInTheDocument();
  });

  it('keeps the audit visible when only the run history fails', async () => {
    const audit = mock.ref.current.audits.all()[1]!;
    scenario.failingRead('/v2/web-audits/:id/runs', { status: 503, message: 'Runs are unavailable' });
    renderRoute(`/audits/${audit.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: audit.name })).toBeInTheDocument();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the run history')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
