import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();

/** Each live audit with its latest run and that run's score (none while it runs or when it failed). */
function audits() {
  return mock.ref.current.audits
    .all()
    .filter((audit) => !audit.deleted)
    .map((audit) => {
      const latest = (mock.ref.current.runs.get(audit.id) ?? [])[0];
      const completed = latest?.completed && latest.totalUrl > 0;
      return { audit, latest, score: completed ? latest.score : undefined };
    });
}

/** The audit names of the flat table, top to bottom. */
const namesInTable = () =>
  within(screen.getByRole('table', { name: 'Every audit' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('/audits?view=flat', () => {
  it('sorts every audit as one list, across folders and sub-folders', async () => {
    renderRoute('/audits?view=flat&sort=-score');
    await screen.findByRole('table', { name: 'Every audit' });
    await waitFor(() => expect(namesInTable()).toHaveLength(audits().length));
    const expected = audits()
      .filter(({ score }) => score !== undefined)
      .sort((a, b) => b.score! - a.score!);
    const names = namesInTable();
    expect(names).toHaveLength(audits().length);
    expect(names[0]).toBe(expected[0]!.audit.name);
    // Scores never rise going down the list, whatever folder each audit is in.
    const scoreOf = new Map(audits().map(({ audit, score }) => [audit.name, score ?? -1]));
    const scores = names.map((name) => scoreOf.get(name!)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('filters by latest-run state and score range, kept in the address', async () => {
    const { router } = renderRoute('/audits?view=flat&status=failed');
    await screen.findByRole('table', { name: 'Every audit' });
    const failed = audits().filter(
      ({ latest }) => latest?.completed && latest.totalUrl === 0 && latest.stoppedEarlyByUserId === undefined,
    );
    expect(failed.length).toBeGreaterThan(0);
    await waitFor(() => expect(namesInTable().sort()).toEqual(failed.map(({ audit }) => audit.name).sort()));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Score from' }), '90');
    await waitFor(() => expect(router.state.location.search).toContain('scoreMin=90'));
    const high = audits().filter(({ score }) => score !== undefined && score >= 90);
    await waitFor(() => expect(namesInTable().sort()).toEqual(high.map(({ audit }) => audit.name).sort()));
    expect(router.state.location.search).toContain('view=flat');

    // A bound that is not a score says so and keeps what was typed; the list keeps the last valid one.
    const to = screen.getByRole('textbox', { name: 'to' });
    await userEvent.type(to, '1000');
    expect(to).toHaveValue('1000');
    expect(to).toHaveAccessibleDescription('A whole number from 0 to 100');
    expect(router.state.location.search).toContain('scoreMax=100');
  });

  it('shows each audit’s score change against its previous completed run', async () => {
    renderRoute('/audits?view=flat&sort=-change');
    const table = await screen.findByRole('table', { name: 'Every audit' });
    expect(within(table).getByRole('columnheader', { name: /Change vs previous run/ })).toBeInTheDocument();
    expect((await within(table).findAllByText(/^[+−]\d+$|^±0$/)).length).toBeGreaterThan(0);
  });
});

describe('/audits grouped by folder', () => {
  it('says that a column sort orders the rows of every sub-folder', async () => {
    renderRoute('/audits?sort=-score');
    expect(
      await screen.findByText(/rows in every sub-folder sorted by Latest score, descending/),
    ).toBeInTheDocument();
  });
});
