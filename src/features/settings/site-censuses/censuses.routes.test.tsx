import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { censusStore } from '@mocks/resources/site-censuses/censuses';
import { POLL_MS } from '@/features/settings/site-censuses/queries';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock({ now: SEED_DAY });
afterEach(() => {
  vi.useRealTimers();
});
const censuses = () => censusStore(mock.ref.current);
const seeded = (name: string) =>
  censuses()
    .all()
    .find((row) => row.name.startsWith(name))!;

describe('site censuses', () => {
  it('lists the censuses with their status and counts; the finder is for operators only', async () => {
    const user = userEvent.setup();
    renderRoute('/settings/site-censuses');
    const table = await screen.findByRole('table', { name: 'Site censuses' });
    const row = within(table).getByRole('link', { name: 'UK storefront discovery' }).closest('tr')!;
    expect(row).toHaveTextContent('Paused');
    expect(
      within(table).getByRole('link', { name: 'Summer sale microsite' }).closest('tr'),
    ).toHaveTextContent('Not started');
    const finder = screen.getByRole('form', { name: 'Find site censuses' });
    await user.type(within(finder).getByRole('textbox', { name: 'Census id or name' }), 'census');
    await user.click(within(finder).getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('table', { name: 'Censuses found' });
    expect(await within(found).findByText('Fabrikam full site census')).toBeInTheDocument();
    expect(within(found).getAllByText(/^Account \d+$/).length).toBeGreaterThan(0);
  });

  it('hides the finder from an analyst', async () => {
    renderRoute('/settings/site-censuses', mock.scenario.nonAdmin());
    await screen.findByRole('table', { name: 'Site censuses' });
    expect(screen.queryByRole('form', { name: 'Find site censuses' })).not.toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    mock.server.use(
      http.get('*/v3/site-censuses', () =>
        HttpResponse.json({ message: 'Census store down' }, { status: 500 }),
      ),
    );
    renderRoute('/settings/site-censuses');
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the site censuses');
  });

  it('creates a census after field messages, keeping the input', async () => {
    const before = censuses().all().length;
    const user = userEvent.setup();
    renderRoute('/settings/site-censuses/new');
    const form = await screen.findByRole('form', { name: 'New site census' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Gift cards');
    const urls = within(form).getAllByLabelText(/^Starting URLs/)[0]!;
    await user.type(urls, 'ftp://gifts.acme-outdoors.com/{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Create site census' }));
    expect(await within(form).findByText(/is not an http\(s\) address/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gift cards');
    await user.type(urls, '{Backspace}');
    await user.type(urls, 'https://gifts.acme-outdoors.com/{Enter}');
    await user.dblClick(within(form).getByRole('button', { name: 'Create site census' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift cards' })).toBeInTheDocument();
    expect(censuses().all()).toHaveLength(before + 1);
  });

  it('starts a census, shows it running live, and stops it', async () => {
    // The clock starts at a fixed instant and runs on by itself (screens and waits keep working);
    // the test moves it to the next poll instead of waiting for it.
    vi.useFakeTimers({
      now: TEST_NOW,
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const census = seeded('Summer sale');
    const user = userEvent.setup();
    renderRoute(`/settings/site-censuses/${census.id}`);
    const facts = await screen.findByRole('table', { name: /details/ });
    await user.click(await within(facts).findByRole('button', { name: 'Start' }));
    expect(await within(facts).findByText('Running')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await waitFor(() => expect(within(facts).getByText(/of [1-9][\d,]* URLs visited/)).toBeInTheDocument());
    await user.click(within(facts).getByRole('button', { name: 'Stop' }));
    expect(await within(facts).findByText('Paused')).toBeInTheDocument();
    expect(within(facts).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('shows the results as URL patterns and previews the URLs of one', async () => {
    const census = seeded('Acme Outdoors US');
    const user = userEvent.setup();
    renderRoute(`/settings/site-censuses/${census.id}?tab=results`);
    const table = await screen.findByRole('table', { name: 'URL patterns' });
    const [blog] = await within(table).findAllByText('/blog/‹date›/‹number›/‹id›');
    await user.click(blog!);
    const form = screen.getByRole('form', { name: 'Preview a URL pattern' });
    expect(within(form).getByRole('textbox', { name: /^Path pattern/ })).toHaveValue('/blog/*/*/*');
    expect(await screen.findByText(/URLs match/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^https:\/\/[a-z.-]+\/blog\// }).length).toBeGreaterThan(3);
  });

  it('browses the URL folders down to one folder with its summary and URLs', async () => {
    const census = seeded('Acme Outdoors US');
    const user = userEvent.setup();
    renderRoute(`/settings/site-censuses/${census.id}?tab=folders`);
    const hosts = await screen.findByRole('table', { name: 'Hosts' });
    await user.click(await within(hosts).findByText('www.acme-outdoors.com'));
    const level = await screen.findByRole('table', { name: 'Folders in www.acme-outdoors.com/' });
    await user.click(await within(level).findByText('products'));
    const summary = await screen.findByRole('table', { name: 'Summary of www.acme-outdoors.com/products' });
    expect(within(summary).getByText('Final')).toBeInTheDocument();
    const urls = await screen.findByRole('table', {
      name: 'URLs directly in www.acme-outdoors.com/products',
    });
    expect(await within(urls).findAllByRole('link', { name: /\/products\// })).not.toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toHaveTextContent('products');
  });
});
