import { z } from 'zod';
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
  pageStatusCode: statusClassSchema.optional(),
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagAccount: z.string().optional(),
  tagVendorId: id.optional(),
  hasParentPage: z.boolean().optional(),
  errors: z
    .object({
      filterType: z.enum(['ALL', 'ANY']),
      errorTypes: z.array(z.enum(['ON_PAGE_ACTION_ERROR'])).min(1),
    })
    .optional(),
  largestContentfulPaint: rangeFilterSchema.optional(),
  firstContentfulPaint: rangeFilterSchema.optional(),
  timeToFirstByte: rangeFilterSchema.optional(),
  cumulativeLayoutShift: z
    .object({ min: z.number().min(0).optional(), max: z.number().optional() })
    .optional(),
});
export type PageSummaryRequest = z.input<typeof requestSchema>;

/** Pages by good, redirect and broken status code (PageInsightsResponsePageCountsByStatusCodes). */
const statusCountsSchema = z.looseObject({
  good: z.number().int().optional(),
  redirects: z.number().int().optional(),
  broken: z.number().int().optional(),
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
      pagesFiltered: z.number().int().optional(),
      totalPages: z.number().int().optional(),
      averagePageLoadTime: z.number().int().optional(),
      brokenPages: z.number().int().optional(),
      pagesWithBrokenInitialStatusCode: z.number().int().optional(),
      pagesWithBrokenFinalStatusCode: z.number().int().optional(),
      pageCountByLoadTimes: z
        .looseObject({
          below3: z.number().int().optional(),
          '3to6': z.number().int().optional(),
          '6to10': z.number().int().optional(),
          '10andAbove': z.number().int().optional(),
        })
        .optional(),
      pageCountsByInitialStatusCodes: statusCountsSchema.optional(),
      pageCountsByFinalStatusCodes: statusCountsSchema.optional(),
      pagesWithBrokenLinks: z.number().int().optional(),
      webVitals: z
        .looseObject({
          medianLargestContentfulPaint: z.number(),
          medianFirstContentfulPaint: z.number(),
          medianTimeToFirstByte: z.number(),
          medianCumulativeLayoutShift: z.number(),
          p75LargestContentfulPaint: z.number(),
          p75FirstContentfulPaint: z.number(),
          p75TimeToFirstByte: z.number(),
          p75CumulativeLayoutShift: z.number(),
        })
        .optional(),
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
      pageId: z.string().optional(),
      pageUrl: z.string().optional(),
      finalPageUrl: z.string().optional(),
      pageTitle: z.string().optional(),
      pageLoadTime: z.number().int().optional(),
      pageStatusCode: z.number().int().optional(),
      initialPageStatusCode: z.number().int().optional(),
      finalPageStatusCode: z.number().int().optional(),
      redirectCount: z.number().int().optional(),
      size: z.number().int().optional(),
      browserError: z.string().optional(),
      largestContentfulPaint: z.number().optional(),
      firstContentfulPaint: z.number().optional(),
      timeToFirstByte: z.number().optional(),
      cumulativeLayoutShift: z.number().optional(),
    }),
  ),
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'page-summary/trends',
    response: runTrendsSchema({
      averagePageLoadTime: z.number().int().optional(),
      pagesWithBrokenInitialStatusCode: z.number().int().optional(),
      pagesWithBrokenFinalStatusCode: z.number().int().optional(),
      pagesWithBrokenLinks: z.number().int().optional(),
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
            good: z.number().int(),
            needsImprovement: z.number().int(),
            poor: z.number().int(),
          }),
          stats: statsSchema,
        }),
      ),
    }),
  },
});
