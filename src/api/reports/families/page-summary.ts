import { z } from '@/lib/zod';
import { dateTime, id } from '../../common';
import {
  rangeFilterSchema,
  reportBody,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
  statusClassSchema,
} from '../common';
import { defineFamily } from '../define';
import { runOperation, listOperation } from './shared/operations';

/** Page summary request (PageSummaryRequestDTO): page, tag, crawl, error and web vital filters. */
const requestSchema = reportBody({
  pageStatusCode: z.optional(statusClassSchema),
  primaryTagsOnly: z.optional(z.boolean()),
  tagId: z.optional(id),
  tagCategoryId: z.optional(id),
  tagAccount: z.optional(z.string()),
  tagVendorId: z.optional(id),
  hasParentPage: z.optional(z.boolean()),
  errors: z.optional(
    z.object({
      filterType: z.enum(['ALL', 'ANY']),
      errorTypes: z.array(z.enum(['ON_PAGE_ACTION_ERROR'])).check(z.minLength(1)),
    }),
  ),
  largestContentfulPaint: z.optional(rangeFilterSchema),
  firstContentfulPaint: z.optional(rangeFilterSchema),
  timeToFirstByte: z.optional(rangeFilterSchema),
  cumulativeLayoutShift: z.optional(
    z.object({ min: z.optional(z.number().check(z.minimum(0))), max: z.optional(z.number()) }),
  ),
});
export type PageSummaryRequest = z.input<typeof requestSchema>;

/** Pages by good, redirect and broken status code (PageInsightsResponsePageCountsByStatusCodes). */
const statusCountsSchema = z.looseObject({
  good: z.optional(z.int()),
  redirects: z.optional(z.int()),
  broken: z.optional(z.int()),
});

/** Min, max, average, median and quartiles of a web vital over pages (AuditRun_PageSummary_WebVitalsTrends_Stats). */
const statsSchema = z.looseObject({
  min: z.number(),
  max: z.number(),
  average: z.number(),
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
});

/** Trend names of the page summary (PageSummaryTrendsEnum). */
export const pageSummaryTrendNames = [
  'avg_page_load_time',
  'broken_initial_page',
  'broken_final_page',
  'pages_with_broken_links',
] as const;
/** Web vital trend names of the page summary. */
export const pageSummaryWebVitalTrendNames = [
  'largest_contentful_paint',
  'first_contentful_paint',
  'time_to_first_byte',
  'cumulative_layout_shift',
] as const;

/** Page summary: how the run's pages loaded, their status codes, broken links and web vitals. */
export const pageSummary = defineFamily({
  summary: runOperation(
    'page-summary',
    requestSchema,
    z.looseObject({
      pagesFiltered: z.optional(z.int()),
      totalPages: z.optional(z.int()),
      averagePageLoadTime: z.optional(z.int()),
      brokenPages: z.optional(z.int()),
      pagesWithBrokenInitialStatusCode: z.optional(z.int()),
      pagesWithBrokenFinalStatusCode: z.optional(z.int()),
      pageCountByLoadTimes: z.optional(
        z.looseObject({
          below3: z.optional(z.int()),
          '3to6': z.optional(z.int()),
          '6to10': z.optional(z.int()),
          '10andAbove': z.optional(z.int()),
        }),
      ),
      pageCountsByInitialStatusCodes: z.optional(statusCountsSchema),
      pageCountsByFinalStatusCodes: z.optional(statusCountsSchema),
      pagesWithBrokenLinks: z.optional(z.int()),
      webVitals: z.optional(
        z.looseObject({
          medianLargestContentfulPaint: z.number(),
          medianFirstContentfulPaint: z.number(),
          medianTimeToFirstByte: z.number(),
          medianCumulativeLayoutShift: z.number(),
          p75LargestContentfulPaint: z.number(),
          p75FirstContentfulPaint: z.number(),
          p75TimeToFirstByte: z.number(),
          p75CumulativeLayoutShift: z.number(),
        }),
      ),
    }),
  ),
  pages: listOperation(
    'page-summary/pages',
    requestSchema,
    {
      items: 'pages',
      size: 50,
      sort: {
        page_url: reportPageSort.page_url,
        page_status_code: reportPageSort.page_status_code,
        size: 'size',
        page_load_time: reportPageSort.page_load_time,
        final_page_url: reportPageSort.final_page_url,
        page_title: 'pageTitle',
        initial_page_status_code: 'initialPageStatusCode',
        final_page_status_code: reportPageSort.final_page_status_code,
        redirect_count: 'redirectCount',
        largest_contentful_paint: 'largestContentfulPaint',
        first_contentful_paint: 'firstContentfulPaint',
        time_to_first_byte: 'timeToFirstByte',
        cumulative_layout_shift: 'cumulativeLayoutShift',
      },
    },
    z.looseObject({
      pageId: z.optional(z.string()),
      pageUrl: z.optional(z.string()),
      finalPageUrl: z.optional(z.string()),
      pageTitle: z.optional(z.string()),
      pageLoadTime: z.optional(z.int()),
      pageStatusCode: z.optional(z.int()),
      initialPageStatusCode: z.optional(z.int()),
      finalPageStatusCode: z.optional(z.int()),
      redirectCount: z.optional(z.int()),
      size: z.optional(z.int()),
      browserError: z.optional(z.string()),
      largestContentfulPaint: z.optional(z.number()),
      firstContentfulPaint: z.optional(z.number()),
      timeToFirstByte: z.optional(z.number()),
      cumulativeLayoutShift: z.optional(z.number()),
    }),
  ),
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'page-summary/trends',
    response: runTrendsSchema({
      averagePageLoadTime: z.optional(z.int()),
      pagesWithBrokenInitialStatusCode: z.optional(z.int()),
      pagesWithBrokenFinalStatusCode: z.optional(z.int()),
      pagesWithBrokenLinks: z.optional(z.int()),
    }),
  },
  webVitalsTrends: {
    method: 'GET',
    scope: 'run',
    path: 'page-summary/trends/web-vitals',
    response: runTrendsSchema({
      largestContentfulPaintStats: statsSchema,
      firstContentfulPaintStats: statsSchema,
      timeToFirstByteStats: statsSchema,
      cumulativeLayoutShiftStats: statsSchema,
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'page-summary/trends/{trendName}',
    trendNames: pageSummaryTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  webVitalsTrend: {
    method: 'GET',
    scope: 'audit',
    path: 'page-summary/trends/web-vitals/{trendName}',
    trendNames: pageSummaryWebVitalTrendNames,
    days: true,
    response: z.looseObject({
      runs: z.array(
        z.looseObject({
          runId: id,
          completedAt: dateTime,
          distribution: z.looseObject({
            good: z.int(),
            needsImprovement: z.int(),
            poor: z.int(),
          }),
          stats: statsSchema,
        }),
      ),
    }),
  },
});
