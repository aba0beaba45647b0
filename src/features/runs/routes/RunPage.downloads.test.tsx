import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runData } from '@mocks/db/run-data';
import { catchDownloads, csvRecords } from '@/test/catch-downloads';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const { scenario } = mock;

const base = (auditId: number, runId: number) => `/audits/${auditId}/runs/${runId}`;

/** The `size` of each call to a path ending in `suffix`. */
function sizesAsked(suffix: string) {
  const sizes: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(suffix)) sizes.push(url.searchParams.get('size') ?? '');
  });
  return sizes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('whole downloads of a run’s tabs', () => {
  it('Pages: every page of the run, sorted as on screen, read 1,000 a page, named for its sort', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const pages = runData(mock.ref.current, auditId, run.id)!.pages;
    const files = catchDownloads();
    const sizes = sizesAsked('/pages');
    renderRoute(`${base(auditId, run.id)}/pages?sort=-load_time`);
    await screen.findByRole('table', { name: 'Pages' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`run-${run.id}-pages-sort-load-time-desc.csv`);
    const [header, ...rows] = await csvRecords(files[0]!);
    expect(header).toEqual(['URL', 'Status code', 'Load time (ms)', 'Size (bytes)']);
    expect(rows).toHaveLength(pages.length);
    const loadTimes = rows.map((row) => Number(row[2]));
    expect(loadTimes).toEqual([...loadTimes].sort((a, b) => b - a));
    expect(sizes).toContain('1000');
  });

  it('JavaScript variables: every audit page’s variables, cursor after cursor, 1,000 pages a request', async () => {
    const { auditId, run } = scenario.completedRun({ morePagesThan: 60 });
    const pages = runData(mock.ref.current, auditId, run.id)!.pages;
    const files = catchDownloads();
    const sizes = sizesAsked('/javascript-variables');
    renderRoute(`${base(auditId, run.id)}/javascript-variables`);
    await screen.findByRole('table', { name: 'JavaScript variables' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download all (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`run-${run.id}-javascript-variables.csv`);
    const [header, ...rows] = await csvRecords(files[0]!);
    expect(header).toEqual(['Page URL', 'Variable', 'Value']);
    const shownPages = new Set(rows.map((row) => row[0]));
    expect(shownPages.size).toBeGreaterThan(50);
    expect([...shownPages].every((url) => pages.some((page) => page.url === url))).toBe(true);
    expect(sizes.at(-1)).toBe('1000');
  });
});
