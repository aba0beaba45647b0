import { z } from '@/lib/zod';
import { MAX_TREND_DAYS, type PageInsightTrendName, type WebVitalTrendName } from '@/api/pages/trend-schemas';
import { pageHistory, visitsSince, type PageVisit } from '../db/run-data/history';
import type { WebVitals } from '../db/run-data';
import { notFound } from '../lib/errors';
import type { MockContext } from '../lib/route';
import { readQuery } from '../lib/query';
import { auditOf } from './page-context';

const DAY = 86_400_000;
/** Look-back when a trend is asked for without its number of days. */
const DEFAULT_DAYS = 30;

const daysSchema = z._default(
  z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(MAX_TREND_DAYS)),
  DEFAULT_DAYS,
);

/** Read a number-of-days query parameter (1–390, 30 when absent); 400 with a report otherwise. */
export const readDays = (query: URLSearchParams, name: 'day' | 'days') =>
  readQuery(z.object({ [name]: daysSchema }), query)[name] as number;

/** The visits of the page in the path (any run of the audit), newest first; 404 when it never ran. */
export function visitsOfPage(ctx: MockContext): PageVisit[] {
  const audit = auditOf(ctx);
  const pageId = ctx.params.pageId ?? '';
  const visits = pageHistory(ctx.db, audit.id, pageId);
  if (!visits || visits.length === 0) notFound('Page', pageId);
  return visits;
}

/** The visits of the last `days` days up to the mock's current day, oldest first. */
export const visitsInLastDays = (ctx: MockContext, visits: PageVisit[], days: number) =>
  visitsSince(visits, ctx.db.options.now + DAY - days * DAY);

const insightValue: Record<PageInsightTrendName, (visit: PageVisit) => number> = {
  pageLoadTime: (visit) => visit.page.loadTime,
  pageSize: (visit) => visit.page.size,
};

/** PageTrendsDTO: one insight of the page in each run. */
export function insightTrend(visits: PageVisit[], trendName: PageInsightTrendName) {
  return visits.map((visit) => ({
    runId: visit.run.id,
    runCompletionDate: visit.run.completed,
    trendName,
    trendValue: Math.round(insightValue[trendName](visit)),
  }));
}

const vitalKey: Record<WebVitalTrendName, keyof WebVitals> = {
  largest_contentful_paint: 'largestContentfulPaint',
  first_contentful_paint: 'firstContentfulPaint',
  time_to_first_byte: 'timeToFirstByte',
  cumulative_layout_shift: 'cumulativeLayoutShift',
};

/** One web vital of the page in each run, with min, max, average and median. */
export function webVitalTrend(visits: PageVisit[], trendName: WebVitalTrendName) {
  const runs = visits.map((visit) => ({
    runId: visit.run.id,
    completedAt: visit.run.completed,
    trendValue: visit.page.webVitals[vitalKey[trendName]],
  }));
  const values = runs.map((run) => run.trendValue).sort((a, b) => a - b);
  const middle = Math.floor(values.length / 2);
  const median =
    values.length === 0
      ? 0
      : values.length % 2
        ? values[middle]!
        : (values[middle - 1]! + values[middle]!) / 2;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    stats: {
      min: values[0] ?? 0,
      max: values.at(-1) ?? 0,
      average: values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : 0,
      median: round(median),
    },
    runs,
  };
}

/** The web vitals of the page in each run (AuditRun_PageDetails_WebVitalsTrendsItem). */
export function webVitalsRuns(visits: PageVisit[]) {
  return visits.map((visit) => ({
    runId: visit.run.id,
    completedAt: visit.run.completed,
    ...pickVitals(visit),
  }));
}

function pickVitals({ page }: PageVisit) {
  const { largestContentfulPaint, firstContentfulPaint, timeToFirstByte, cumulativeLayoutShift } =
    page.webVitals;
  return { largestContentfulPaint, firstContentfulPaint, timeToFirstByte, cumulativeLayoutShift };
}

/** SparkLineDTO rows: the page's load time, status and size in each run. */
export function sparklines(visits: PageVisit[]) {
  return visits.map((visit) => ({
    runId: visit.run.id,
    runCompletionDate: visit.run.completed,
    pageInsights: { loadTime: visit.page.loadTime, statusCode: visit.page.statusCode, size: visit.page.size },
  }));
}
