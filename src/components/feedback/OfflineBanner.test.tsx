import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { OFFLINE_MESSAGE } from './OfflineBanner';

const mock = routeTestMock();
afterEach(() => {
  goOnline();
  vi.restoreAllMocks();
});

/** The first render transforms the cold lazy route chunks: slow on a busy machine. */
const COLD_ROUTE = { timeout: 30_000 };

/** The browser loses its connection: navigator.onLine turns false and `offline` fires. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

/** The connection is back. */
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('offline banner', () => {
  it('appears in the signed-in frame while offline and goes away when back online', async () => {
    renderRoute('/audits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audits' }, COLD_ROUTE)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();

    goOffline();
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_MESSAGE).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Audits' })).toBeInTheDocument();

    goOnline();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('a view opened offline waits for the connection, then shows its data without a retry', async () => {
    const audit = mock.ref.current.audits.all().find((row) => !row.deleted)!;
    const { queryClient } = renderRoute('/audits');
    const link = await screen.findByRole('link', { name: audit.name }, COLD_ROUTE);

    goOffline();
    expect(onlineManager.isOnline()).toBe(false);
    await userEvent.click(link);
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    // The audit's reads are held until the connection is back, not failed.
    const paused = () =>
      queryClient.getQueryCache().findAll({ predicate: (q) => q.state.fetchStatus === 'paused' });
    await waitFor(() => expect(paused().length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { level: 1, name: audit.name })).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-panel')).not.toBeInTheDocument();

    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: audit.name })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });
});
