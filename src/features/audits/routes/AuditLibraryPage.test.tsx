import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { auditLibraryQueries } from '../prefetch';
import { auditQueries } from '@/api/audits/queries';
import { labelQueries } from '@/api/labels/queries';
import { firstSubFolderOf } from '../first-sub-folder';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const { scenario } = mock;

const liveAudits = () => mock.ref.current.audits.all().filter((audit) => !audit.deleted);
/** The sub-folder the library shows first, while the whole list is read. */
const firstSubFolderId = () =>
  firstSubFolderOf(mock.ref.current.folders.all(), mock.ref.current.domains.all())!.subFolder.id;

describe('/audits', () => {
  it('reads the slim audit list and the runs grid, never every audit’s whole configuration', async () => {
    const paths: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      paths.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    mock.server.events.on('request:start', listen);
    const { queryClient } = renderRoute('/audits');
    expect(await screen.findByRole('link', { name: liveAudits()[0]!.name })).toBeInTheDocument();
    const beyond = await readsBeyond(queryClient, auditLibraryQueries());
    mock.server.events.removeListener('request:start', listen);
    // Beyond its loader's list, the library reads the labels (once its rows are drawn), latest runs
    // from the runs grid and (while the list is read) its first sub-folder's audits, nothing else.
    const labelsKey = JSON.stringify(labelQueries.list().queryKey);
    const firstSubFolderKey = JSON.stringify(auditQueries.ofSubFolder(firstSubFolderId()).queryKey);
    expect(
      beyond.filter(
        (key) =>
          !(key[0] === 'audits' && key[1] === 'grid') &&
          ![labelsKey, firstSubFolderKey].includes(JSON.stringify(key)),
      ),
    ).toEqual([]);
    expect(paths).toContain('GET /v3/web-audits');
    expect(paths).toContain('POST /v3/reports/grid/web-audit-runs');
    expect(paths.filter((path) => path.startsWith('GET /v2/web-audits'))).toEqual([]);
  });

  it('lists every audit grouped by folder and sub-folder, with its last run', async () => {
    renderRoute('/audits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audits' })).toBeInTheDocument();
    const first = liveAudits()[0]!;
    expect(await screen.findByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/audits/${first.id}`,
    );
    const folder = mock.ref.current.folders.get(first.folderId)!;
    expect(screen.getByRole('heading', { level: 2, name: folder.name })).toBeInTheDocument();
    const domain = mock.ref.current.domains.get(first.domainId)!;
    expect(screen.getByRole('heading', { level: 3, name: domain.name })).toBeInTheDocument();
    expect(
      screen.getByText(`Showing ${liveAudits().length} of ${liveAudits().length} audits`),
    ).toBeInTheDocument();
  });

  it('filters by text and label from the URL', async () => {
    const label = mock.ref.current.labels
      .all()
      .find((l) => liveAudits().some((a) => a.labelIds.includes(l.id)))!;
    const withLabel = liveAudits().filter((a) => a.labelIds.includes(label.id));
    const { router } = renderRoute(`/audits?labels=${label.id}`);
    expect(
      await screen.findByText(`Showing ${withLabel.length} of ${liveAudits().length} audits`),
    ).toBeInTheDocument();

    const target = withLabel[0]!;
    await userEvent.type(screen.getByRole('textbox', { name: 'Search audits' }), target.name.slice(-12));
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    expect(screen.getByRole('link', { name: target.name })).toBeInTheDocument();
  });

  it('says when no audit matches, and offers to clear the filters', async () => {
    const { router } = renderRoute('/audits?q=no-such-audit-anywhere');
    expect(await screen.findByText('No audits match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText(`Showing ${liveAudits().length} of ${liveAudits().length} audits`),
    ).toBeInTheDocument();
  });

  it('shows an empty library when the account has no audits, offering to create the first', async () => {
    scenario.emptyList('/v3/web-audits');
    const { router } = renderRoute('/audits');
    expect(await screen.findByText('No audits yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New audit' })).toHaveAttribute('href', '/audits/new');
    await userEvent.click(screen.getByRole('link', { name: 'Create your first audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits/new'));
  });

  it('shows the error with Retry, and recovers when Retry succeeds', async () => {
    const outage = scenario.failingRead('/v3/web-audits', {
      status: 500,
      timestamp: '2026-11-22T00:00:00Z',
      message: 'Audit store is down',
      details: 'db timeout',
    });
    renderRoute('/audits');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Audit store is down')).toBeInTheDocument();
    expect(within(panel).getByText('Could not load the audit library')).toBeInTheDocument();
    // The rest of the page still works: the heading and filters are there.
    expect(screen.getByRole('textbox', { name: 'Search audits' })).toBeInTheDocument();
    outage.recover();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: liveAudits()[0]!.name })).toBeInTheDocument();
  });

  it('shows a malformed response as an error panel for this view only', async () => {
    mock.server.use(http.get('*/v3/web-audits', () => HttpResponse.json([{ auditId: 'not-a-number' }])));
    renderRoute('/audits');
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByText('The service sent data in a shape this view does not understand'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows its first sub-folder while the whole list is read, and the labels and running count only once rows are on screen', async () => {
    let answerList: (() => void) | undefined;
    mock.server.use(
      // Held, then answered by the mock's own handler.
      http.get('*/v3/web-audits', async () => {
        await new Promise<void>((resolve) => (answerList = resolve));
        return undefined;
      }),
    );
    const asked: Array<[string, boolean]> = [];
    const listen = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v2/labels') || path.endsWith('/grid/web-audit-runs'))
        asked.push([path, screen.queryAllByRole('table', { name: /^Audits in / }).length > 0]);
    };
    mock.server.events.on('request:start', listen);
    renderRoute('/audits');
    await waitFor(() => expect(answerList).toBeDefined());
    // While the audit list is on its way, the first sub-folder shows from its own read…
    const preview = await screen.findByTestId('library-first-sub-folder');
    const firstRows = await within(preview).findAllByRole('link', { name: /—/ });
    expect(firstRows.length).toBeGreaterThan(0);
    // …and the labels are not asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter(([path]) => path.endsWith('/v2/labels'))).toEqual([]);
    answerList!();
    expect(await screen.findByRole('link', { name: liveAudits()[0]!.name })).toBeInTheDocument();
    // The whole library starts with the same sub-folder and the same rows.
    const [firstTable] = await screen.findAllByRole('table', { name: /^Audits in / });
    expect(
      within(firstTable!)
        .getAllByRole('link', { name: /—/ })
        .map((link) => link.textContent),
    ).toEqual(firstRows.map((link) => link.textContent));
    await waitFor(() => expect(asked.some(([path]) => path.endsWith('/v2/labels'))).toBe(true));
    mock.server.events.removeListener('request:start', listen);
    // …and then only with rows on screen: their answers would restart the rows' first render.
    expect(asked.filter(([, rows]) => !rows)).toEqual([]);
  });

  it('shows the audits while the labels are still coming, and without them when they fail, with a Retry', async () => {
    let answer: (() => void) | undefined;
    mock.server.use(
      http.get(
        '*/v2/labels',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ message: 'Labels are down' }, { status: 503 }));
          }),
      ),
    );
    renderRoute('/audits');
    expect(await screen.findByRole('link', { name: liveAudits()[0]!.name })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findByText(/^Labels could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: liveAudits()[0]!.name })).toBeInTheDocument();
    mock.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/^Labels could not be read/)).not.toBeInTheDocument());
  });

  it('returns to sign-in when the key is refused, remembering where the user was', async () => {
    const { router } = renderRoute('/audits?q=shop', { apiKey: 'revoked-key' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/audits?q=shop')}`);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in again')).toBeInTheDocument();
  });
});
