import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { journeyStore } from '@mocks/web-journeys/store';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { webJourneyScreenQueries } from '../prefetch';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock(
  { runTimeline: { queuedMs: 0, runningMs: 50 } },
  { preload: () => import('./index') },
);

const db = () => mock.ref.current;

/** A seeded journey with runs, and its store. */
function seededJourney() {
  const store = journeyStore(db());
  const journey = db()
    .webJourneys.all()
    .find((j) => (store.runs.get(j.id) ?? []).length > 1)!;
  return { journey, store, path: `/web-journeys/${journey.id}` };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/web-journeys/:webJourneyId', () => {
  it('reads on its first view only what its loader lists (webJourneyScreenQueries)', async () => {
    const { journey, path } = seededJourney();
    const { queryClient } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: journey.name })).toBeInTheDocument();
    expect(await readsBeyond(queryClient, webJourneyScreenQueries(journey.id, journey))).toEqual([]);
  });

  it('shows the journey’s runs, script and settings', async () => {
    const { journey, store, path } = seededJourney();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: journey.name })).toBeInTheDocument();
    const runs = await within(section('Runs')).findByRole('table', { name: 'Runs' });
    const newest = store.runs.get(journey.id)![0]!;
    expect(within(runs).getByRole('link', { name: `Run ${newest.id}` })).toHaveAttribute(
      'href',
      `/web-journeys/${journey.id}/runs/${newest.id}`,
    );
    const script = await within(section('Script')).findByRole('table', { name: 'Script' });
    for (const action of store.actions.get(journey.id)!)
      expect(within(script).getByText(action.description!)).toBeInTheDocument();
    expect(await within(section('Settings')).findByRole('textbox', { name: 'Name' })).toHaveValue(
      journey.name,
    );
  });

  it('lists each run with its result, the actions it ran and where a failed run stopped', async () => {
    const store = journeyStore(db());
    const journey = db()
      .webJourneys.all()
      .find((j) =>
        (store.runs.get(j.id) ?? []).some(
          (r) => r.outcome === 'ActionFailed' && r.executedSoFar === undefined,
        ),
      )!;
    const failed = store.runs
      .get(journey.id)!
      .find((r) => r.outcome === 'ActionFailed' && r.executedSoFar === undefined)!;
    renderRoute(`/web-journeys/${journey.id}`);
    const runs = await within(await screen.findByRole('region', { name: 'Runs' })).findByRole('table', {
      name: 'Runs',
    });
    const row = within(runs)
      .getByRole('link', { name: `Run ${failed.id}` })
      .closest('tr')!;
    const step = failed.failedSequence! + 1;
    expect(within(row as HTMLElement).getByText('Action failed')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText(`${step} of ${failed.actions.length}`)).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText(`Step ${step}: ${failed.actions[step - 1]!.description}`),
    ).toBeInTheDocument();
  });

  it('saves edited settings, and keeps the input with the message at the field when it is invalid', async () => {
    const user = userEvent.setup();
    const { journey, path } = seededJourney();
    renderRoute(path);
    const form = await screen.findByRole('form', { name: 'Journey settings' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Checkout — renamed');
    const width = within(form).getByRole('textbox', { name: 'Browser width' });
    await user.clear(width);
    await user.type(width, '120');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use at least 250 pixels')).toBeInTheDocument();
    expect(width).toHaveValue('120 px');
    await user.clear(width);
    await user.type(width, '1440');
    await user.click(within(form).getByRole('switch', { name: /Send Global Privacy Control/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved');
    const saved = db().webJourneys.get(journey.id)!;
    expect(saved).toMatchObject({
      name: 'Checkout — renamed',
      browserWidth: 1440,
      gpcEnabled: !journey.gpcEnabled,
    });
  });

  it('keeps the form and shows the server’s message at the field when a save is refused', async () => {
    const user = userEvent.setup();
    const { path } = seededJourney();
    mock.server.use(
      http.put('*/v3/web-journeys/:id', () =>
        HttpResponse.json(
          {
            message: 'The request body is not valid',
            details: 'name: taken',
            validationReport: {
              issues: [{ path: ['name'], message: 'A journey with this name already exists' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute(path);
    const form = await screen.findByRole('form', { name: 'Journey settings' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Duplicate name');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A journey with this name already exists')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('The request body is not valid');
    expect(name).toHaveValue('Duplicate name');
  });

  it('edits the recipients and webhook: https only, the typed value kept on error', async () => {
    const user = userEvent.setup();
    const { journey, store, path } = seededJourney();
    renderRoute(path);
    const form = await screen.findByRole('form', { name: 'Notifications' });
    const webhook = within(form).getByRole('textbox', { name: 'Webhook URL' });
    await user.clear(webhook);
    await user.type(webhook, 'http://hooks.example.com/run');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Use https:// — webhooks are only sent over HTTPS'),
    ).toBeInTheDocument();
    expect(webhook).toHaveValue('http://hooks.example.com/run');
    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.example.com/run');
    const emails = within(form).getByRole('textbox', { name: 'Email recipients' });
    await user.clear(emails);
    await user.type(emails, 'qa@acme-outdoors.com, ops@acme-outdoors.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved');
    expect(store.notifications.get(journey.id)).toMatchObject({
      webHookUrl: 'https://hooks.example.com/run',
      emails: ['qa@acme-outdoors.com', 'ops@acme-outdoors.com'],
    });
    expect(store.actions.get(journey.id)!.length).toBeGreaterThan(0);
  });

  it('saves the blocking configuration and the custom header groups', async () => {
    const user = userEvent.setup();
    const { journey, store, path } = seededJourney();
    store.blocking.delete(journey.id);
    store.customHeaders.delete(journey.id);
    renderRoute(path);
    const blocking = await within(await screen.findByRole('region', { name: 'Blocking' })).findByRole(
      'form',
      {
        name: 'Blocking',
      },
    );
    await user.click(within(blocking).getByLabelText('Blocked tags', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Hotjar', hidden: true }));
    await user.click(within(blocking).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.blocking.get(journey.id)).toEqual({ tagIds: [108], tagCategoryIds: [] }),
    );

    const headers = await within(section('Custom headers')).findByRole('form', { name: 'Custom headers' });
    await user.click(within(headers).getByLabelText('Header groups', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Bot protection bypass/, hidden: true }));
    await user.click(within(headers).getByRole('checkbox', { name: 'Bot protection bypass' }));
    await user.click(within(headers).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.customHeaders.get(journey.id)).toEqual([{ groupId: 502, isApplyToAll: true }]),
    );
  });

  it('runs the journey now and opens the new run', async () => {
    const user = userEvent.setup();
    const { journey, store, path } = seededJourney();
    const { router } = renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(new RegExp(`^/web-journeys/${journey.id}/runs/\\d+$`)),
    );
    const runId = Number(router.state.location.pathname.split('/').at(-1));
    expect(store.runs.get(journey.id)![0]!.id).toBe(runId);
    expect(await screen.findByRole('heading', { level: 1, name: `Run ${runId}` })).toBeInTheDocument();
  });

  it('for a journey the service does not find, says the read is not available and shows the service’s words', async () => {
    // GET /v3/web-journeys/{id} is a reference operation outside the spec: its 404 may mean the
    // service lacks it, so the view says so (no Retry) and keeps what the service said.
    renderRoute('/web-journeys/999999');
    const note = await screen.findByTestId('not-available');
    expect(note).toHaveTextContent('Not available on this service');
    expect(note).toHaveTextContent(
      'GET /v3/web-journeys/999999 answered 404: Web journey 999999 was not found',
    );
    expect(within(note).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with Retry when the run history cannot be read', async () => {
    const { path } = seededJourney();
    mock.scenario.failingRead(
      '/v3/reports/grid/web-journey-runs',
      { status: 400, message: 'Unknown column WJ_RUN_STATUS' },
      'POST',
    );
    renderRoute(path);
    const panel = await within(await screen.findByRole('region', { name: 'Runs' })).findByRole('alert');
    expect(within(panel).getByText('Could not load the runs')).toBeInTheDocument();
    expect(within(panel).getByText('Unknown column WJ_RUN_STATUS')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await within(section('Script')).findByRole('table', { name: 'Script' })).toBeInTheDocument();
  });
});
