// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runVendors } from '../../db/run-data/run-level';
import { reportTestMock } from '../test-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { call, completedRun } = reportTestMock();

describe('tag inventory', () => {
  it('counts the distinct tags that fired on the run’s pages and their instances', async () => {
    const { auditId, runId, data } = completedRun();
    const { status, body } = await call('tag-inventory', 'summary', { auditId, runId });
    expect(status).toBe(200);
    expect(body.totalPageCount).toBe(data.pages.length);
    expect(body.filteredPageCount).toBe(data.pages.length);
    expect(body.filteredUniqueTagCount).toBe(runVendors(data).length);
    const instances = data.pages.reduce(
      (sum, page) => sum + page.vendors.length + page.duplicateTagIds.length,
      0,
    );
    expect(body.totalTagInstanceCount).toBe(instances);
    expect(body.filteredBrokenPageCount).toBe(data.pages.filter((page) => page.statusCode >= 400).length);
  });

  it('lists each tag with the pages it is present and absent on', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('tag-inventory', 'tags', { auditId, runId });
    expect(body.tags).toHaveLength(runVendors(data).length);
    for (const tag of body.tags) {
      const present = data.pages.filter((page) => page.vendors.some((v) => v.tagId === tag.tagId)).length;
      expect(tag.tagPresentPageCount).toBe(present);
      expect(tag.tagPresentPageCount + tag.tagAbsentPageCount).toBe(data.pages.length);
    }
  });

  it('narrows pages to one tag and its account, and the page list agrees with the tag row', async () => {
    const { auditId, runId } = completedRun();
    const tag = (await call('tag-inventory', 'tags', { auditId, runId })).body.tags[1];
    const accounts = await call('tag-inventory', 'tagAccounts', {
      auditId,
      runId,
      params: { tagId: tag.tagId },
    });
    expect(accounts.body.tagAccounts[0].tagPresentPageCount).toBe(tag.tagPresentPageCount);
    const pages = await call('tag-inventory', 'pages', {
      auditId,
      runId,
      body: { tagId: tag.tagId, tagAccount: accounts.body.tagAccounts[0].tagAccount },
      query: { size: 10 },
    });
    expect(pages.body.metadata.pagination.totalCount).toBe(tag.tagPresentPageCount);
    expect(pages.body.pages).toHaveLength(Math.min(10, tag.tagPresentPageCount));
  });

  it('applies page filters: URL contains with negation, regex, status code and load time', async () => {
    const { auditId, runId, data } = completedRun();
    const needle = new URL(data.pages[3]!.url).pathname.split('/')[1]!;
    const contains = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { pageUrl: { filterType: 'contains', filterValue: needle } },
    });
    const negated = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { pageUrl: { filterType: 'contains', filterValue: needle, negated: true } },
    });
    const expected = data.pages.filter((page) =>
      page.url.toLowerCase().includes(needle.toLowerCase()),
    ).length;
    expect(contains.body.filteredPageCount).toBe(expected);
    expect(negated.body.filteredPageCount).toBe(data.pages.length - expected);
    const regex = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { pageUrl: { filterType: 'regex', filterValue: '^https://[^/]+/$' } },
    });
    expect(regex.body.filteredPageCount).toBe(
      data.pages.filter((page) => /^https:\/\/[^/]+\/$/i.test(page.url)).length,
    );
    const status = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { finalPageStatusCode: { filterType: 'specific', filterValue: 200, negated: true } },
    });
    expect(status.body.filteredPageCount).toBe(data.pages.filter((page) => page.statusCode !== 200).length);
    const slow = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { pageLoadTime: { min: 3000 } },
    });
    expect(slow.body.filteredPageCount).toBe(data.pages.filter((page) => page.loadTime >= 3000).length);
  });

  it('rejects a bad regex and a bad body with 400, an unknown run with 404 and no key with 401', async () => {
    const { auditId, runId } = completedRun();
    const regex = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { pageUrl: { filterType: 'regex', filterValue: '(' } },
    });
    expect(regex.status).toBe(400);
    const body = await call('tag-inventory', 'summary', {
      auditId,
      runId,
      body: { pageLoadTime: { min: 'slow' } },
    });
    expect(body.status).toBe(400);
    expect(body.body.validationReport).toBeDefined();
    expect((await call('tag-inventory', 'summary', { auditId, runId: 999999 })).status).toBe(404);
    expect((await call('tag-inventory', 'summary', { auditId, runId }, null)).status).toBe(401);
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('tag-inventory', 'pages', {
      auditId,
      runId,
      query: { sortBy: 'page_load_time', sortDesc: true, size: 5 },
    });
    const slowest = [...data.pages].sort((a, b) => b.loadTime - a.loadTime).slice(0, 5);
    expect(body.pages.map((page: { pageLoadTime: number }) => page.pageLoadTime)).toEqual(
      slowest.map((page) => page.loadTime),
    );
    expect((await call('tag-inventory', 'pages', { auditId, runId, query: { sortBy: 'nope' } })).status).toBe(
      400,
    );
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = completedRun();
    await expectTrendsAgree(
      call,
      'tag-inventory',
      { auditId, runId },
      { unique_tags: 'totalUniqueTagCount' },
    );
    const bad = await call('tag-inventory', 'trend', {
      auditId,
      params: { trendName: 'nope' },
      query: { days: 7 },
    });
    expect(bad.status).toBe(400);
    const noDays = await call('tag-inventory', 'trend', { auditId, params: { trendName: 'unique_tags' } });
    expect(noDays.status).toBe(400);
  });
});
