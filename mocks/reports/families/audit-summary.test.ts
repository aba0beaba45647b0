// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runVendors } from '../../db/run-data/run-level';
import { mockCall } from '../../lib/test-call';
import { reportTestMock } from '../test-harness';
import { dayTrendValue } from './shared/trend-checks';

const { call, completedRun } = reportTestMock();

const primaryCategories = ['Analytics', 'Tag Management'];

describe('audit summary', () => {
  it('serves the run’s own scores, now and in its trends', async () => {
    const { auditId, runId } = completedRun();
    const expected = (await mockCall().call('GET', `/v3/web-audits/${auditId}/runs/${runId}/scores`)).body;
    const { status, body } = await call('audit-summary', 'scores', { auditId, runId });
    expect(status).toBe(200);
    expect(body).toEqual(expected);
    const parts = ['tagPresence', 'tagPerformance', 'rules', 'pagePerformance', 'cookies'] as const;
    const sum = parts.reduce((total, part) => total + body[part].score, 0);
    expect(Math.round(sum * 10) / 10).toBe(body.total.score);

    const trends = (await call('audit-summary', 'scoreTrends', { auditId, runId })).body.runs;
    expect(trends.at(-1)).toEqual(expect.objectContaining({ runId, scores: expected }));
    const days = await call('audit-summary', 'scoreTrend', {
      auditId,
      params: { trendName: 'tag_presence' },
      query: { days: 390 },
    });
    const same = days.body.runs.find((item: { runId: number }) => item.runId === runId);
    expect(same.score).toEqual(expected.tagPresence);
  });

  it('counts the primary tags that fired and lists exactly those', async () => {
    const { auditId, runId, data } = completedRun();
    const primary = runVendors(data).filter((vendor) => primaryCategories.includes(vendor.category));
    expect(primary.length).toBeGreaterThan(0);
    const { body } = await call('audit-summary', 'summary', { auditId, runId });
    expect(body.totalUniquePrimaryTagCount).toBe(primary.length);
    expect(body.filteredUniquePrimaryTagCount).toBe(primary.length);
    const list = await call('audit-summary', 'primaryTags', { auditId, runId });
    expect(list.body.tags.map((tag: { tagId: number }) => tag.tagId)).toEqual(primary.map((v) => v.tagId));

    const category = primary[0]!.categoryId;
    const filtered = await call('audit-summary', 'summary', {
      auditId,
      runId,
      body: { tagCategoryId: category },
    });
    const inCategory = primary.filter((vendor) => vendor.categoryId === category).length;
    expect(filtered.body.filteredUniquePrimaryTagCount).toBe(inCategory);
    expect(filtered.body.totalUniquePrimaryTagCount).toBe(primary.length);
    const filteredList = await call('audit-summary', 'primaryTags', {
      auditId,
      runId,
      body: { tagCategoryId: category },
    });
    expect(filteredList.body.tags).toHaveLength(inCategory);
  });

  it('gives each tag its pages and its requests by status', async () => {
    const { auditId, runId, data } = completedRun();
    const { body } = await call('audit-summary', 'tags', { auditId, runId });
    expect(body.tags).toHaveLength(runVendors(data).length);
    for (const tag of body.tags) {
      const fired = data.pages.filter((page) => page.vendors.some((vendor) => vendor.tagId === tag.tagId));
      expect(tag.pageCount).toBe(fired.length);
      expect(tag.pageNotPresentCount).toBe(data.pages.length - fired.length);
      expect(tag.tagLoadTimeAverage).toBeGreaterThan(0);
    }
    const primary = (await call('audit-summary', 'primaryTags', { auditId, runId })).body.tags;
    for (const tag of primary) {
      const requests = (page: (typeof data.pages)[number]) =>
        page.duplicateTagIds.includes(tag.tagId) ? 2 : 1;
      const fired = data.pages.filter((page) => page.vendors.some((vendor) => vendor.tagId === tag.tagId));
      const broken = fired.filter((page) => page.brokenTagIds.includes(tag.tagId));
      expect(tag.statusCodeDistribution.broken).toBe(broken.reduce((sum, page) => sum + requests(page), 0));
      expect(tag.statusCodeDistribution.good + tag.statusCodeDistribution.broken).toBe(
        fired.reduce((sum, page) => sum + requests(page), 0),
      );
    }
    const onlyPrimary = await call('audit-summary', 'tags', {
      auditId,
      runId,
      body: { primaryTagsOnly: true },
    });
    expect(onlyPrimary.body.tags).toHaveLength(primary.length);
  });

  it('trends like the tag inventory, run-relative and over the last days', async () => {
    const { auditId, runId, data } = completedRun();
    const runs = (await call('audit-summary', 'trends', { auditId, runId })).body.runs;
    const inventory = (await call('tag-inventory', 'trends', { auditId, runId })).body.runs;
    expect(runs).toEqual(inventory);
    expect(runs.at(-1).totalBrokenPageCount).toBe(data.pages.filter((page) => page.statusCode >= 400).length);
    expect(await dayTrendValue(call, 'audit-summary', { auditId, runId }, 'broken_tags')).toBe(
      runs.at(-1).totalBrokenTagCount,
    );
  });

  it('rejects a bad body and an unknown score trend with 400', async () => {
    const { auditId, runId } = completedRun();
    expect((await call('audit-summary', 'tags', { auditId, runId, body: { tagId: 'ga' } })).status).toBe(400);
    const trend = await call('audit-summary', 'scoreTrend', {
      auditId,
      params: { trendName: 'unique_tags' },
      query: { days: 30 },
    });
    expect(trend.status).toBe(400);
    expect((await call('audit-summary', 'scores', { auditId, runId: 999999 })).status).toBe(404);
  });
});
