import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { resourceScreens } from '@/features/settings/registry';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();

/** A live audit whose name no other live audit contains. */
function uniqueAudit() {
  const audits = mock.ref.current.audits.all().filter((audit) => !audit.deleted);
  const audit = audits.find((candidate) =>
    audits.every((other) => other === candidate || !other.name.includes(candidate.name)),
  );
  if (!audit) throw new Error('no audit with a unique name');
  return audit;
}

/** The palette's results of one group (by its label). */
const group = (label: string) => screen.getByRole('group', { name: label });

/** Open the palette with Ctrl+K on `path` and return its search field. */
async function openPalette(path: string) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  // The shortcut works once the header's Search button (which shows it) is there.
  await screen.findByRole('button', { name: /^Search/ });
  await user.keyboard('{Control>}k{/Control}');
  const search = await screen.findByRole('textbox', { name: 'Search the dashboard' });
  return { user, search, ...view };
}

describe('command palette', () => {
  it('opens on Ctrl+K, finds an audit by typing its name, and Enter opens it', async () => {
    const audit = uniqueAudit();
    const { user, search, router } = await openPalette('/settings');
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, audit.name);
    const audits = await screen.findByRole('group', { name: 'Audits' });
    expect(within(audits).getAllByRole('button')[0]).toHaveTextContent(audit.name);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${audit.id}`));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Search the dashboard' })).not.toBeInTheDocument(),
    );
  });

  it('keeps every key typed at once after Ctrl+K, before its field is there, in order', async () => {
    const audit = uniqueAudit();
    const run = mock.ref.current.runs.get(audit.id)![0]!;
    const user = userEvent.setup();
    renderRoute('/settings');
    await screen.findByRole('button', { name: /^Search/ });
    await user.keyboard(`{Control>}k{/Control}#${run.id}`);
    const search = await screen.findByRole('textbox', { name: 'Search the dashboard' });
    await waitFor(() => expect(search).toHaveValue(`#${run.id}`));
    const runs = await screen.findByRole('group', { name: 'Runs' });
    await waitFor(() => expect(within(runs).getAllByRole('button')[0]).toHaveTextContent(`Run #${run.id}`));
  });

  it('acts on Enter typed ahead: the first result of what was typed opens once it is there', async () => {
    const audit = uniqueAudit();
    const run = mock.ref.current.runs.get(audit.id)![0]!;
    const user = userEvent.setup();
    const { router } = renderRoute('/settings');
    await screen.findByRole('button', { name: /^Search/ });
    await user.keyboard(`{Control>}k{/Control}#${run.id}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${audit.id}/runs/${run.id}`));
  });

  it('opens the first result of what was typed when Enter comes before the results', async () => {
    const audit = uniqueAudit();
    const { user, search, router } = await openPalette('/settings');
    await user.type(search, `${audit.name}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${audit.id}`));
  });

  it('lists every settings page of the registry, the areas, and the reports of the run on screen', async () => {
    const audit = uniqueAudit();
    const run = mock.ref.current.runs.get(audit.id)![0]!;
    await openPalette(`/audits/${audit.id}/runs/${run.id}`);
    const settings = await screen.findByRole('group', { name: 'Settings' });
    // The results scroll, and their scrolling viewport is a tab stop (the entries are not).
    expect(settings.closest('[tabindex="0"]')).not.toBeNull();
    // An entry's text is its label, then its description ("Settings · …"); administrators see all.
    const labels = () =>
      within(settings)
        .getAllByRole('button')
        .map((button) => button.textContent?.split('Settings · ')[0]);
    const expected = Object.values(resourceScreens).map((spec) => spec.label);
    await waitFor(() => expect(labels()).toEqual(expect.arrayContaining(expected)));
    const areas = [
      'Audits',
      'Web journeys',
      'Manual journeys',
      'Grid reports',
      'Exports',
      'Settings',
      'Webhooks',
    ];
    for (const area of areas) {
      expect(within(group('Go to')).getByRole('button', { name: area })).toBeInTheDocument();
    }
    const reports = group('Reports of this run');
    expect(within(reports).getAllByRole('button')).toHaveLength(14);
    expect(within(reports).getByRole('button', { name: /^Tag health/ })).toBeInTheDocument();
  });

  it('finds a run by #id and opens it', async () => {
    const audit = uniqueAudit();
    const run = mock.ref.current.runs.get(audit.id)![0]!;
    const { user, search, router } = await openPalette(`/audits/${audit.id}`);
    await user.type(search, `#${run.id}`);
    const runs = await screen.findByRole('group', { name: 'Runs' });
    await waitFor(() => expect(within(runs).getAllByRole('button')[0]).toHaveTextContent(`Run #${run.id}`));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${audit.id}/runs/${run.id}`));
  });

  it('narrows the static entries as you type and says when nothing matches', async () => {
    const { user, search } = await openPalette('/settings');
    await user.type(search, 'webhook');
    await waitFor(() =>
      expect(within(group('Go to')).queryByRole('button', { name: 'Exports' })).not.toBeInTheDocument(),
    );
    expect(within(group('Go to')).getByRole('button', { name: 'Webhooks' })).toBeInTheDocument();
    expect(within(group('Settings')).getByRole('button', { name: /^Verify a webhook/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzqx-nothing-like-this');
    expect(await screen.findByText(/Nothing matches/)).toHaveTextContent(
      'Nothing matches “zzqx-nothing-like-this”',
    );
  });

  it('offers “New audit”, which opens the new-audit form', async () => {
    const { user, search, router } = await openPalette('/settings');
    await user.type(search, 'new audit');
    await user.click(await within(group('Go to')).findByRole('button', { name: /^New audit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits/new'));
  });

  it('shows an error inside the palette when the audits cannot be searched, with Retry', async () => {
    mock.server.use(
      http.get('*/v3/web-audits', () =>
        HttpResponse.json(
          { timestamp: '2026-11-22T00:00:00Z', message: 'Audit store is down', details: '' },
          { status: 500 },
        ),
      ),
    );
    const { user, search } = await openPalette('/settings');
    await user.type(search, 'acme');
    const audits = await screen.findByRole('group', { name: 'Audits' });
    expect(await within(audits).findByRole('alert')).toHaveTextContent(
      'Could not search audits: Audit store is down',
    );
    expect(within(audits).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(search).toBeInTheDocument();
  });

  it('prints the screen on view with “Print / Save as PDF”', async () => {
    const audit = uniqueAudit();
    const run = mock.ref.current.runs.get(audit.id)![0]!;
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, search } = await openPalette(`/audits/${audit.id}/runs/${run.id}`);
    await user.type(search, 'pdf');
    const command = await within(group('Commands')).findByRole('button', { name: /^Print \/ Save as PDF/ });
    expect(within(group('Commands')).getAllByRole('button')).toHaveLength(1);
    await user.click(command);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('afterprint'));
    print.mockRestore();
  });

  it('opens from the header button', async () => {
    const user = userEvent.setup();
    renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('textbox', { name: 'Search the dashboard' })).toBeInTheDocument();
  });
});

describe('keyboard shortcut sheet', () => {
  it('opens on ?, closes on Escape, and does not open while typing in a field', async () => {
    const user = userEvent.setup();
    renderRoute('/audits');
    await screen.findByRole('heading', { level: 1, name: 'Audits' });
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText('Open the focused row')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );

    const field = screen.getByRole('textbox', { name: 'Search audits' });
    await user.type(field, '?');
    expect(field).toHaveValue('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });
});
