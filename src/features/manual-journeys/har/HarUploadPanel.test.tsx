import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { journeyRuns } from '@mocks/manual-journeys/runs';
import { DEMO_API_KEY } from '@/api/demo';
import type { ManualJourneyRun } from '@/api/manual-journeys/schemas';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { initSession, signIn } from '@/api/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { buildHarText, sampleHarRequests } from '@/lib/har-fixtures';
import { TEST_BASE_URL } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { HarUploadPanel } from './index';

const mock = routeTestMock();

const journeyId = () => mock.ref.current.manualJourneys.all()[0]!.id;
const runCount = () => journeyRuns(mock.ref.current, journeyId()).length;

/** The run page stand-in the panel opens: the run's request log and tags, read from the service. */
function RunStub() {
  const params = useParams();
  const [id, runId] = [Number(params.id), Number(params.runId)];
  const logs = useQuery(manualJourneyQueries.requestLogs(id, runId));
  const tags = useQuery(manualJourneyQueries.tags(id, runId));
  return (
    <main>
      <h1>Run {runId}</h1>
      <ul aria-label="Requests">
        {logs.data?.map((log) => (
          <li key={log.id}>{log.requestLog}</li>
        ))}
      </ul>
      <ul aria-label="Tags">
        {tags.data?.map((tag) => (
          <li key={tag.id}>{tag.name}</li>
        ))}
      </ul>
    </main>
  );
}

function renderPanel(onUploaded?: (run: ManualJourneyRun) => void) {
  initSession({ baseUrl: TEST_BASE_URL });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: TEST_BASE_URL, remember: false });
  const queryClient = createQueryClient({ onUnauthorized: () => undefined });
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/manual-journeys/:id',
        element: <HarUploadPanel manualJourneyId={journeyId()} onUploaded={onUploaded} />,
      },
      { path: '/manual-journeys/:id/runs/:runId', element: <RunStub /> },
    ],
    { initialEntries: [`/manual-journeys/${journeyId()}`] },
  );
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup({ applyAccept: false }) };
}

const har = (name: string, text = buildHarText(sampleHarRequests)) => new File([text], name, { type: '' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('HAR files');
const fileItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Chosen HAR files' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!;

describe('HarUploadPanel', () => {
  it('checks each file before upload, holds back a broken one, then opens the run with its requests and tags', async () => {
    const { router, user } = renderPanel();
    const before = runCount();
    await user.upload(fileInput(), [har('storefront.har'), har('broken.har', '{"log": {"version": "1.2",')]);

    expect(
      await within(fileItem('storefront.har')).findByText(
        'Ready: 7 requests · 2 pages · HAR 1.2 from WebInspector 537.36',
      ),
    ).toBeInTheDocument();
    expect(
      await within(fileItem('broken.har')).findByText(/^broken\.har is not valid JSON \(.+\)$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Remove the file with problems before uploading: broken.har',
    );
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));
    expect(runCount()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Remove broken.har' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Run name/ })).toHaveAttribute('placeholder', 'storefront');
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/runs\/\d+$/));
    const run = journeyRuns(mock.ref.current, journeyId())[0]!;
    expect(run).toMatchObject({ name: 'storefront', source: 'har', state: 'completed' });
    expect(router.state.location.pathname).toBe(`/manual-journeys/${journeyId()}/runs/${run.id}`);
    const requests = await screen.findByRole('list', { name: 'Requests' });
    await waitFor(() => expect(within(requests).getAllByRole('listitem')).toHaveLength(7));
    expect(within(requests).getByText('GET https://shop.example.com/ 200')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Google Tag Manager', 'Google Analytics 4', 'Meta Pixel']),
    );
  });

  it('names the file and the problem for a wrong type, a wrong version and missing entries', async () => {
    const { user } = renderPanel();
    await user.upload(fileInput(), [
      har('notes.txt'),
      har('future.har', JSON.stringify({ log: { version: '2.0', entries: [] } })),
      har('nothing.har', JSON.stringify({ log: { version: '1.2', creator: { name: 'x', version: '1' } } })),
    ]);
    expect(
      await within(fileItem('notes.txt')).findByText(
        'notes.txt is not a HAR file: its name must end in .har',
      ),
    ).toBeInTheDocument();
    expect(
      await within(fileItem('future.har')).findByText(
        'future.har is not a valid HAR 1.2 file: log.version is "2.0", expected "1.2"',
      ),
    ).toBeInTheDocument();
    expect(
      await within(fileItem('nothing.har')).findByText(
        'nothing.har is not a valid HAR 1.2 file: log.entries is missing',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Remove the files with problems before uploading: notes.txt, future.har, nothing.har',
    );
  });

  it('asks for a file first, and keeps a webhook address that is not https at its field', async () => {
    const { user } = renderPanel();
    const before = runCount();
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one HAR file');

    await user.upload(fileInput(), har('storefront.har'));
    await within(fileItem('storefront.har')).findByText(/^Ready:/);
    const webhook = screen.getByRole('textbox', { name: /^Webhook URL/ });
    await user.type(webhook, 'http://hooks.example.com/done');
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));
    expect(await screen.findByText('Use https:// — webhooks are only sent over HTTPS')).toBeInTheDocument();
    expect(webhook).toHaveValue('http://hooks.example.com/done');
    expect(runCount()).toBe(before);
  });

  it('shows the progress of an upload and can cancel it', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Holds the request, then lets it through to the mock's handler.
    mock.server.use(http.post('*/v2/manual-journeys/:id/har-runs', () => gate.then(() => undefined)));
    const { router, user } = renderPanel();
    await user.upload(fileInput(), har('storefront.har'));
    await within(fileItem('storefront.har')).findByText(/^Ready:/);
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Sending the file \(.+\); the service builds the run/,
    );
    expect(screen.getByRole('button', { name: 'Remove storefront.har' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    expect(await screen.findByRole('button', { name: 'Upload and create run' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-panel')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/manual-journeys/${journeyId()}`);
    expect(fileItem('storefront.har')).toBeInTheDocument();
  });

  it('shows a refused upload with its message and Retry, keeping the files and fields', async () => {
    let refusals = 1;
    mock.server.use(
      http.post('*/v2/manual-journeys/:id/har-runs', () => {
        if (refusals-- <= 0) return undefined;
        return HttpResponse.json(
          {
            timestamp: '2026-03-02T09:00:00Z',
            message: 'The upload store is full',
            details: 'Try again later',
          },
          { status: 503 },
        );
      }),
    );
    const onUploaded = vi.fn();
    const { router, user } = renderPanel(onUploaded);
    await user.upload(fileInput(), har('storefront.har'));
    await within(fileItem('storefront.har')).findByText(/^Ready:/);
    await user.type(screen.getByRole('textbox', { name: /^Run name/ }), 'Checkout in March');
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));

    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not create the run');
    expect(panel).toHaveTextContent('The upload store is full');
    expect(screen.getByRole('textbox', { name: /^Run name/ })).toHaveValue('Checkout in March');
    expect(fileItem('storefront.har')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]![0]).toMatchObject({ name: 'Checkout in March', journeyId: journeyId() });
    // With onUploaded the caller decides where to go.
    expect(router.state.location.pathname).toBe(`/manual-journeys/${journeyId()}`);
    expect(screen.queryByRole('list', { name: 'Chosen HAR files' })).not.toBeInTheDocument();
  });
});
