import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runVendors } from '@mocks/db/run-data/run-level';
import { renderRoute } from '@/test/render-route';
import { readsBeyond } from '@/test/screen-reads';
import { reportScreenQueries } from '../prefetch';
import { loadFamilyScreen } from '../screen-loaders';
import { fakeViewport } from '@/test/fake-viewport';
import { routeTestMock } from '@/test/route-test-mock';
import { formatCount } from '@/lib/format';

const { scenario } = routeTestMock();

const reports = (auditId: number, runId: number) => `/audits/${auditId}/runs/${runId}/reports`;

afterEach(() => vi.unstubAllGlobals());

describe('/audits/:auditId/runs/:runId/reports/:family/:view?', () => {
  it('reads on its first view only what its loader lists (reportScreenQueries)', async () => {
    const { auditId, runId, data } = scenario.completedRun({ morePagesThan: 60 });
    const { queryClient } = renderRoute(
      `${reports(auditId, runId)}/tag-inventory?trend=broken_tags&range=30`,
    );
    expect(await screen.findByTestId('tags-total')).toHaveTextContent(`${runVendors(data).length} rows`);
    const family = await loadFamilyScreen('tag-inventory');
    const search = new URLSearchParams('trend=broken_tags&range=30');
    const reads = reportScreenQueries(family, { auditId, runId, family: 'tag-inventory' }, search);
    expect(await readsBeyond(queryClient, reads)).toEqual([]);
  });

  it('shows the family’s summary tiles, the report navigation and its first view', async () => {
    const { auditId, runId, data } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/tag-inventory`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag inventory' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Report families' });
    expect(within(nav).getAllByRole('link')).toHaveLength(14);
    expect(within(nav).getByRole('link', { name: 'Tag inventory' })).toHaveAttribute('aria-current', 'page');
    const unique = await screen.findByRole('link', { name: /Unique tags: \d+/ });
    expect(unique).toHaveTextContent(String(runVendors(data).length));
    expect(await screen.findByRole('table', { name: 'Tags' })).toBeInTheDocument();
    expect(await screen.findByTestId('tags-total')).toHaveTextContent(`${runVendors(data).length} rows`);
  });

  it('reads a drill-down table at once but draws it only when the user scrolls near it', async () => {
    const viewport = fakeViewport();
    const { auditId, runId, data } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/tag-inventory`);
    // The rows are already there (their count shows) while the table waits below the first screen.
    expect(await screen.findByTestId('tags-total')).toHaveTextContent(`${runVendors(data).length} rows`);
    expect(screen.queryByRole('table', { name: 'Tags' })).not.toBeInTheDocument();

    await viewport.enter();
    const table = screen.getByRole('table', { name: 'Tags' });
    expect(within(table).getByRole('link', { name: runVendors(data)[0]!.name })).toBeInTheDocument();
  });

  it('opens a summary number’s drill-down already filtered, with as many rows as the number says', async () => {
    const { auditId, runId, data } = scenario.completedRun({ morePagesThan: 60 });
    const user = userEvent.setup();
    const { router } = renderRoute(`${reports(auditId, runId)}/tag-inventory`);
    const broken = data.pages.filter((page) => page.statusCode >= 400).length;
    await user.click(await screen.findByRole('link', { name: /Broken pages: \d+/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/tag-inventory\/pages$/));
    expect(router.state.location.search).toContain('pageStatusCode=broken');
    expect(await screen.findByTestId('pages-total')).toHaveTextContent(
      `${formatCount(broken)} ${broken === 1 ? 'row' : 'rows'}`,
    );
    expect(screen.getByRole('button', { name: /Remove filter Status: broken/ })).toBeInTheDocument();
  });

  it('selecting a tag shows its accounts and the pages with it', async () => {
    const { auditId, runId, data } = scenario.completedRun({ morePagesThan: 60 });
    const user = userEvent.setup();
    renderRoute(`${reports(auditId, runId)}/tag-inventory/tags`);
    const table = await screen.findByRole('table', { name: 'Tags' });
    const vendor = runVendors(data)[0]!;
    await user.click(await within(table).findByRole('link', { name: vendor.name }));
    const present = data.pages.filter((page) => page.vendors.some((v) => v.tagId === vendor.tagId)).length;
    expect(await screen.findByRole('table', { name: 'Accounts of the selected tag' })).toBeInTheDocument();
    expect(await screen.findByTestId('pages-total')).toHaveTextContent(`${formatCount(present)} rows`);
  });

  it('names every column in full, so no two headers read alike', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/tag-inventory/tags`);
    const table = await screen.findByRole('table', { name: 'Tags' });
    const names = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(names).toEqual(expect.arrayContaining(['Pages with tag', 'Pages without tag']));
    expect(new Set(names).size).toBe(names.length);
    expect(within(table).getByRole('columnheader', { name: 'Pages without tag' })).toBeInTheDocument();
  });

  it('shows coded values in words and measured values with their units', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/alert-summary/alerts`);
    const alerts = await screen.findByRole('table', { name: 'Alerts' });
    const loadTime = await within(alerts).findByRole('row', { name: /Average page load time above 3 s/ });
    expect(loadTime).toHaveTextContent('Page summary: average page load time');
    expect(loadTime).toHaveTextContent(/> 3,000 ms/);
    expect(loadTime).toHaveTextContent(/\d ms(?!.*_)/);
    expect(alerts).not.toHaveTextContent('PAGE_SUMMARY_AVG_PAGE_LOAD_TIME');
  });

  it('gives a trend’s values their unit in its table alternative', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    const user = userEvent.setup();
    renderRoute(`${reports(auditId, runId)}/page-summary?trend=avg_page_load_time`);
    await user.click(await screen.findByRole('button', { name: 'Show as table' }, { timeout: 5000 }));
    const table = await screen.findByRole('table', { name: /Average load time/ });
    expect(within(table).getByRole('columnheader', { name: 'Average load time (ms)' })).toBeInTheDocument();
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    expect(cells.filter((text) => /^\d{1,3}(,\d{3})+$/.test(text)).length).toBeGreaterThan(0);
  });

  it('shows a cookie’s party, lifetime and SameSite in words', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/cookie-inventory/cookies`);
    const cookies = await screen.findByRole('table', { name: 'Cookies' });
    const ga = await within(cookies).findByRole('row', { name: /^_ga\b/ });
    expect(ga).toHaveTextContent('First party');
    expect(within(ga).getByText('First party').closest('td')).toHaveAttribute('title', 'First party');
    expect(ga).toHaveTextContent('Persistent');
    // The same words as the run's Cookies tab and the cookies grid: "400 days", not 576,000 minutes.
    expect(within(cookies).getByRole('columnheader', { name: 'Lifetime' })).toBeInTheDocument();
    expect(ga).toHaveTextContent('400 days');
    expect(ga).not.toHaveTextContent('576,000');
    expect(cookies).not.toHaveTextContent(/1st_party|timestamp/);
  });

  it('applies page filters from the form to the URL, and explains an invalid regex without losing it', async () => {
    const { auditId, runId, data } = scenario.completedRun({ morePagesThan: 60 });
    const user = userEvent.setup();
    const { router } = renderRoute(`${reports(auditId, runId)}/tag-inventory`);
    await user.click(await screen.findByRole('button', { name: 'Page filters' }));
    // The form's code loads when first opened.
    const url = await screen.findByRole('textbox', { name: 'Page URL' });
    await user.type(url, '(unclosed');
    await user.click(screen.getByRole('radio', { name: 'Regex' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(/Not a valid regular expression/)).toBeInTheDocument();
    expect(url).toHaveValue('(unclosed');
    expect(router.state.location.search).not.toContain('url=');
    await user.click(screen.getByRole('radio', { name: 'Contains' }));
    await user.clear(url);
    await user.type(url, '/');
    await user.click(screen.getByRole('checkbox', { name: 'Does not match' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toContain('urlNot=1'));
    // Every page URL contains "/": nothing is left.
    const pages = await screen.findByRole('link', { name: /^Pages: 0/ });
    expect(pages).toBeInTheDocument();
    expect(data.pages.length).toBeGreaterThan(0);
  });

  it('keeps the page filters when moving to another family', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/tag-inventory?status=broken`);
    const nav = await screen.findByRole('navigation', { name: 'Report families' });
    expect(within(nav).getByRole('link', { name: 'Cookie inventory' })).toHaveAttribute(
      'href',
      `${reports(auditId, runId)}/cookie-inventory?status=broken`,
    );
  });

  it('shows an error with Retry for the summary only when it fails', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    scenario.failingRead(
      '/v3/web-audits/:auditId/runs/:runId/reports/tag-inventory',
      { status: 500, message: 'Summary exploded' },
      'POST',
    );
    renderRoute(`${reports(auditId, runId)}/tag-inventory`);
    expect(await screen.findByText('Could not load the summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Tags' })).toBeInTheDocument();
  });

  it('says so for an unknown family', async () => {
    const { auditId, runId } = scenario.completedRun({ morePagesThan: 60 });
    renderRoute(`${reports(auditId, runId)}/not-a-family`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeInTheDocument();
  });
});
