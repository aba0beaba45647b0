import type { AuditSummaryRequest, auditSummary } from '@/api/reports/families/audit-summary';
import { pageWithDetail, type RunData, type Vendor } from '../../db/run-data';
import { runVendors } from '../../db/run-data/run-level';
import { runScores, type RunScores } from '../../db/run-data/scores';
import type { MockFamily, RunReportContext } from '../context';
import { isBrokenPage } from '../filters';
import { auditTrend, remember, runTrends } from '../trends';
import { isPrimaryTag, tagInfo, tagInstances } from '../tags';

type Request = AuditSummaryRequest;

/** Most pages whose detail is read for tag load times (evenly spread; exact for smaller runs). */
const LOAD_TIME_SAMPLE = 200;

/** Whether a vendor matches the request's tag, category, vendor and primary filters. */
function tagMatches(vendor: Vendor, body: Request): boolean {
  if (body.primaryTagsOnly && !isPrimaryTag(vendor)) return false;
  if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  return true;
}

/** Per tag of the run: the pages it fired on and its requests by status (broken tags fail every request). */
function tagTotals(data: RunData) {
  return remember(data.pages, 'audit-summary:tags', () => {
    const totals = new Map<number, { vendor: Vendor; pages: number; good: number; broken: number }>();
    for (const page of data.pages) {
      for (const vendor of page.vendors) {
        const entry = totals.get(vendor.tagId) ?? { vendor, pages: 0, good: 0, broken: 0 };
        const requests = tagInstances(page, vendor.tagId);
        entry.pages += 1;
        if (page.brokenTagIds.includes(vendor.tagId)) entry.broken += requests;
        else entry.good += requests;
        totals.set(vendor.tagId, entry);
      }
    }
    return [...totals.values()].sort((a, b) => a.vendor.tagId - b.vendor.tagId);
  });
}

/** Average load time of each tag's requests, from the detail of (at most a sample of) the run's pages. */
function tagLoadTimes(ctx: RunReportContext): Map<number, number> {
  const { pages } = ctx.data;
  return remember(pages, 'audit-summary:load-times', () => {
    const sums = new Map<number, { total: number; count: number }>();
    const step = Math.max(1, Math.ceil(pages.length / LOAD_TIME_SAMPLE));
    for (let i = 0; i < pages.length; i += step) {
      const detail = pageWithDetail(ctx.db, ctx.audit.id, ctx.run.id, pages[i]!.id)?.detail;
      for (const request of detail?.requests ?? []) {
        if (request.tagId === undefined) continue;
        const sum = sums.get(request.tagId) ?? { total: 0, count: 0 };
        sum.total += request.loadTime;
        sum.count += 1;
        sums.set(request.tagId, sum);
      }
    }
    return new Map([...sums].map(([tagId, sum]) => [tagId, Math.round(sum.total / sum.count)]));
  });
}

/** The run-wide figures of the audit summary's trends (the same as the tag inventory's). */
export function runTagFigures(data: RunData) {
  const tags = tagTotals(data);
  return {
    totalBrokenPageCount: data.pages.filter(isBrokenPage).length,
    totalUniqueTagCount: runVendors(data).length,
    totalBrokenTagCount: tags.filter((tag) => tag.broken > 0).length,
  };
}

const trendValue = {
  unique_tags: 'totalUniqueTagCount',
  broken_tags: 'totalBrokenTagCount',
  broken_pages: 'totalBrokenPageCount',
} as const;

const scorePart: Record<string, keyof RunScores> = {
  total: 'total',
  tag_presence: 'tagPresence',
  tag_performance: 'tagPerformance',
  rules: 'rules',
  page_performance: 'pagePerformance',
  cookies: 'cookies',
};

/** Audit summary computed from the run's pages, its tags and its scores (the run's own scores). */
export const auditSummaryMock: MockFamily<typeof auditSummary> = {
  summary: (ctx) => {
    const primary = runVendors(ctx.data).filter(isPrimaryTag);
    return {
      totalUniquePrimaryTagCount: primary.length,
      filteredUniquePrimaryTagCount: primary.filter((vendor) => tagMatches(vendor, ctx.body)).length,
    };
  },
  trends: (ctx) => runTrends(ctx, ({ data }) => runTagFigures(data())),
  trend: (ctx) =>
    auditTrend(
      ctx,
      ({ data }) => runTagFigures(data())[trendValue[ctx.trendName as keyof typeof trendValue]],
    ),
  primaryTags: (ctx) => {
    const loadTimes = tagLoadTimes(ctx);
    return {
      tags: tagTotals(ctx.data)
        .filter((tag) => isPrimaryTag(tag.vendor) && tagMatches(tag.vendor, ctx.body))
        .map((tag) => ({
          ...tagInfo(tag.vendor),
          pageCount: tag.pages,
          // The mock gives a tag one account per audit (tagAccount) and one version.
          tagAccountCount: 1,
          tagVersionCount: 1,
          tagLoadTimeAverage: loadTimes.get(tag.vendor.tagId) ?? 0,
          statusCodeDistribution: { good: tag.good, redirect: 0, broken: tag.broken },
        })),
    };
  },
  tags: (ctx) => {
    const loadTimes = tagLoadTimes(ctx);
    return {
      tags: tagTotals(ctx.data)
        .filter((tag) => tagMatches(tag.vendor, ctx.body))
        .map((tag) => ({
          ...tagInfo(tag.vendor),
          pageCount: tag.pages,
          pageNotPresentCount: ctx.data.pages.length - tag.pages,
          tagLoadTimeAverage: loadTimes.get(tag.vendor.tagId) ?? 0,
          tagAccountCount: 1,
          uniqueVariableCount: Object.keys(tag.vendor.variables).length,
        })),
    };
  },
  scores: (ctx) => runScores(ctx.db, ctx.audit.id, ctx.run, ctx.data),
  scoreTrends: (ctx) => ({
    runs: ctx.history().map(({ run, data }) => ({
      runId: run.id,
      completedAt: run.completed,
      scores: runScores(ctx.db, ctx.audit.id, run, data()),
    })),
  }),
  scoreTrend: (ctx) => ({
    runs: ctx.history().map(({ run, data }) => ({
      runId: run.id,
      completedAt: run.completed,
      score: runScores(ctx.db, ctx.audit.id, run, data())[scorePart[ctx.trendName]!],
    })),
  }),
};
