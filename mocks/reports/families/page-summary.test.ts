// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RunPage } from '../../db/run-data';
import { reportTestMock } from '../test-harness';

const { call, completedRun } = reportTestMock();

const brokenClass = (code: number) => code < 200 || code >= 400;

/** The 75th percentile the way a spreadsheet computes it (linear between the two nearest ranks). */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * 0.75;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

describe('page summary', () => {
  it('sums up load times, status codes and web vitals of the run’s pages', async () => {
    const { auditId, runId, data } = completedRun();
    const { status, body } = await call('page-summary', 'summary', { auditId, runId });
    expect(status).toBe(200);
    const pages = data.pages;
    expect(body.totalPages).toBe(pages.length);
    expect(body.pagesFiltered).toBe(pages.length);
    const mean = pages.reduce((sum, page) => sum + page.loadTime, 0) / pages.length;
    expect(body.averagePageLoadTime).toBe(Math.round(mean));
    expect(body.pagesWithBrokenFinalStatusCode).toBe(
      pages.filter((page) => brokenClass(page.statusCode)).length,
    );
    expect(body.pagesWithBrokenInitialStatusCode).toBe(
      pages.filter((page) => brokenClass(page.initialStatusCode)).length,
    );
    expect(body.pageCountsByInitialStatusCodes.redirects).toBe(
      pages.filter((page) => page.initialStatusCode === 301).length,
    );
    expect(body.pageCountByLoadTimes.below3).toBe(pages.filter((page) => page.loadTime < 3000).length);
    const buckets = Object.values(body.pageCountByLoadTimes as Record<string, number>);
    expect(buckets.reduce((sum, count) => sum + count, 0)).toBe(pages.length);
    expect(body.webVitals.p75LargestContentfulPaint).toBeCloseTo(
      p75(pages.map((page) => page.webVitals.largestContentfulPaint)),
      3,
    );
    expect(body.webVitals.p75CumulativeLayoutShift).toBeCloseTo(
      p75(pages.map((page) => page.webVitals.cumulativeLayoutShift)),
      3,
    );
  });

  it('applies tag, crawl, web vital and page filters', async () => {
    const { auditId, runId, data } = completedRun();
    const tag = data.pages.flatMap((page) => page.vendors).find((vendor) => vendor.coverage < 0.9)!;
    const count = async (filters: Record<string, unknown>) =>
      (await call('page-summary', 'summary', { auditId, runId, body: filters })).body.pagesFiltered;
    expect(await count({ tagId: tag.tagId })).toBe(
      data.pages.filter((page) => page.vendors.some((vendor) => vendor.tagId === tag.tagId)).length,
    );
    expect(await count({ hasParentPage: false })).toBe(1);
    expect(await count({ largestContentfulPaint: { min: 2500 } })).toBe(
      data.pages.filter((page) => page.webVitals.largestContentfulPaint >= 2500).length,
    );
    expect(await count({ cumulativeLayoutShift: { max: 0.1 } })).toBe(
      data.pages.filter((page) => page.webVitals.cumulativeLayoutShift <= 0.1).length,
    );
    expect(await count({ pageLoadTime: { max: 2000 }, pageStatusCode: 'good' })).toBe(
      data.pages.filter((page: RunPage) => page.loadTime <= 2000 && page.statusCode < 300).length,
    );
    expect(await count({ errors: { filterType: 'ANY', errorTypes: ['ON_PAGE_ACTION_ERROR'] } })).toBe(0);
  });

  it('lists as many pages as each summary number counts', async () => {
    const { auditId, runId } = completedRun();
    const { body: summary } = await call('page-summary', 'summary', { auditId, runId });
    const total = async (filters: Record<string, unknown>) =>
      (await call('page-summary', 'pages', { auditId, runId, body: filters })).body.metadata.pagination
        .totalCount;
    expect(await total({})).toBe(summary.pagesFiltered);
    expect(await total({ pageStatusCode: 'broken' })).toBe(summary.pagesWithBrokenFinalStatusCode);
    expect(await total({ hasBrokenLinks: true })).toBe(summary.pagesWithBrokenLinks);
    expect(
      await total({
        initialPageStatusCode: { filterType: 'range', negated: true, minInclusive: 200, maxExclusive: 400 },
      }),
    ).toBe(summary.pagesWithBrokenInitialStatusCode);
    expect(summary.pagesWithBrokenLinks).toBeGreaterThan(0);
  });

  it('lists the pages of one final status code or class, as the run’s pages tab asks', async () => {
    // A run with client errors among its pages (a site's broken URLs stay broken from run to run).
    const { auditId, runId, data } = [0, 1, 2, 3, 4, 5]
      .map((index) => completedRun(index))
      .find((run) => run.data.pages.some((page) => page.statusCode >= 400 && page.statusCode < 500))!;
    const listed = async (finalPageStatusCode: Record<string, unknown>) =>
      (
        await call('page-summary', 'pages', {
          auditId,
          runId,
          query: { size: 1000 },
          body: { finalPageStatusCode },
        })
      ).body.pages.map((row: { pageId: string }) => row.pageId);
    const ids = (test: (code: number) => boolean) =>
      data.pages.filter((page) => test(page.statusCode)).map((page) => page.id);
    const clientErrors = await listed({
      filterType: 'range',
      negated: false,
      minInclusive: 400,
      maxExclusive: 500,
    });
    expect(clientErrors.length).toBeGreaterThan(0);
    expect(clientErrors.sort()).toEqual(ids((code) => code >= 400 && code < 500).sort());
    expect((await listed({ filterType: 'specific', negated: false, filterValue: 200 })).sort()).toEqual(
      ids((code) => code === 200).sort(),
    );
  });

  it('sorts and pages the page list by a web vital on the server', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('page-summary', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'largest_contentful_paint', sortDesc: true, size: 5, page: 1 },
    });
    const expected = data.pages
      .map((page) => page.webVitals.largestContentfulPaint)
      .sort((a, b) => b - a)
      .slice(5, 10);
    expect(body.pages.map((page: { largestContentfulPaint: number }) => page.largestContentfulPaint)).toEqual(
      expected,
    );
    expect(body.metadata.pagination.totalCount).toBe(data.pages.length);
    const row = body.pages[0];
    const page = data.byId.get(row.pageId)!;
    expect(row).toMatchObject({ pageTitle: page.title, size: page.size, redirectCount: page.redirectCount });
  });

  it('trends run-relative and over the last days agree, web vitals included', async () => {
    const { auditId, runId, data } = completedRun();
    const { body: summary } = await call('page-summary', 'summary', { auditId, runId });
    const runs = (await call('page-summary', 'trends', { auditId, runId })).body.runs;
    expect(runs.at(-1)).toMatchObject({ runId, averagePageLoadTime: summary.averagePageLoadTime });
    const days = await call('page-summary', 'trend', {
      auditId,
      params: { trendName: 'pages_with_broken_links' },
      query: { days: 390 },
    });
    const same = days.body.runs.find((item: { runId: number }) => item.runId === runId);
    expect(same.trendValue).toBe(summary.pagesWithBrokenLinks);

    const vitals = (await call('page-summary', 'webVitalsTrends', { auditId, runId })).body.runs;
    expect(vitals.at(-1).largestContentfulPaintStats.p75).toBe(summary.webVitals.p75LargestContentfulPaint);
    expect(vitals.at(-1).largestContentfulPaintStats.max).toBe(
      Math.max(...data.pages.map((page) => page.webVitals.largestContentfulPaint)),
    );
    const lcp = await call('page-summary', 'webVitalsTrend', {
      auditId,
      params: { trendName: 'largest_contentful_paint' },
      query: { days: 390 },
    });
    const run = lcp.body.runs.find((item: { runId: number }) => item.runId === runId);
    expect(run.stats).toEqual(vitals.at(-1).largestContentfulPaintStats);
    const { good, needsImprovement, poor } = run.distribution;
    expect(good + needsImprovement + poor).toBe(data.pages.length);
    expect(good).toBe(data.pages.filter((page) => page.webVitals.largestContentfulPaint <= 2500).length);
  });

  it('rejects a bad body, a bad trend name and a missing number of days with 400', async () => {
    const { auditId, runId } = completedRun();
    const bad = await call('page-summary', 'summary', {
      auditId,
      runId,
      body: { cumulativeLayoutShift: { min: 'low' } },
    });
    expect(bad.status).toBe(400);
    const noErrorTypes = await call('page-summary', 'pages', {
      auditId,
      runId,
      body: { errors: { filterType: 'ALL', errorTypes: [] } },
    });
    expect(noErrorTypes.status).toBe(400);
    const trend = await call('page-summary', 'webVitalsTrend', {
      auditId,
      params: { trendName: 'avg_page_load_time' },
      query: { days: 7 },
    });
    expect(trend.status).toBe(400);
    expect(
      (await call('page-summary', 'trend', { auditId, params: { trendName: 'avg_page_load_time' } })).status,
    ).toBe(400);
  });
});
