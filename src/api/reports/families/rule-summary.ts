import { z } from 'zod';
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
  pageStatusCode: statusClassSchema.optional(),
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  tagAccount: z.string().optional(),
  ruleFailuresOnly: z.boolean().optional(),
  ruleStatus: ruleStatusSchema.optional(),
};
const baseRequest = reportBody(baseFilters);
export type RuleSummaryBaseRequest = z.input<typeof baseRequest>;

const requestSchema = reportBody({ ...baseFilters, ruleId: id.optional() });
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
  ruleFilter: ruleFilterSchema.optional(),
  ruleResultType: ruleResultTypeSchema.optional(),
});
export type RuleSummaryRulePagesRequest = z.input<typeof rulePagesRequest>;

/** Pages with at least one rule failed, passed, not applied (AuditRunRulePageCountTrait). */
const pageCounts = {
  failedRulePageCount: z.number().int(),
  passedRulePageCount: z.number().int(),
  notAppliedRulePageCount: z.number().int(),
};
/** Rules failed, passed, not applied on at least one page (AuditRunRuleCountTrait). */
const ruleCounts = {
  failedRuleCount: z.number().int(),
  passedRuleCount: z.number().int(),
  notAppliedRuleCount: z.number().int(),
};

/** A rule of the run and its page counts (AuditRun_AllRuleResultsItem). */
const ruleItem = {
  ...pageCounts,
  ruleSnapshotId: id,
  originalRuleId: id.optional(),
  ruleConfigExists: z.boolean().optional(),
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
  value: z.string().optional(),
  validationDescription: z.string().optional(),
  matchType: matchTypeSchema.optional(),
  valueTagId: id.optional(),
  selectorType: z.enum(selectorTypes).optional(),
});

/** A tag condition of a rule; the tag info is required as the rule item's `tags` also describes it (RuleTagSnapshot). */
const tagSnapshot = z.looseObject({
  ...pageCounts,
  ...tagInfoShape,
  ruleTagSnapshotId: id,
  ruleSnapshotId: id,
  matchType: matchTypeSchema.optional(),
  account: z.string().optional(),
  validationDescription: z.string().optional(),
  clause: z.enum(['If', 'Then', 'Else']).optional(),
  variables: z.array(variableSnapshot).optional(),
  statusCode: z
    .looseObject({
      matchType: matchTypeSchema,
      valueType: z.enum(['Specific', 'SuccessAndRedirect', 'Broken']),
      value: z.number().int().optional(),
    })
    .optional(),
});

/** A page filter of a rule: 1 URL, 2 status code, 3 final URL, 4 final status code (PageFilterSnapshot). */
const pageFilterSnapshot = z.looseObject({
  ...pageCounts,
  pageFilterSnapshotId: id,
  ruleSnapshotId: id,
  value: z.string().optional(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  matchType: matchTypeSchema.optional(),
});

/** What one condition of a rule expected on a page and what the page had (RuleConditionResult). */
const conditionResult = z.looseObject({
  id,
  idType: z.string(),
  parentId: id.optional(),
  parentType: z.string().optional(),
  name: z.string(),
  matcher: z.string(),
  actual: z.string().optional(),
  expected: z.looseObject({
    expected: z.array(z.string()),
    name: z.string().optional(),
    selectorType: z.enum([...selectorTypes, 'Empty']).optional(),
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
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
      totalRuleCount: z.number().int(),
      filteredRuleCount: z.number().int(),
      totalRuleFailureCount: z.number().int(),
      filteredRuleFailureCount: z.number().int(),
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
      originalRuleId: id.optional(),
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
    response: pagedSchema('pages', z.looseObject({ ...reportPageShape, ruleFailureCount: z.number().int() })),
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
