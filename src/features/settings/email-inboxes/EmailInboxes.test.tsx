import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inboxStore, messageStore } from '@mocks/resources/email-inboxes/store';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock({ hostile: true });

/** Names in hostile answers carry a payload before or after the clean text. */
const containing = (text: string) => (name: string) => name.includes(text);
const inboxes = () => inboxStore(mock.ref.current);
const inboxNamed = (name: string) =>
  inboxes()
    .all()
    .find((row) => row.name === name)!;

describe('/settings/email-inboxes', () => {
  it('creates an inbox: a bad address is named at its field with the input kept, then it saves once', async () => {
    const before = inboxes().all().length;
    const user = userEvent.setup();
    renderRoute('/settings/email-inboxes/new');
    const form = await screen.findByRole('form', { name: 'New email inbox' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Holiday gift guide');
    const alerts = within(form).getByRole('combobox', { name: /^E-mail when a message has been audited/ });
    await user.type(alerts, 'not-an-address{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Create email inbox' }));
    expect(await within(form).findByText(/is not a valid email address/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Holiday gift guide');

    await user.type(alerts, '{Backspace}qa@acme-outdoors.com{Enter}');
    await user.dblClick(within(form).getByRole('button', { name: 'Create email inbox' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: containing('Holiday gift guide') }),
    ).toBeInTheDocument();
    expect(inboxes().all()).toHaveLength(before + 1);
    expect(inboxes().all().at(-1)!.subscribers?.onProcessed).toEqual(['qa@acme-outdoors.com']);
    expect(screen.getByText(/holiday-gift-guide@inbox\.siteaudit\.example$/)).toBeInTheDocument();
  });

  it('lists messages with statuses and shows one message as text only', async () => {
    const inbox = inboxNamed('Summer sale campaign emails');
    const newest = messageStore(mock.ref.current)
      .all()
      .filter((row) => row.inboxId === inbox.id)
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))[0]!;
    const user = userEvent.setup();
    renderRoute(`/settings/email-inboxes/${inbox.id}?tab=messages`);
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getAllByText('Auditing').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Complete').length).toBeGreaterThan(0);

    await user.click(within(table).getAllByRole('button', { name: newest.subject })[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Message' });
    expect(await within(drawer).findByRole('table', { name: 'Headers' })).toBeInTheDocument();
    // The hostile payloads of the message stay text: no script or image element is created.
    expect(within(drawer).getByText(/<script>alert\(document\.domain\)<\/script>/)).toBeInTheDocument();
    expect(drawer.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    const links = within(drawer).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https?:/);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("cancels a message's runs after a confirmation", async () => {
    const inbox = inboxNamed('Summer sale campaign emails');
    const user = userEvent.setup();
    renderRoute(`/settings/email-inboxes/${inbox.id}?tab=messages`);
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = within(table).getAllByText('Auditing')[0]!.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Cancel runs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the runs of this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel runs' }));
    await waitFor(() => expect(within(table).getAllByText('Cancelled').length).toBe(1));
    expect(
      messageStore(mock.ref.current)
        .all()
        .filter((m) => m.endedAs?.status === 'CANCELLED'),
    ).toHaveLength(1);
  });

  it('adds and removes the audits that scan its messages', async () => {
    const inbox = inboxNamed('Order confirmations (transactional)');
    const audit = mock.ref.current.audits.all()[2]!;
    const user = userEvent.setup();
    renderRoute(`/settings/email-inboxes/${inbox.id}?tab=audits`);
    await user.click(await screen.findByRole('combobox', { name: 'Add audits' }));
    await user.click(await screen.findByRole('option', { name: containing(audit.name), hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('table', { name: 'Audits' });
    expect(within(table).getByRole('link', { name: containing(audit.name) })).toBeInTheDocument();
    expect(inboxNamed('Order confirmations (transactional)').auditIds).toEqual([audit.id]);

    await user.click(within(table).getByRole('button', { name: containing(`Remove audit ${audit.name}`) }));
    expect(await screen.findByText('No audits')).toBeInTheDocument();
    expect(inboxNamed('Order confirmations (transactional)').auditIds).toEqual([]);
  });
});
