import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initializeRun } from '@mocks/manual-journeys/runs';
import { manualStore } from '@mocks/manual-journeys/store';
import { runTags, visibleRequests } from '@mocks/manual-journeys/views';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { manualJourneyRunScreenQueries } from '../prefetch';
import { routeTestMock } from '@/test/route-test-mock';
import { formatCount } from '@/lib/format';

const mock = routeTestMock({}, { preload: () => import('./index') });
const { scenario } = mock;

const db = () => mock.ref.current;

/** A value of the run's summary, by its label. */
const fact = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByText(label).nextElementSibling as HTMLElement;

describe('/manual-journeys/:manualJourneyId/runs/:runId', () => {
  it('reads on its first view only what its loader lists (manualJourneyRunScreenQueries)', async () => {
    const { run, path } = scenario.completedManualRun();
    const { queryClient } = renderRoute(path);
    expect(await screen.findByRole('table', { name: 'Request log' })).toBeInTheDocument();
    const reads = manualJourneyRunScreenQueries(run.journeyId, run.id);
    expect(await readsBeyond(queryClient, reads)).toEqual([]);
  });

  it('shows the run’s steps, request log and the tags detected in it', async () => {
    const { run, path } = scenario.completedManualRun();
    const requests = visibleRequests(db(), run);
    const tags = runTags(db(), run);
    const steps = manualStore(db()).actions.where((action) => action.runId === run.id);
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: run.name })).toBeInTheDocument();
    const stepTable = await screen.findByRole('table', { name: 'Steps' });
    for (const step of steps) expect(within(stepTable).getByText(step.name)).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Request log' });
    expect(within(log).getAllByText(requests[0]!.url)[0]).toBeInTheDocument();
    await waitFor(() => expect(fact('Requests shown')).toHaveTextContent(formatCount(requests.length)));
    const tagTable = await screen.findByRole('table', { name: 'Tags' });
    for (const tag of tags) expect(within(tagTable).getAllByText(tag.name)[0]).toBeInTheDocument();
    expect(within(tagTable).getAllByRole('row')).toHaveLength(tags.length + 1);
    expect(fact('Tags')).toHaveTextContent(String(tags.length));
    expect(screen.queryByRole('region', { name: 'Live session' })).not.toBeInTheDocument();
  });

  it('says "No rules" for a run that checked none, not a green "0 passed"', async () => {
    const { run, path } = scenario.completedManualRun();
    const stored = manualStore(db()).runs.get(run.id)!;
    stored.rules = { passed: 0, failed: 0, broken: 0, notApplied: 0 };
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: run.name });
    await waitFor(() => expect(fact('Rules')).toHaveTextContent('No rules'));
    expect(fact('Rules')).not.toHaveTextContent('passed');
  });

  it('edits the request filters: the log and tags narrow, the filters persist, and reset brings all back', async () => {
    const user = userEvent.setup();
    const { run, path } = scenario.completedManualRun();
    const all = visibleRequests(db(), run).length;
    const analytics = visibleRequests(db(), run).filter((r) => r.url.includes('google-analytics.com')).length;
    renderRoute(path);
    const region = await screen.findByRole('region', { name: 'Request filters' });
    expect(await within(region).findByText(/^No filters/)).toBeInTheDocument();
    await waitFor(() => expect(fact('Requests shown')).toHaveTextContent(formatCount(all)));

    await user.type(
      within(region).getByRole('combobox', { name: /^URL patterns/ }),
      'google-analytics.com{Enter}',
    );
    await user.click(within(region).getByRole('button', { name: 'Save filters' }));
    expect(
      await within(region).findByText(/^Filtered: only requests whose URL matches one of this pattern/),
    ).toBeInTheDocument();
    expect(manualStore(db()).runs.get(run.id)!.requestFilters).toEqual(['google-analytics.com']);
    await waitFor(() => expect(fact('Requests shown')).toHaveTextContent(formatCount(analytics)));
    const tagTable = screen.getByRole('table', { name: 'Tags' });
    await waitFor(() => expect(within(tagTable).getAllByRole('row')).toHaveLength(2));
    expect(within(tagTable).getByText('Google Analytics 4')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Reset filters' }));
    expect(await within(region).findByText(/^No filters/)).toBeInTheDocument();
    expect(manualStore(db()).runs.get(run.id)!.requestFilters).toEqual([]);
    await waitFor(() => expect(fact('Requests shown')).toHaveTextContent(formatCount(all)));
    expect(within(region).queryByText('google-analytics.com')).not.toBeInTheDocument();
  });

  it('keeps the typed filters and shows the server’s message when saving fails', async () => {
    const user = userEvent.setup();
    const { run, path } = scenario.completedManualRun();
    mock.server.use(
      http.put('*/v2/manual-journeys/:id/runs/:runId/request-filters', () =>
        HttpResponse.json(
          {
            message: 'The request body is not valid',
            validationReport: { issues: [{ path: ['0'], message: 'Patterns may not contain spaces' }] },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute(path);
    const region = await screen.findByRole('region', { name: 'Request filters' });
    await user.type(await within(region).findByRole('combobox', { name: /^URL patterns/ }), 'cdn.{Enter}');
    await user.click(within(region).getByRole('button', { name: 'Save filters' }));
    expect(await within(region).findByText('The request body is not valid')).toBeInTheDocument();
    expect(within(region).getByText('Patterns may not contain spaces')).toBeInTheDocument();
    expect(within(region).getByText('cdn.')).toBeInTheDocument();
    expect(manualStore(db()).runs.get(run.id)!.requestFilters).toEqual([]);
  });

  it('adds a step to a live session, whose traffic then shows; views and deletes a step', async () => {
    const user = userEvent.setup();
    const journeyId = db().manualJourneys.all()[0]!.id;
    const live = initializeRun(db(), journeyId);
    renderRoute(`/manual-journeys/${journeyId}/runs/${live.id}`);
    expect(await screen.findByRole('region', { name: 'Live session' })).toBeInTheDocument();
    const steps = await screen.findByRole('region', { name: 'Steps' });
    await user.click(within(steps).getByRole('button', { name: 'Add step' }));
    expect(await within(steps).findByText('Enter what was done in this step')).toBeInTheDocument();
    await user.type(within(steps).getByRole('textbox', { name: /^Step/ }), 'Open the home screen');
    await user.click(within(steps).getByRole('button', { name: 'Add step' }));
    const table = within(steps).getByRole('table', { name: 'Steps' });
    expect(await within(table).findByText('Open the home screen')).toBeInTheDocument();
    const [action] = manualStore(db()).actions.where((a) => a.runId === live.id);
    const captured = visibleRequests(db(), manualStore(db()).runs.get(live.id)!).length;
    expect(captured).toBeGreaterThan(0);
    await waitFor(() => expect(fact('Requests shown')).toHaveTextContent(formatCount(captured)));
    expect(within(steps).getByRole('textbox', { name: /^Step/ })).toHaveValue('');

    await user.click(within(table).getByRole('button', { name: 'View step “Open the home screen”' }));
    const view = await screen.findByRole('dialog', { name: 'Step: Open the home screen' });
    expect(await within(view).findByText(`${formatCount(captured)} requests`)).toBeInTheDocument();
    expect(within(view).getByText(/Step 1 · Tap/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(table).getByRole('button', { name: 'Delete step “Open the home screen”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete step “Open the home screen”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete step' }));
    await waitFor(() => expect(within(table).queryByText('Open the home screen')).not.toBeInTheDocument());
    expect(manualStore(db()).actions.get(action!.id)).toBeUndefined();
    await waitFor(() => expect(fact('Requests shown')).toHaveTextContent('0'));
  });

  it('pauses, resumes and stops a live session', async () => {
    const user = userEvent.setup();
    const journeyId = db().manualJourneys.all()[0]!.id;
    const live = initializeRun(db(), journeyId);
    renderRoute(`/manual-journeys/${journeyId}/runs/${live.id}`);
    const region = await screen.findByRole('region', { name: 'Live session' });
    expect(within(region).getByText(`${live.proxy!.interface}`)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Pause' }));
    expect(await within(region).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(manualStore(db()).runs.get(live.id)!.state).toBe('paused');
    await user.click(within(region).getByRole('button', { name: 'Resume' }));
    expect(await within(region).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Stop session' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Live session' })).not.toBeInTheDocument(),
    );
    expect(manualStore(db()).runs.get(live.id)!.state).toBe('completed');
    expect(fact('State')).toHaveTextContent('Completed');
  });

  it('cleans up a live session when the tab closes: the run is discarded, the journey kept', async () => {
    const journeyId = db().manualJourneys.all()[0]!.id;
    const live = initializeRun(db(), journeyId);
    renderRoute(`/manual-journeys/${journeyId}/runs/${live.id}`);
    await screen.findByRole('region', { name: 'Live session' });
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => expect(manualStore(db()).runs.get(live.id)).toBeUndefined());
    expect(db().manualJourneys.get(journeyId)).toBeDefined();
  });

  it('adds and removes a run label', async () => {
    const user = userEvent.setup();
    const { run, path } = scenario.completedManualRun();
    const label = db()
      .labels.all()
      .find((item) => !run.labelIds.includes(item.id))!;
    renderRoute(path);
    const region = await screen.findByRole('region', { name: 'Labels' });
    await user.click(await within(region).findByRole('combobox', { name: 'Add a label to this run' }));
    await user.click(await screen.findByRole('option', { name: label.name, hidden: true }));
    await user.click(within(region).getByRole('button', { name: 'Add label' }));
    await waitFor(() => expect(manualStore(db()).runs.get(run.id)!.labelIds).toContain(label.id));
    await user.click(await within(region).findByRole('button', { name: `Remove label ${label.name}` }));
    await waitFor(() => expect(manualStore(db()).runs.get(run.id)!.labelIds).not.toContain(label.id));
  });

  it('shows the error with Retry when the run cannot be loaded', async () => {
    const { journeyId } = scenario.completedManualRun();
    renderRoute(`/manual-journeys/${journeyId}/runs/999999`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the run')).toBeInTheDocument();
    expect(within(panel).getByText('Run 999999 was not found')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
