import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { scheduledExportTestMock } from '@/test/scheduled-export-mock';

const { mock, store } = scheduledExportTestMock();

/** Make the seed's first schedule a known, running weekly New York one. */
function knownSchedule() {
  const row = store().all()[0]!;
  return store().update(row.id, {
    name: 'Monday broken pages',
    schedule: {
      dtStart: '2030-03-04T09:00:00',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
      tzId: 'America/New_York',
      isPaused: false,
    },
  })!;
}

describe('/exports/scheduled', () => {
  it('lists each schedule with its report, format, rule in words, next export and pause state', async () => {
    const row = knownSchedule();
    const paused = store().all()[1]!;
    store().update(paused.id, { schedule: { ...paused.schedule, isPaused: true } });
    renderRoute('/exports/scheduled');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled exports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Scheduled exports' });
    const link = within(table).getByRole('link', { name: 'Monday broken pages' });
    expect(link).toHaveAttribute('href', `/exports/scheduled/${row.id}`);
    const tableRow = link.closest('tr')!;
    const report = mock.ref.current.savedReports.get(row.exportedItemId)!;
    expect(within(tableRow).getByRole('link', { name: report.name })).toHaveAttribute(
      'href',
      `/grid/saved/${report.id}`,
    );
    expect(tableRow).toHaveTextContent('Every week on Monday at 09:00, America/New_York');
    expect(tableRow).toHaveTextContent('Mon 4 Mar 2030, 09:00 EST');
    expect(tableRow).toHaveTextContent(row.exportFileFormat.toUpperCase());
    expect(
      screen.getByText(`${store().size} scheduled ${store().size === 1 ? 'export' : 'exports'}`),
    ).toBeInTheDocument();
    const pausedRow = within(table)
      .getByRole('link', { name: store().get(paused.id)!.name })
      .closest('tr')!;
    expect(within(pausedRow).getAllByText('Paused').length).toBeGreaterThan(0);
    expect(within(pausedRow).getByRole('button', { name: /^Resume/ })).toBeInTheDocument();
  });

  it('pauses and resumes a schedule', async () => {
    const row = knownSchedule();
    const user = userEvent.setup();
    renderRoute('/exports/scheduled');
    await user.click(await screen.findByRole('button', { name: 'Pause “Monday broken pages”' }));
    expect(await screen.findByRole('button', { name: 'Resume “Monday broken pages”' })).toBeInTheDocument();
    expect(store().get(row.id)!.schedule.isPaused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Resume “Monday broken pages”' }));
    expect(await screen.findByRole('button', { name: 'Pause “Monday broken pages”' })).toBeInTheDocument();
    expect(store().get(row.id)!.schedule.isPaused).toBe(false);
  });

  it('deletes a schedule after a confirmation', async () => {
    const row = knownSchedule();
    const user = userEvent.setup();
    renderRoute('/exports/scheduled');
    await user.click(await screen.findByRole('button', { name: 'Delete “Monday broken pages”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Monday broken pages”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store().get(row.id)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Delete “Monday broken pages”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Monday broken pages”?' })).getByRole(
        'button',
        {
          name: 'Delete schedule',
        },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Monday broken pages' })).not.toBeInTheDocument(),
    );
    expect(store().get(row.id)).toBeUndefined();
  });

  it('filters by name from the query string', async () => {
    knownSchedule();
    renderRoute('/exports/scheduled?q=monday%20broken');
    const table = await screen.findByRole('table', { name: 'Scheduled exports' });
    expect(within(table).getByRole('link', { name: 'Monday broken pages' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('monday broken');
    expect(screen.getByText(/1 of \d+ scheduled exports match/)).toBeInTheDocument();
  });

  it('says when there are more schedules than the pages it reads', async () => {
    const { schedule, ...row } = store().all()[0]!;
    const item = {
      ...row,
      schedule: { ...schedule, description: 'Every day at 09:00', presetType: 'daily' },
      exportedItemName: 'Broken pages',
      isEditable: true,
    };
    // Every page holds one schedule of thirty: the list stops at its cap of 25 pages.
    mock.server.use(
      http.get('*/v3/exports/scheduled', async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const pagination = { totalCount: 30, totalPageCount: 30, pageSize: 1, currentPageSize: 1 };
        return HttpResponse.json({
          metadata: { pagination: { ...pagination, currentPageNumber: page } },
          scheduledExports: [{ ...item, id: row.id + 1000 + page, name: `Schedule ${page}` }],
        });
      }),
    );
    renderRoute('/exports/scheduled');
    expect(await screen.findByTestId('list-truncated')).toHaveTextContent(
      'Showing the first 25 of 30 scheduled exports (list truncated)',
    );
  });

  it('shows the error with Retry, and says when the server has no scheduled exports', async () => {
    mock.server.use(
      http.get('*/v3/exports/scheduled', () =>
        HttpResponse.json({ message: 'Scheduler is down', details: 'HTTP 500' }, { status: 500 }),
      ),
    );
    const first = renderRoute('/exports/scheduled');
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the scheduled exports');
    expect(panel).toHaveTextContent('Scheduler is down');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();
    mock.server.use(http.get('*/v3/exports/scheduled', () => HttpResponse.json({}, { status: 404 })));
    renderRoute('/exports/scheduled');
    expect(await screen.findByText('Scheduled exports are not available on this server')).toBeInTheDocument();
  });
});
