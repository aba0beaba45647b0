import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { runData } from '@mocks/db/run-data';
import { runCookies } from '@mocks/db/run-data/run-level';
import { runScreenQueries } from '@/api/runs/prefetch';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { routeTestMock } from '@/test/route-test-mock';
import { formatDateTime } from '@/lib/format';

const mock = routeTestMock();
const { scenario } = mock;

const base = (auditId: number, runId: number) => `/audits/${auditId}/runs/${runId}`;

/** The first data cell (URL) of each rendered row of a table. */
function firstCells(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
}

describe('/audits/:auditId/runs/:runId', () => {
  it('reads on its first view only what its loader lists (runScreenQueries)', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const { queryClient } = renderRoute(base(auditId, run.id));
    expect(await screen.findByText('Total score')).toBeInTheDocument();
    expect(await readsBeyond(queryClient, runScreenQueries(auditId, run.id))).toEqual([]);
  });

  it('shows the run overview: status, scores against the previous run, counts that open tabs, configuration and report families', async () => {
    const { auditId, auditName, run } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(base(auditId, run.id));
    const title = `Run of ${formatDateTime(run.started)}`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: auditName })).toHaveAttribute('href', `/audits/${auditId}`);
    expect(within(screen.getByTestId('run-header')).getByText('Completed')).toBeInTheDocument();
    expect(within(screen.getByTestId('run-header')).getByText('Finished')).toBeInTheDocument();

    expect(await screen.findByText('Total score')).toBeInTheDocument();
    expect(screen.getAllByLabelText(new RegExp(`^Score ${run.score} of 100`)).length).toBeGreaterThan(0);
    const history = mock.ref.current.runs.get(auditId)!;
    const previous = history.slice(history.indexOf(run) + 1).find((r) => r.completed && r.totalUrl > 0);
    if (previous) {
      const delta = run.score - previous.score;
      const sign = delta === 0 ? '±0' : delta > 0 ? `+${delta}` : `−${-delta}`;
      expect(screen.getByText(`${sign} vs previous completed run`)).toBeInTheDocument();
    }

    const pagesLink = await screen.findByRole('link', { name: `${run.totalUrl} pages` });
    expect(pagesLink).toHaveAttribute('href', `${base(auditId, run.id)}/pages`);
    const cookieCount = runCookies(runData(mock.ref.current, auditId, run.id)!).length;
    const cookieLink = await screen.findByRole('link', { name: `${cookieCount} cookies` });
    expect(cookieLink).toHaveAttribute('href', `${base(auditId, run.id)}/cookies`);

    expect(await screen.findByText('URLs scanned')).toBeInTheDocument();
    expect(screen.getByText('User agent')).toBeInTheDocument();
    const families = screen.getByRole('heading', { name: 'Report families' }).closest('section')!;
    expect(within(families).getAllByRole('link')).toHaveLength(14);
    expect(within(families).getByRole('link', { name: 'Tag duplicates and multiples' })).toHaveAttribute(
      'href',
      `${base(auditId, run.id)}/reports/tag-duplicates-and-multiples`,
    );

    await userEvent.click(pagesLink);
    expect(await screen.findByRole('table', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pages/, selected: true })).toBeInTheDocument();
  });

  it("names the run's broken pages (4xx and 5xx) in one count that opens them, and its tags one click away", async () => {
    // A run with client and server errors: both are broken.
    const errorClasses = (pages: Array<{ statusCode: number }>) =>
      new Set(
        pages.filter((page) => page.statusCode >= 400).map((page) => Math.floor(page.statusCode / 100)),
      );
    const { auditId, run, data } = mock.ref.current.audits
      .all()
      .map((_, index) => scenario.completedRun({ audit: index }))
      .find((candidate) => errorClasses(candidate.data.pages).size === 2)!;
    const broken = data.pages.filter((page) => page.statusCode >= 400).map((page) => page.url);
    const user = userEvent.setup();
    const { router } = renderRoute(base(auditId, run.id));

    const tags = await screen.findByRole('link', { name: /^\d[\d,]* tags?$/ });
    expect(tags).toHaveAttribute('href', `${base(auditId, run.id)}/reports/tag-inventory/tags`);
    const brokenLink = await screen.findByRole('link', { name: `${broken.length} broken pages` });
    expect(brokenLink).toHaveAttribute('href', `${base(auditId, run.id)}/pages?status=broken`);

    await user.click(brokenLink);
    await waitFor(() => expect(router.state.location.search).toBe('?status=broken'));
    expect(await screen.findByRole('radio', { name: 'Broken (4xx and 5xx)' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Pages' });
    await waitFor(() => expect(firstCells(table).sort()).toEqual([...broken].sort()));
    expect(
      screen.getByText(`Page 1 of 1 · ${broken.length} pages with a 4xx or 5xx status`),
    ).toBeInTheDocument();
  });

  it('pages the pages tab on the server and keeps page, size and sort in the URL', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const pages = runData(mock.ref.current, auditId, run.id)!.pages;
    const { router } = renderRoute(`${base(auditId, run.id)}/pages`);
    const table = await screen.findByRole('table', { name: 'Pages' });
    await waitFor(() => expect(firstCells(table)[0]).toBe(pages[0]!.url));
    const totalPages = Math.ceil(pages.length / 50);
    expect(screen.getByText(`Page 1 of ${totalPages} · ${pages.length} pages`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(firstCells(table)[0]).toBe(pages[50]!.url));

    await userEvent.click(within(table).getByRole('button', { name: /Load time/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=load_time'));
    const fastest = [...pages].sort((a, b) => a.loadTime - b.loadTime || a.index - b.index)[0]!;
    await waitFor(() => expect(firstCells(table)[0]).toBe(fastest.url));

    await userEvent.click(within(table).getByRole('button', { name: /Load time/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-load_time'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-load_time&page=2'));
    const slowest = [...pages].sort((a, b) => b.loadTime - a.loadTime || b.index - a.index);
    await waitFor(() => expect(firstCells(table)[0]).toBe(slowest[50]!.url));
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      `${base(auditId, run.id)}/pages/${slowest[50]!.id}`,
    );
  });

  it('reopens a deep link with sort, page and size as the same view', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const pages = runData(mock.ref.current, auditId, run.id)!.pages;
    renderRoute(`${base(auditId, run.id)}/pages?sort=url&size=100&page=1`);
    const table = await screen.findByRole('table', { name: 'Pages' });
    const byUrl = [...pages].sort((a, b) => (a.url < b.url ? -1 : 1));
    await waitFor(() => expect(firstCells(table)[0]).toBe(byUrl[0]!.url));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('100');
    expect(
      screen.getByText(`Page 1 of ${Math.ceil(pages.length / 100)} · ${pages.length} pages`),
    ).toBeInTheDocument();
  });

  it('narrows the pages tab to a status class or one code, kept in the URL, and says why a code is none', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 150 });
    const pages = runData(mock.ref.current, auditId, run.id)!.pages;
    const urlsWith = (test: (code: number) => boolean) =>
      pages.filter((page) => test(page.statusCode)).map((page) => page.url);
    const broken = urlsWith((code) => code >= 400 && code < 500);
    const failing = urlsWith((code) => code >= 500);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.length).toBeLessThan(pages.length);

    const user = userEvent.setup();
    const { router } = renderRoute(`${base(auditId, run.id)}/pages?status=4xx`);
    const table = await screen.findByRole('table', { name: 'Pages' });
    await waitFor(() => expect(firstCells(table).sort()).toEqual([...broken].sort()));
    expect(
      screen.getByText(
        `Page 1 of 1 · ${broken.length} ${broken.length === 1 ? 'page' : 'pages'} with a 4xx status`,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5xx' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=5xx'));
    if (failing.length > 0)
      await waitFor(() => expect(firstCells(table).sort()).toEqual([...failing].sort()));
    else expect(await screen.findByText('No pages with a 5xx status in this run.')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /^Status code/ });
    await user.type(code, '4o4{Enter}');
    expect(await screen.findByText('Enter a status code from 100 to 599, such as 404')).toBeInTheDocument();
    expect(code).toHaveValue('4o4');
    expect(router.state.location.search).toBe('?status=5xx');

    await user.clear(code);
    await user.type(code, '404{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=404'));
    await waitFor(() => expect(firstCells(table).sort()).toEqual([...urlsWith((c) => c === 404)].sort()));
    expect(screen.getByRole('textbox', { name: /^Status code/ })).toHaveValue('404');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText(`Page 1 of ${Math.ceil(pages.length / 50)} · ${pages.length} pages`),
    ).toBeInTheDocument();
  });

  it('lists the run’s cookies with party, duration, size and flags, each opening the pages that set it', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const user = userEvent.setup();
    const { router } = renderRoute(`${base(auditId, run.id)}/cookies`);
    const table = await screen.findByRole('table', { name: 'Cookies' });
    const row = await within(table).findByRole('row', { name: /^_ga\b/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2, 9)).toEqual([
      'First party',
      expect.stringMatching(/^\d+$/),
      // The same words as the cookie inventory and the cookies grid.
      '400 days',
      expect.stringMatching(/^\d+ B$/),
      'Yes',
      'No',
      'Lax',
    ]);
    expect(cells[9]).toMatch(/\(HTTP header\)|\(script\)/);

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Party', 'Lifetime', 'Size', 'Secure', 'HttpOnly', 'SameSite', 'Set by']),
    );

    await user.click(within(row).getByRole('link', { name: '_ga' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `${base(auditId, run.id)}/reports/cookie-inventory/cookies`,
      ),
    );
    const cookie = JSON.parse(new URLSearchParams(router.state.location.search).get('cookie')!);
    expect(cookie).toMatchObject({ name: '_ga', partyType: '1st_party', expirationType: 'timestamp' });
    expect(
      await screen.findByRole('heading', { name: 'Pages with the selected cookie' }),
    ).toBeInTheDocument();
  });

  it('checks the JavaScript variables page size, keeps what was typed, and pages with Next and Previous', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const sizes: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/javascript-variables')) sizes.push(url.searchParams.get('size') ?? '');
    });
    const { router } = renderRoute(`${base(auditId, run.id)}/javascript-variables`);
    const table = await screen.findByRole('table', { name: 'JavaScript variables' });
    const pages = runData(mock.ref.current, auditId, run.id)!.pages;
    await waitFor(() => expect(firstCells(table)[0]).toBe(pages[0]!.url));

    const input = screen.getByRole('textbox', { name: 'Page size' });
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    expect(await screen.findByText('The page size must be from 50 to 1000 pages')).toBeInTheDocument();
    expect(input).toHaveValue('20');
    await userEvent.clear(input);
    await userEvent.type(input, '1200');
    expect(screen.getByText('The page size must be from 50 to 1000 pages')).toBeInTheDocument();
    expect(sizes.every((size) => size === '50')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?after=${pages[49]!.id}`));
    await waitFor(() => expect(firstCells(table)[0]).toBe(pages[50]!.url));
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(firstCells(table)[0]).toBe(pages[0]!.url));

    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await waitFor(() => expect(router.state.location.search).toBe('?size=100'));
    expect(screen.queryByText('The page size must be from 50 to 1000 pages')).not.toBeInTheDocument();
    await waitFor(() => expect(sizes).toContain('100'));
  });

  it('shows empty states for a running run that has not scanned a page yet', async () => {
    const audit = mock.ref.current.audits.all()[0]!;
    const run = mock.ref.current.runs.get(audit.id)![0]!;
    Object.assign(run, { completed: undefined, completedAt: undefined, totalUrl: 0, score: 0 });
    renderRoute(base(audit.id, run.id));
    expect(await screen.findByText('Scores appear when the run completes')).toBeInTheDocument();
    expect(within(screen.getByTestId('run-header')).getByText('Running')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '0 pages' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /^Pages/ }));
    expect(
      await screen.findByText(/No pages scanned yet: this run is still scanning pages/),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 0 pages')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /^Cookies/ }));
    expect(await screen.findByText(/No cookies found yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /^JavaScript variables/ }));
    expect(await screen.findByText(/No JavaScript variables found yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('shows the failure report of a failed run, called out on the overview', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    run.totalUrl = 0;
    run.score = 0;
    renderRoute(base(auditId, run.id));
    const summary = await screen.findByTestId('failure-summary');
    expect(
      within(summary).getByText('Every starting URL failed to load, so no page was scanned.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This run has no score')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('link', { name: 'See the failure report' }));
    const section = await screen.findByRole('region', { name: 'Starting URLs' });
    expect(within(section).getByRole('table', { name: 'Starting URL failures' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pre-audit actions' })).toHaveTextContent(
      'No pre-audit action failed.',
    );
  });

  it('names the starting URL that failed, and its answer, on the overview and in the report', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    run.totalUrl = 0;
    run.score = 0;
    mock.ref.current.audits.get(auditId)!.startingUrls = ['https://shop.example.com/'];
    mock.server.use(
      http.get('*/v3/web-audits/:auditId/runs/:runId/reports/failures', () =>
        HttpResponse.json({
          preAuditActionResults: { zeroAndOut: false },
          startingUrlResults: {
            failureType: 'all_starting_urls_failed_zero_and_out',
            startingUrlFailures: [{ statusCode: 403, pageCount: 1 }],
          },
        }),
      ),
    );
    renderRoute(base(auditId, run.id));
    const summary = await screen.findByTestId('failure-summary');
    expect(
      await within(summary).findByText('https://shop.example.com/ answered HTTP 403 Forbidden.'),
    ).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('link', { name: 'See the failure report' }));
    const table = await screen.findByRole('table', { name: 'Starting URL failures' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['https://shop.example.com/', 'HTTP 403 Forbidden', '–']);
  });

  it('shows an error with Retry when the run cannot be read, and recovers', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const outage = scenario.failingRead('/v2/web-audits/:auditId/runs/:runId', {
      status: 503,
      message: 'The run store is unavailable',
    });
    renderRoute(base(auditId, run.id));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load this run')).toBeInTheDocument();
    expect(within(panel).getByText('The run store is unavailable')).toBeInTheDocument();
    outage.recover();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Run of ${formatDateTime(run.started)}` }),
    ).toBeInTheDocument();
  });

  it('keeps the run visible when only one tab fails, with Retry there', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    scenario.failingRead(
      '/v3/web-audits/:auditId/runs/:runId/reports/cookie-inventory/cookies',
      { status: 500, message: 'Cookies are unavailable' },
      'POST',
    );
    renderRoute(`${base(auditId, run.id)}/cookies`);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the cookies')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: `Run of ${formatDateTime(run.started)}` }),
    ).toBeInTheDocument();
  });

  it('answers an unknown run with the server’s not-found message', async () => {
    const { auditId } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(base(auditId, 1));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Run 1 was not found')).toBeInTheDocument();
  });
});
