import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { settingsRouteMock } from '@/test/settings-route-mock';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import { renderRoute } from '@/test/render-route';
import { setDisplayZone } from '@/lib/display-zone';

const mock = settingsRouteMock();

const db = () => mock.ref.current;
const analystKey = { apiKey: DEMO_ANALYST_KEY };

describe('settings index', () => {
  it('shows the account usage and every resource by group; user events only for administrators', async () => {
    const admin = renderRoute('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'User events' })).toHaveAttribute(
      'href',
      '/settings/user-events',
    );
    expect(screen.getByRole('link', { name: 'Remote file mappings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Organisation' })).toHaveTextContent('Folders');
    expect(screen.getByText(/Users/, { selector: 'p' })).toBeInTheDocument();
    admin.unmount();
    renderRoute('/settings', analystKey);
    expect(await screen.findByRole('link', { name: 'Folders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'User events' })).not.toBeInTheDocument());
  });
});

describe('users for a non-administrator', () => {
  it("names the analyst's role in the header, and says why a control is unavailable by keyboard and touch", async () => {
    const user = userEvent.setup();
    renderRoute('/settings/users', analystKey);
    expect(await within(await screen.findByTestId('account-menu')).findByText('Standard user')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'New user' })).toBeDisabled();

    const why = screen.getByRole('button', { name: 'Why is “New user” unavailable?' });
    why.focus();
    await user.keyboard('{Enter}');
    const reason = await screen.findByRole('dialog', { name: 'Why is “New user” unavailable?' });
    expect(reason).toHaveTextContent('Only administrators add users');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(why).toHaveFocus();

    await user.pointer({ keys: '[TouchA]', target: why });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Only administrators add users');
  });

  it('shows user-admin actions disabled with the reason, and links only to the pages the analyst may open', async () => {
    const me = db().users.all()[1]!;
    const other = db().users.all()[0]!;
    const user = userEvent.setup();
    const list = renderRoute('/settings/users', analystKey);
    const table = await screen.findByRole('table', { name: 'Users' });
    const add = await screen.findByRole('button', { name: 'New user' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Only administrators add users');
    expect(screen.queryByRole('link', { name: 'New user' })).not.toBeInTheDocument();
    expect(
      await within(table).findByRole('link', { name: `${me.firstName} ${me.lastName}` }),
    ).toHaveAttribute('href', `/settings/users/${me.id}`);
    expect(within(table).getByText(`${other.firstName} ${other.lastName}`)).toBeInTheDocument();
    expect(
      within(table).queryByRole('link', { name: `${other.firstName} ${other.lastName}` }),
    ).not.toBeInTheDocument();
    list.unmount();

    const mine = renderRoute(`/settings/users/${me.id}`, analystKey);
    const form = await screen.findByRole('form', { name: `Edit ${me.firstName} ${me.lastName}` });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Last name/ })).toBeEnabled());
    expect(within(form).getByRole('combobox', { name: /^Role/ })).toBeDisabled();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Only administrators delete users');
    await user.click(screen.getByRole('tab', { name: 'Folders' }));
    expect(
      await screen.findByRole('table', { name: `Folders of ${me.firstName} ${me.lastName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Only administrators change a user’s folders here; anyone can share a folder from its Users tab.',
      ),
    ).toBeInTheDocument();
    mine.unmount();

    renderRoute(`/settings/users/${other.id}`, analystKey);
    expect(await screen.findByRole('note')).toHaveTextContent('Needs an administrator');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shares a folder (the spec lets anyone), linking only its own user page', async () => {
    const me = db().users.all()[1]!;
    // Shared with the analyst and the administrators, not with every user.
    const folder = db().folders.all()[2]!;
    const user = userEvent.setup();
    renderRoute(`/settings/folders/${folder.id}?tab=users`, analystKey);
    const table = await screen.findByRole('table', { name: `Users of ${folder.name}` });
    const shared = db().users.where(
      (candidate) => within(table).queryByText(`${candidate.firstName} ${candidate.lastName}`) !== null,
    );
    expect(shared.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        within(table)
          .queryAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(shared.some((candidate) => candidate.id === me.id) ? [`/settings/users/${me.id}`] : []),
    );
    const stranger = db().users.where((candidate) => !candidate.deleted && !shared.includes(candidate))[0]!;
    await user.click(screen.getByRole('combobox', { name: `Share “${folder.name}” with` }));
    await user.click(
      await screen.findByRole('option', { name: `${stranger.firstName} ${stranger.lastName}`, hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Add users' }));
    expect(await within(table).findByText(`${stranger.firstName} ${stranger.lastName}`)).toBeInTheDocument();
  });

  it('explains a 403 on an administrator-only list, without a Retry that cannot help', async () => {
    renderRoute('/settings/user-events', analystKey);
    expect(await screen.findByRole('note')).toHaveTextContent('only administrators');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('users for an administrator', () => {
  it('creates a user (a taken user name shows at the field), shares a folder, and deletes the user', async () => {
    const user = userEvent.setup();
    const taken = db().users.all()[1]!.username;
    const view = renderRoute('/settings/users/new');
    const form = await screen.findByRole('form', { name: 'New user' });
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Casey');
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await user.type(within(form).getByRole('textbox', { name: /^User name/ }), taken);
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'casey.lee@acme-outdoors.com');
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await within(form).findByText('Another user has this user name')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /^User name/ });
    await user.clear(name);
    await user.type(name, 'casey.lee');
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Lee' })).toBeInTheDocument();
    const created = db()
      .users.all()
      .find((u) => u.username === 'casey.lee')!;

    await user.click(screen.getByRole('tab', { name: 'Folders' }));
    const folder = db().folders.all()[0]!;
    await user.click(await screen.findByRole('combobox', { name: 'Add folders' }));
    await user.click(await screen.findByRole('option', { name: folder.name, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('table', { name: 'Folders of Casey Lee' });
    expect(await within(table).findByRole('link', { name: folder.name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Casey Lee”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings/users'));
    expect(db().users.get(created.id)!.deleted).toEqual(expect.any(String));
  }, 60_000);
});

describe('custom headers, notification center and the calendar', () => {
  it('creates a header group with header rows, and searches its assignments by item type', async () => {
    const user = userEvent.setup();
    renderRoute('/settings/custom-headers/new');
    const form = await screen.findByRole('form', { name: 'New custom header group' });
    await user.type(within(form).getByRole('textbox', { name: /^Group name/ }), 'Synthetic traffic');
    await user.type(within(form).getByRole('textbox', { name: /^Header name 1/ }), 'X Bad Name');
    await user.click(within(form).getByRole('button', { name: 'Create custom header group' }));
    expect(
      await within(form).findByText('Use a header name without spaces or separators'),
    ).toBeInTheDocument();
    const header = within(form).getByRole('textbox', { name: /^Header name 1/ });
    await user.clear(header);
    await user.type(header, 'X-Synthetic');
    await user.type(within(form).getByRole('textbox', { name: /^Value 1/ }), 'yes');
    await user.click(within(form).getByRole('button', { name: 'Add url filter' }));
    await user.type(within(form).getByRole('textbox', { name: /^URL or domain 1/ }), 'acme-outdoors.com');
    await user.click(within(form).getByRole('button', { name: 'Create custom header group' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Synthetic traffic' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Assignments' }));
    const results = await screen.findByRole('table', { name: 'Assignments: results' });
    const audit = db().audits.all()[0]!;
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), audit.name);
    expect(await within(results).findByRole('link', { name: audit.name })).toHaveAttribute(
      'href',
      `/audits/${audit.id}`,
    );
  }, 60_000);

  it('shows an address with its usage and what it is assigned to', async () => {
    const audit = db().audits.all()[0]!;
    const address = audit.recipients[0]!;
    const user = userEvent.setup();
    renderRoute(`/settings/notification-center/${encodeURIComponent(address)}`);
    expect(await screen.findByRole('heading', { level: 1, name: address })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: `${address}: details` })).toHaveTextContent('Audits');
    await user.click(screen.getByRole('tab', { name: 'Assignments' }));
    const results = await screen.findByRole('table', { name: 'Assignments: results' });
    expect(await within(results).findByRole('link', { name: audit.name })).toBeInTheDocument();
  });

  it('shows what runs when, by day, and each item opens its schedule', async () => {
    renderRoute('/settings/schedules-calendar');
    const days = await screen.findByRole('region', { name: 'Runs by day' });
    const first = within(days).getAllByRole('article')[0]!;
    const link = within(first).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/settings\/schedules-calendar\/(AUDIT|WEB_JOURNEY)-\d+$/);
    expect(screen.getByRole('table', { name: 'Schedules calendar' })).toBeInTheDocument();
  });

  it('lists each next run in the one date-time format, naming its zone when it is not the viewer’s', async () => {
    // The viewer's zone is the one times are shown in: the signed-in profile's, none of the seed's.
    const viewer = 'Asia/Tokyo';
    db().users.update(db().apiKeys.get(DEMO_ANALYST_KEY)!, { timezone: viewer });
    setDisplayZone(viewer);
    renderRoute('/settings/schedules-calendar', analystKey);
    const table = await screen.findByRole('table', { name: 'Schedules calendar' });
    expect(within(table).getByRole('columnheader', { name: /^Next run/ })).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    // A zone of the seed's schedules that is not the viewer's: its next runs name it.
    const other = ['America/Los_Angeles', 'America/New_York', 'Europe/London'].find(
      (zone) => zone !== viewer && rows.some((row) => row.includes(`, ${zone}`)),
    )!;
    const zoned = new RegExp(
      `\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} \\(${other.replace('/', '\\/')}\\)`,
    );
    expect(rows.filter((row) => zoned.test(row)).length).toBeGreaterThan(0);
    expect(table).not.toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('keeps a change made to a schedule while the ready-made recurrences are still loading', async () => {
    let deliverPresets: () => void = () => undefined;
    const presetsHeld = new Promise<void>((resolve) => (deliverPresets = resolve));
    // Held, then passed on to the mock's own handler (a handler that returns nothing falls through).
    mock.server.use(http.get('*/v3/schedules/presets', () => presetsHeld.then(() => undefined)));
    const user = userEvent.setup();
    renderRoute('/settings/schedules-calendar');
    const days = await screen.findByRole('region', { name: 'Runs by day' });
    await user.click(within(days).getAllByRole('link')[0]!);
    const form = await screen.findByRole('form', { name: /^Schedule of / });
    await user.click(within(form).getByRole('switch', { name: 'Paused' }));
    expect(within(form).getByRole('switch', { name: 'Paused' })).toBeChecked();
    deliverPresets();
    await user.click(within(form).getByRole('combobox', { name: /^Runs/ }));
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(1);
    expect(
      within(screen.getByRole('form', { name: /^Schedule of / })).getByRole('switch', { name: 'Paused' }),
    ).toBeChecked();
  });
});
