import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Collection } from '@mocks/db/collection';
import { startGridExport } from '@mocks/exports/service';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { DEMO_API_KEY } from '@/api/demo';
import { EXPORT_POLL_MS } from '@/api/exports/queries';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

// A started export is queued for 1 s, then built for a minute of the mock's clock.
const BUILD_MS = 60_000;
const mock = routeTestMock(
  { now: SEED_DAY, runTimeline: { queuedMs: 1000, runningMs: BUILD_MS } },
  { preload: () => import('./index') },
);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  mock.server.events.removeAllListeners();
});

const exportsNewestFirst = () =>
  mock.ref.current.exports.all().sort((a, b) => b.dateExported.localeCompare(a.dateExported));
const userName = (id: number) => {
  const user = mock.ref.current.users.get(id)!;
  return `${user.firstName} ${user.lastName}`;
};

describe('/exports', () => {
  it('lists the exports newest first with status, progress, requester and a download once complete', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const keys: Array<string | null> = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/file')) keys.push(request.headers.get('Authorization'));
    });

    renderRoute('/exports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Exports' });
    const newest = exportsNewestFirst()[0]!;
    const newestRow = within(table).getAllByRole('row')[1]!;
    expect(within(newestRow).getByText(newest.exportName)).toBeInTheDocument();
    expect(within(newestRow).getByText(userName(newest.requestedByUserId))).toBeInTheDocument();
    expect(within(newestRow).getByText('In progress')).toBeInTheDocument();
    const progress = within(newestRow).getByRole('progressbar', { name: `Progress of ${newest.exportName}` });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(within(newestRow).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 exports are being built')).toBeInTheDocument();

    const completed = exportsNewestFirst().find(
      (row) => row.exportStatus === 'completed' && row.exportType === 'CONSENT_CATEGORY_EXPORT',
    )!;
    const completedRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText(completed.exportName) && within(row).queryByText('Completed'))!;
    expect(within(completedRow).queryByRole('progressbar')).not.toBeInTheDocument();
    // The file is fetched with the key and saved; the key never goes into a link.
    expect(within(completedRow).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
    await userEvent.click(
      within(completedRow).getByRole('button', { name: `Download ${completed.exportName}` }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(keys).toEqual([DEMO_API_KEY]);
    expect(names).toEqual([`${completed.exportName}.csv`]);
    expect(await saved[0]!.text()).toMatch(
      /^\uFEFF?Consent category,Category type,Item type,Name,Name match,/,
    );
    expect(
      screen.getByText(`Showing ${exportsNewestFirst().length} of ${exportsNewestFirst().length} exports`),
    ).toBeInTheDocument();
  });

  it('shows a started export move from queued to completed without a reload, then stops polling', async () => {
    // The clock starts at a fixed instant and runs on by itself (screens and waits keep working);
    // the test moves it past the build and to the next poll instead of waiting for either.
    vi.useFakeTimers({
      now: TEST_NOW,
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const db = mock.ref.current;
    for (const row of db.exports.where(
      (item) => item.exportStatus === 'queued' || item.exportStatus === 'in_progress',
    ))
      db.exports.update(row.id, { exportStatus: 'completed' });
    const row = startGridExport(db, {
      userId: db.apiKeys.get(DEMO_API_KEY)!,
      entityType: 'web-audit-runs',
      body: { itemName: 'Run history', fileFormat: 'xlsx' },
      now: TEST_NOW - 2000,
    });
    renderRoute('/exports?type=grid_data');
    const table = await screen.findByRole('table', { name: 'Exports' });
    const line = () =>
      within(table)
        .getAllByRole('row')
        .find((tr) => within(tr).queryByText(row.exportName))!;
    expect(within(line()).getByText('In progress')).toBeInTheDocument();
    expect(
      within(line()).getByRole('progressbar', { name: `Progress of ${row.exportName}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 export is being built')).toBeInTheDocument();
    // The build ends; the next poll shows it.
    vi.setSystemTime(TEST_NOW + BUILD_MS);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    await waitFor(() => expect(within(line()).getByText('Completed')).toBeInTheDocument());
    expect(within(line()).getByRole('button', { name: `Download ${row.exportName}` })).toBeInTheDocument();
    expect(screen.queryByText(/being built/)).not.toBeInTheDocument();
    // Everything has finished: through several poll intervals, the list is not read again.
    const reads = mock.scenario.requests();
    await vi.advanceTimersByTimeAsync(3 * EXPORT_POLL_MS);
    expect(reads.urls().filter((url) => url.includes('/v3/exports'))).toEqual([]);
  });

  it('filters by status from the URL', async () => {
    const failed = exportsNewestFirst().filter((row) => row.exportStatus === 'failed');
    const { router } = renderRoute('/exports?status=failed');
    expect(
      await screen.findByText(`Showing ${failed.length} of ${exportsNewestFirst().length} exports`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Exports' });
    expect(within(table).getAllByText('Failed')).toHaveLength(failed.length);
    expect(within(table).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('Failed');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Completed', hidden: true }));
    expect(router.state.location.search).toBe('?status=completed');
    const completed = exportsNewestFirst().filter((row) => row.exportStatus === 'completed');
    expect(
      await screen.findByText(`Showing ${completed.length} of ${exportsNewestFirst().length} exports`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Exports' })).queryByText('Failed'),
    ).not.toBeInTheDocument();
  });

  it('never turns a non-http download address into a link, and opens an outside address without the key', async () => {
    const completed = exportsNewestFirst().filter((item) => item.exportStatus === 'completed');
    const [first, second] = completed.map(({ id, fileUuid: _uuid, ...item }) => ({ ...item, exportId: id }));
    mock.server.use(
      http.get('*/v3/exports', () =>
        HttpResponse.json({
          metadata: {
            pagination: {
              totalCount: 2,
              totalPageCount: 1,
              pageSize: 200,
              currentPageSize: 2,
              currentPageNumber: 0,
            },
          },
          exports: [
            { ...first, exportDownloadLink: 'javascript:alert(document.domain)' },
            { ...second, exportDownloadLink: 'https://files.example.com/signed/abc?sig=1' },
          ],
        }),
      ),
    );
    renderRoute('/exports');
    const table = await screen.findByRole('table', { name: 'Exports' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((tr) => within(tr).queryByText(name))!;
    expect(within(row(first!.exportName)).getByText('Completed')).toBeInTheDocument();
    expect(within(row(first!.exportName)).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
    expect(
      within(row(first!.exportName)).queryByRole('button', { name: /^Download/ }),
    ).not.toBeInTheDocument();
    const outside = within(row(second!.exportName)).getByRole('link', {
      name: `Download ${second!.exportName}`,
    });
    expect(outside).toHaveAttribute('href', 'https://files.example.com/signed/abc?sig=1');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters by origin, requester and text from the URL, and clears them', async () => {
    const all = exportsNewestFirst();
    const grid = all.filter((row) => row.itemType === 'grid_data');
    const { router, unmount } = renderRoute('/exports?type=grid_data');
    expect(await screen.findByText(`Showing ${grid.length} of ${all.length} exports`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Exported from' })).toHaveValue('Grid reports');

    const target = all.find((row) => row.itemName)!;
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Search exports' }),
      target.itemName!.slice(0, 12),
    );
    expect(router.state.location.search).toContain('q=');
    const matching = all.filter((row) =>
      [row.exportName, row.itemName ?? ''].some((text) =>
        text.toLowerCase().includes(target.itemName!.slice(0, 12).toLowerCase()),
      ),
    );
    expect(
      await screen.findByText(`Showing ${matching.length} of ${all.length} exports`),
    ).toBeInTheDocument();

    unmount();
    const requester = all[0]!.requestedByUserId;
    renderRoute(`/exports?by=${requester}&type=audit&q=zzz-nothing`);
    expect(await screen.findByText('No exports match these filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Requested by' })).toHaveValue(userName(requester));
  });

  it('says when there are no exports, or none with the chosen status', async () => {
    mock.ref.current.exports = new Collection();
    const view = renderRoute('/exports');
    expect(await screen.findByText('No exports yet')).toBeInTheDocument();
    view.unmount();
    mock.reset();

    for (const row of mock.ref.current.exports.all()) {
      if (row.exportStatus === 'no_data') mock.ref.current.exports.update(row.id, { exportStatus: 'failed' });
    }
    renderRoute('/exports?status=no_data');
    expect(await screen.findByText('No exports with the status “No data”')).toBeInTheDocument();
  });

  it('treats a 404 as "not available on this server", not as an error', async () => {
    mock.scenario.failingRead('/v3/exports', { status: 404, message: 'Not found' });
    renderRoute('/exports');
    expect(await screen.findByText('Exports are not available on this server')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads to the scheduled exports from the page and the navigation', async () => {
    renderRoute('/exports');
    await screen.findByRole('heading', { level: 1, name: 'Exports' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Scheduled exports' })).toHaveAttribute(
      'href',
      '/exports/scheduled',
    );
    const navigation = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(navigation.getByRole('link', { name: 'Scheduled exports' })).toHaveAttribute(
      'href',
      '/exports/scheduled',
    );
  });

  it('shows the error with Retry', async () => {
    mock.scenario.failingRead('/v3/exports', { status: 500, message: 'boom' });
    renderRoute('/exports');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the exports')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
