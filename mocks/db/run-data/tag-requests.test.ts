// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb, mockOptions } from '../seed';
import { pageWithDetail, runData, type RunPage } from '.';
import { isMultiple, pageTagRequests } from './tag-requests';

describe('tag requests', () => {
  const db = createDb(mockOptions());
  const audit = db.audits.all()[0]!;
  const run = db.runs.get(audit.id)!.find((r) => r.completed && r.totalUrl > 0)!;
  const { pages } = runData(db, audit.id, run.id)!;
  const firesTwice = (page: RunPage) => page.duplicateTagIds.length > 0;
  const hasMultiple = (page: RunPage) => page.duplicateTagIds.some((tagId) => isMultiple(page, tagId));
  const sample = [
    ...new Set([
      ...pages.slice(0, 3),
      pages.find((page) => page.brokenTagIds.length > 0),
      pages.find((page) => firesTwice(page) && !hasMultiple(page)),
      pages.find(hasMultiple),
    ]),
  ].filter((page): page is RunPage => page !== undefined);
  const detailOf = (page: RunPage) => pageWithDetail(db, audit.id, run.id, page.id)!.detail;

  it('samples pages with broken, duplicate and multiple tags', () => {
    expect(sample.some((page) => page.brokenTagIds.length > 0)).toBe(true);
    expect(sample.some((page) => firesTwice(page) && !hasMultiple(page))).toBe(true);
    expect(sample.some(hasMultiple)).toBe(true);
  });

  it.each(sample.map((page) => [page.id, page] as const))(
    'gives page %s the load times, sizes and status codes the tag reports use',
    (_id, page) => {
      const detail = detailOf(page);
      const logged = detail.requests.filter((request) => request.tagId !== undefined);
      expect(
        logged.map(({ tagId, loadTime, responseSizeBytes, statusCode }) => ({
          tagId,
          loadTime,
          responseSizeBytes,
          statusCode,
        })),
      ).toEqual(
        pageTagRequests(page).map(({ vendor, loadTime, size, statusCode }) => ({
          tagId: vendor.tagId,
          loadTime,
          responseSizeBytes: size,
          statusCode,
        })),
      );
    },
  );

  it('repeats a duplicate request and varies a multiple one', () => {
    for (const page of sample.filter(firesTwice)) {
      const detail = detailOf(page);
      for (const tagId of page.duplicateTagIds) {
        const tag = detail.tags.find((candidate) => candidate.vendor.tagId === tagId)!;
        const [first, second] = tag.harEntryIndices.map((index) => detail.requests[index]!.url);
        if (isMultiple(page, tagId)) expect(second).not.toBe(first);
        else expect(second).toBe(first);
      }
    }
  });
});
