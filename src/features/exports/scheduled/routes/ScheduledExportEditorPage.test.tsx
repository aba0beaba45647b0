import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { scheduledExportScreenQueries } from '../prefetch';
import { scheduledExportTestMock } from '@/test/scheduled-export-mock';
import { recipients, ruleInput } from '@/test/scheduled-export-fields';

const { mock, store } = scheduledExportTestMock();

/** The seed's first schedule as a weekly Monday 09:00 New York one, starting a week before the March change. */
function mondaySchedule() {
  const row = store().all()[0]!;
  return store().update(row.id, {
    name: 'Monday broken pages',
    emails: ['avery.chen@acme-outdoors.com'],
    schedule: {
      dtStart: '2030-03-04T09:00:00',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
      tzId: 'America/New_York',
      isPaused: false,
      exceptions: ['2030-03-18T09:00:00'],
    },
  })!;
}

describe('/exports/scheduled/:id', () => {
  it('reads on its first view only what its loader lists (scheduledExportScreenQueries)', async () => {
    const row = mondaySchedule();
    const { queryClient } = renderRoute(`/exports/scheduled/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monday broken pages' })).toBeInTheDocument();
    expect(await screen.findByTestId('schedule-description')).toBeInTheDocument();
    expect(await readsBeyond(queryClient, scheduledExportScreenQueries(row.id, row))).toEqual([]);
  });

  it('shows the rule in words, the next runs in the zone across the DST change, and the skipped date', async () => {
    const row = mondaySchedule();
    renderRoute(`/exports/scheduled/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monday broken pages' })).toBeInTheDocument();
    expect(await screen.findByTestId('schedule-description')).toHaveTextContent(
      'Every week on Monday at 09:00, America/New_York',
    );
    const runs = within(screen.getByRole('list', { name: 'Next runs' })).getAllByRole('listitem');
    expect(runs.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mon 4 Mar 2030, 09:00 EST14:00 UTC'),
      expect.stringMatching(/Mon 11 Mar 2030, 09:00 EDT13:00 UTC.*DST change: now EDT, UTC−04:00/),
      expect.stringContaining('Mon 18 Mar 2030, 09:00 EDT13:00 UTCSkipped (exception)'),
      expect.stringContaining('Mon 25 Mar 2030, 09:00 EDT'),
      expect.stringContaining('Mon 1 Apr 2030, 09:00 EDT'),
      expect.stringContaining('Mon 8 Apr 2030, 09:00 EDT'),
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Skipped dates' })).getByText('Mon 18 Mar 2030'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  });

  it('replaces the zone shown with what is typed: "Berlin" over New York offers Europe/Berlin', async () => {
    const row = mondaySchedule();
    const user = userEvent.setup();
    renderRoute(`/exports/scheduled/${row.id}`);
    const zone = await screen.findByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue('America/New_York');
    await user.type(zone, 'Berlin');
    expect(zone).toHaveValue('Berlin');
    await user.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    expect(zone).toHaveValue('Europe/Berlin');
    expect(screen.getByRole('heading', { name: 'Next runs (Europe/Berlin)' })).toBeInTheDocument();
    // Leaving without a choice shows the zone again; spaces find underscores.
    await user.type(zone, 'new york');
    expect(await screen.findByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
    await user.tab();
    expect(zone).toHaveValue('Europe/Berlin');
  });

  it('keeps the input and shows field messages for a bad email and a bad rule', async () => {
    const row = mondaySchedule();
    const user = userEvent.setup();
    renderRoute(`/exports/scheduled/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Monday broken pages' });
    await user.type(recipients(), 'not-an-email{Enter}');
    await user.clear(ruleInput());
    await user.type(ruleInput(), 'FREQ=SOMETIMES');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“not-an-email” is not a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Not a valid recurrence rule: FREQ=SOMETIMES is not a valid value'),
    ).toBeInTheDocument();
    expect(ruleInput()).toHaveValue('FREQ=SOMETIMES');
    expect(screen.getByText('not-an-email')).toBeInTheDocument();
    expect(store().get(row.id)!.schedule.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect(await screen.findByText('Enter a valid rule to see it in words.')).toBeInTheDocument();
  });

  it('saves a change with the spec’s body, from the builder', async () => {
    const row = mondaySchedule();
    const user = userEvent.setup();
    let body: unknown;
    mock.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') body = await request.clone().json();
    });
    renderRoute(`/exports/scheduled/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Monday broken pages' });
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    expect(ruleInput()).toHaveValue('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved at/)).toHaveAttribute('role', 'status');
    mock.server.events.removeAllListeners();
    expect(store().get(row.id)!.schedule.recurrenceRule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR');
    expect(body).toEqual({
      name: 'Monday broken pages',
      exportedItemType: 'saved_report',
      exportedItemId: row.exportedItemId,
      exportFileFormat: row.exportFileFormat,
      exportEmailConfig: {
        addExportFileAttachment: row.exportEmailConfig.addExportFileAttachment,
        reportLinkType: row.exportEmailConfig.reportLinkType,
        ...(row.exportEmailConfig.customMessage
          ? { customMessage: row.exportEmailConfig.customMessage }
          : {}),
      },
      emails: ['avery.chen@acme-outdoors.com'],
      schedule: {
        dtStart: '2030-03-04T09:00:00',
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR',
        tzId: 'America/New_York',
        isPaused: false,
        exceptions: ['2030-03-18T09:00:00'],
      },
    });
  });

  it('shows a server 400’s validationReport at the fields and keeps the input', async () => {
    const row = mondaySchedule();
    const user = userEvent.setup();
    mock.server.use(
      http.put('*/v3/exports/scheduled/:id', () =>
        HttpResponse.json(
          {
            message: 'The request body is not valid',
            details: 'HTTP 400',
            validationReport: {
              valid: false,
              issues: [
                { path: ['emails', 0], message: 'This mailbox does not accept mail', code: 'custom' },
                { path: ['schedule', 'tzId'], message: 'This zone is not supported here', code: 'custom' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute(`/exports/scheduled/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Monday broken pages' });
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Renamed schedule');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This mailbox does not accept mail')).toBeInTheDocument();
    expect(screen.getAllByText('This zone is not supported here').length).toBeGreaterThan(0);
    expect(screen.getByText('Could not save')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Renamed schedule');
  });

  it('asks before leaving with unsaved changes', async () => {
    const row = mondaySchedule();
    const user = userEvent.setup();
    const { router } = renderRoute(`/exports/scheduled/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Monday broken pages' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' (draft)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/exports/scheduled/${row.id}`);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Monday broken pages (draft)');
  });

  it('shows a load error with Retry', async () => {
    mock.server.use(
      http.get('*/v3/exports/scheduled/:id', () =>
        HttpResponse.json({ message: 'The scheduler is restarting' }, { status: 503 }),
      ),
    );
    renderRoute('/exports/scheduled/42');
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('The scheduler is restarting');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a 404 from this read (outside the spec) says it is not available, with the service’s words', async () => {
    mock.server.use(
      http.get('*/v3/exports/scheduled/:id', () =>
        HttpResponse.json({ message: 'Scheduled export 42 was not found' }, { status: 404 }),
      ),
    );
    renderRoute('/exports/scheduled/42');
    const note = await screen.findByTestId('not-available');
    expect(note).toHaveTextContent(
      'GET /v3/exports/scheduled/42 answered 404: Scheduled export 42 was not found',
    );
    expect(within(note).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
