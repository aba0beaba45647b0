import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./index') });
const { scenario } = mock;

const journeys = () => mock.ref.current.webJourneys.all();
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('/web-journeys', () => {
  it('lists the journeys with their sub-folder, frequency and location', async () => {
    renderRoute('/web-journeys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web journeys' })).toBeInTheDocument();
    const first = [...journeys()].sort(byName)[0]!;
    const table = await screen.findByRole('table', { name: 'Web journeys' });
    const row = within(table).getByText(first.name).closest('tr')!;
    expect(within(row).getByText(mock.ref.current.domains.get(first.domainId)!.name)).toBeInTheDocument();
    expect(within(row).getByText(first.location!)).toBeInTheDocument();
    expect(
      screen.getByText(`Showing ${journeys().length} of ${journeys().length} journeys`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('narrows to one sub-folder and a search from the URL', async () => {
    const domainId = journeys()[0]!.domainId;
    const inDomain = journeys().filter((journey) => journey.domainId === domainId);
    const other = journeys().find((journey) => journey.domainId !== domainId)!;
    const { router } = renderRoute(`/web-journeys?domain=${domainId}`);
    expect(
      await screen.findByText(`Showing ${inDomain.length} of ${inDomain.length} journeys`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Web journeys' });
    expect(within(table).getByText(inDomain[0]!.name)).toBeInTheDocument();
    expect(within(table).queryByText(other.name)).not.toBeInTheDocument();

    const target = inDomain[0]!;
    const words = target.name.split(' — ')[1]!;
    await userEvent.type(screen.getByRole('textbox', { name: 'Search journeys' }), words);
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    const matching = inDomain.filter(
      (journey) => journey.name.includes(words) || journey.notes?.includes(words),
    );
    expect(
      await screen.findByText(`Showing ${matching.length} of ${inDomain.length} journeys`),
    ).toBeInTheDocument();
  });

  it('filters by monitoring (on the server) and by frequency, from the URL', async () => {
    const monitored = journeys().filter((journey) => journey.monitoredByScriptServices);
    const frequency = monitored[0]!.frequency!;
    const both = monitored.filter((journey) => journey.frequency === frequency);
    renderRoute(`/web-journeys?monitored=yes&frequency=${encodeURIComponent(frequency)}`);
    expect(
      await screen.findByText(`Showing ${both.length} of ${monitored.length} journeys`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Web journeys' });
    expect(within(table).getAllByRole('row')).toHaveLength(both.length + 1);
  });

  it('creates a journey with an https webhook and opens it, refusing http first', async () => {
    const user = userEvent.setup();
    const domain = mock.ref.current.domains.all()[0]!;
    const { router } = renderRoute(`/web-journeys?domain=${domain.id}`);
    await user.click(await screen.findByRole('button', { name: 'New web journey' }));
    const form = await screen.findByRole('form', { name: 'New web journey' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Wishlist share');
    await user.type(
      within(form).getByRole('textbox', { name: 'Starting URL' }),
      `https://${domain.domain}/wishlist`,
    );
    await user.type(within(form).getByRole('textbox', { name: 'Email recipients' }), 'qa@acme-outdoors.com');
    const webhook = within(form).getByRole('textbox', { name: 'Webhook URL' });
    await user.type(webhook, 'http://hooks.example.com/wj');
    await user.click(within(form).getByRole('button', { name: 'Create journey' }));
    expect(
      await within(form).findByText('Use https:// — webhooks are only sent over HTTPS'),
    ).toBeInTheDocument();
    expect(webhook).toHaveValue('http://hooks.example.com/wj');
    await user.clear(webhook);
    await user.type(webhook, 'https://hooks.example.com/wj');
    await user.click(within(form).getByRole('button', { name: 'Create journey' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/web-journeys\/\d+$/));
    const id = Number(router.state.location.pathname.split('/').at(-1));
    expect(mock.ref.current.webJourneys.get(id)).toMatchObject({
      name: 'Wishlist share',
      domainId: domain.id,
    });
  });

  it('says when no journey matches, and clears the filters', async () => {
    const { router } = renderRoute('/web-journeys?q=no-such-journey');
    expect(await screen.findByText('No web journeys match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Web journeys' })).toBeInTheDocument();
  });

  it('shows an empty state when the account has no web journeys', async () => {
    scenario.emptyList('/v3/web-journeys');
    renderRoute('/web-journeys');
    expect(await screen.findByText('No web journeys yet')).toBeInTheDocument();
  });

  it('shows the error with Retry, and recovers', async () => {
    const outage = scenario.failingRead('/v3/web-journeys', { status: 500, message: 'boom' });
    renderRoute('/web-journeys');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the web journeys')).toBeInTheDocument();
    expect(within(panel).getByText('boom')).toBeInTheDocument();
    outage.recover();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Web journeys' })).toBeInTheDocument();
  });
});
