// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RunPage } from '../../db/run-data';
import { pageTagRequests } from '../../db/run-data/tag-requests';
import { reportTestMock } from '../test-harness';
import { expectTrendsAgree } from './shared/trend-checks';
import { SLOW_TAG_MS } from './tag-health';

const { call, completedRun } = reportTestMock();

const requestCount = (page: RunPage) => page.vendors.length + page.duplicateTagIds.length;
const brokenRequestCount = (page: RunPage) =>
  page.brokenTagIds.reduce((sum, tagId) => sum + (page.duplicateTagIds.includes(tagId) ? 2 : 1), 0);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

interface PageRow {
  filteredTagInstanceCount: number;
  filteredBrokenTagCount: number;
}

describe('tag health', () => {
  it('counts every tag request of the run, its broken and slow ones and their distributions', async () => {
    const { auditId, runId, data } = completedRun();
    const { status, body } = await call('tag-health', 'summary', { auditId, runId });
    expect(status).toBe(200);
    expect(body.totalPageCount).toBe(data.pages.length);
    expect(body.filteredPageCount).toBe(data.pages.length);
    const instances = sum(data.pages.map(requestCount));
    const broken = sum(data.pages.map(brokenRequestCount));
    expect(body.filteredTagInstanceCount).toBe(instances);
    expect(body.filteredBrokenTagCount).toBe(broken);
    expect(broken).toBeGreaterThan(0);
    expect(body.tagStatusCodeDistribution).toEqual({ good: instances - broken, redirect: 0, broken });
    const loadTimes = data.pages.flatMap((page) => pageTagRequests(page).map((r) => r.loadTime));
    expect(body.tagLoadTimeDistribution).toEqual({
      below500: loadTimes.filter((ms) => ms < 500).length,
      '500to1000': loadTimes.filter((ms) => ms >= 500 && ms < 1000).length,
      '1000to2000': loadTimes.filter((ms) => ms >= 1000 && ms < 2000).length,
      above2000: loadTimes.filter((ms) => ms >= 2000).length,
    });
    expect(body.filteredSlowTagCount).toBe(body.tagLoadTimeDistribution.above2000);
    expect(body.filteredSlowTagCount).toBeGreaterThan(0);
    expect(body.filteredTagLoadTimeAverage).toBe(Math.round(sum(loadTimes) / loadTimes.length));
    expect(body.filteredBrokenTagPercentage).toBeCloseTo((100 * broken) / instances, 2);
  });

  it('lists tags and accounts whose requests add up to the summary', async () => {
    const { auditId, runId, data } = completedRun();
    const summary = (await call('tag-health', 'summary', { auditId, runId })).body;
    const { body } = await call('tag-health', 'tags', { auditId, runId });
    expect(sum(body.tags.map((tag: { tagInstanceCount: number }) => tag.tagInstanceCount))).toBe(
      summary.filteredTagInstanceCount,
    );
    const tag = body.tags[0];
    const fired = sum(
      data.pages.map((page) =>
        page.vendors.some((v) => v.tagId === tag.tagId)
          ? page.duplicateTagIds.includes(tag.tagId)
            ? 2
            : 1
          : 0,
      ),
    );
    expect(tag.tagInstanceCount).toBe(fired);
    const accounts = await call('tag-health', 'tagAccounts', {
      auditId,
      runId,
      params: { tagId: tag.tagId },
    });
    expect(accounts.body.metadata.pagination.totalCount).toBe(tag.filteredTagAccountCount);
    expect(accounts.body.tagAccounts[0]).toMatchObject({
      tagId: tag.tagId,
      tagInstanceCount: tag.tagInstanceCount,
      tagLoadTimeDistribution: tag.tagLoadTimeDistribution,
      tagStatusCodeDistribution: tag.tagStatusCodeDistribution,
    });
    expect((await call('tag-health', 'tagAccounts', { auditId, runId, params: { tagId: 999 } })).status).toBe(
      404,
    );
  });

  it('narrows to broken tag requests: the pages with a failed tag, and their counts agree', async () => {
    const { auditId, runId, data } = completedRun();
    const body = { tagStatusCode: 'broken' };
    const summary = (await call('tag-health', 'summary', { auditId, runId, body })).body;
    const withBroken = data.pages.filter((page) => page.brokenTagIds.length > 0);
    expect(summary.filteredPageCount).toBe(withBroken.length);
    expect(summary.filteredTagInstanceCount).toBe(sum(withBroken.map(brokenRequestCount)));
    expect(summary.filteredBrokenTagPercentage).toBe(100);
    const pages = await call('tag-health', 'pages', { auditId, runId, body, query: { size: 1000 } });
    expect(pages.body.metadata.pagination.totalCount).toBe(summary.filteredPageCount);
    expect(sum(pages.body.pages.map((row: PageRow) => row.filteredBrokenTagCount))).toBe(
      summary.filteredBrokenTagCount,
    );
  });

  it('narrows to slow tag requests and to a page URL', async () => {
    const { auditId, runId, data } = completedRun();
    const all = (await call('tag-health', 'summary', { auditId, runId })).body;
    const slow = (
      await call('tag-health', 'summary', { auditId, runId, body: { tagLoadTime: { min: SLOW_TAG_MS } } })
    ).body;
    expect(slow.filteredTagInstanceCount).toBe(all.filteredSlowTagCount);
    expect(slow.tagLoadTimeDistribution.below500).toBe(0);
    const needle = new URL(data.pages[3]!.url).pathname.split('/')[1]!;
    const byUrl = await call('tag-health', 'summary', {
      auditId,
      runId,
      body: { pageUrl: { filterType: 'contains', filterValue: needle } },
    });
    const matching = data.pages.filter((page) => page.url.toLowerCase().includes(needle.toLowerCase()));
    expect(byUrl.body.filteredPageCount).toBe(matching.length);
    expect(byUrl.body.filteredTagInstanceCount).toBe(sum(matching.map(requestCount)));
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('tag-health', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'tag_instance_count', sortDesc: true, size: 5 },
    });
    expect(body.metadata.pagination.totalCount).toBe(data.pages.length);
    const most = data.pages
      .map(requestCount)
      .sort((a, b) => b - a)
      .slice(0, 5);
    expect(body.pages.map((row: PageRow) => row.filteredTagInstanceCount)).toEqual(most);
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = completedRun();
    const latest = await expectTrendsAgree(
      call,
      'tag-health',
      { auditId, runId },
      { slow_tags: 'totalSlowTagCount' },
    );
    const summary = (await call('tag-health', 'summary', { auditId, runId })).body;
    expect(latest.totalBrokenTagCount).toBe(summary.filteredBrokenTagCount);
    expect(latest.totalTagLoadTimeAverage).toBe(summary.filteredTagLoadTimeAverage);
  });

  it('rejects a bad body with 400', async () => {
    const { auditId, runId } = completedRun();
    const status = await call('tag-health', 'summary', { auditId, runId, body: { tagStatusCode: 'slow' } });
    expect(status.status).toBe(400);
    const range = await call('tag-health', 'pages', { auditId, runId, body: { tagLoadTime: { min: -1 } } });
    expect(range.status).toBe(400);
  });
});
