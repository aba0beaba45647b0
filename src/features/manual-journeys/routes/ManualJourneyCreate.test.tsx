import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyRuns } from '@mocks/manual-journeys/runs';
import { buildHarText, sampleHarRequests } from '@/lib/har-fixtures';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
beforeAll(() => import('./index'));

const db = () => mock.ref.current;

describe('/manual-journeys (create)', () => {
  it('creates a journey from the dialog and opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/manual-journeys');
    await user.click(await screen.findByRole('button', { name: 'New journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'New manual journey' });
    const folder = db().folders.all()[1]!;
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tablet — wishlist');
    await user.click(within(dialog).getByRole('combobox', { name: /^Folder/ }));
    await user.click(await screen.findByRole('option', { name: folder.name, hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Operating system version/ }), '18.5');
    await user.type(
      within(dialog).getByRole('combobox', { name: /^Report recipients/ }),
      'qa@acme-outdoors.com{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/manual-journeys\/\d+$/));
    const created = db()
      .manualJourneys.all()
      .find((journey) => journey.name === 'Tablet — wishlist')!;
    expect(created).toMatchObject({
      folderId: folder.id,
      osOfDevice: 'iOS',
      versionOfOs: '18.5',
      emails: ['qa@acme-outdoors.com'],
    });
    expect(router.state.location.pathname).toBe(`/manual-journeys/${created.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablet — wishlist' })).toBeInTheDocument();
    expect(
      await screen.findByText('No runs yet: start a live session or upload HAR files.'),
    ).toBeInTheDocument();
  });

  it('makes a journey of desktop HAR files without a device, whose run lists the cookies set and each tag’s accounts', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderRoute('/manual-journeys');
    await user.click(await screen.findByRole('button', { name: 'New journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'New manual journey' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Desktop checkout');
    await user.click(within(dialog).getByRole('combobox', { name: /^Folder/ }));
    await user.click(await screen.findByRole('option', { name: db().folders.all()[0]!.name, hidden: true }));
    await user.click(within(dialog).getByRole('radio', { name: 'A desktop browser, as HAR files' }));
    expect(
      within(dialog).queryByRole('textbox', { name: /^Operating system version/ }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('checkbox', { name: /Start a live session now/ }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/manual-journeys\/\d+$/));
    const created = db()
      .manualJourneys.all()
      .find((journey) => journey.name === 'Desktop checkout')!;
    expect(created).toMatchObject({ osOfDevice: '', versionOfOs: '' });

    const file = new File([buildHarText(sampleHarRequests)], 'checkout.har', { type: '' });
    await user.upload(await screen.findByLabelText('HAR files'), file);
    await screen.findByText(/^Ready: 7 requests/);
    await user.click(screen.getByRole('button', { name: 'Upload and create run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/runs\/\d+$/));

    const cookies = await screen.findByRole('table', { name: 'Cookies' }, { timeout: 10_000 });
    await waitFor(() => expect(within(cookies).getAllByRole('row')).toHaveLength(3));
    const [cart, pixel] = within(cookies).getAllByRole('row').slice(1);
    expect(cart).toHaveTextContent(
      /cart_id.*shop\.example\.com.*Session.*Secure, HttpOnly.*https:\/\/shop\.example\.com\/.*Home/,
    );
    expect(pixel).toHaveTextContent(
      /fr.*facebook\.com.*Until 1 Jun 2026.*Secure, HttpOnly.*facebook\.com\/tr/,
    );

    const tags = screen.getByRole('table', { name: 'Tags' });
    const accounts = (name: string) =>
      within(tags)
        .getAllByRole('row')
        .find((row) => row.textContent?.startsWith(name));
    await waitFor(() => expect(accounts('Google Tag Manager')).toHaveTextContent('GTM-ABC123'));
    expect(accounts('Google Analytics 4')).toHaveTextContent('G-XYZ');
    expect(accounts('Meta Pixel')).toHaveTextContent('1234');
    expect(screen.getByText(/Browser \(HAR files\).* · .*Desktop checkout/)).toBeInTheDocument();
  }, 60_000);

  it('shows bad input at the fields and a refused create with the input kept', async () => {
    const user = userEvent.setup();
    const before = db().manualJourneys.size;
    renderRoute('/manual-journeys');
    await user.click(await screen.findByRole('button', { name: 'New journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'New manual journey' });
    await user.type(
      within(dialog).getByRole('combobox', { name: /^Report recipients/ }),
      'not-an-email{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a folder')).toBeInTheDocument();
    expect(within(dialog).getByText('not-an-email: Enter a valid email address')).toBeInTheDocument();

    mock.server.use(
      http.post('*/v2/manual-journeys', () =>
        HttpResponse.json(
          {
            message: 'Folder 5 is archived',
            details: 'x',
            validationReport: { issues: [{ path: ['folderId'], message: 'This folder is archived' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Kept name');
    await user.click(within(dialog).getByRole('combobox', { name: /^Folder/ }));
    await user.click(await screen.findByRole('option', { name: db().folders.all()[0]!.name, hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Operating system version/ }), '17');
    await user.type(within(dialog).getByRole('combobox', { name: /^Report recipients/ }), '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Folder 5 is archived')).toBeInTheDocument();
    expect(await within(dialog).findByText('This folder is archived')).toBeInTheDocument();
    expect(name).toHaveValue('Kept name');
    expect(db().manualJourneys.size).toBe(before);
  });

  it('can start a live session on the new journey; closing the tab then removes both (POST …/delete)', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/manual-journeys');
    await user.click(await screen.findByRole('button', { name: 'New journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'New manual journey' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Session journey');
    await user.click(within(dialog).getByRole('combobox', { name: /^Folder/ }));
    await user.click(await screen.findByRole('option', { name: db().folders.all()[0]!.name, hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Operating system version/ }), '15');
    await user.click(within(dialog).getByRole('checkbox', { name: /Start a live session now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/manual-journeys\/\d+\/runs\/\d+$/),
    );
    const journey = db()
      .manualJourneys.all()
      .find((item) => item.name === 'Session journey')!;
    const [live] = journeyRuns(db(), journey.id);
    expect(live!.state).toBe('running');
    const region = await screen.findByRole('region', { name: 'Live session' });
    expect(within(region).getByText(/together with the journey made for it/)).toBeInTheDocument();

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => expect(db().manualJourneys.get(journey.id)).toBeUndefined());
  });
});
