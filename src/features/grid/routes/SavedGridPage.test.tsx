import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import type { GridRequest } from '@/api/grid/query-schemas';
import { fakeCookieGrid, urlQuery } from '@/test/fake-grid';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { gridQueries } from '@/api/grid/queries';
import { savedGridReportQueries } from '../builder/prefetch';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./builder') });

const savedQuery: GridRequest = {
  columns: [{ columnId: 'COOKIE_DOMAIN' }, { columnId: 'COOKIE_SIZE' }],
  filters: {
    conditions: [
      { operator: 'string_contains', filteredColumn: { columnId: 'COOKIE_DOMAIN' }, arg: 'google' },
    ],
  },
  sortBy: [{ columnIndex: 1, sortDesc: true }],
};

/** A saved cookies report of the demo administrator, answered by the fake grid. */
function cookieReport() {
  const grid = fakeCookieGrid();
  mock.server.use(...grid.handlers);
  const db = mock.ref.current;
  const owner = db.apiKeys.get(DEMO_API_KEY)!;
  const report = db.savedReports.all()[0]!;
  db.savedReports.update(report.id, {
    name: 'Google cookies',
    description: 'Cookies set by Google',
    gridEntityType: 'cookies',
    createdByUserId: owner,
    isManagedByOP: false,
    favoriteUserIds: [],
    queryDefinition: savedQuery,
  });
  return { grid, id: report.id, stored: () => db.savedReports.get(report.id) };
}

describe('/grid/saved/:id', () => {
  it('reads first only what its loader lists (savedGridReportQueries), then the grid its query asks for', async () => {
    const { grid, id } = cookieReport();
    const { queryClient } = renderRoute(`/grid/saved/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Google cookies' })).toBeInTheDocument();
    await waitFor(() => expect(grid.last()).toEqual(savedQuery));
    const beyond = await readsBeyond(queryClient, savedGridReportQueries(id));
    expect(beyond).toEqual([
      gridQueries.schema('cookies').queryKey,
      expect.arrayContaining([...gridQueries.all(), 'cookies', 'rows']),
    ]);
  });

  it('opens a saved report by URL with its query', async () => {
    const { grid, id } = cookieReport();
    renderRoute(`/grid/saved/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Google cookies' })).toBeInTheDocument();
    expect(screen.getByText('Cookies set by Google')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Filters' })).toHaveTextContent(
      'Cookie domain contains google',
    );
    expect(screen.getByRole('combobox', { name: 'Data' })).toBeDisabled();
    await waitFor(() => expect(grid.last()).toEqual(savedQuery));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('keeps edits in the URL until saved, then saves them into the report (PUT)', async () => {
    const { id, stored } = cookieReport();
    const user = userEvent.setup();
    const { router } = renderRoute(`/grid/saved/${id}`);
    await screen.findByRole('table', { name: 'Cookies results' });
    await user.click(screen.getByRole('button', { name: 'Remove filter: Cookie domain contains google' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(urlQuery(router).filters).toBeUndefined());
    expect(urlQuery(router).columns).toEqual(savedQuery.columns);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes to the report' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/grid/saved/${id}`);
    expect(stored()?.queryDefinition).toEqual({ columns: savedQuery.columns, sortBy: savedQuery.sortBy });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('saves a copy with "Save as" and opens it', async () => {
    const { id } = cookieReport();
    const user = userEvent.setup();
    const { router } = renderRoute(`/grid/saved/${id}`);
    await screen.findByRole('table', { name: 'Cookies results' });
    await user.click(screen.getByRole('button', { name: 'Save as' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new report' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'My copy');
    await user.click(within(dialog).getByRole('button', { name: 'Save copy' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/grid/saved/${id}`));
    const copy = mock.ref.current.savedReports.all().find((report) => report.name === 'My copy')!;
    expect(router.state.location.pathname).toBe(`/grid/saved/${copy.id}`);
    expect(copy.gridEntityType).toBe('cookies');
    expect(copy.queryDefinition).toEqual(savedQuery);
    expect(await screen.findByRole('heading', { level: 1, name: 'My copy' })).toBeInTheDocument();
  });

  it('favorites and deletes the report', async () => {
    const { id, stored } = cookieReport();
    const user = userEvent.setup();
    const { router } = renderRoute(`/grid/saved/${id}`);
    const star = await screen.findByRole('button', { name: 'Favorite “Google cookies”' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(stored()?.favoriteUserIds).toHaveLength(1));
    await waitFor(() => expect(star).toHaveAttribute('aria-busy', 'false'));
    expect(star).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Google cookies”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/grid/saved'));
    expect(stored()).toBeUndefined();
  });

  it('schedules the report from its page and from its Export dialog, with the report chosen', async () => {
    const { id } = cookieReport();
    const user = userEvent.setup();
    const { router } = renderRoute(`/grid/saved/${id}`);
    await screen.findByRole('table', { name: 'Cookies results' });
    const scheduleHref = `/exports/scheduled/new?savedReportId=${id}`;
    expect(screen.getByRole('link', { name: 'Schedule…' })).toHaveAttribute('href', scheduleHref);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Google cookies' });
    await user.click(within(dialog).getByRole('link', { name: 'Schedule…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exports/scheduled/new'));
    expect(router.state.location.search).toBe(`?savedReportId=${id}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Saved report/ })).toHaveValue('Google cookies'),
    );
  });

  it('says when the report does not exist', async () => {
    renderRoute('/grid/saved/987654');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saved report not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to saved reports' })).toHaveAttribute('href', '/grid/saved');
  });
});

describe('the builder toolbar', () => {
  it('saves a new report from the builder and opens it', async () => {
    const grid = fakeCookieGrid();
    mock.server.use(...grid.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/cookies');
    await screen.findByRole('table', { name: 'Cookies results' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'All cookies');
    await user.click(within(dialog).getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/grid\/saved\/\d+$/));
    const report = mock.ref.current.savedReports.all().find((item) => item.name === 'All cookies')!;
    expect(report.gridEntityType).toBe('cookies');
    expect(report.queryDefinition).toEqual({
      columns: [{ columnId: 'COOKIE_NAME' }, { columnId: 'COOKIE_DOMAIN' }, { columnId: 'COOKIE_SIZE' }],
    });
  });

  it('opens the export dialog for the query and copies the link', async () => {
    const grid = fakeCookieGrid();
    mock.server.use(...grid.handlers);
    const user = userEvent.setup();
    renderRoute('/grid/cookies?q=%7B%22size%22%3A10%7D');
    await screen.findByRole('table', { name: 'Cookies results' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/\/grid\/cookies\?q=%7B%22size%22%3A10%7D$/);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: 'Export Cookies' })).toBeInTheDocument();
  });

  it('opens a saved query with a partial condition (as the reference allows), naming what it left out', async () => {
    const { grid, id } = cookieReport();
    const partial = {
      operator: 'string_contains',
      filteredColumn: { columnId: 'COOKIE_NAME' },
      fieldName: 'id',
    };
    mock.server.use(
      http.get(`*/v3/reports/grid/saved/${id}`, () =>
        HttpResponse.json({
          id,
          name: 'Google cookies',
          visibility: 'private',
          gridEntityType: 'cookies',
          isFavorite: false,
          createdByUserId: 1,
          myLastViewed: '2026-01-01T00:00:00Z',
          isEditable: true,
          isSharable: true,
          isManagedByOP: false,
          scheduledExportCount: 0,
          queryDefinition: {
            ...savedQuery,
            filters: { conditions: [partial, ...savedQuery.filters!.conditions!] },
          },
        }),
      ),
    );
    renderRoute(`/grid/saved/${id}`);
    const notice = await screen.findByText('Parts of this saved query could not be opened');
    expect(notice.closest('.mantine-Alert-root')).toHaveTextContent(/condition 1: .*arg/);
    expect(await screen.findByRole('list', { name: 'Filters' })).toHaveTextContent(
      'Cookie domain contains google',
    );
    await waitFor(() => expect(grid.last()).toEqual(savedQuery));
    expect(screen.queryByTestId('error-panel')).not.toBeInTheDocument();
  });

  it('opens a saved query of many conditions with the first 25 listed, all of them applied, and Show all', async () => {
    const { grid, id, stored } = cookieReport();
    const conditions = Array.from({ length: 30 }, (_, at) => ({
      operator: 'string_contains' as const,
      filteredColumn: { columnId: 'COOKIE_DOMAIN' },
      arg: `site-${at + 1}`,
    }));
    const many: GridRequest = { ...savedQuery, filters: { conditions, conditionMatchMode: 'any' } };
    mock.ref.current.savedReports.update(id, { ...stored()!, queryDefinition: many });
    renderRoute(`/grid/saved/${id}`);
    const filters = await screen.findByRole('list', { name: 'Filters' });
    expect(within(filters).getAllByRole('listitem')).toHaveLength(25);
    expect(filters).not.toHaveTextContent('site-26');
    await waitFor(() => expect(grid.last()?.filters?.conditions).toHaveLength(30));
    await userEvent.click(screen.getByRole('button', { name: 'Show all 30 filters (5 more)' }));
    expect(within(filters).getAllByRole('listitem')).toHaveLength(30);
    expect(filters).toHaveTextContent('Cookie domain contains site-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show the first 25 filters' }));
    expect(within(filters).getAllByRole('listitem')).toHaveLength(25);
  });
});
