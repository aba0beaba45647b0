import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consentFileColumns } from '@/api/consent-categories/file-format';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock({ runTimeline: { queuedMs: 0, runningMs: 0 } });

const categories = () => mock.ref.current.consentCategories;
const named = (name: string) =>
  categories()
    .all()
    .find((row) => row.name === name);
const csvFile = (name: string, rows: string[][]) =>
  new File([[consentFileColumns.join(','), ...rows.map((row) => row.join(','))].join('\n')], name, {
    type: 'text/csv',
  });

// The preview and apply of a valid file send multipart/form-data, which msw/node cannot read from
// jsdom's FormData: they are covered by the mock tests and e2e/consent-inboxes.spec.ts.
describe('/settings/consent-categories', () => {
  it('lists the library with rule counts, and shows an error with Retry when it fails', async () => {
    const view = renderRoute('/settings/consent-categories');
    const table = await screen.findByRole('table', { name: 'Consent categories' });
    const row = within(table).getByRole('link', { name: 'Analytics (consented)' }).closest('tr')!;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all categories' })).toBeInTheDocument();
    view.unmount();

    mock.server.use(
      http.get('*/v3/consent-categories/library', () =>
        HttpResponse.json({ message: 'Library unavailable' }, { status: 503 }),
      ),
    );
    renderRoute('/settings/consent-categories');
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Library unavailable');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses a file of another type and a file with malformed rows, naming the file and the row', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/settings/consent-categories');
    const input = await screen.findByLabelText('Consent category file');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('notes.txt was not accepted');
    expect(refused).toHaveTextContent('notes.txt is not a csv or xlsx file');

    await user.upload(
      input,
      csvFile('broken.csv', [['Ads', 'maybe', 'cookie', '_fbp', '', '', '', '', '', '', '']]),
    );
    expect(await screen.findByText('broken.csv was not accepted')).toBeInTheDocument();
    expect(
      screen.getByText('Row 2, Category type: Use approved or unapproved (found "maybe")'),
    ).toBeInTheDocument();
  });

  it('shows the service’s refusal of a file (403) in the shared error panel, without Retry', async () => {
    mock.server.use(
      http.post('*/v3/consent-categories/upload/preview', () =>
        HttpResponse.json({ message: 'Only administrators may import categories' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/settings/consent-categories');
    const input = await screen.findByLabelText('Consent category file');
    await user.upload(
      input,
      csvFile('ads.csv', [['Ads', 'approved', 'cookie', '_fbp', '', '', '', '', '', '', '']]),
    );
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('ads.csv was not accepted');
    expect(panel).toHaveTextContent('Only administrators may import categories');
    expect(panel).toHaveTextContent('This change needs an administrator');
    expect(panel).toHaveTextContent('Nothing was changed');
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('adds and removes a cookie rule of a category', async () => {
    const category = named('Strictly necessary')!;
    const user = userEvent.setup();
    renderRoute(`/settings/consent-categories/${category.id}?tab=cookies`);
    const table = await screen.findByRole('table', { name: 'Cookies' });
    expect(within(table).getByText('session_id')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a cookie' });
    await user.type(within(form).getByRole('textbox', { name: 'Cookie name' }), 'csrftoken');
    await user.click(within(form).getByRole('button', { name: 'Add cookie' }));
    expect(await within(table).findByText('csrftoken')).toBeInTheDocument();
    expect(named('Strictly necessary')!.cookies).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove cookie session_id on any' }));
    await waitFor(() => expect(within(table).queryByText('session_id')).not.toBeInTheDocument());
    expect(named('Strictly necessary')!.cookies.map((cookie) => cookie.name)).toEqual([
      '^Optanon',
      'csrftoken',
    ]);
  });

  it('applies a category to an audit and takes it off again', async () => {
    const body = categories().insert({
      name: 'Session replay',
      type: 'unapproved',
      notes: '',
      cookies: [],
      tags: [],
      requestDomains: [],
      labelIds: [],
    });
    const audit = mock.ref.current.audits.all()[0]!;
    const user = userEvent.setup();
    renderRoute(`/settings/consent-categories/${body.id}?tab=audits`);
    await user.click(await screen.findByRole('combobox', { name: 'Add audits' }));
    await user.click(await screen.findByRole('option', { name: audit.name, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('table', { name: 'Audits' });
    expect(within(table).getByRole('link', { name: audit.name })).toHaveAttribute(
      'href',
      `/audits/${audit.id}`,
    );
    expect(mock.ref.current.auditConsentCategories.get(audit.id)).toContain(body.id);

    await user.click(within(table).getByRole('button', { name: `Remove audit ${audit.name}` }));
    expect(await screen.findByText('No audits')).toBeInTheDocument();
    expect(mock.ref.current.auditConsentCategories.get(audit.id)).not.toContain(body.id);
  });
});
