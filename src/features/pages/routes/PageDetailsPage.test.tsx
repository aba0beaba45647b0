import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWithDetail, runData, type RunPage } from '@mocks/db/run-data';
import { fileMappingMatches } from '@mocks/db/run-data/file-mapping';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { pageDetailsQueries } from '../prefetch';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('@/features/pages/routes') });
afterEach(() => vi.restoreAllMocks());

/** A completed run of at least 60 pages, and a page of it chosen by `pick` (a section page by default). */
function subject(pick: (page: RunPage) => boolean = (page) => page.index === 2) {
  const db = mock.ref.current;
  for (const audit of db.audits.all()) {
    const run = db.runs.get(audit.id)?.find((r) => r.completed && r.totalUrl >= 60);
    if (!run) continue;
    const page = runData(db, audit.id, run.id)!.pages.find(pick);
    if (!page) continue;
    const { detail, site } = pageWithDetail(db, audit.id, run.id, page.id)!;
    return { audit, run, page, detail, site, path: `/audits/${audit.id}/runs/${run.id}/pages/${page.id}` };
  }
  throw new Error('No page matches');
}

describe('/audits/:auditId/runs/:runId/pages/:pageId', () => {
  it('reads on its first view only what its loader lists (pageDetailsQueries)', async () => {
    const { audit, run, page, path } = subject();
    const { queryClient } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    const ref = { auditId: audit.id, runId: run.id, pageId: page.id };
    await screen.findByRole('img', { name: /screenshot/i });
    const info = queryClient.getQueryData(pageDetailsQueries(ref).info.queryKey);
    expect(await readsBeyond(queryClient, pageDetailsQueries(ref, info))).toEqual([]);
  });

  it('shows the page header and its overview: links, parent, screenshot, web vitals and rules', async () => {
    const { audit, run, page, path } = subject();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Run ${run.id}` })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/runs/${run.id}`,
    );
    expect(screen.getAllByRole('link', { name: page.url })[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /^Links to this page: / })).toHaveAttribute(
      'href',
      `${path}/links?dir=to`,
    );
    const home = runData(mock.ref.current, audit.id, run.id)!.pages[0]!;
    expect(screen.getByRole('link', { name: '/' })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/runs/${run.id}/pages/${home.id}`,
    );
    expect(await screen.findByRole('img', { name: `Screenshot of ${page.title}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    const vitals = screen.getByRole('table', { name: 'Web vitals' });
    expect(within(vitals).getByText('Largest Contentful Paint (LCP)')).toBeInTheDocument();
    expect(
      within(vitals).getByText(`${page.webVitals.largestContentfulPaint.toLocaleString('en-US')} ms`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Rule results' })).toBeInTheDocument();
  });

  it('lists links on the page and downloads all of them as CSV from the download operation', async () => {
    const { path } = subject();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:links';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const requested = mock.scenario.requests();

    renderRoute(`${path}/links`);
    const table = await screen.findByRole('table', { name: 'Links on this page' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested.urls().some((url) => url.includes('/links/from_this_page/download'))).toBe(true);
    expect(await saved[0]!.text()).toMatch(/^initial_page_url,initial_page_status_code,/);
  });

  it('shows the tags, cookies, request log, file mappings and trends of the page', async () => {
    const { path, detail, site } = subject();
    const tag = detail.tags[0]!;
    const view = renderRoute(`${path}/tags?tag=${tag.vendor.tagId}`);
    const tags = await screen.findByRole('table', { name: 'Tags on this page' });
    expect(within(tags).getByText(tag.vendor.name)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: `Variables of ${tag.vendor.name}` })).toBeInTheDocument();
    view.unmount();

    const cookie = detail.cookies.at(-1)!;
    const cookies = renderRoute(`${path}/cookies`);
    const cookieTable = await screen.findByRole('table', { name: 'Cookies on this page' });
    expect(within(cookieTable).getAllByText(cookie.name).length).toBeGreaterThan(0);
    // The party in the words of every other cookie screen, not "1st party".
    const party = screen.getByRole('radiogroup', { name: 'Party' });
    expect(within(party).getByRole('radio', { name: 'First party' })).toBeInTheDocument();
    expect(within(party).getByRole('radio', { name: 'Third party' })).toBeInTheDocument();
    expect(screen.getByText('Third-party cookies')).toBeInTheDocument();
    cookies.unmount();

    const log = renderRoute(`${path}/request-log`);
    const requests = await screen.findByRole('table', { name: 'Request log' });
    expect(within(requests).getByRole('link', { name: detail.requests[0]!.url })).toBeInTheDocument();
    expect(screen.getByText(`${detail.requests.length} requests · page 1 of 1`)).toBeInTheDocument();
    log.unmount();

    const mapping = renderRoute(`${path}/file-mapping`);
    const mapped = fileMappingMatches(site, detail.requests);
    if (mapped.length > 0) {
      const table = await screen.findByRole('table', { name: 'Remote file mappings' });
      expect(within(table).getByText(mapped[0]!.mapping.match)).toBeInTheDocument();
    } else {
      expect(await screen.findByText('No file mappings matched')).toBeInTheDocument();
    }
    mapping.unmount();

    renderRoute(`${path}/trends?days=90`);
    expect(await screen.findByRole('table', { name: 'This page by run' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Web vitals in this run and the runs before it' }),
    ).toBeInTheDocument();
  });

  it('shows the initiators as a tree navigable by keyboard, and the selected requests beside it', async () => {
    const { path, detail } = subject();
    const { router } = renderRoute(`${path}/initiators`);
    const tree = await screen.findByRole('tree', { name: 'Initiators tree' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items).toHaveLength(detail.requests.length);
    expect(items[0]).toHaveAttribute('aria-expanded', 'true');
    items[0]!.focus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?sel=1'));
    expect(await screen.findByRole('table', { name: 'Selected requests' })).toBeInTheDocument();
    fireEvent.keyDown(within(tree).getAllByRole('treeitem')[0]!, { key: 'ArrowLeft' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Tags only' }));
    await waitFor(() => expect(router.state.location.search).toContain('tags=1'));
    const tagRequests = detail.requests.filter((request) => request.tagId !== undefined).length;
    expect(
      await screen.findByText(new RegExp(`^${tagRequests} of ${detail.requests.length} requests match`)),
    ).toBeInTheDocument();
  });

  it('filters console messages by level through the URL', async () => {
    const { path, page } = subject(
      ({ consoleCounts: { error, warn } }) => error > 0 && warn > 0 && error !== warn,
    );
    const { router } = renderRoute(`${path}/console`);
    expect(await screen.findByText(`Errors: ${page.consoleCounts.error}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Errors' }));
    await waitFor(() => expect(router.state.location.search).toBe('?levels=error'));
    await waitFor(() => expect(screen.getByText(`${page.consoleCounts.error} messages`)).toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Console messages' });
    expect(within(table).queryByText('Warning')).not.toBeInTheDocument();

    await router.navigate(`${path}/console?levels=warn`);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Warnings' })).toBeChecked());
    expect(await screen.findByText(`${page.consoleCounts.warn} messages`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Errors' })).not.toBeChecked();
  });

  it('says when the page does not exist', async () => {
    const { audit, run } = subject();
    renderRoute(`/audits/${audit.id}/runs/${run.id}/pages/no-such-page`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Page no-such-page was not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps the header when one tab fails, and retries that tab only', async () => {
    const { path, page, detail } = subject();
    const outage = mock.scenario.failingRead('/v3/web-audits/:auditId/runs/:runId/pages/:pageId/tags', {
      status: 503,
      message: 'Tags are unavailable',
    });
    renderRoute(`${path}/tags`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the tags')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    outage.recover();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    const tags = await screen.findByRole('table', { name: 'Tags on this page' });
    expect(within(tags).getByText(detail.tags[0]!.vendor.name)).toBeInTheDocument();
  });
});
