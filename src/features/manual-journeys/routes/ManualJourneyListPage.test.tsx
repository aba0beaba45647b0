import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./index') });
const { scenario } = mock;

const journeys = () => mock.ref.current.manualJourneys.all();

describe('/manual-journeys', () => {
  it('lists the journeys with folder, labels, device and recipients, latest update first', async () => {
    renderRoute('/manual-journeys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual journeys' })).toBeInTheDocument();
    const latest = [...journeys()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!;
    const table = await screen.findByRole('table', { name: 'Manual journeys' });
    const row = within(table).getByText(latest.name).closest('tr')!;
    expect(within(row).getByText(mock.ref.current.folders.get(latest.folderId)!.name)).toBeInTheDocument();
    expect(within(row).getByText(`${latest.osOfDevice} ${latest.versionOfOs}`)).toBeInTheDocument();
    expect(within(row).getByText(String(latest.emails.length))).toBeInTheDocument();
    for (const labelId of latest.labelIds) {
      expect(within(row).getByText(mock.ref.current.labels.get(labelId)!.name)).toBeInTheDocument();
    }
    expect(
      screen.getByText(`Showing ${journeys().length} of ${journeys().length} journeys`),
    ).toBeInTheDocument();
  });

  it('narrows the list with the search from the URL, and typing updates it', async () => {
    const [target, other] = journeys();
    const { router } = renderRoute(`/manual-journeys?q=${encodeURIComponent(target!.name)}`);
    expect(await screen.findByText(`Showing 1 of ${journeys().length} journeys`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Manual journeys' });
    expect(within(table).getByText(target!.name)).toBeInTheDocument();
    expect(within(table).queryByText(other!.name)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search manual journeys' })).toHaveValue(target!.name);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search manual journeys' }), 'zzz-nothing');
    expect(await screen.findByText('No manual journeys match this search')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=zzz-nothing');
  });

  it('shows an empty state when the account has no manual journeys', async () => {
    scenario.emptyList('/v2/manual-journeys');
    renderRoute('/manual-journeys');
    expect(await screen.findByText('No manual journeys yet')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    scenario.failingRead('/v2/manual-journeys', { status: 500, message: 'boom' });
    renderRoute('/manual-journeys');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the manual journeys')).toBeInTheDocument();
    expect(within(panel).getByText('boom')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
