import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { scheduledExportTestMock } from '@/test/scheduled-export-mock';
import { recipients, ruleInput } from '@/test/scheduled-export-fields';

const { mock, store } = scheduledExportTestMock();

describe('/exports/scheduled/new', () => {
  it('preselects the saved report from ?savedReportId= and creates the schedule', async () => {
    const report = mock.ref.current.savedReports.all().find((item) => item.visibility === 'public')!;
    const user = userEvent.setup();
    const { router } = renderRoute(`/exports/scheduled/new?savedReportId=${report.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New scheduled export' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Saved report/ })).toHaveValue(report.name),
    );
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Weekly export');
    await user.type(recipients(), 'team@example.com{Enter}');
    await user.clear(ruleInput());
    await user.type(ruleInput(), 'FREQ=WEEKLY;BYDAY=MO');
    await user.click(screen.getByRole('button', { name: 'Create scheduled export' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/exports\/scheduled\/\d+$/));
    const id = Number(router.state.location.pathname.split('/').pop());
    expect(store().get(id)).toMatchObject({
      name: 'Weekly export',
      exportedItemId: report.id,
      emails: ['team@example.com'],
      schedule: { recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO', isPaused: false },
    });
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks for a report and at least one email', async () => {
    const user = userEvent.setup();
    renderRoute('/exports/scheduled/new');
    await screen.findByRole('heading', { level: 1, name: 'New scheduled export' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nothing yet');
    await user.click(screen.getByRole('button', { name: 'Create scheduled export' }));
    expect(await screen.findByText('Choose the saved report to export')).toBeInTheDocument();
    expect(screen.getByText('Add at least one email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Nothing yet');
  });
});
