import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { Collection } from '@mocks/db/collection';
import { createTestMock } from '@mocks/node';
import { renderRoute } from '@/test/render-route';

const mock = createTestMock();

beforeAll(async () => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  // Load the lazy route module once, so the first test does not wait for its transform.
  await import('./index');
});
afterEach(() => {
  mock.server.resetHandlers();
  mock.reset();
});
afterAll(() => mock.server.close());

const adminId = () => mock.ref.current.apiKeys.get(DEMO_API_KEY)!;
/** Reports the demo administrator can see: public ones and their own. */
const visible = () =>
  mock.ref.current.savedReports
    .all()
    .filter((report) => report.visibility === 'public' || report.createdByUserId === adminId())
    .sort((a, b) => a.name.localeCompare(b.name));

describe('/grid/saved', () => {
  it('lists the saved reports with data type, visibility, favorite, owner and schedule count', async () => {
    const first = visible()[0]!;
    mock.ref.current.savedReports.update(first.id, { favoriteUserIds: [adminId()], isManagedByOP: false });
    renderRoute('/grid/saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved reports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Saved reports' });
    const row = within(table).getByText(first.name).closest('tr')!;
    const owner = mock.ref.current.users.get(first.createdByUserId)!;
    expect(within(row).getByText(`${owner.firstName} ${owner.lastName}`)).toBeInTheDocument();
    expect(within(row).getByText('Favorite')).toBeInTheDocument();
    expect(within(row).getByText(first.visibility === 'public' ? 'Public' : 'Private')).toBeInTheDocument();
    expect(within(row).getByText(String(first.scheduledExportCount))).toBeInTheDocument();
    expect(screen.getByText(`${visible().length} saved reports`)).toBeInTheDocument();
  });

  it('is also the /grid landing page', async () => {
    renderRoute('/grid');
    expect(await screen.findByRole('table', { name: 'Saved reports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved reports' })).toBeInTheDocument();
  });

  it('shows only favorites with the URL toggle, and searches by name on the server', async () => {
    const [favorite, other] = visible();
    for (const report of mock.ref.current.savedReports.all()) {
      mock.ref.current.savedReports.update(report.id, {
        favoriteUserIds: report.id === favorite!.id ? [adminId()] : [],
      });
    }
    const { router } = renderRoute('/grid/saved?favorites=1');
    expect(await screen.findByText('1 saved report matches')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Saved reports' });
    expect(within(table).getByText(favorite!.name)).toBeInTheDocument();
    expect(within(table).queryByText(other!.name)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Favorites only' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Favorites only' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(`${visible().length} saved reports`)).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Search saved reports' }),
      other!.name.toUpperCase(),
    );
    expect(await screen.findByText('1 saved report matches')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Saved reports' })).getByText(other!.name),
    ).toBeInTheDocument();
  });

  it('says when there are no favorites, and when there are no reports at all', async () => {
    for (const report of mock.ref.current.savedReports.all()) {
      mock.ref.current.savedReports.update(report.id, { favoriteUserIds: [] });
    }
    const view = renderRoute('/grid/saved?favorites=1');
    expect(await screen.findByText('No favorite reports yet')).toBeInTheDocument();
    view.unmount();

    mock.ref.current.savedReports = new Collection();
    renderRoute('/grid/saved');
    expect(await screen.findByText('No saved reports yet')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    mock.server.use(
      http.get('*/v3/reports/grid/saved', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderRoute('/grid/saved');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the saved reports')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
