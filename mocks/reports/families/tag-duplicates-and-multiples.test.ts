// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runVendors } from '../../db/run-data/run-level';
import { isMultiple } from '../../db/run-data/tag-requests';
import { reportTestMock } from '../test-harness';
import { expectTrendsAgree } from './shared/trend-checks';

const { call, completedRun } = reportTestMock();

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const family = 'tag-duplicates-and-multiples';

interface Figures {
  tagId: number;
  filteredTagInstanceCount: number;
  filteredTagDuplicateCount: number;
  filteredTagDuplicatePageCount: number;
  filteredTagMultipleCount: number;
  filteredTagMultiplePageCount: number;
}

const figureFields = [
  'filteredTagInstanceCount',
  'filteredTagDuplicateCount',
  'filteredTagDuplicatePageCount',
  'filteredTagMultipleCount',
  'filteredTagMultiplePageCount',
] as const;

interface PageRow {
  pageId: string;
  filteredTagDuplicateCount: number;
  filteredTagMultipleCount: number;
}

describe('tag duplicates and multiples', () => {
  it('splits the tags that fired twice into duplicates and multiples', async () => {
    const { auditId, runId, data } = completedRun();
    const { status, body } = await call(family, 'summary', { auditId, runId });
    expect(status).toBe(200);
    expect(body.totalPageCount).toBe(data.pages.length);
    expect(body.filteredPageCount).toBe(data.pages.length);
    expect(body.filteredUniqueTagCount).toBe(runVendors(data).length);
    const instances = sum(data.pages.map((page) => page.vendors.length + page.duplicateTagIds.length));
    expect(body.totalTagInstanceCount).toBe(instances);
    expect(body.filteredTagInstanceCount).toBe(instances);
    const multiples = sum(
      data.pages.map((page) => page.duplicateTagIds.filter((tagId) => isMultiple(page, tagId)).length),
    );
    const repeats = sum(data.pages.map((page) => page.duplicateTagIds.length));
    expect(body.filteredTagMultipleCount).toBe(multiples);
    expect(body.filteredTagDuplicateCount).toBe(repeats - multiples);
    expect(body.filteredTagDuplicateCount).toBeGreaterThan(0);
    expect(body.filteredTagMultipleCount).toBeGreaterThan(0);
  });

  it('lists tags and pages whose figures add up to the summary', async () => {
    const { auditId, runId } = completedRun();
    const summary = (await call(family, 'summary', { auditId, runId })).body;
    const tags: Figures[] = (await call(family, 'tags', { auditId, runId })).body.tags;
    expect(tags).toHaveLength(summary.filteredUniqueTagCount);
    expect(sum(tags.map((tag) => tag.filteredTagDuplicateCount))).toBe(summary.filteredTagDuplicateCount);
    expect(sum(tags.map((tag) => tag.filteredTagMultipleCount))).toBe(summary.filteredTagMultipleCount);
    const all = await call(family, 'pages', { auditId, runId, query: { size: 1000 } });
    expect(all.body.metadata.pagination.totalCount).toBe(summary.filteredPageCount);
    for (const type of ['tag_duplicates', 'tag_multiples'] as const) {
      const field = type === 'tag_duplicates' ? 'filteredTagDuplicateCount' : 'filteredTagMultipleCount';
      const pages = await call(family, 'pages', { auditId, runId, body: { type }, query: { size: 1000 } });
      const expected = all.body.pages.filter((row: PageRow) => row[field] > 0);
      expect(pages.body.pages.map((row: PageRow) => row.pageId)).toEqual(
        expected.map((row: PageRow) => row.pageId),
      );
      expect(sum(pages.body.pages.map((row: PageRow) => row[field]))).toBe(summary[field]);
    }
  });

  it('narrows to one tag: the summary, the tag row, its account and its pages agree', async () => {
    const { auditId, runId, data } = completedRun();
    const tags: Figures[] = (await call(family, 'tags', { auditId, runId })).body.tags;
    const tag = tags.reduce((best, candidate) =>
      candidate.filteredTagDuplicateCount + candidate.filteredTagMultipleCount >
      best.filteredTagDuplicateCount + best.filteredTagMultipleCount
        ? candidate
        : best,
    );
    const summary = (await call(family, 'summary', { auditId, runId, body: { tagId: tag.tagId } })).body;
    expect(summary.filteredUniqueTagCount).toBe(1);
    expect(summary.filteredTagInstanceCount).toBe(tag.filteredTagInstanceCount);
    expect(summary.filteredPageCount).toBe(
      data.pages.filter((page) => page.vendors.some((v) => v.tagId === tag.tagId)).length,
    );
    const accounts = await call(family, 'tagAccounts', { auditId, runId, params: { tagId: tag.tagId } });
    expect(accounts.body.tagAccounts).toHaveLength(1);
    expect(accounts.body.tagAccounts[0]).toMatchObject(
      Object.fromEntries(figureFields.map((field) => [field, tag[field]])),
    );
    const pages = await call(family, 'pages', {
      auditId,
      runId,
      body: { tagId: tag.tagId, type: 'tag_duplicates' },
      query: { size: 1000 },
    });
    expect(pages.body.metadata.pagination.totalCount).toBe(tag.filteredTagDuplicatePageCount);
    expect((await call(family, 'tagAccounts', { auditId, runId, params: { tagId: 999 } })).status).toBe(404);
  });

  it('applies page filters', async () => {
    const { auditId, runId, data } = completedRun();
    const slow = await call(family, 'summary', { auditId, runId, body: { pageLoadTime: { min: 3000 } } });
    const matching = data.pages.filter((page) => page.loadTime >= 3000);
    expect(slow.body.filteredPageCount).toBe(matching.length);
    expect(slow.body.filteredTagInstanceCount).toBe(
      sum(matching.map((page) => page.vendors.length + page.duplicateTagIds.length)),
    );
    expect(slow.body.totalTagInstanceCount).toBeGreaterThan(slow.body.filteredTagInstanceCount);
  });

  it('sorts and pages the page list on the server', async () => {
    const { auditId, runId } = completedRun();
    const all = (await call(family, 'pages', { auditId, runId, query: { size: 1000 } })).body
      .pages as PageRow[];
    const { body } = await call(family, 'pages', {
      auditId,
      runId,
      query: { sortBy: 'tag_duplicates', sortDesc: true, size: 3, page: 0 },
    });
    expect(body.pages).toHaveLength(3);
    expect(body.metadata.pagination.totalCount).toBe(all.length);
    const most = all
      .map((row) => row.filteredTagDuplicateCount)
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect(body.pages.map((row: PageRow) => row.filteredTagDuplicateCount)).toEqual(most);
  });

  it('trends run-relative and over the last days agree for the same run', async () => {
    const { auditId, runId } = completedRun();
    const latest = await expectTrendsAgree(
      call,
      family,
      { auditId, runId },
      { tag_multiples: 'totalTagMultipleCount' },
    );
    const summary = (await call(family, 'summary', { auditId, runId })).body;
    expect(latest.totalTagDuplicateCount).toBe(summary.filteredTagDuplicateCount);
  });

  it('rejects a bad body with 400', async () => {
    const { auditId, runId } = completedRun();
    expect((await call(family, 'pages', { auditId, runId, body: { type: 'triples' } })).status).toBe(400);
    expect((await call(family, 'summary', { auditId, runId, body: { tagId: 'gtm' } })).status).toBe(400);
  });
});
