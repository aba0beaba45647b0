import { z } from '@/lib/zod';
import { id } from '../../common';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  statusClassSchema,
  tagInfoShape,
} from '../common';
import { defineFamily } from '../define';

/** Outcome of a rule on a page (RuleStatus). */
export const ruleStatusSchema = z.enum(['failed', 'passed', 'not_applied']);
export type RuleStatus = z.infer<typeof ruleStatusSchema>;

/** How a rule condition compares (MatchType). */
export const matchTypeSchema = z.enum([
  'Unknown',
  'TagPresent',
  'Equals',
  'NotEqual',
  'Contains',
  'DoesNotContain',
  'Regex',
  'IsSet',
  'NotSet',
  'GreaterThanOrEquals',
  'LessThanOrEquals',
  'EqualIgnoreCase',
  'NotEqualIgnoreCase',
  'ContainsIgnoreCase',
  'DoesNotContainIgnoreCase',
]);
export type MatchType = z.infer<typeof matchTypeSchema>;

const selectorTypes = ['String', 'UrlParameter', 'DataLayer', 'Tag', 'FinalUrlParam'] as const;

/** Filters of every rule summary request (AuditRun_RuleSummary_BaseRequestTrait, after the page filters). */
const baseFilters = {
  pageStatusCode: z.optional(statusClassSchema),
  primaryTagsOnly: z.optional(z.boolean()),
  tagId: z.optional(id),
  tagCategoryId: z.optional(id),
  tagVendorId: z.optional(id),
  tagAccount: z.optional(z.string()),
  ruleFailuresOnly: z.optional(z.boolean()),
  ruleStatus: z.optional(ruleStatusSchema),
};
const baseRequest = reportBody(baseFilters);
export type RuleSummaryBaseRequest = z.input<typeof baseRequest>;

const requestSchema = reportBody({ ...baseFilters, ruleId: z.optional(id) });
export type RuleSummaryRequest = z.input<typeof requestSchema>;

/** One component of a rule's logic to read page results by (PageRuleResultsRuleFilter). */
const ruleFilterSchema = z.discriminatedUnion('filterType', [
  z.looseObject({ filterType: z.literal('page_filter'), pageFilterSnapshotId: id }),
  z.looseObject({ filterType: z.literal('tag_filter'), tagSnapshotId: id }),
  z.looseObject({
    filterType: z.literal('tag_variable_filter'),
    tagSnapshotId: id,
    tagVariableSnapshotId: id,
  }),
]);
/** Result of a rule, or of one of its conditions, on a page (RuleResultEnum). */
export const ruleResultTypeSchema = z.enum(['passed', 'failed', 'not_applied', 'broken']);
export type RuleResultType = z.infer<typeof ruleResultTypeSchema>;

const rulePagesRequest = reportBody({
  ...baseFilters,
  ruleFilter: z.optional(ruleFilterSchema),
  ruleResultType: z.optional(ruleResultTypeSchema),
});
export type RuleSummaryRulePagesRequest = z.input<typeof rulePagesRequest>;

/** Pages with at least one rule failed, passed, not applied (AuditRunRulePageCountTrait). */
const pageCounts = {
  failedRulePageCount: z.int(),
  passedRulePageCount: z.int(),
  notAppliedRulePageCount: z.int(),
};
/** Rules failed, passed, not applied on at least one page (AuditRunRuleCountTrait). */
const ruleCounts = {
  failedRuleCount: z.int(),
  passedRuleCount: z.int(),
  notAppliedRuleCount: z.int(),
};

/** A rule of the run and its page counts (AuditRun_AllRuleResultsItem). */
const ruleItem = {
  ...pageCounts,
  ruleSnapshotId: id,
  originalRuleId: z.optional(id),
  ruleConfigExists: z.optional(z.boolean()),
  name: z.string(),
  tags: z.array(z.looseObject(tagInfoShape)),
  hasEmailNotification: z.boolean(),
  emailRecipients: z.array(z.string()),
};

/** A variable condition of a rule's tag (RuleTagVariableSnapshot). */
const variableSnapshot = z.looseObject({
  ...pageCounts,
  ruleTagVariableSnapshotId: id,
  ruleTagSnapshotId: id,
  variable: z.string(),
  isRegexVariableName: z.boolean(),
  value: z.optional(z.string()),
  validationDescription: z.optional(z.string()),
  matchType: z.optional(matchTypeSchema),
  valueTagId: z.optional(id),
  selectorType: z.optional(z.enum(selectorTypes)),
});

/** A tag condition of a rule; the tag info is required as the rule item's `tags` also describes it (RuleTagSnapshot). */
const tagSnapshot = z.looseObject({
  ...pageCounts,
  ...tagInfoShape,
  ruleTagSnapshotId: id,
  ruleSnapshotId: id,
  matchType: z.optional(matchTypeSchema),
  account: z.optional(z.string()),
  validationDescription: z.optional(z.string()),
  clause: z.optional(z.enum(['If', 'Then', 'Else'])),
  variables: z.optional(z.array(variableSnapshot)),
  statusCode: z.optional(
    z.looseObject({
      matchType: matchTypeSchema,
      valueType: z.enum(['Specific', 'SuccessAndRedirect', 'Broken']),
      value: z.optional(z.int()),
    }),
  ),
});

/** A page filter of a rule: 1 URL, 2 status code, 3 final URL, 4 final status code (PageFilterSnapshot). */
const pageFilterSnapshot = z.looseObject({
  ...pageCounts,
  pageFilterSnapshotId: id,
  ruleSnapshotId: id,
  value: z.optional(z.string()),
  type: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  matchType: z.optional(matchTypeSchema),
});

/** What one condition of a rule expected on a page and what the page had (RuleConditionResult). */
const conditionResult = z.looseObject({
  id,
  idType: z.string(),
  parentId: z.optional(id),
  parentType: z.optional(z.string()),
  name: z.string(),
  matcher: z.string(),
  actual: z.optional(z.string()),
  expected: z.looseObject({
    expected: z.array(z.string()),
    name: z.optional(z.string()),
    selectorType: z.optional(z.enum([...selectorTypes, 'Empty'])),
  }),
});

const pageCountsTrend = runTrendsSchema(pageCounts);
const ruleCountsTrend = runTrendsSchema(ruleCounts);

/** Rule summary: the audit's rules evaluated on every page of the run, with the failing pages. */
export const ruleSummary = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'rule-summary',
    body: requestSchema,
    response: z.looseObject({
      ...pageCounts,
      ...ruleCounts,
      totalPageCount: z.int(),
      filteredPageCount: z.int(),
      totalRuleCount: z.int(),
      filteredRuleCount: z.int(),
      totalRuleFailureCount: z.int(),
      filteredRuleFailureCount: z.int(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'rule-summary/trends',
    response: runTrendsSchema({ ...pageCounts, ...ruleCounts }),
  },
  ruleResultsTrend: {
    method: 'GET',
    scope: 'audit',
    path: 'rule-summary/trends/rule-results',
    days: true,
    response: ruleCountsTrend,
  },
  pageCountTrend: {
    method: 'GET',
    scope: 'audit',
    path: 'rule-summary/trends/page-count',
    days: true,
    response: pageCountsTrend,
  },
  ruleResults: {
    method: 'POST',
    scope: 'run',
    path: 'rule-summary/rule-results',
    body: requestSchema,
    response: z.looseObject({ rules: z.array(z.looseObject(ruleItem)) }),
  },
  ruleResult: {
    method: 'POST',
    scope: 'run',
    path: 'rule-summary/rule-results/{ruleSnapshotId}',
    body: baseRequest,
    response: z.looseObject({
      ...ruleItem,
      originalRuleId: z.optional(id),
      pageFilters: z.array(pageFilterSnapshot),
      tags: z.array(tagSnapshot),
    }),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'rule-summary/page-rule-results',
    body: requestSchema,
    list: { items: 'pages', size: 50, sort: { ...reportPageSort, rule_failures: 'ruleFailureCount' } },
    response: pagedSchema('pages', z.looseObject({ ...reportPageShape, ruleFailureCount: z.int() })),
  },
  rulePages: {
    method: 'POST',
    scope: 'run',
    path: 'rule-summary/page-rule-results/{ruleSnapshotId}',
    body: rulePagesRequest,
    list: { items: 'pages', size: 50, sort: reportPageSort },
    response: pagedSchema('pages', z.looseObject({ ...reportPageShape, conditionResult })),
  },
});
