import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { scheduledExportTestMock } from '@/test/scheduled-export-mock';

const { mock, store } = scheduledExportTestMock();

/**
 * The seed's first scheduled export as the service could send it: every date is text the reference
 * allows (`local-date-time` and `date-time` are plain strings to a generator such as Prism) but that
 * is not an ISO date-time: a date alone, years 1940 and 9999, and words.
 */
function oddExport(id: number, reportId: number, schedule: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Odd dates export',
    exportedItemType: 'saved_report',
    exportedItemId: reportId,
    exportedItemName: 'Broken pages',
    exportFileFormat: 'csv',
    exportEmailConfig: { addExportFileAttachment: true, reportLinkType: 'regular_link' },
    emails: ['avery.chen@acme-outdoors.com'],
    createdAt: '',
    updatedAt: 'yesterday',
    isEditable: true,
    schedule: {
      dtStart: '2030-03-04',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
      tzId: 'America/New_York',
      isPaused: false,
      exceptions: ['2030-03-18', 'not a date', '1940-01-01T00:00:00', '9999-12-31T23:59:59'],
      description: 'Weekly',
      presetType: 'WEEKLY',
      nextExportAt: 'soon',
      ...schedule,
    },
  };
}

describe('/exports/scheduled/:id with dates that are not ISO date-times', () => {
  it('renders the editor: readable dates, unreadable ones as they came', async () => {
    const row = store().all()[0]!;
    mock.server.use(
      http.get('*/v3/exports/scheduled/:id', () => HttpResponse.json(oddExport(row.id, row.exportedItemId))),
    );
    renderRoute(`/exports/scheduled/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Odd dates export' })).toBeInTheDocument();
    const skipped = within(screen.getByRole('list', { name: 'Skipped dates' }));
    expect(skipped.getByText('Mon 18 Mar 2030')).toBeInTheDocument();
    expect(skipped.getByText('Mon 1 Jan 1940')).toBeInTheDocument();
    expect(skipped.getByText('Fri 31 Dec 9999')).toBeInTheDocument();
    expect(skipped.getByText('not a date')).toBeInTheDocument();
    expect(screen.queryByTestId('error-panel')).toBeNull();
  });

  it.each([
    [
      'a start that is a word, in an unknown zone, on a rule that is not RFC 5545',
      { dtStart: 'lorem', tzId: 'Mars/Olympus', recurrenceRule: 'ipsum dolor' },
    ],
    ['a start in 1940', { dtStart: '1940-01-01T00:00:00', recurrenceRule: 'FREQ=YEARLY;COUNT=3' }],
    ['a start in 9999', { dtStart: '9999-12-31T23:59:59', nextExportAt: '9999-12-31T23:59:59Z' }],
    ['a start with a zone and fractions', { dtStart: '2030-03-04T09:00:00.123+02:00', nextExportAt: '' }],
  ])('renders the editor for %s', async (_, schedule) => {
    const row = store().all()[0]!;
    mock.server.use(
      http.get('*/v3/exports/scheduled/:id', () =>
        HttpResponse.json(oddExport(row.id, row.exportedItemId, schedule)),
      ),
    );
    renderRoute(`/exports/scheduled/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Odd dates export' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Recurrence rule \(RFC 5545\)/ })).toBeInTheDocument();
    expect(screen.queryByTestId('error-panel')).toBeNull();
  });
});
