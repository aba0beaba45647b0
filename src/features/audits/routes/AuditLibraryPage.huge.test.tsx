import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

// 50,000 audits in 3,000 sub-folders: the account is built once for the file.
const mock = routeTestMock({ scenario: 'huge-account' });

/** A live audit far down the account, whose name no other audit contains. */
function deepAudit() {
  const audits = mock.ref.current.audits.all().filter((audit) => !audit.deleted);
  const audit = audits.find(
    (candidate, index) =>
      index > 40_000 && audits.every((other) => other === candidate || !other.name.includes(candidate.name)),
  );
  if (!audit) throw new Error('no audit with a unique name');
  return audit;
}

describe('/audits on a 50,000-audit account', () => {
  it('shows rows, and the search finds an audit by name', async () => {
    const audit = deepAudit();
    const user = userEvent.setup();
    const { router } = renderRoute('/audits');
    expect(
      await screen.findByText(/^Showing 50,?000 of 50,?000 audits/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('table', { name: /^Audits in / })).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'Search audits' }), audit.name);
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    await waitFor(
      () => expect(screen.getByText(/^Showing \d+ of/)).toHaveTextContent('Showing 1 of 50000 audits'),
      {
        timeout: 20_000,
      },
    );
    const link = await screen.findByRole('link', { name: audit.name }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/audits/${audit.id}`);
    expect(screen.getByText('Showing 1 of 50000 audits')).toBeInTheDocument();
  }, 60_000);

  it('the palette finds an audit by name', async () => {
    const audit = deepAudit();
    const user = userEvent.setup();
    renderRoute('/settings');
    await screen.findByRole('button', { name: /^Search/ }, { timeout: 30_000 });
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: 'Search the dashboard' });
    await user.type(search, audit.name);
    const audits = await screen.findByRole('group', { name: 'Audits' }, { timeout: 30_000 });
    await waitFor(() => expect(within(audits).getAllByRole('button')[0]).toHaveTextContent(audit.name), {
      timeout: 30_000,
    });
  }, 60_000);
});
