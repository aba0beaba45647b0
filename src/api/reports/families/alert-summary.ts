import { z } from '@/lib/zod';
import { dateTime, id } from '../../common';
import { defineFamily } from '../define';
import { listOperation } from './shared/operations';

/** What an alert measures (AlertMetricTypeEnum). */
export const alertMetricTypes = [
  'ACCOUNT_USAGE_THIS_MONTH_AUDIT_PAGE_SCANNED_COUNT',
  'ACCOUNT_USAGE_12_MONTH_AUDIT_PAGE_SCANNED_COUNT',
  'ACCOUNT_USAGE_12_MONTH_WJ_RUN_COUNT',
  'ACCOUNT_USAGE_THIS_MONTH_WJ_RUN_COUNT',
  'ACCOUNT_USAGE_LAST_30_DAYS_LOGIN_USER_COUNT',
  'ACCOUNT_USAGE_V2_THIS_MONTH_AUDIT_PAGE_USAGE_PERCENTAGE',
  'ACCOUNT_USAGE_V2_CURRENT_TERM_PAGE_USAGE_PERCENTAGE',
  'ACCOUNT_USAGE_V2_CURRENT_TERM_WJ_RUN_USAGE_PERCENTAGE',
  'ACCOUNT_USAGE_V2_THIS_MONTH_WJ_RUN_USAGE_PERCENTAGE',
  'ACCOUNT_USAGE_V2_LAST_30_DAYS_LOGIN_USER_COUNT',
  'SCORE_TOTAL',
  'SCORE_TAG_PRESENCE',
  'SCORE_TAG_PERFORMANCE',
  'SCORE_RULES',
  'SCORE_PAGE_PERFORMANCE',
  'SCORE_COOKIE',
  'PAGE_SUMMARY_PAGE_COUNT',
  'PAGE_SUMMARY_AVG_PAGE_LOAD_TIME',
  'PAGE_SUMMARY_BROKEN_INITIAL_PAGE_COUNT',
  'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT',
  'PAGE_SUMMARY_PAGE_WITH_BROKEN_LINKS_COUNT',
  'PAGE_SUMMARY_FAILED_RULE_COUNT',
  'PAGE_SUMMARY_WEB_VITALS_P75_LARGEST_CONTENTFUL_PAINT',
  'PAGE_SUMMARY_WEB_VITALS_P75_FIRST_CONTENTFUL_PAINT',
  'PAGE_SUMMARY_WEB_VITALS_P75_TIME_TO_FIRST_BYTE',
  'PAGE_SUMMARY_WEB_VITALS_P75_CUMULATIVE_LAYOUT_SHIFT',
  'TAG_INVENTORY_PAGE_COUNT',
  'TAG_INVENTORY_UNIQUE_TAG_COUNT',
  'TAG_INVENTORY_BROKEN_TAG_COUNT',
  'TAG_INVENTORY_BROKEN_PAGE_COUNT',
  'TAG_HEALTH_PAGE_COUNT',
  'TAG_HEALTH_AVG_TAG_LOAD_TIME',
  'TAG_HEALTH_AVG_TAG_REQUEST_SIZE',
  'TAG_HEALTH_SLOW_TAG_PERCENTAGE',
  'TAG_HEALTH_BROKEN_TAG_PERCENTAGE',
  'TAG_HEALTH_TAG_REQUEST_COUNT',
  'TAG_DUPLICATES_AND_MULTIPLES_PAGE_COUNT',
  'TAG_DUPLICATES_AND_MULTIPLES_UNIQUE_TAG_COUNT',
  'TAG_DUPLICATES_AND_MULTIPLES_TAG_REQUEST_COUNT',
  'TAG_DUPLICATES_AND_MULTIPLES_TAG_DUPLICATE_COUNT',
  'TAG_DUPLICATES_AND_MULTIPLES_TAG_MULTIPLE_COUNT',
  'VARIABLE_INVENTORY_PAGE_COUNT',
  'VARIABLE_INVENTORY_UNIQUE_TAG_COUNT',
  'VARIABLE_INVENTORY_TAG_REQUEST_COUNT',
  'VARIABLE_INVENTORY_UNIQUE_VARIABLE_COUNT',
  'VARIABLE_INVENTORY_UNIQUE_VARIABLE_VALUE_COUNT',
  'BROWSER_LOGS_PAGE_COUNT',
  'BROWSER_LOGS_ERROR_LOG_COUNT',
  'BROWSER_LOGS_WARN_LOG_COUNT',
  'BROWSER_LOGS_INFO_LOG_COUNT',
  'BROWSER_LOGS_DEBUG_LOG_COUNT',
  'BROWSER_LOGS_OTHER_LOG_COUNT',
  'COOKIE_INVENTORY_PAGE_COUNT',
  'COOKIE_INVENTORY_UNIQUE_COOKIE_COUNT',
  'COOKIE_INVENTORY_FIRST_PARTY_COOKIE_COUNT',
  'COOKIE_INVENTORY_THIRD_PARTY_COOKIE_COUNT',
  'COOKIE_INVENTORY_NON_SECURE_COOKIE_COUNT',
  'COOKIE_INVENTORY_SAME_SITE_EMPTY_COOKIE_COUNT',
  'PRIVACY_COOKIES_PAGE_COUNT',
  'PRIVACY_COOKIES_PAGE_WITH_UNAPPROVED_COOKIES_COUNT',
  'PRIVACY_COOKIES_UNIQUE_COOKIE_COUNT',
  'PRIVACY_COOKIES_APPROVED_COOKIE_COUNT',
  'PRIVACY_COOKIES_UNAPPROVED_COOKIE_COUNT',
  'PRIVACY_TAGS_PAGE_COUNT',
  'PRIVACY_TAGS_PAGE_WITH_UNAPPROVED_TAGS_COUNT',
  'PRIVACY_TAGS_UNIQUE_TAG_COUNT',
  'PRIVACY_TAGS_APPROVED_TAG_COUNT',
  'PRIVACY_TAGS_UNAPPROVED_TAG_COUNT',
  'PRIVACY_REQUESTS_PAGE_COUNT',
  'PRIVACY_REQUESTS_PAGE_WITH_UNAPPROVED_REQUESTS_COUNT',
  'PRIVACY_REQUESTS_REQUEST_COUNT',
  'PRIVACY_REQUESTS_UNIQUE_DOMAIN_COUNT',
  'PRIVACY_REQUESTS_UNIQUE_LOCATION_COUNT',
  'PRIVACY_REQUESTS_APPROVED_REQUEST_COUNT',
  'PRIVACY_REQUESTS_UNAPPROVED_REQUEST_COUNT',
  'FILE_CHANGES_PAGE_COUNT',
  'FILE_CHANGES_CHANGED_FILE_COUNT',
  'FILE_CHANGES_NEW_FILE_COUNT',
  'FILE_CHANGES_FILE_DATE_CHANGE_COUNT',
  'FILE_CHANGES_FILE_SIZE_CHANGE_COUNT',
  'RULE_RESULTS_PAGE_COUNT',
  'RULE_RESULTS_RULE_COUNT',
  'RULE_RESULTS_RULE_FAILURE_COUNT',
  'RULE_RESULTS_FAILED_RULE_COUNT',
  'RULE_RESULTS_PASSED_RULE_COUNT',
  'RULE_RESULTS_NOT_APPLIED_RULE_COUNT',
  'RULE_RESULTS_FAILED_RULE_PAGE_COUNT',
  'RULE_RESULTS_PASSED_RULE_PAGE_COUNT',
  'RULE_RESULTS_NOT_APPLIED_RULE_PAGE_COUNT',
] as const;
/** What an alert measures. */
export type AlertMetricType = (typeof alertMetricTypes)[number];
const metricTypeSchema = z.enum(alertMetricTypes);

/** Outcome of an alert for a run (AlertResultStatusEnum); only the first two computed a value. */
export const alertStatusSchema = z.enum([
  'TRIGGERED',
  'NOT_TRIGGERED',
  'UNKNOWN_ERROR',
  'RUN_NOT_FOUND',
  'NO_VALUE',
  'PREVIOUS_RUN_NOT_FOUND',
  'PREVIOUS_RUN_NO_VALUE',
]);
/** Outcome of an alert for a run. */
export type AlertStatus = z.infer<typeof alertStatusSchema>;

/** How a run-over-run alert measures the change (AlertMetricChangeTypeEnum). */
export const alertChangeTypeSchema = z.enum([
  'VALUE_CHANGE',
  'VALUE_CHANGE_ABS',
  'RELATIVE_VALUE_CHANGE',
  'RELATIVE_VALUE_CHANGE_ABS',
]);

/**
 * When an alert triggers (AlertMetricValueComparator): compared with one value, inside
 * `[minInclusive, maxExclusive)` or outside it (below `minExclusive` or from `maxInclusive` on).
 */
export const alertComparatorSchema = z.discriminatedUnion('operator', [
  z.looseObject({
    operator: z.enum(['GREATER', 'GREATER_OR_EQUAL', 'EQUAL', 'NOT_EQUAL', 'LESS_OR_EQUAL', 'LESS']),
    targetValue: z.number(),
  }),
  z.looseObject({ operator: z.literal('BETWEEN'), minInclusive: z.number(), maxExclusive: z.number() }),
  z.looseObject({ operator: z.literal('NOT_BETWEEN'), minExclusive: z.number(), maxInclusive: z.number() }),
]);
/** When an alert triggers. */
export type AlertComparator = z.infer<typeof alertComparatorSchema>;

/** An alert's result for one run (AlertResultDetails). */
const resultShape = {
  status: alertStatusSchema,
  actualValue: z.optional(z.number()),
  currentRunValue: z.optional(z.number()),
  previousRunValue: z.optional(z.number()),
};

/** An alert's definition with its subscribers (AuditRun_AuditSummary_AlertsResponseItemConfig). */
const configSchema = z.looseObject({
  name: z.string(),
  metricType: metricTypeSchema,
  metricChangeType: z.optional(alertChangeTypeSchema),
  // The reference's base AlertMetricValueComparator requires only `operator` (the subtypes add the
  // values): a comparator without its values is valid there, and the screen shows it without them.
  targetValueComparator: z.union([alertComparatorSchema, z.looseObject({ operator: z.string() })]),
  filtersV0: z.looseObject({}),
  subscriberCount: z.int(),
  isUserSubscribed: z.boolean(),
});

const alertShape = {
  id,
  config: configSchema,
  result: z.looseObject(resultShape),
  alertConfigExists: z.boolean(),
};

/** Filters of the alerts table (AuditRun_AlertSummary_SummaryRequestDTO). */
const requestSchema = z.looseObject({
  alertName: z.optional(z.string()),
  metricTypes: z.optional(z.array(metricTypeSchema)),
  status: z.optional(z.enum(['TRIGGERED', 'NOT_TRIGGERED'])),
  subscribedOnly: z.optional(z.boolean()),
});
export type AlertSummaryRequest = z.input<typeof requestSchema>;

/** Alert summary: which of the audit's alerts fired on this run, their thresholds and the measured values. */
export const alertSummary = defineFamily({
  overview: {
    method: 'GET',
    scope: 'run',
    path: 'alert-summary/overview',
    response: z.looseObject({
      alerts: z.array(
        z.looseObject({
          id,
          name: z.string(),
          metricType: metricTypeSchema,
          status: alertStatusSchema,
          isSubscribed: z.boolean(),
          alertConfigExists: z.boolean(),
        }),
      ),
    }),
  },
  alerts: listOperation(
    'alert-summary/alerts',
    requestSchema,
    {
      items: 'alerts',
      size: 50,
      sort: {
        ALERT_NAME: 'config.name',
        ALERT_LOGIC: 'config.metricType',
        ACTUAL_VALUE: 'result.actualValue',
        SUBSCRIBERS: 'config.subscriberCount',
      },
    },
    z.looseObject({
      ...alertShape,
      history: z.array(z.looseObject({ runId: id, completedAt: dateTime, ...resultShape })),
    }),
  ),
  alert: {
    method: 'GET',
    scope: 'run',
    path: 'alert-summary/alerts/{alertId}',
    response: z.looseObject(alertShape),
  },
});
