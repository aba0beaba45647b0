import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatInZone } from '@/lib/format-zone';
import { zoneAbbreviation } from '@/lib/display-zone';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock();
const db = () => mock.ref.current;

/** A time as the dashboard shows it in a zone: "6 Dec 2026, 13:22 CET". */
const inZone = (iso: string, zone: string) =>
  `${formatInZone(iso, zone, 'd MMM yyyy, HH:mm')} ${zoneAbbreviation(zone, new Date(iso))}`;

describe('the profile’s time zone', () => {
  it('shows every time in the zone chosen in My profile, and says which zone applies', async () => {
    const user = userEvent.setup();
    const me = db().users.all()[0]!;
    const name = `${me.firstName} ${me.lastName}`;
    const { router } = renderRoute(`/settings/users/${me.id}`);
    const form = await screen.findByRole('form', { name: `Edit ${name}` });
    const zone = within(form).getByRole('combobox', { name: /^Time zone/ });
    await waitFor(() => expect(zone).toBeEnabled());
    await user.type(zone, 'Berlin');
    await user.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(db().users.get(me.id)!.timezone).toBe('Europe/Berlin'));

    await router.navigate('/settings/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByRole('link', { name })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent(inZone(me.lastLogin!, 'Europe/Berlin')));
    await user.click(screen.getByTestId('account-menu'));
    expect(await screen.findByText('Times in Europe/Berlin')).toBeInTheDocument();
  });

  it('moves the times on screen when the profile read says another zone', async () => {
    const me = db().users.all()[0]!;
    const { auditId, runId, run } = mock.scenario.completedRun();
    const { queryClient, router } = renderRoute(`/settings/users`);
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByRole('link', { name: `${me.firstName} ${me.lastName}` })).closest(
      'tr',
    )!;
    await waitFor(() => expect(row).toHaveTextContent(inZone(me.lastLogin!, me.timezone)));
    db().users.update(me.id, { timezone: 'Asia/Tokyo' });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(row).toHaveTextContent(inZone(me.lastLogin!, 'Asia/Tokyo')));

    // A screen's own text too: a run's heading names its start.
    await router.navigate(`/audits/${auditId}/runs/${runId}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Run of / });
    expect(heading).toHaveTextContent(`Run of ${inZone(run.started, 'Asia/Tokyo')}`);
    db().users.update(me.id, { timezone: 'America/Sao_Paulo' });
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(heading).toHaveTextContent(`Run of ${inZone(run.started, 'America/Sao_Paulo')}`),
    );
  });
});
