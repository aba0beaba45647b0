import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { manualRunView, requestLogView, visibleRequests } from '@mocks/manual-journeys/views';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./index') });

const db = () => mock.ref.current;

/** Request timestamps the reference allows (int64) that are no time a Date can hold, or odd ones. */
const oddTimestamps = [9_007_199_254_740_991, -62_198_755_200_000, 0, 1_700_000_000];

describe('/manual-journeys/:manualJourneyId/runs/:runId with odd dates and times', () => {
  it('renders the run with times it cannot read shown as they came', async () => {
    const { run, path } = mock.scenario.completedManualRun();
    const view = manualRunView(db(), run);
    const rows = visibleRequests(db(), run);
    const requests = rows.map(requestLogView);
    mock.server.use(
      http.get('*/v2/manual-journeys/:journeyId/runs/:runId', () =>
        HttpResponse.json({
          ...view,
          requestedAt: 'yesterday',
          startedAt: '1940-06-01',
          completedAt: '9999-12-31T23:59:59',
        }),
      ),
      http.get('*/v2/manual-journeys/:journeyId/runs/:runId/request-logs', () =>
        HttpResponse.json(
          requests.map((request, index) => ({
            ...request,
            timestamp: oddTimestamps[index % oddTimestamps.length],
          })),
        ),
      ),
    );
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: run.name })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('1 Jun 1940')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Request log' });
    expect(within(log).getAllByText(rows[0]!.url)[0]).toBeInTheDocument();
    // Past what a Date holds: the number as it came.
    expect(within(log).getAllByText('9007199254740991')[0]).toBeInTheDocument();
    expect(screen.queryByTestId('error-panel')).toBeNull();
  });
});
