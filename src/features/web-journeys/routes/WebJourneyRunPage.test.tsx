import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { webJourneyFixtures } from '@mocks/web-journeys/fixtures';
import { runDetail } from '@mocks/web-journeys/runs';
import { journeyStore } from '@mocks/web-journeys/store';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { stepsThatRan, webJourneyRunScreenQueries } from '../prefetch';
import { routeTestMock } from '@/test/route-test-mock';
import { valueLabel } from '@/lib/vocabulary';

const mock = routeTestMock({}, { preload: () => import('./index') });
const { scenario } = mock;

const db = () => mock.ref.current;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The fixture run (completed, with cookie changes) and its simulated detail. */
function fixtureRun() {
  const fixture = webJourneyFixtures(db())!;
  const store = journeyStore(db());
  const run = store.runs.get(fixture.webJourneyId)!.find((r) => r.id === fixture.runId)!;
  const detail = runDetail(db(), store, run);
  return { fixture, run, detail, path: `/web-journeys/${fixture.webJourneyId}/runs/${fixture.runId}` };
}

describe('/web-journeys/:webJourneyId/runs/:runId', () => {
  it('reads on its first view only what its loader lists (webJourneyRunScreenQueries)', async () => {
    const { path, run } = fixtureRun();
    const { queryClient } = renderRoute(path);
    expect(await screen.findByRole('list', { name: 'Actions' })).toBeInTheDocument();
    const first = webJourneyRunScreenQueries(run.journeyId, run.id);
    const actions = queryClient.getQueryData(first.actions.queryKey)!;
    const record = queryClient.getQueryData(first.run.queryKey)!;
    const reads = webJourneyRunScreenQueries(run.journeyId, run.id, stepsThatRan(actions, record));
    expect(await readsBeyond(queryClient, reads)).toEqual([]);
  });

  it('lists the journey’s actions in order with the run’s result for each, from the grid’s run record', async () => {
    const { detail, path, run } = fixtureRun();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: `Run ${run.id}` })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Actions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(run.actions.length);
    run.actions.forEach((action, index) => {
      const step = detail.steps[index];
      expect(within(items[index]!).getByText(`Step ${index + 1}`)).toBeInTheDocument();
      expect(within(items[index]!).getByText(action.description!)).toBeInTheDocument();
      const outcome = step ? (step.success ? 'Passed' : 'Failed') : 'Not run';
      expect(within(items[index]!).getByText(outcome)).toBeInTheDocument();
      // Only a step that ran has requests, a console and cookies to open.
      expect(
        within(items[index]!).queryByRole('link', { name: `Details of step ${index + 1}` }) !== null,
      ).toBe(step !== undefined);
    });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const result = { Ok: 'Passed', RulesFailed: 'Rule failures', ActionFailed: 'Action failed' }[run.outcome];
    expect(within(summary).getByText(result)).toBeInTheDocument();
    expect(within(summary).getByText(`${detail.steps.length} of ${run.actions.length}`)).toBeInTheDocument();
    expect(await within(summary).findByText(/Chrome 156\.0/)).toBeInTheDocument();
  });

  it('stops at a failed action, says why, and marks the actions after it as not run', async () => {
    const store = journeyStore(db());
    const failed = [...store.runs.values()]
      .flat()
      .find(
        (r) =>
          r.outcome === 'ActionFailed' &&
          r.executedSoFar === undefined &&
          r.failedSequence! < r.actions.length - 1,
      )!;
    const detail = runDetail(db(), store, failed);
    const last = detail.steps.at(-1)!;
    renderRoute(`/web-journeys/${failed.journeyId}/runs/${failed.id}`);
    const list = await screen.findByRole('list', { name: 'Actions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(failed.actions.length);
    expect(within(items[last.sequence]!).getByText('Failed')).toBeInTheDocument();
    expect(within(items[last.sequence]!).getByText(last.failureMessage!)).toBeInTheDocument();
    for (const item of items.slice(last.sequence + 1))
      expect(within(item).getByText('Not run')).toBeInTheDocument();
    expect(
      screen.getByText(`The journey stopped at step ${last.sequence + 1}: the actions after it did not run.`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByText('Action failed'),
    ).toBeInTheDocument();
  });

  it('shows a run in progress: the steps done so far, the rest waiting', async () => {
    const store = journeyStore(db());
    const running = [...store.runs.values()].flat().find((r) => r.executedSoFar !== undefined)!;
    renderRoute(`/web-journeys/${running.journeyId}/runs/${running.id}`);
    const list = await screen.findByRole('list', { name: 'Actions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(running.actions.length);
    expect(within(list).queryAllByText('Passed')).toHaveLength(running.executedSoFar!);
    expect(within(list).getAllByText('Waiting')).toHaveLength(
      running.actions.length - running.executedSoFar!,
    );
    expect(screen.getByText('The run is still going: more actions will follow.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByText('Still running'),
    ).toBeInTheDocument();
  });

  it('shows the cookies an action affected and follows a cookie’s origin story through the run', async () => {
    const user = userEvent.setup();
    const { fixture, detail, path } = fixtureRun();
    const step = detail.steps[fixture.actionSequenceId]!;
    renderRoute(path);
    await user.click(await screen.findByRole('link', { name: `Details of step ${step.sequence + 1}` }));
    const table = await screen.findByRole('table', { name: `Cookies changed in step ${step.sequence + 1}` });
    const changed = detail.changes.filter((change) => change.sequence === step.sequence);
    expect(within(table).getAllByRole('row')).toHaveLength(changed.length + 1);

    // Follow a script-set cookie (action → request → script → cookie) through the whole run.
    const cookie = changed.find((change) => change.initiator.type === 'APP')!;
    await user.click(
      within(table).getByRole('link', { name: `Origin story of ${cookie.name} in the whole run` }),
    );
    const stories = screen.getByRole('region', { name: 'Cookie origin stories' });
    const changes = detail.changes.filter((c) => c.name === cookie.name && c.domain === cookie.domain);
    expect(
      await within(stories).findByText(
        new RegExp(`changed in ${new Set(changes.map((c) => c.sequence)).size} step`),
      ),
    ).toBeInTheDocument();
    const first = changes[0]!;
    const chain = await within(stories).findByRole('list', {
      name: `How ${cookie.name} was added in step ${first.sequence + 1}`,
    });
    const links = within(chain).getAllByRole('listitem');
    expect(links.map((item) => item.firstChild?.textContent)).toEqual([
      'Action',
      'Request',
      'Script',
      'Cookie',
    ]);
    const firstStep = detail.steps[first.sequence]!;
    expect(
      within(links[0]!).getByRole('link', {
        name: `Step ${first.sequence + 1}: ${firstStep.action.description}`,
      }),
    ).toBeInTheDocument();
    // The request is the real request of the run that loaded the tag's script.
    const tagId = first.initiator.type === 'APP' ? first.initiator.tagId : -1;
    const script = detail.steps
      .slice(0, first.sequence + 1)
      .flatMap((s) => s.requests)
      .filter((request) => request.tagId === tagId && request.resourceType === 'script')
      .at(-1)!;
    expect(await within(links[1]!).findByText(new RegExp(`GET ${escape(script.url)}`))).toBeInTheDocument();
    expect(within(links[2]!).getByText(/script, line \d+, column \d+/)).toBeInTheDocument();
    expect(within(links[3]!).getByText(cookie.name)).toBeInTheDocument();

    expect(within(stories).getByRole('combobox', { name: 'Cookie' })).toHaveValue(
      `${cookie.name} · ${cookie.domain} (${new Set(changes.map((c) => c.sequence)).size} steps)`,
    );

    // The chain's action link opens that step; a cookie set by a response header shows its request.
    await user.click(within(links[0]!).getByRole('link'));
    const opened = await screen.findByRole('region', { name: new RegExp(`^Step ${first.sequence + 1}:`) });
    const fromHeader = detail.changes.find((change) => change.initiator.type === 'HTTP')!;
    await user.click(screen.getByRole('link', { name: `Details of step ${fromHeader.sequence + 1}` }));
    const stepTable = await screen.findByRole('table', {
      name: `Cookies changed in step ${fromHeader.sequence + 1}`,
    });
    expect(opened).toBeInTheDocument();
    await user.click(
      within(stepTable).getByRole('link', { name: `Origin story of ${fromHeader.name} in the whole run` }),
    );
    const headerChain = await within(stories).findByRole('list', {
      name: `How ${fromHeader.name} was added in step ${fromHeader.sequence + 1}`,
    });
    const requestIndex = fromHeader.initiator.type === 'HTTP' ? fromHeader.initiator.requestIndex : 0;
    const request = detail.steps[fromHeader.sequence]!.requests[requestIndex]!;
    expect(await within(headerChain).findByText(new RegExp(escape(request.url)))).toBeInTheDocument();
    expect(
      within(headerChain).getByText(`Request ${requestIndex + 1} of step ${fromHeader.sequence + 1}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(headerChain).getByText('The response’s Set-Cookie header set it.')).toBeInTheDocument();
  });

  it('tells a cookie’s origin within one action, and shows the action’s requests and console', async () => {
    const user = userEvent.setup();
    const { fixture, detail, path } = fixtureRun();
    const step = detail.steps[fixture.actionSequenceId]!;
    renderRoute(`${path}?action=${step.sequence}`);
    const table = await screen.findByRole('table', { name: `Cookies changed in step ${step.sequence + 1}` });
    await user.click(
      within(table).getByRole('link', {
        name: `This step: how step ${step.sequence + 1} changed ${fixture.cookie.name}`,
      }),
    );
    const region = screen.getByRole('region', { name: new RegExp(`^Step ${step.sequence + 1}:`) });
    const chain = await within(region).findByRole('list', {
      name: new RegExp(`^How ${fixture.cookie.name} was .* in step ${step.sequence + 1}$`),
    });
    expect(within(chain).getAllByRole('listitem')[0]).toHaveTextContent(
      `Step ${step.sequence + 1}: ${step.action.description}`,
    );

    await user.click(within(region).getByRole('tab', { name: 'Requests' }));
    const requests = await within(region).findByRole('table', {
      name: `Requests of step ${step.sequence + 1}`,
    });
    expect(within(requests).getAllByText(step.requests[0]!.url)[0]).toBeInTheDocument();
    // What each request loaded, in words ("Document"), never the service's code ("document").
    const type = step.requests[0]!.resourceType!;
    expect(within(requests).getAllByText(valueLabel('resourceType', type)).length).toBeGreaterThan(0);
    expect(within(requests).queryByText(type)).not.toBeInTheDocument();
    await user.click(within(region).getByRole('tab', { name: 'Console' }));
    if (step.logs.length > 0) {
      const console = await within(region).findByRole('table', {
        name: `Console of step ${step.sequence + 1}`,
      });
      expect(within(console).getByText(step.logs[0]!.message)).toBeInTheDocument();
    } else {
      expect(await within(region).findByText('Nothing in the console')).toBeInTheDocument();
    }
  });

  it('shows attacker-controlled requests, cookies and console messages as text (MOCK_HOSTILE)', async () => {
    mock.reset({ hostile: true });
    try {
      const user = userEvent.setup();
      const { path } = fixtureRun();
      renderRoute(`${path}?action=0`);
      const table = await screen.findByRole('table', { name: 'Cookies changed in step 1' });
      expect(within(table).getByText('xss_probe')).toBeInTheDocument();
      const region = screen.getByRole('region', { name: /^Step 1:/ });
      await user.click(within(region).getByRole('tab', { name: 'Console' }));
      expect(await within(region).findByText(/<script>alert\("console"\)<\/script>/)).toBeInTheDocument();
      await user.click(within(region).getByRole('tab', { name: 'Requests' }));
      expect(
        (await within(region).findAllByText('javascript:alert(document.domain)')).length,
      ).toBeGreaterThan(0);
      expect(document.querySelector('img[src="x"]')).toBeNull();
      expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    } finally {
      mock.reset({ hostile: false });
    }
  });

  it('says so for a run the journey does not have', async () => {
    const { fixture } = fixtureRun();
    renderRoute(`/web-journeys/${fixture.webJourneyId}/runs/424242`);
    expect(await screen.findByText('Run not found')).toBeInTheDocument();
    expect(screen.getByText('This journey has no run 424242.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Run 424242' })).toBeInTheDocument();
  });

  it('shows the error with Retry when the run history cannot be read', async () => {
    const { path } = fixtureRun();
    scenario.failingRead(
      '/v3/reports/grid/web-journey-runs',
      { status: 400, message: 'Column WJ_RUN_STATUS cannot be read' },
      'POST',
    );
    renderRoute(path);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load this run')).toBeInTheDocument();
    expect(within(panel).getByText('Column WJ_RUN_STATUS cannot be read')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([404, 405, 501])(
    'when the service lacks the run configuration (%i), says so in that panel and shows the rest',
    async (status) => {
      const { path, run } = fixtureRun();
      scenario.failingRead('/v3/web-journeys/:id/runs/:runId/info', { status, message: 'No such operation' });
      renderRoute(path);
      const summary = await screen.findByRole('region', { name: 'Summary' });
      const note = await within(summary).findByTestId('not-available');
      expect(note).toHaveTextContent('Not available on this service');
      expect(note).toHaveTextContent(`answered ${status}: No such operation`);
      expect(within(summary).queryByRole('button', { name: 'Retry' })).toBeNull();
      const list = await screen.findByRole('list', { name: 'Actions' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(run.actions.length);
    },
  );

  it('when the service lacks the journey’s actions, the Actions panel says so and the summary stays', async () => {
    const { path, run } = fixtureRun();
    mock.server.use(http.get('*/v3/web-journeys/:id/actions', () => new HttpResponse(null, { status: 404 })));
    renderRoute(path);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(await within(actions).findByTestId('not-available')).toHaveTextContent(
      `GET /v3/web-journeys/${run.journeyId}/actions answered 404`,
    );
    const result = { Ok: 'Passed', RulesFailed: 'Rule failures', ActionFailed: 'Action failed' }[run.outcome];
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText(result)).toBeInTheDocument();
  });

  it('a server error on the same read stays an error with Retry', async () => {
    const { path } = fixtureRun();
    scenario.failingRead('/v3/web-journeys/:id/runs/:runId/info', {
      status: 422,
      message: 'Bad configuration record',
    });
    renderRoute(path);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const panel = await within(summary).findByRole('alert');
    expect(within(panel).getByText('Bad configuration record')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
