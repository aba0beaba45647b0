import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
beforeAll(() => import('../routes/index'));

const certificate = '*/v2/manual-journeys/certificates/default';
const journeyPath = () => `/manual-journeys/${mock.ref.current.manualJourneys.all()[0]!.id}`;
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** Answer the certificate's file download (not its details read) with `status`. */
function failDownload(status: number, message: string) {
  mock.server.use(
    http.get(certificate, ({ request }) =>
      request.headers.get('accept')?.includes('json')
        ? undefined
        : HttpResponse.json({ message }, { status }),
    ),
  );
}

describe('CertificatePanel download failure', () => {
  it('explains a refusal (403) in the shared error panel and offers no Retry', async () => {
    const user = userEvent.setup();
    renderRoute(journeyPath());
    failDownload(403, 'Only administrators may download the certificate');
    await user.click(await screen.findByRole('button', { name: 'Download certificate' }));
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not download the certificate');
    expect(panel).toHaveTextContent('Only administrators may download the certificate');
    expect(panel).toHaveTextContent('Status 403');
    expect(panel).toHaveTextContent('ask an administrator');
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(saved).toEqual([]);
  });

  it('offers Retry for a 500, and Retry downloads the file once the service answers', async () => {
    const user = userEvent.setup();
    renderRoute(journeyPath());
    failDownload(500, 'The service failed');
    await user.click(await screen.findByRole('button', { name: 'Download certificate' }));
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('The service failed');
    expect(panel).toHaveTextContent('Status 500');
    mock.server.resetHandlers();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saved).toEqual(['live-connect-root-2026.pem']));
    await waitFor(() => expect(screen.queryByTestId('error-panel')).toBeNull());
  });
});
