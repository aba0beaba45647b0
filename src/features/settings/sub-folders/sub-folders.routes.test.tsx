import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock();
const db = () => mock.ref.current;

/** A sub-folder that holds audits and web journeys, with both lists as the mock keeps them. */
function busySubFolder() {
  const domain = db()
    .domains.all()
    .find(
      (candidate) =>
        db().audits.where((audit) => audit.domainId === candidate.id && !audit.deleted).length > 1 &&
        db().webJourneys.where((journey) => journey.domainId === candidate.id).length > 0,
    )!;
  return {
    domain,
    folder: db().folders.get(domain.folderId)!,
    audits: db().audits.where((audit) => audit.domainId === domain.id && !audit.deleted),
    journeys: db().webJourneys.where((journey) => journey.domainId === domain.id),
  };
}

describe('/settings/sub-folders/:id', () => {
  it('is linked from the sub-folders list', async () => {
    const { domain } = busySubFolder();
    renderRoute('/settings/sub-folders');
    const table = await screen.findByRole('table', { name: 'Sub-folders' });
    expect(within(table).getByRole('link', { name: domain.name })).toHaveAttribute(
      'href',
      `/settings/sub-folders/${domain.id}`,
    );
  });

  it('names the sub-folder and its folder, and lists its audits and web journeys, each linked', async () => {
    const { domain, folder, audits, journeys } = busySubFolder();
    const user = userEvent.setup();
    renderRoute(`/settings/sub-folders/${domain.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: domain.name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: folder.name })).toHaveAttribute(
      'href',
      `/settings/folders/${folder.id}`,
    );
    expect(screen.getByText(domain.domain)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Audits' }));
    const auditTable = await screen.findByRole('table', { name: `Audits of ${domain.name}` });
    expect(screen.getByText(`${audits.length} audits in this sub-folder`)).toBeInTheDocument();
    for (const audit of audits) {
      expect(within(auditTable).getByRole('link', { name: audit.name })).toHaveAttribute(
        'href',
        `/audits/${audit.id}`,
      );
    }

    await user.click(screen.getByRole('tab', { name: 'Web journeys' }));
    const journeyTable = await screen.findByRole('table', { name: `Web journeys of ${domain.name}` });
    for (const journey of journeys) {
      expect(within(journeyTable).getByRole('link', { name: journey.name })).toHaveAttribute(
        'href',
        `/web-journeys/${journey.id}`,
      );
    }
  });

  it('opens an audit from the sub-folder page', async () => {
    const { domain, audits } = busySubFolder();
    const user = userEvent.setup();
    const { router } = renderRoute(`/settings/sub-folders/${domain.id}?tab=audits`);
    const table = await screen.findByRole('table', { name: `Audits of ${domain.name}` });
    await user.click(within(table).getByRole('link', { name: audits[0]!.name }));
    expect(await screen.findByRole('heading', { level: 1, name: audits[0]!.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/audits/${audits[0]!.id}`);
  });

  it('says so when the sub-folder holds nothing yet', async () => {
    const { domain: busy } = busySubFolder();
    const domain = db().domains.insert({
      name: 'Acme Outdoors CA',
      domain: 'www.acme-outdoors.ca',
      folderId: busy.folderId,
      userId: busy.userId,
      createdAt: busy.createdAt,
    });
    const user = userEvent.setup();
    renderRoute(`/settings/sub-folders/${domain.id}?tab=web-journeys`);
    const journeys = await screen.findByRole('table', { name: `Web journeys of ${domain.name}` });
    expect(within(journeys).getByText('No web journeys in this sub-folder yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audits' }));
    const audits = await screen.findByRole('table', { name: `Audits of ${domain.name}` });
    expect(within(audits).getByText('No audits in this sub-folder yet')).toBeInTheDocument();
    expect(screen.getByText('0 audits in this sub-folder')).toBeInTheDocument();
  });

  it('shows a failed list of audits with its message and Retry, the rest of the page intact', async () => {
    const { domain, audits } = busySubFolder();
    let fail = true;
    mock.server.use(
      http.get('*/v2/domains/:domainId/web-audits', () =>
        fail ? HttpResponse.json({ message: 'Audit index is rebuilding' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderRoute(`/settings/sub-folders/${domain.id}?tab=audits`);
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the audits of this sub-folder');
    expect(panel).toHaveTextContent('Audit index is rebuilding');
    expect(screen.getByRole('heading', { level: 1, name: domain.name })).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: `Audits of ${domain.name}` });
    expect(within(table).getByRole('link', { name: audits[0]!.name })).toBeInTheDocument();
  });

  it('shows a malformed list of web journeys as an error of that tab only', async () => {
    const { domain } = busySubFolder();
    mock.server.use(
      http.get('*/v2/domains/:domainId/web-journeys', () => HttpResponse.json([{ id: 'not a journey' }])),
    );
    renderRoute(`/settings/sub-folders/${domain.id}?tab=web-journeys`);
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the web journeys of this sub-folder');
    expect(screen.getByRole('heading', { level: 1, name: domain.name })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toBeInTheDocument();
  });
});
