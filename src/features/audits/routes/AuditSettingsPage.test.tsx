import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const { scenario } = mock;

const db = () => mock.ref.current;
/** The first audit: it has page actions in the seed. */
const firstAudit = () => db().audits.all()[0]!;

async function openGeneral() {
  const audit = firstAudit();
  const view = renderRoute(`/audits/${audit.id}/settings/general`);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveValue(audit.name));
  return { ...view, audit, name, webhook: screen.getByRole('textbox', { name: 'Webhook URL' }) };
}

describe('/audits/:auditId/settings', () => {
  it('opens the general section by default, and every section loads from the side list', async () => {
    const audit = firstAudit();
    const { router } = renderRoute(`/audits/${audit.id}/settings`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${audit.id}/settings/general`));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Settings: ${audit.name}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue(audit.name);

    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const open = async (label: string) => {
      await userEvent.click(within(nav).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { level: 2, name: label })).toBeInTheDocument();
    };
    await open('Page actions');
    expect(await screen.findByDisplayValue('Accept the cookie banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await open('Login actions');
    expect(await screen.findByText('No actions')).toBeInTheDocument();
    await open('Blocking');
    expect(await screen.findByText('Blocked tags')).toBeInTheDocument();
    expect(screen.getByText('0 blocked')).toBeInTheDocument();
    await open('Consent categories');
    expect(await screen.findByRole('checkbox', { name: /Strictly necessary/ })).toBeInTheDocument();
    expect(screen.getAllByText('Unapproved').length).toBeGreaterThan(0);
    await open('URL filters');
    expect(await screen.findByRole('textbox', { name: 'Include pattern 1' })).toBeInTheDocument();
    await open('Rules');
    expect(await screen.findByRole('table', { name: 'Rules on this audit' })).toBeInTheDocument();
  });

  it('refuses a webhook that is not https at the field, keeping the input', async () => {
    const { webhook, audit } = await openGeneral();
    await userEvent.type(webhook, 'http://example.com/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use https:// — webhooks are only sent over HTTPS')).toBeInTheDocument();
    expect(webhook).toHaveValue('http://example.com/hook');

    await userEvent.clear(webhook);
    await userEvent.type(webhook, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only https:// addresses can receive webhooks')).toBeInTheDocument();
    expect(webhook).toHaveValue('javascript:alert(1)');
    expect(db().audits.get(audit.id)!.options?.webHookUrl).toBeUndefined();
  });

  it('saves valid settings: they persist and show when the page is opened again', async () => {
    const { name, webhook, audit, unmount } = await openGeneral();
    await userEvent.clear(name);
    await userEvent.type(name, 'Homepage audit (renamed)');
    await userEvent.type(webhook, 'https://hooks.example.com/audit-done');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved at/)).toHaveAttribute('role', 'status');
    expect(db().audits.get(audit.id)!.name).toBe('Homepage audit (renamed)');
    expect(db().audits.get(audit.id)!.options?.webHookUrl).toBe('https://hooks.example.com/audit-done');
    unmount();

    renderRoute(`/audits/${audit.id}/settings/general`);
    const again = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(again).toHaveValue('Homepage audit (renamed)'));
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
      'https://hooks.example.com/audit-done',
    );
  });

  it('keeps the form filled and shows the server message when the save fails', async () => {
    mock.server.use(
      http.put('*/v2/web-audits/:id', () =>
        HttpResponse.json(
          {
            timestamp: '2026-11-22T00:00:00Z',
            message: 'The audit store is unavailable',
            details: 'db timeout',
          },
          { status: 500 },
        ),
      ),
    );
    const { name, audit } = await openGeneral();
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed but not saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not save')).toBeInTheDocument();
    expect(within(alert).getByText('The audit store is unavailable')).toBeInTheDocument();
    expect(name).toHaveValue('Renamed but not saved');
    expect(db().audits.get(audit.id)!.name).toBe(audit.name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { name, router, audit } = await openGeneral();
    await userEvent.type(name, ' draft');
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/audits/${audit.id}/settings/general`);
    expect(name).toHaveValue(`${audit.name} draft`);

    await userEvent.click(within(nav).getByRole('link', { name: 'Rules' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${audit.id}/settings/rules`));
  });

  it('saves the page actions in their new order', async () => {
    const audit = firstAudit();
    renderRoute(`/audits/${audit.id}/settings/actions`);
    await screen.findByDisplayValue('Accept the cookie banner');
    await userEvent.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Saved at/);
    expect(
      db()
        .auditConfig.actions.get(audit.id)!
        .map((action) => action.actionType),
    ).toEqual(['watch', 'click', 'input']);
  });

  it('names an unknown rule id when the save is refused', async () => {
    const audit = firstAudit();
    renderRoute(`/audits/${audit.id}/settings/rules`);
    await screen.findByRole('table', { name: 'Rules on this audit' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a rule by id' }), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByText(/Rule 99999 does not exist/).length).toBeGreaterThan(0);
  });

  it('shows an error with Retry for a section that fails, and for an unknown audit', async () => {
    const audit = firstAudit();
    scenario.failingRead('/v2/web-audits/:id/filters', { status: 503, message: 'Filters are down' });
    const { unmount } = renderRoute(`/audits/${audit.id}/settings/filters`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the URL filters')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    unmount();

    // The section's own read may fail first; the page then says the audit itself cannot be read.
    renderRoute('/audits/999999/settings/general');
    const title = await screen.findByText('Could not load this audit', undefined, { timeout: 5000 });
    const missing = within(title.closest<HTMLElement>('[role="alert"]')!);
    expect(missing.getByText('Audit 999999 was not found')).toBeInTheDocument();
    expect(missing.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
