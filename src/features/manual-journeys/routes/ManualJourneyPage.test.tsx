import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initializeRun, journeyRuns } from '@mocks/manual-journeys/runs';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { manualJourneyScreenQueries } from '../prefetch';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
beforeAll(() => import('./index'));

const db = () => mock.ref.current;
const firstJourney = () => db().manualJourneys.all()[0]!;

describe('/manual-journeys/:manualJourneyId', () => {
  it('reads on its first view only what its loader lists (manualJourneyScreenQueries)', async () => {
    const journey = firstJourney();
    const { queryClient } = renderRoute(`/manual-journeys/${journey.id}`);
    expect(await screen.findByRole('table', { name: 'Runs' })).toBeInTheDocument();
    expect(await readsBeyond(queryClient, manualJourneyScreenQueries(journey.id))).toEqual([]);
  });

  it('shows the journey with its details, runs, labels, rules and certificate', async () => {
    const journey = firstJourney();
    const runs = journeyRuns(db(), journey.id);
    renderRoute(`/manual-journeys/${journey.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: journey.name })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Runs' });
    for (const run of runs) expect(within(table).getByText(run.name)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(journey.name);
    expect(await screen.findByText(/Journey Live Connect Root CA/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start live session' })).toBeInTheDocument();
    const labels = await screen.findByRole('region', { name: 'Labels' });
    for (const id of journey.labelIds) {
      expect(within(labels).getByText(db().labels.get(id)!.name)).toBeInTheDocument();
    }
  });

  it('offers a journey of uploaded HAR files only what applies: no live session, no device certificate', async () => {
    const journey = firstJourney();
    Object.assign(journey, { osOfDevice: '', versionOfOs: '' });
    renderRoute(`/manual-journeys/${journey.id}`);
    expect(await screen.findByRole('table', { name: 'Runs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upload HAR files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start live session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Default certificate' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Journey Live Connect Root CA/)).not.toBeInTheDocument();
  });

  it('edits the journey: a save persists, a failed save keeps the input and shows why', async () => {
    const user = userEvent.setup();
    const journey = firstJourney();
    renderRoute(`/manual-journeys/${journey.id}`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Renamed recording');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(db().manualJourneys.get(journey.id)!.name).toBe('Renamed recording');
    expect(await screen.findByRole('heading', { level: 1, name: 'Renamed recording' })).toBeInTheDocument();

    mock.server.use(
      http.put('*/v2/manual-journeys/:id', () =>
        HttpResponse.json({ message: 'The service is busy' }, { status: 503 }),
      ),
    );
    await user.clear(name);
    await user.type(name, 'Second name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The service is busy')).toBeInTheDocument();
    expect(name).toHaveValue('Second name');
    expect(db().manualJourneys.get(journey.id)!.name).toBe('Renamed recording');
  });

  it('deletes the journey only after the confirmation', async () => {
    const user = userEvent.setup();
    const journey = firstJourney();
    const runCount = journeyRuns(db(), journey.id).length;
    const { router } = renderRoute(`/manual-journeys/${journey.id}`);
    await screen.findByRole('table', { name: 'Runs' });
    await user.click(screen.getByRole('button', { name: 'Delete journey' }));
    let dialog = await screen.findByRole('dialog', { name: `Delete “${journey.name}”?` });
    expect(within(dialog).getByText(new RegExp(`its ${runCount} runs`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().manualJourneys.get(journey.id)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete journey' }));
    dialog = await screen.findByRole('dialog', { name: `Delete “${journey.name}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete journey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manual-journeys'));
    expect(db().manualJourneys.get(journey.id)).toBeUndefined();
    expect(await screen.findByRole('table', { name: 'Manual journeys' })).toBeInTheDocument();
    expect(screen.queryByText(journey.name)).not.toBeInTheDocument();
  });

  it('shows why a journey with a live session cannot be deleted', async () => {
    const user = userEvent.setup();
    const journey = firstJourney();
    const live = initializeRun(db(), journey.id);
    renderRoute(`/manual-journeys/${journey.id}`);
    expect(await screen.findByRole('link', { name: 'Open the live session' })).toHaveAttribute(
      'href',
      `/manual-journeys/${journey.id}/runs/${live.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Delete journey' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${journey.name}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete journey' }));
    expect(await within(dialog).findByText(/live session: stop and discard it first/)).toBeInTheDocument();
    expect(db().manualJourneys.get(journey.id)).toBeDefined();
  });

  it('deletes a run from the runs table after the confirmation', async () => {
    const user = userEvent.setup();
    const journey = firstJourney();
    const [run] = journeyRuns(db(), journey.id);
    renderRoute(`/manual-journeys/${journey.id}`);
    const table = await screen.findByRole('table', { name: 'Runs' });
    await user.click(within(table).getByRole('button', { name: `Delete run “${run!.name}”` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${run!.name}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    await waitFor(() => expect(within(table).queryByText(run!.name)).not.toBeInTheDocument());
    expect(journeyRuns(db(), journey.id).map((r) => r.id)).not.toContain(run!.id);
  });

  it('adds and removes the journey’s labels', async () => {
    const user = userEvent.setup();
    const journey = firstJourney();
    const label = db()
      .labels.all()
      .find((item) => !journey.labelIds.includes(item.id))!;
    renderRoute(`/manual-journeys/${journey.id}`);
    const region = await screen.findByRole('region', { name: 'Labels' });
    await user.click(await within(region).findByRole('combobox', { name: 'Add a label to this journey' }));
    await user.click(await screen.findByRole('option', { name: label.name, hidden: true }));
    await user.click(within(region).getByRole('button', { name: 'Add label' }));
    await waitFor(() => expect(db().manualJourneys.get(journey.id)!.labelIds).toContain(label.id));
    await user.click(await within(region).findByRole('button', { name: `Remove label ${label.name}` }));
    await waitFor(() => expect(db().manualJourneys.get(journey.id)!.labelIds).not.toContain(label.id));
    expect(db().manualJourneys.get(journey.id)!.labelIds).toEqual(journey.labelIds);
  });

  it('starts a live session and opens it with the proxy login', async () => {
    const user = userEvent.setup();
    const journey = firstJourney();
    const { router } = renderRoute(`/manual-journeys/${journey.id}`);
    await user.click(await screen.findByRole('button', { name: 'Start live session' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/runs\/\d+$/));
    const live = journeyRuns(db(), journey.id)[0]!;
    expect(router.state.location.pathname).toBe(`/manual-journeys/${journey.id}/runs/${live.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: live.name })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Live session' });
    expect(within(region).getByText(live.proxy!.login)).toBeInTheDocument();
    expect(within(region).getByText(live.proxy!.password)).toBeInTheDocument();
  });

  it('downloads the default certificate, or says why a server offers no file', async () => {
    const user = userEvent.setup();
    const { createObjectURL, revokeObjectURL } = URL;
    const objectUrl = vi.fn((_blob: Blob) => 'blob:certificate');
    URL.createObjectURL = objectUrl;
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      renderRoute(`/manual-journeys/${firstJourney().id}`);
      await user.click(await screen.findByRole('button', { name: 'Download certificate' }));
      await waitFor(() => expect(names).toEqual(['live-connect-root-2026.pem']));
      expect(await objectUrl.mock.calls[0]![0].text()).toMatch(/^-----BEGIN CERTIFICATE-----\n/);

      mock.server.use(
        http.get('*/v2/manual-journeys/certificates/default', () =>
          HttpResponse.json({ id: 'c', name: 'C' }),
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Download certificate' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(/offers the certificate’s details only/)).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(names).toHaveLength(1);
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('shows the error with Retry, and a clear message for an unknown journey', async () => {
    mock.server.use(
      http.get('*/v2/manual-journeys/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderRoute(`/manual-journeys/${firstJourney().id}`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the journey')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    mock.server.resetHandlers();
    renderRoute('/manual-journeys/999999');
    expect(await screen.findByText('Manual journey 999999 was not found')).toBeInTheDocument();
  });
});
