import { z } from '@/lib/zod';
import { dateTime, id } from '../common';

/** Insight trends of one page over calendar days (AuditRun_PageDetails_TrendsEnum). */
export const pageInsightTrendNames = ['pageLoadTime', 'pageSize'] as const;
export const pageInsightTrendNameSchema = z.enum(pageInsightTrendNames);
export type PageInsightTrendName = z.infer<typeof pageInsightTrendNameSchema>;

/** Web vitals with a calendar trend (AuditRun_WebVitalsTrends_Enum). */
export const webVitalTrendNames = [
  'largest_contentful_paint',
  'first_contentful_paint',
  'time_to_first_byte',
  'cumulative_layout_shift',
] as const;
export const webVitalTrendNameSchema = z.enum(webVitalTrendNames);
export type WebVitalTrendName = z.infer<typeof webVitalTrendNameSchema>;

/** Longest look-back of the calendar trends, in days. */
export const MAX_TREND_DAYS = 390;

/** GET PG/sparklines: the page's load time, status and size in each run (SparkLineDTO). */
export const sparklineSchema = z.looseObject({
  runId: z.optional(z.number()),
  runCompletionDate: z.optional(dateTime),
  pageInsights: z.optional(
    z.looseObject({
      loadTime: z.optional(z.number()),
      statusCode: z.optional(z.number()),
      size: z.optional(z.number()),
    }),
  ),
});
export type Sparkline = z.infer<typeof sparklineSchema>;
export const sparklinesSchema = z.array(sparklineSchema);

/** GET PG/trends/web-vitals: the page's web vitals in this run and the runs before it. */
export const webVitalsTrendsSchema = z.looseObject({
  runs: z.array(
    z.looseObject({
      runId: id,
      completedAt: dateTime,
      largestContentfulPaint: z.optional(z.number()),
      firstContentfulPaint: z.optional(z.number()),
      timeToFirstByte: z.optional(z.number()),
      cumulativeLayoutShift: z.optional(z.number()),
    }),
  ),
});
export type WebVitalsTrends = z.infer<typeof webVitalsTrendsSchema>;

/** GET /v3/web-audits/{auditId}/pages/{pageId}/insight-trends/{trendName}: one value per run. */
export const pageInsightTrendSchema = z.array(
  z.looseObject({
    runId: z.optional(id),
    runCompletionDate: z.optional(dateTime),
    trendName: z.optional(z.string()),
    trendValue: z.optional(z.number()),
  }),
);
export type PageInsightTrend = z.infer<typeof pageInsightTrendSchema>;

/** GET /v3/web-audits/{auditId}/pages/{pageId}/trends/web-vitals/{trendName}: values and statistics. */
export const webVitalTrendSchema = z.looseObject({
  stats: z.looseObject({ min: z.number(), max: z.number(), average: z.number(), median: z.number() }),
  runs: z.array(z.looseObject({ runId: id, completedAt: dateTime, trendValue: z.number() })),
});
export type WebVitalTrend = z.infer<typeof webVitalTrendSchema>;
