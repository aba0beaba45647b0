import type { PageSummaryRequest, pageSummary } from '@/api/reports/families/page-summary';
import { tagAccount, type RunData, type RunPage, type Vendor } from '../../db/run-data';
import { statusClass } from '../../db/run-data/initiators';
import { isBrokenLink, linksFrom } from '../../db/run-data/links';
import { webVitalsSummary } from '../../handlers/page-views';
import type { MockFamily, RunReportContext } from '../context';
import { isBrokenPage } from '../filters';
import { pageColumns, isPrimaryTag } from '../tags';
import { auditTrend, remember, runTrends } from '../trends';

type Request = PageSummaryRequest;
type VitalName =
  'largestContentfulPaint' | 'firstContentfulPaint' | 'timeToFirstByte' | 'cumulativeLayoutShift';

/** The web vitals the page summary reports, in the order of its trend names. */
const vitalNames: readonly VitalName[] = [
  'largestContentfulPaint',
  'firstContentfulPaint',
  'timeToFirstByte',
  'cumulativeLayoutShift',
];

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Linear-interpolated percentile (0–1) of sorted values; 0 when there are none. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return round(sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low));
}

/** Min, max, average, median and quartiles of one web vital over pages. */
function vitalStats(pages: readonly RunPage[], name: VitalName) {
  const values = pages.map((page) => page.webVitals[name]).sort((a, b) => a - b);
  return {
    min: values[0] ?? 0,
    max: values.at(-1) ?? 0,
    average: values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : 0,
    median: percentile(values, 0.5),
    p25: percentile(values, 0.25),
    p75: percentile(values, 0.75),
  };
}

/** Pages whose vital is good, needs improvement or poor (the page details' thresholds). */
function vitalDistribution(pages: readonly RunPage[], name: VitalName) {
  const distribution = { good: 0, needsImprovement: 0, poor: 0 };
  for (const page of pages) {
    const vital = webVitalsSummary(page)[name];
    if (vital.pass) distribution.good++;
    else if (vital.value >= vital.failThreshold) distribution.poor++;
    else distribution.needsImprovement++;
  }
  return distribution;
}

/** Whether a page links to a URL that ended broken (the `hasBrokenLinks` filter's test). */
const hasBrokenLinks = (data: RunData, page: RunPage) =>
  linksFrom(data.site, data.pages, page).some(isBrokenLink);

const inRange = (value: number, range: { min?: number; max?: number } | undefined) =>
  !range ||
  ((range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

/** Whether a vendor matches the request's tag, category, vendor, account and primary filters. */
function tagMatches(vendor: Vendor, body: Request, auditId: number): boolean {
  if (body.primaryTagsOnly && !isPrimaryTag(vendor)) return false;
  if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  if (body.tagAccount !== undefined && tagAccount(auditId, vendor) !== body.tagAccount) return false;
  return true;
}

/**
 * The pages the request selects: the page filters, the status class of the final status, pages
 * where a matching tag fired (when a tag filter is set), found by the crawler or not, and the web
 * vital ranges. Audit pages record no on-page action errors, so an `errors` filter selects none.
 */
function selectedPages(ctx: RunReportContext<Request>): RunPage[] {
  const { body } = ctx;
  const byTag =
    body.tagId !== undefined ||
    body.tagCategoryId !== undefined ||
    body.tagVendorId !== undefined ||
    body.tagAccount !== undefined;
  if (body.errors) return [];
  const own =
    byTag || body.pageStatusCode || body.hasParentPage !== undefined || vitalNames.some((name) => body[name]);
  if (!own) return ctx.pages;
  return ctx.pages.filter((page) => {
    if (body.pageStatusCode && statusClass(page.statusCode) !== body.pageStatusCode) return false;
    if (byTag && !page.vendors.some((vendor) => tagMatches(vendor, body, ctx.audit.id))) return false;
    if (body.hasParentPage !== undefined && (page.parentIndex !== undefined) !== body.hasParentPage)
      return false;
    return vitalNames.every((name) => inRange(page.webVitals[name], body[name]));
  });
}

/** Pages whose final status code is broken (4xx or 5xx), as the summary's `pagesWithBrokenFinalStatusCode`. */
export const brokenFinalPageCount = (pages: readonly RunPage[]) =>
  pages.filter((page) => statusClass(page.statusCode) === 'broken').length;

/** The summary of a set of pages of a run (also what the trends and alerts read) and their web vital stats. */
export function pageFigures(data: RunData, pages: readonly RunPage[]) {
  const byLoadTime = { below3: 0, '3to6': 0, '6to10': 0, '10andAbove': 0 };
  const initial = { good: 0, redirects: 0, broken: 0 };
  const final = { good: 0, redirects: 0, broken: 0 };
  let loadTime = 0;
  let brokenLinks = 0;
  for (const page of pages) {
    loadTime += page.loadTime;
    const seconds = page.loadTime / 1000;
    if (seconds < 3) byLoadTime.below3++;
    else if (seconds < 6) byLoadTime['3to6']++;
    else if (seconds < 10) byLoadTime['6to10']++;
    else byLoadTime['10andAbove']++;
    initial[statusClass(page.initialStatusCode)]++;
    final[statusClass(page.statusCode)]++;
    if (hasBrokenLinks(data, page)) brokenLinks++;
  }
  const stats = Object.fromEntries(vitalNames.map((name) => [name, vitalStats(pages, name)])) as Record<
    VitalName,
    ReturnType<typeof vitalStats>
  >;
  const summary = {
    pagesFiltered: pages.length,
    totalPages: data.pages.length,
    averagePageLoadTime: pages.length ? Math.round(loadTime / pages.length) : 0,
    brokenPages: pages.filter(isBrokenPage).length,
    pagesWithBrokenInitialStatusCode: initial.broken,
    pagesWithBrokenFinalStatusCode: final.broken,
    pageCountByLoadTimes: byLoadTime,
    pageCountsByInitialStatusCodes: initial,
    pageCountsByFinalStatusCodes: final,
    pagesWithBrokenLinks: brokenLinks,
    webVitals: {
      medianLargestContentfulPaint: stats.largestContentfulPaint.median,
      medianFirstContentfulPaint: stats.firstContentfulPaint.median,
      medianTimeToFirstByte: stats.timeToFirstByte.median,
      medianCumulativeLayoutShift: stats.cumulativeLayoutShift.median,
      p75LargestContentfulPaint: stats.largestContentfulPaint.p75,
      p75FirstContentfulPaint: stats.firstContentfulPaint.p75,
      p75TimeToFirstByte: stats.timeToFirstByte.p75,
      p75CumulativeLayoutShift: stats.cumulativeLayoutShift.p75,
    },
  };
  return { summary, stats };
}

/** The page figures of a whole run, computed once per run. */
export const runPageFigures = (data: RunData) =>
  remember(data.pages, 'page-summary', () => pageFigures(data, data.pages));

/** Web vital distributions of a whole run, computed once per run. */
const runDistributions = (data: RunData) =>
  remember(
    data.pages,
    'page-summary:distribution',
    () =>
      Object.fromEntries(vitalNames.map((name) => [name, vitalDistribution(data.pages, name)])) as Record<
        VitalName,
        ReturnType<typeof vitalDistribution>
      >,
  );

const trendValue = {
  avg_page_load_time: 'averagePageLoadTime',
  broken_initial_page: 'pagesWithBrokenInitialStatusCode',
  broken_final_page: 'pagesWithBrokenFinalStatusCode',
  pages_with_broken_links: 'pagesWithBrokenLinks',
} as const;

const vitalOfTrend: Record<string, VitalName> = {
  largest_contentful_paint: 'largestContentfulPaint',
  first_contentful_paint: 'firstContentfulPaint',
  time_to_first_byte: 'timeToFirstByte',
  cumulative_layout_shift: 'cumulativeLayoutShift',
};

/** Page summary computed from the run's pages: load times, status codes, broken links and web vitals. */
export const pageSummaryMock: MockFamily<typeof pageSummary> = {
  summary: (ctx) => {
    const pages = selectedPages(ctx);
    return (pages === ctx.data.pages ? runPageFigures(ctx.data) : pageFigures(ctx.data, pages)).summary;
  },
  pages: (ctx) =>
    selectedPages(ctx).map((page) => ({
      ...pageColumns(page),
      pageTitle: page.title,
      initialPageStatusCode: page.initialStatusCode,
      redirectCount: page.redirectCount,
      size: page.size,
      largestContentfulPaint: page.webVitals.largestContentfulPaint,
      firstContentfulPaint: page.webVitals.firstContentfulPaint,
      timeToFirstByte: page.webVitals.timeToFirstByte,
      cumulativeLayoutShift: page.webVitals.cumulativeLayoutShift,
    })),
  trends: (ctx) =>
    runTrends(ctx, ({ data }) => {
      const figures = runPageFigures(data()).summary;
      return {
        averagePageLoadTime: figures.averagePageLoadTime,
        pagesWithBrokenInitialStatusCode: figures.pagesWithBrokenInitialStatusCode,
        pagesWithBrokenFinalStatusCode: figures.pagesWithBrokenFinalStatusCode,
        pagesWithBrokenLinks: figures.pagesWithBrokenLinks,
      };
    }),
  webVitalsTrends: (ctx) => ({
    runs: ctx.history().map(({ run, data }) => {
      const { stats } = runPageFigures(data());
      return {
        runId: run.id,
        completedAt: run.completed,
        largestContentfulPaintStats: stats.largestContentfulPaint,
        firstContentfulPaintStats: stats.firstContentfulPaint,
        timeToFirstByteStats: stats.timeToFirstByte,
        cumulativeLayoutShiftStats: stats.cumulativeLayoutShift,
      };
    }),
  }),
  trend: (ctx) =>
    auditTrend(
      ctx,
      ({ data }) => runPageFigures(data()).summary[trendValue[ctx.trendName as keyof typeof trendValue]],
    ),
  webVitalsTrend: (ctx) => {
    const name = vitalOfTrend[ctx.trendName]!;
    return {
      runs: ctx.history().map(({ run, data }) => ({
        runId: run.id,
        completedAt: run.completed,
        distribution: runDistributions(data())[name],
        stats: runPageFigures(data()).stats[name],
      })),
    };
  },
};
