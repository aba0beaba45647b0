import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock(
  { runTimeline: { queuedMs: 0, runningMs: 50 } },
  { preload: () => import('../routes/index') },
);

const journeyPath = () => `/web-journeys/${mock.ref.current.webJourneys.all()[0]!.id}`;

describe('Run now failure', () => {
  it('explains a refused run (403) in the shared error panel, with no Retry, and stays', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.post('*/v3/web-journeys/:id/runs', () =>
        HttpResponse.json({ message: 'Only administrators may run journeys' }, { status: 403 }),
      ),
    );
    const { router } = renderRoute(journeyPath());
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not start the run');
    expect(panel).toHaveTextContent('Only administrators may run journeys');
    expect(panel).toHaveTextContent('Status 403');
    expect(panel).toHaveTextContent('This change needs an administrator');
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(journeyPath()));
  });
});
