import type {
  AlertComparator,
  AlertMetricType,
  AlertStatus,
  AlertSummaryRequest,
  alertSummary,
} from '@/api/reports/families/alert-summary';
import { runData, type RunData } from '../../db/run-data';
import { hash32 } from '../../db/run-data/random';
import { runVendors } from '../../db/run-data/run-level';
import { runTotalScore } from '../../db/run-data/scores';
import type { SiteProfile } from '../../db/run-data/site';
import type { Db, RunRow } from '../../db/types';
import { notFound } from '../../lib/errors';
import type { MockFamily, RunReportContext } from '../context';
import { remember } from '../trends';
import { runTagFigures } from './audit-summary';
import { runPageFigures } from './page-summary';

/** How each metric the mock's alerts use is measured on a run (undefined: no value, e.g. no pages). */
const metrics = {
  PAGE_SUMMARY_PAGE_COUNT: (_, data) => data.pages.length,
  PAGE_SUMMARY_AVG_PAGE_LOAD_TIME: (_, data) =>
    data.pages.length ? runPageFigures(data).summary.averagePageLoadTime : undefined,
  PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT: (_, data) =>
    runPageFigures(data).summary.pagesWithBrokenFinalStatusCode,
  PAGE_SUMMARY_WEB_VITALS_P75_LARGEST_CONTENTFUL_PAINT: (_, data) =>
    data.pages.length ? runPageFigures(data).stats.largestContentfulPaint.p75 : undefined,
  PAGE_SUMMARY_WEB_VITALS_P75_TIME_TO_FIRST_BYTE: (_, data) =>
    data.pages.length ? runPageFigures(data).stats.timeToFirstByte.p75 : undefined,
  PAGE_SUMMARY_WEB_VITALS_P75_CUMULATIVE_LAYOUT_SHIFT: (_, data) =>
    data.pages.length ? runPageFigures(data).stats.cumulativeLayoutShift.p75 : undefined,
  TAG_INVENTORY_UNIQUE_TAG_COUNT: (_, data) => runVendors(data).length,
  TAG_INVENTORY_BROKEN_TAG_COUNT: (_, data) => runTagFigures(data).totalBrokenTagCount,
  BROWSER_LOGS_ERROR_LOG_COUNT: (_, data) =>
    data.pages.reduce((sum, page) => sum + page.consoleCounts.error, 0),
  SCORE_TOTAL: (run, _, db) => (run.completed ? runTotalScore(db, run.webAuditId, run) : undefined),
} satisfies Partial<Record<AlertMetricType, (run: RunRow, data: RunData, db: Db) => number | undefined>>;
/** A metric the mock's alerts measure. */
type MeasuredMetric = keyof typeof metrics;

/** An alert as the mock defines it: what it measures and when it triggers. */
interface AlertDefinition {
  name: string;
  metricType: MeasuredMetric;
  /** Set on run-over-run alerts: they compare the change against the target (here in %). */
  metricChangeType?: 'RELATIVE_VALUE_CHANGE_ABS';
  comparator: AlertComparator;
}

/** One alert of an audit, with its id and subscribers. */
export interface AuditAlert extends AlertDefinition {
  id: number;
  subscriberCount: number;
  isUserSubscribed: boolean;
}

/** An alert's result for one run (AlertResultDetails). */
type AlertResult = {
  status: AlertStatus;
  actualValue?: number;
  currentRunValue?: number;
  previousRunValue?: number;
};

/**
 * The alerts an audit could have. The first three every audit has; the others an audit has or
 * not by its id. "Unique tags" expects every tag of the site's stack to fire.
 */
const definitions = (site: SiteProfile): AlertDefinition[] => [
  {
    name: 'Average page load time above 3 s',
    metricType: 'PAGE_SUMMARY_AVG_PAGE_LOAD_TIME',
    comparator: { operator: 'GREATER', targetValue: 3000 },
  },
  {
    name: 'Broken pages found',
    metricType: 'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT',
    comparator: { operator: 'GREATER', targetValue: 0 },
  },
  {
    name: `Fewer than ${site.stack.length} unique tags`,
    metricType: 'TAG_INVENTORY_UNIQUE_TAG_COUNT',
    comparator: { operator: 'LESS', targetValue: site.stack.length },
  },
  {
    name: 'Three or more broken tags',
    metricType: 'TAG_INVENTORY_BROKEN_TAG_COUNT',
    comparator: { operator: 'GREATER_OR_EQUAL', targetValue: 3 },
  },
  {
    name: 'LCP (75th percentile) above 2.5 s',
    metricType: 'PAGE_SUMMARY_WEB_VITALS_P75_LARGEST_CONTENTFUL_PAINT',
    comparator: { operator: 'GREATER', targetValue: 2500 },
  },
  {
    name: 'TTFB (75th percentile) needs improvement',
    metricType: 'PAGE_SUMMARY_WEB_VITALS_P75_TIME_TO_FIRST_BYTE',
    comparator: { operator: 'BETWEEN', minInclusive: 800, maxExclusive: 1800 },
  },
  {
    name: 'CLS (75th percentile) not good',
    metricType: 'PAGE_SUMMARY_WEB_VITALS_P75_CUMULATIVE_LAYOUT_SHIFT',
    comparator: { operator: 'NOT_BETWEEN', minExclusive: 0, maxInclusive: 0.1 },
  },
  {
    name: 'More than 50 console errors',
    metricType: 'BROWSER_LOGS_ERROR_LOG_COUNT',
    comparator: { operator: 'GREATER', targetValue: 50 },
  },
  {
    name: 'Audit score below 80',
    metricType: 'SCORE_TOTAL',
    comparator: { operator: 'LESS', targetValue: 80 },
  },
  {
    name: 'Page count changes by 10 % or more',
    metricType: 'PAGE_SUMMARY_PAGE_COUNT',
    metricChangeType: 'RELATIVE_VALUE_CHANGE_ABS',
    comparator: { operator: 'GREATER_OR_EQUAL', targetValue: 10 },
  },
];

/** Definitions every audit has (the rest depend on the audit). */
const ALWAYS = 3;

/** The id of an audit's n-th possible alert (stable, unique across audits). */
const alertId = (auditId: number, index: number) => auditId * 100 + index + 1;

/** The id of an alert every audit has (what the contract test asks for). */
export const firstAlertId = (auditId: number) => alertId(auditId, 0);

/** The alerts of an audit, in id order, with their subscribers. */
export function auditAlerts(site: SiteProfile): AuditAlert[] {
  return definitions(site).flatMap((definition, index) => {
    const seed = hash32(`alert:${site.auditId}:${index}`);
    if (index >= ALWAYS && seed % 3 === 0) return [];
    const subscriberCount = seed % 4;
    return [
      {
        ...definition,
        id: alertId(site.auditId, index),
        subscriberCount,
        isUserSubscribed: subscriberCount > 0 && (seed >> 2) % 2 === 0,
      },
    ];
  });
}

/** Whether a value meets the comparator (BETWEEN: [min, max); NOT_BETWEEN: below min or from max). */
function meets(comparator: AlertComparator, value: number): boolean {
  switch (comparator.operator) {
    case 'GREATER':
      return value > comparator.targetValue;
    case 'GREATER_OR_EQUAL':
      return value >= comparator.targetValue;
    case 'EQUAL':
      return value === comparator.targetValue;
    case 'NOT_EQUAL':
      return value !== comparator.targetValue;
    case 'LESS_OR_EQUAL':
      return value <= comparator.targetValue;
    case 'LESS':
      return value < comparator.targetValue;
    case 'BETWEEN':
      return value >= comparator.minInclusive && value < comparator.maxExclusive;
    case 'NOT_BETWEEN':
      return value < comparator.minExclusive || value >= comparator.maxInclusive;
  }
}

const verdict = (alert: AuditAlert, actualValue: number): AlertStatus =>
  meets(alert.comparator, actualValue) ? 'TRIGGERED' : 'NOT_TRIGGERED';

/** A run's value of a metric, computed once per run. */
const metricValue = (db: Db, metricType: MeasuredMetric, run: RunRow, data: RunData) =>
  remember(data.pages, `alert:${metricType}:${run.completed}:${run.score}`, () =>
    metrics[metricType](run, data, db),
  );

/** The completed run of the audit before this one, if any. */
function previousRun(ctx: RunReportContext, run: RunRow): RunRow | undefined {
  const at = run.completed ? Date.parse(run.completed) : Number.POSITIVE_INFINITY;
  let previous: RunRow | undefined;
  for (const candidate of ctx.db.runs.get(ctx.audit.id) ?? []) {
    if (!candidate.completed || candidate.id === run.id || Date.parse(candidate.completed) > at) continue;
    if (!previous || Date.parse(candidate.completed) > Date.parse(previous.completed!)) previous = candidate;
  }
  return previous;
}

/** An alert's result for a run: the metric's value (or its change since the previous run) against the target. */
function alertResult(ctx: RunReportContext, alert: AuditAlert, run: RunRow, data: RunData): AlertResult {
  const current = metricValue(ctx.db, alert.metricType, run, data);
  if (current === undefined) return { status: 'NO_VALUE' };
  if (!alert.metricChangeType) return { status: verdict(alert, current), actualValue: current };
  const before = previousRun(ctx, run);
  if (!before) return { status: 'PREVIOUS_RUN_NOT_FOUND', currentRunValue: current };
  const previous = metricValue(ctx.db, alert.metricType, before, runData(ctx.db, ctx.audit.id, before.id)!);
  if (previous === undefined || previous === 0)
    return { status: 'PREVIOUS_RUN_NO_VALUE', currentRunValue: current, previousRunValue: previous };
  const actualValue = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  return {
    status: verdict(alert, actualValue),
    actualValue,
    currentRunValue: current,
    previousRunValue: previous,
  };
}

/** An alert's definition with its subscribers (AuditRun_AuditSummary_AlertsResponseItemConfig). */
const config = (alert: AuditAlert) => ({
  name: alert.name,
  metricType: alert.metricType,
  ...(alert.metricChangeType ? { metricChangeType: alert.metricChangeType } : {}),
  targetValueComparator: alert.comparator,
  filtersV0: {},
  subscriberCount: alert.subscriberCount,
  isUserSubscribed: alert.isUserSubscribed,
});

/** Every alert of the run's audit with its result for this run. */
const runAlerts = (ctx: RunReportContext) =>
  auditAlerts(ctx.data.site).map((alert) => ({ alert, result: alertResult(ctx, alert, ctx.run, ctx.data) }));

/** Whether an alert passes the alerts table's filters. */
function alertMatches(alert: AuditAlert, result: AlertResult, body: AlertSummaryRequest): boolean {
  if (body.alertName && !alert.name.toLowerCase().includes(body.alertName.toLowerCase())) return false;
  if (body.metricTypes && !body.metricTypes.includes(alert.metricType)) return false;
  if (body.status && result.status !== body.status) return false;
  if (body.subscribedOnly && !alert.isUserSubscribed) return false;
  return true;
}

/** Alert summary: the audit's alerts measured on the run's own figures (page summary, tags, logs, score). */
export const alertSummaryMock: MockFamily<typeof alertSummary> = {
  overview: (ctx) => ({
    alerts: runAlerts(ctx).map(({ alert, result }) => ({
      id: alert.id,
      name: alert.name,
      metricType: alert.metricType,
      status: result.status,
      isSubscribed: alert.isUserSubscribed,
      alertConfigExists: true,
    })),
  }),
  alerts: (ctx) => {
    const history = ctx.history();
    return runAlerts(ctx)
      .filter(({ alert, result }) => alertMatches(alert, result, ctx.body))
      .map(({ alert, result }) => ({
        id: alert.id,
        config: config(alert),
        result,
        history: history.map((item) => ({
          runId: item.run.id,
          completedAt: item.run.completed,
          ...alertResult(ctx, alert, item.run, item.data()),
        })),
        alertConfigExists: true,
      }));
  },
  alert: (ctx) => {
    const id = Number(ctx.params.alertId);
    const alert = auditAlerts(ctx.data.site).find((candidate) => candidate.id === id);
    if (!alert) notFound('Alert', id);
    return {
      id,
      config: config(alert),
      result: alertResult(ctx, alert, ctx.run, ctx.data),
      alertConfigExists: true,
    };
  },
};
