import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
beforeAll(() => Promise.all([import('./index'), import('./NewAuditPage')]), 60_000);

const db = () => mock.ref.current;
type User = ReturnType<typeof userEvent.setup>;

/** Open the form and wait until its choices are read (the defaults fill frequency, location and browser). */
async function openForm() {
  const user = userEvent.setup();
  const view = renderRoute('/audits/new');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'New audit' }, { timeout: 15_000 }),
  ).toBeVisible();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Frequency/ })).toHaveValue('Weekly'));
  return { user, ...view };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const startingUrls = () => field(/^Starting URLs/);

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Fill the required fields: a name, one starting URL, the first folder and its first sub-folder. */
async function fillRequired(user: User, name = 'Gift cards — checkout') {
  const domain = db().domains.all()[0]!;
  const folder = db().folders.get(domain.folderId)!;
  await user.type(field(/^Name/), name);
  await user.type(startingUrls(), `https://${domain.domain}/`);
  await choose(user, /^Folder/, folder.name);
  await choose(user, /^Sub-folder/, `${domain.name} · ${domain.domain}`);
  return { domain, folder };
}

const createButton = () => screen.getByRole('button', { name: 'Create audit' });

/** A note's text without the bidi isolates set around values from the data (U+2068, U+2069). */
const textOf = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '');

describe('/audits/new', () => {
  it('creates one audit however often Create is pressed, and opens it with its setup checklist', async () => {
    const { user, router } = await openForm();
    const before = db().audits.size;
    const { domain } = await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: /^Labels/ }));
    const label = db().labels.all()[0]!;
    await user.click(await screen.findByRole('option', { name: label.name, hidden: true }));
    // Two submits before the first is answered: the second sends nothing.
    const form = screen.getByRole('form', { name: 'New audit' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(createButton()).catch(() => {});

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/audits\/\d+$/), {
      timeout: 10_000,
    });
    expect(db().audits.size).toBe(before + 1);
    const created = db().audits.all().at(-1)!;
    expect(router.state.location.pathname).toBe(`/audits/${created.id}`);
    expect(created).toMatchObject({
      name: 'Gift cards — checkout',
      domainId: domain.id,
      folderId: domain.folderId,
      startingUrls: [`https://${domain.domain}/`],
      frequency: 'weekly',
      limit: 100,
      labelIds: [label.id],
    });
    expect(created.options?.location).toBe('us-east');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift cards — checkout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
    const checklist = await screen.findByRole('region', { name: 'Set up this audit' });
    expect(await within(checklist).findByText('0 of 7 sections configured')).toBeVisible();
  });

  it('names each bad starting URL by its line, removes repeats with a note, and creates nothing', async () => {
    const { user } = await openForm();
    const before = db().audits.size;
    await user.type(field(/^Name/), 'Lines');
    await user.type(
      startingUrls(),
      'https://shop.example/{Enter}www.shop.example/about{Enter}https://shop.example{Enter}javascript:alert(1){Enter}https://shop.example/',
    );
    await user.tab();
    expect(await screen.findByText('Removed 2 duplicate URLs.')).toBeVisible();
    expect(startingUrls()).toHaveValue('https://shop.example/\nwww.shop.example/about\njavascript:alert(1)');

    await user.click(createButton());
    expect(
      await screen.findByText('Line 2: “www.shop.example/about” is not an http(s) address'),
    ).toBeVisible();
    expect(screen.getByText('Line 3: “javascript:alert(1)” is not an http(s) address')).toBeVisible();
    expect(startingUrls()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a folder')).toBeVisible();
    expect(db().audits.size).toBe(before);

    // A pasted list (a spreadsheet column, commas) becomes one address per line, repeats removed.
    await user.clear(startingUrls());
    await user.click(startingUrls());
    await user.paste('https://a.example/, https://b.example/\thttps://a.example/');
    expect(startingUrls()).toHaveValue('https://a.example/\nhttps://b.example/');
    expect(screen.getByText('Removed 1 duplicate URL.')).toBeVisible();
    await waitFor(() => expect(startingUrls()).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows the server’s validation report at its field and keeps everything typed', async () => {
    const { user, router } = await openForm();
    const before = db().audits.size;
    await fillRequired(user, 'Too many pages');
    const limit = screen.getByRole('textbox', { name: /^Page limit/ });
    await user.clear(limit);
    await user.type(limit, '50000');
    await user.type(field(/^Webhook URL/), 'https://hooks.example.com/done');
    await user.click(createButton());

    // At the field, and in the summary of the refusal.
    await waitFor(() => expect(limit).toHaveAttribute('aria-invalid', 'true'));
    expect(limit).toHaveAccessibleDescription(/The page limit of this account is 10000/);
    expect(screen.getByRole('alert')).toHaveTextContent('Your input is kept');
    expect(field(/^Name/)).toHaveValue('Too many pages');
    expect(field(/^Webhook URL/)).toHaveValue('https://hooks.example.com/done');
    expect(limit).toHaveValue('50,000');
    expect(db().audits.size).toBe(before);

    await user.clear(limit);
    await user.type(limit, '500');
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/audits\/\d+$/), {
      timeout: 10_000,
    });
    expect(db().audits.all().at(-1)).toMatchObject({ name: 'Too many pages', limit: 500 });
  });

  it('applies the webhook rule of the settings form', async () => {
    const { user } = await openForm();
    await user.type(field(/^Webhook URL/), 'http://hooks.example.com/done');
    await user.click(createButton());
    expect(await screen.findByText('Use https:// — webhooks are only sent over HTTPS')).toBeVisible();
  });

  it('creates a folder and a sub-folder without leaving the form, and chooses them', async () => {
    const { user } = await openForm();
    await user.type(startingUrls(), 'https://www.new-site.example/start');
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const folderGroup = screen.getByRole('group', { name: 'New folder' });
    await user.click(within(folderGroup).getByRole('button', { name: 'Create folder' }));
    expect(within(folderGroup).getByText('Enter a folder name')).toBeVisible();
    await user.type(within(folderGroup).getByRole('textbox', { name: /^Folder name/ }), 'Microsites{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Folder/ })).toHaveValue('Microsites'));

    await user.click(screen.getByRole('button', { name: 'New sub-folder' }));
    const subGroup = screen.getByRole('group', { name: 'New sub-folder' });
    expect(within(subGroup).getByRole('textbox', { name: /^Site domain/ })).toHaveValue(
      'www.new-site.example',
    );
    await user.type(within(subGroup).getByRole('textbox', { name: /^Sub-folder name/ }), 'New site');
    await user.click(within(subGroup).getByRole('button', { name: 'Create sub-folder' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Sub-folder/ })).toHaveValue(
        'New site · www.new-site.example',
      ),
    );
    const folder = db()
      .folders.all()
      .find((row) => row.name === 'Microsites')!;
    expect(
      db()
        .domains.all()
        .find((row) => row.name === 'New site'),
    ).toMatchObject({ folderId: folder.id });
  });

  it('warns of starting URLs on another site than the sub-folder’s and offers the matching sub-folder, or a new one', async () => {
    const { user } = await openForm();
    const brand = db().domains.all()[0]!;
    const shop = db()
      .domains.all()
      .find((row) => row.name === 'Investor relations')!;
    await user.type(field(/^Name/), 'Store checkout');
    await user.type(startingUrls(), `https://${shop.domain}/cart\nhttps://${shop.domain}/checkout`);
    await choose(user, /^Folder/, db().folders.get(brand.folderId)!.name);
    await choose(user, /^Sub-folder/, `${brand.name} · ${brand.domain}`);
    const note = await screen.findByRole('status', { name: 'Starting URLs on another site' });
    expect(textOf(note)).toContain(
      `https://${shop.domain}/cart and https://${shop.domain}/checkout are not on ${brand.domain}, ` +
        `the domain of the sub-folder ${brand.name}. The audit will scan ${shop.domain}.`,
    );
    await user.click(within(note).getByRole('button', { name: `Use “${shop.name}” (${shop.domain})` }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Sub-folder/ })).toHaveValue(
        `${shop.name} · ${shop.domain}`,
      ),
    );
    expect(screen.getByRole('combobox', { name: /^Folder/ })).toHaveValue(
      db().folders.get(shop.folderId)!.name,
    );
    expect(screen.queryByRole('status', { name: 'Starting URLs on another site' })).not.toBeInTheDocument();

    // A site no sub-folder has: a new sub-folder for its host, in the chosen folder.
    await user.clear(startingUrls());
    await user.type(startingUrls(), 'https://www.pop-up.example/');
    const other = await screen.findByRole('status', { name: 'Starting URLs on another site' });
    await user.click(within(other).getByRole('button', { name: 'New sub-folder for www.pop-up.example' }));
    const subGroup = screen.getByRole('group', { name: 'New sub-folder' });
    expect(within(subGroup).getByRole('textbox', { name: /^Site domain/ })).toHaveValue('www.pop-up.example');
    await user.type(within(subGroup).getByRole('textbox', { name: /^Sub-folder name/ }), 'Pop-up');
    await user.click(within(subGroup).getByRole('button', { name: 'Create sub-folder' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Sub-folder/ })).toHaveValue(
        'Pop-up · www.pop-up.example',
      ),
    );
    expect(screen.queryByRole('status', { name: 'Starting URLs on another site' })).not.toBeInTheDocument();
  });

  it('warns that an audit outside its sub-folder’s site scans that other site, and still creates it', async () => {
    const { user, router } = await openForm();
    const acme = db()
      .domains.all()
      .find((row) => row.name === 'Acme Outdoors US')!;
    await user.type(field(/^Name/), 'Partner shop');
    await user.type(startingUrls(), 'https://shop.acme-outdoors.com/');
    await choose(user, /^Folder/, db().folders.get(acme.folderId)!.name);
    await choose(user, /^Sub-folder/, `${acme.name} · ${acme.domain}`);
    // Another host of the sub-folder's site is on its domain.
    expect(screen.queryByRole('status', { name: 'Starting URLs on another site' })).not.toBeInTheDocument();

    await user.clear(startingUrls());
    await user.type(startingUrls(), 'https://shop.example.com');
    const note = await screen.findByRole('status', { name: 'Starting URLs on another site' });
    expect(textOf(note)).toContain(
      'https://shop.example.com is not on www.acme-outdoors.com, the domain of the sub-folder Acme Outdoors US. ' +
        'The audit will scan shop.example.com.',
    );
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/audits\/\d+$/), {
      timeout: 10_000,
    });
    expect(db().audits.all().at(-1)).toMatchObject({
      name: 'Partner shop',
      domainId: acme.id,
      startingUrls: ['https://shop.example.com'],
    });
  });

  it('says when a list of choices cannot be read, and reads it again on Retry', async () => {
    mock.server.use(
      http.get(
        '*/v2/web-audits/frequencies',
        () => HttpResponse.json({ message: 'Options are unavailable' }, { status: 404 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderRoute('/audits/new');
    expect(
      await screen.findByText('Could not load the choices: Options are unavailable', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await user.type(field(/^Name/), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Retry loading the choices of Frequency' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Frequency/ })).toHaveValue('Weekly'));
    expect(screen.queryByText(/Could not load the choices/)).toBeNull();
    expect(field(/^Name/)).toHaveValue('Kept');
  });
});
