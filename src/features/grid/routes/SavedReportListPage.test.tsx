import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import { Collection } from '@mocks/db/collection';
import type { SavedReportRow } from '@mocks/db/types';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./index') });
const { scenario } = mock;

const db = () => mock.ref.current;
const adminId = () => db().apiKeys.get(DEMO_API_KEY)!;
const analystId = () => db().apiKeys.get(DEMO_ANALYST_KEY)!;

/** A small, known library: three reports of the admin, one public of the analyst, one private of the analyst. */
function seedLibrary() {
  db().savedReports = new Collection<SavedReportRow>(9001);
  const label = db().labels.all()[0]!;
  const base = {
    description: '',
    labels: [] as number[],
    visibility: 'public' as const,
    gridEntityType: 'pages',
    createdAt: '2024-01-01T00:00:00.000Z',
    favoriteUserIds: [] as number[],
    lastViewedBy: {} as Record<number, string>,
    libraryMetadata: {},
    isSharable: true,
    isManagedByOP: false,
    scheduledExportCount: 0,
    displayMetadata: {},
    queryDefinition: { columns: [{ columnId: 'PAGE_TITLE' }] },
    visualizations: [],
  };
  const insert = (patch: Partial<SavedReportRow>) =>
    db().savedReports.insert({ ...base, createdByUserId: adminId(), name: 'Report', ...patch });
  return {
    label,
    broken: insert({
      name: 'Broken tags',
      description: 'Pages with failed tag requests',
      labels: [label.id],
      favoriteUserIds: [adminId()],
      scheduledExportCount: 2,
      lastViewedBy: { [adminId()]: '2024-03-01T00:00:00.000Z' },
    }),
    cookies: insert({
      name: 'Cookie inventory',
      gridEntityType: 'cookies',
      visibility: 'private',
      lastViewedBy: { [adminId()]: '2024-05-01T00:00:00.000Z' },
    }),
    audits: insert({
      name: 'Audit scores',
      gridEntityType: 'web_audit_runs',
      lastViewedBy: { [adminId()]: '2024-04-01T00:00:00.000Z' },
    }),
    shared: insert({ name: 'Shared by analyst', createdByUserId: analystId() }),
    hidden: insert({ name: 'Analyst secret', createdByUserId: analystId(), visibility: 'private' }),
  };
}

let library: ReturnType<typeof seedLibrary>;
beforeEach(() => {
  library = seedLibrary();
});

const table = () => screen.findByRole('table', { name: 'Saved reports' });
/** Report names in table order. */
async function names(): Promise<string[]> {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '').map((text) => text.trim());
}
const rowOf = async (name: string) =>
  within(await table())
    .getByText(name)
    .closest('tr')!;

describe('/grid/saved', () => {
  it('lists the caller’s reports and public ones with data, labels, visibility, owner and schedules', async () => {
    renderRoute('/grid/saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved reports' })).toBeInTheDocument();
    expect(await screen.findByText('4 saved reports')).toBeInTheDocument();
    expect(await names()).toEqual([
      'Audit scores',
      'Broken tagsPages with failed tag requests',
      'Cookie inventory',
      'Shared by analyst',
    ]);
    const row = await rowOf('Broken tags');
    expect(within(row).getByText('Pages')).toBeInTheDocument();
    expect(within(row).getByText(library.label.name)).toBeInTheDocument();
    expect(within(row).getByText('Public')).toBeInTheDocument();
    expect(within(row).getByText('Avery Chen')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Favorite “Broken tags”', pressed: true }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Cookie inventory')).getByText('Private')).toBeInTheDocument();
    expect(within(await rowOf('Shared by analyst')).getByText('Jordan Patel')).toBeInTheDocument();
    expect(screen.queryByText('Analyst secret')).not.toBeInTheDocument();
  });

  it('offers new reports by data type', async () => {
    renderRoute('/grid/saved');
    expect(await table()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New report' }));
    expect(await screen.findByRole('menuitem', { name: 'Audit runs' })).toHaveAttribute(
      'href',
      '/grid/web-audit-runs',
    );
  });

  it('opens a report from its row', async () => {
    const { router } = renderRoute('/grid/saved');
    await userEvent.click(within(await rowOf('Audit scores')).getByRole('link', { name: 'Audit scores' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/grid/saved/${library.audits.id}`));
  });

  it('filters by favorites, owner and visibility from the URL, on the server', async () => {
    const { router } = renderRoute('/grid/saved?favorites=1');
    expect(await screen.findByText('1 saved report matches')).toBeInTheDocument();
    expect(await names()).toEqual(['Broken tagsPages with failed tag requests']);
    expect(screen.getByRole('switch', { name: 'Favorites only' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Favorites only' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Owned by me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?owned=1'));
    expect(await screen.findByText('3 saved reports match')).toBeInTheDocument();
    expect(screen.queryByText('Shared by analyst')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Visibility' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Private', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?owned=1&visibility=private'));
    expect(await screen.findByText('1 saved report matches')).toBeInTheDocument();
    expect(await names()).toEqual(['Cookie inventory']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('4 saved reports')).toBeInTheDocument();
  });

  it('searches by name and sorts on the server, with both in the URL', async () => {
    const { router } = renderRoute('/grid/saved?sort=-lastViewed');
    await screen.findByText('4 saved reports');
    expect((await names()).slice(0, 3)).toEqual([
      'Cookie inventory',
      'Audit scores',
      'Broken tagsPages with failed tag requests',
    ]);
    await userEvent.click(within(await table()).getByRole('button', { name: /^Report/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    await waitFor(async () => expect((await names())[0]).toBe('Audit scores'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search saved reports' }), 'COOKIE');
    expect(await screen.findByText('1 saved report matches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=name&q=COOKIE');
  });

  it('marks and unmarks a favorite from its star', async () => {
    renderRoute('/grid/saved');
    const star = within(await rowOf('Audit scores')).getByRole('button', { name: 'Favorite “Audit scores”' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(db().savedReports.get(library.audits.id)!.favoriteUserIds).toEqual([adminId()]),
    );
    await waitFor(() =>
      expect(
        within(screen.getByText('Audit scores').closest('tr')!).getByRole('button', {
          name: 'Favorite “Audit scores”',
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(
      within(screen.getByText('Audit scores').closest('tr')!).getByRole('button', {
        name: 'Favorite “Audit scores”',
      }),
    );
    await waitFor(() => expect(db().savedReports.get(library.audits.id)!.favoriteUserIds).toEqual([]));
  });

  it('deletes a report after a confirmation that names it', async () => {
    const { router } = renderRoute('/grid/saved');
    await userEvent.click(
      within(await rowOf('Broken tags')).getByRole('button', { name: 'Delete “Broken tags”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Broken tags”?' });
    expect(within(dialog).getByText('2 scheduled exports use it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().savedReports.get(library.broken.id)).toBeDefined();

    await userEvent.click(
      within(await rowOf('Broken tags')).getByRole('button', { name: 'Delete “Broken tags”' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Broken tags”?' })).getByRole('button', {
        name: 'Delete report',
      }),
    );
    expect(await screen.findByText('3 saved reports')).toBeInTheDocument();
    expect(screen.queryByText('Broken tags')).not.toBeInTheDocument();
    expect(db().savedReports.get(library.broken.id)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/grid/saved');
  });

  it('offers no delete for reports the caller cannot change, and shows a refused delete in the dialog', async () => {
    db().savedReports.update(library.audits.id, { isManagedByOP: true });
    renderRoute('/grid/saved', scenario.nonAdmin());
    expect(
      within(await rowOf('Broken tags')).queryByRole('button', { name: /Delete/ }),
    ).not.toBeInTheDocument();
    expect(within(await rowOf('Audit scores')).getByText('ObservePoint')).toBeInTheDocument();
    expect(
      within(await rowOf('Audit scores')).queryByRole('button', { name: /Delete/ }),
    ).not.toBeInTheDocument();

    mock.server.use(
      http.delete('*/v3/reports/grid/saved/:id', () =>
        HttpResponse.json({ message: 'You cannot delete this saved report' }, { status: 403 }),
      ),
    );
    await userEvent.click(
      within(await rowOf('Shared by analyst')).getByRole('button', { name: 'Delete “Shared by analyst”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Shared by analyst”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot delete this saved report');
  });

  it('says when there are no favorites, no matches, and no reports at all', async () => {
    db().savedReports.update(library.broken.id, { favoriteUserIds: [] });
    const view = renderRoute('/grid/saved?favorites=1');
    expect(await screen.findByText('No favorite reports yet')).toBeInTheDocument();
    view.unmount();

    const other = renderRoute('/grid/saved?q=nothing-like-this');
    expect(await screen.findByText('No saved reports match these filters')).toBeInTheDocument();
    other.unmount();

    db().savedReports = new Collection();
    renderRoute('/grid/saved');
    expect(await screen.findByText('No saved reports yet')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    scenario.failingRead('/v3/reports/grid/saved', { status: 500, message: 'boom' });
    renderRoute('/grid/saved');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the saved reports')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
