import type {
  MatchType,
  RuleResultType,
  RuleStatus,
  RuleSummaryBaseRequest,
  RuleSummaryRequest,
  RuleSummaryRulePagesRequest,
  ruleSummary,
} from '@/api/reports/families/rule-summary';
import { vendorById, type RunPage, type Vendor } from '../../db/run-data';
import { statusClass } from '../../db/run-data/initiators';
import {
  evaluateOnPage,
  ruleStatusOn,
  runRuleResults,
  statusOfResult,
  type RunRuleResults,
} from '../../db/run-data/rule-results';
import { pageFilterActual, valueMatches, type RuleCheck, type RuleOutcome } from '../../db/run-data/rules';
import { runFacts } from '../../db/run-data/run-facts';
import { runRuleChecks } from '../../db/run-data/run-rules';
import { accountOf } from '../../db/run-data/tag-variables';
import type { PageFilterType, RuleMatchType } from '@/api/rules/schemas';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import type { AuditReportContext, HistoryRun, MockFamily, RunReportContext } from '../context';
import { runTrends } from '../trends';
import { isPrimaryTag, pageColumns, tagInfo } from '../tags';

/** A rule's snapshot id in a run: made of the run and the rule, so it is stable and unique in the run. */
export const ruleSnapshotId = (runId: number, ruleId: number) => runId * 10_000 + ruleId;

/** The contract fixture: the snapshot of the audit's first rule in the run (0 when it has no rules). */
export function ruleSnapshotFixture(db: Db, auditId: number, runId: number): number {
  const check = runRuleChecks(db, auditId, runId)[0];
  return check ? ruleSnapshotId(runId, check.rule.id) : 0;
}

/** The rules the run applied and their status on every page of it. */
const evaluation = (ctx: RunReportContext) => runRuleResults(ctx.db, ctx.audit.id, ctx.run.id, ctx.data);

/** Evaluate one rule on a page of the run, with what fired and the values it read. */
const evaluator = (ctx: RunReportContext, check: RuleCheck) => (page: RunPage) =>
  evaluateOnPage(ctx.data.site, [check], page)[0]!;

const checkVendors = (check: RuleCheck) =>
  check.tagIds.flatMap((tagId) => {
    const vendor = vendorById(tagId);
    return vendor ? [vendor] : [];
  });

/** The status the request asks for (`ruleStatus`, or the deprecated `ruleFailuresOnly`). */
const wantedStatus = (body: RuleSummaryBaseRequest): RuleStatus | undefined =>
  body.ruleStatus ?? (body.ruleFailuresOnly ? 'failed' : undefined);

/** The page filters, then the status class (ignored when an initial status code filter is set). */
function basePages(ctx: RunReportContext<RuleSummaryBaseRequest>): RunPage[] {
  const { pageStatusCode, initialPageStatusCode } = ctx.body;
  if (!pageStatusCode || initialPageStatusCode) return ctx.pages;
  return ctx.pages.filter((page) => statusClass(page.statusCode) === pageStatusCode);
}

/** Whether a rule matches the request's rule id and tag filters (a rule matches by the tags it checks). */
function ruleMatches(check: RuleCheck, body: RuleSummaryRequest, auditId: number): boolean {
  if (body.ruleId !== undefined && check.rule.id !== body.ruleId) return false;
  const byTag =
    body.primaryTagsOnly ||
    body.tagId !== undefined ||
    body.tagCategoryId !== undefined ||
    body.tagVendorId !== undefined ||
    body.tagAccount !== undefined;
  if (!byTag) return true;
  return checkVendors(check).some(
    (vendor) =>
      (!body.primaryTagsOnly || isPrimaryTag(vendor)) &&
      (body.tagId === undefined || vendor.tagId === body.tagId) &&
      (body.tagCategoryId === undefined || vendor.categoryId === body.tagCategoryId) &&
      (body.tagVendorId === undefined || vendor.vendorId === body.tagVendorId) &&
      (body.tagAccount === undefined || accountOf(auditId, vendor) === body.tagAccount),
  );
}

/**
 * The pages and rules the request selects: the filtered pages and the matching rules; with a
 * rule status, the rules with that status on a page and the pages with that status for a rule.
 */
function selection(ctx: RunReportContext<RuleSummaryRequest>) {
  const ev = evaluation(ctx);
  let pages = basePages(ctx);
  let rules = ev.checks.flatMap((check, rule) => (ruleMatches(check, ctx.body, ctx.audit.id) ? [rule] : []));
  const status = wantedStatus(ctx.body);
  if (status) {
    rules = rules.filter((rule) => pages.some((page) => ruleStatusOn(ev, page, rule) === status));
    pages = pages.filter((page) => rules.some((rule) => ruleStatusOn(ev, page, rule) === status));
  }
  return { ev, pages, rules };
}

/** How many groups hold each status at least once. */
function tally(groups: Iterable<Iterable<RuleStatus>>): Record<RuleStatus, number> {
  const counts = { passed: 0, failed: 0, not_applied: 0 };
  for (const group of groups) for (const status of new Set(group)) counts[status] += 1;
  return counts;
}

/** Page counts by status as the answers name them (AuditRunRulePageCountTrait). */
const asPageCounts = (counts: Record<RuleStatus, number>) => ({
  failedRulePageCount: counts.failed,
  passedRulePageCount: counts.passed,
  notAppliedRulePageCount: counts.not_applied,
});

/** Pages with at least one of the rules failed, passed, not applied. */
const pageCounts = (ev: RunRuleResults, pages: RunPage[], rules: number[]) =>
  asPageCounts(tally(pages.map((page) => rules.map((rule) => ruleStatusOn(ev, page, rule)))));

/** Rules failed, passed, not applied on at least one of the pages. */
function ruleCounts(ev: RunRuleResults, pages: RunPage[], rules: number[]) {
  const counts = tally(rules.map((rule) => pages.map((page) => ruleStatusOn(ev, page, rule))));
  return {
    failedRuleCount: counts.failed,
    passedRuleCount: counts.passed,
    notAppliedRuleCount: counts.not_applied,
  };
}

const failureCount = (ev: RunRuleResults, page: RunPage, rules: number[]) =>
  rules.filter((rule) => ruleStatusOn(ev, page, rule) === 'failed').length;

/** A rule of the run with its page counts (AuditRun_AllRuleResultsItem). */
function ruleItem(ctx: RunReportContext, ev: RunRuleResults, rule: number, pages: RunPage[]) {
  const check = ev.checks[rule]!;
  const recipients = check.rule.recipients ?? [];
  return {
    ...pageCounts(ev, pages, [rule]),
    ruleSnapshotId: ruleSnapshotId(ctx.run.id, check.rule.id),
    originalRuleId: check.rule.id,
    ruleConfigExists: ctx.db.rules.get(check.rule.id) !== undefined,
    name: check.rule.name,
    tags: checkVendors(check).map(tagInfo),
    hasEmailNotification: recipients.length > 0,
    emailRecipients: recipients,
  };
}

/** The rule a `{ruleSnapshotId}` names in this run; 404 when the run has no such snapshot. */
function snapshotRule(ctx: RunReportContext) {
  const ev = evaluation(ctx);
  const snapshot = Number(ctx.params.ruleSnapshotId);
  const rule = ev.checks.findIndex((check) => ruleSnapshotId(ctx.run.id, check.rule.id) === snapshot);
  if (rule < 0) notFound('Rule snapshot', snapshot);
  return { ev, rule, check: ev.checks[rule]!, snapshot };
}

/** One condition of a rule: a page filter, a tag, a tag's variable, or a cookie or data layer check. */
export interface Condition {
  kind: 'page_filter' | 'tag' | 'variable' | 'check';
  id: number;
  idType: string;
  parent?: Condition;
  filterType?: PageFilterType;
  vendor?: Vendor;
  name: string;
  matcher: MatchType;
  expected: string[];
  selectorType?: 'String' | 'DataLayer';
}

/** How the report names a rule's match type (its MatchType differs from the V2 rule's). */
const reportMatcher: Record<RuleMatchType, MatchType> = {
  Equals: 'Equals',
  DoesNotEqual: 'NotEqual',
  Contains: 'Contains',
  DoesNotContain: 'DoesNotContain',
  Regex: 'Regex',
  IsSet: 'IsSet',
  IsNotSet: 'NotSet',
  GreaterThanOrEqualTo: 'GreaterThanOrEquals',
  LessThanOrEqualTo: 'LessThanOrEquals',
};
const filterNames: Record<PageFilterType, string> = {
  1: 'Page URL',
  2: 'Status code',
  3: 'Final URL',
  4: 'Final status code',
};

/**
 * The conditions of a rule's snapshot, with ids derived from the snapshot id (`snapshot * 100`
 * plus 1–9 for page filters, 10–49 for tags, 50 for the variable).
 */
export function conditions(check: RuleCheck, snapshot: number): Condition[] {
  const list: Condition[] = [];
  const base = snapshot * 100;
  check.pageFilters.slice(0, 9).forEach((filter, index) =>
    list.push({
      kind: 'page_filter',
      id: base + 1 + index,
      idType: 'RulePageFilterSnapshotId',
      filterType: filter.type,
      name: filterNames[filter.type],
      matcher: reportMatcher[filter.matchType],
      expected: filter.value !== undefined && filter.value !== '' ? [filter.value] : [],
    }),
  );
  const other = (name: string, matcher: MatchType, selectorType?: Condition['selectorType']): Condition => ({
    kind: 'check',
    id: snapshot,
    idType: 'RuleSnapshotId',
    name,
    matcher,
    expected: [],
    ...(selectorType ? { selectorType } : {}),
  });
  if (check.cookieName) return [...list, other(check.cookieName, 'IsSet', 'String')];
  if (check.dataLayerKey) return [...list, other(check.dataLayerKey, 'IsSet', 'DataLayer')];
  const tags = checkVendors(check)
    .slice(0, 40)
    .map((vendor, index): Condition => ({
      kind: 'tag',
      id: base + 10 + index,
      idType: 'RuleTagSnapshotId',
      vendor,
      name: vendor.name,
      matcher: check.expect === 'absent' ? 'NotSet' : 'TagPresent',
      expected: [
        check.expect === 'absent'
          ? 'Does not fire'
          : check.maxFires
            ? `At most ${check.maxFires} request${check.maxFires > 1 ? 's' : ''}`
            : 'Fires',
      ],
    }));
  if (tags.length === 0) return [...list, other(check.rule.name, 'Unknown')];
  list.push(...tags);
  if (check.variable) {
    list.push({
      kind: 'variable',
      id: base + 50,
      idType: 'RuleTagVariableSnapshotId',
      parent: tags[0],
      name: check.variable.name,
      matcher: reportMatcher[check.variable.matchType],
      expected: check.variable.value ? [check.variable.value] : [],
      selectorType: 'String',
    });
  }
  return list;
}

/** A condition's status on a page, whether its tag's request failed, and what the page had. */
interface Judged {
  condition: Condition;
  status: RuleStatus;
  broken: boolean;
  actual?: string;
}

function judge(condition: Condition, page: RunPage, outcome: RuleOutcome): Judged {
  const rule = statusOfResult[outcome.result];
  const applied = rule !== 'not_applied';
  if (condition.kind === 'tag') {
    const fired = outcome.fired.find((tag) => tag.vendor.tagId === condition.vendor?.tagId);
    const requests = fired?.harEntryIndices.length ?? 0;
    const { expect, maxFires } = outcome.check;
    const ok =
      expect === 'absent' ? requests === 0 : requests > 0 && (maxFires === undefined || requests <= maxFires);
    return {
      condition,
      status: applied ? (ok ? 'passed' : 'failed') : rule,
      broken: Boolean(fired?.broken),
      actual: requests ? `${requests} request${requests > 1 ? 's' : ''}` : 'Not fired',
    };
  }
  if (condition.kind === 'variable') {
    const fired = outcome.fired[0];
    const value = outcome.actualValue;
    const variable = outcome.check.variable;
    const ok = variable ? valueMatches(variable, value) : Boolean(value);
    return {
      condition,
      status: applied && fired ? (ok ? 'passed' : 'failed') : 'not_applied',
      broken: Boolean(fired?.broken),
      ...(value !== undefined ? { actual: value } : {}),
    };
  }
  if (condition.kind === 'page_filter') {
    const actual = pageFilterActual({ type: condition.filterType ?? 1 }, page);
    return { condition, status: rule, broken: false, actual };
  }
  const known = applied && condition.matcher !== 'Unknown';
  return {
    condition,
    status: rule,
    broken: false,
    ...(known ? { actual: rule === 'passed' ? 'Set' : 'Not set' } : {}),
  };
}

/** A judged condition as a page row's `conditionResult` (RuleConditionResult). */
const conditionResult = ({ condition, actual }: Judged) => ({
  id: condition.id,
  idType: condition.idType,
  ...(condition.parent ? { parentId: condition.parent.id, parentType: condition.parent.idType } : {}),
  name: condition.name,
  matcher: condition.matcher,
  ...(actual !== undefined ? { actual } : {}),
  expected: {
    expected: condition.expected,
    name: condition.name,
    ...(condition.selectorType ? { selectorType: condition.selectorType } : {}),
  },
});

/** Whether a condition is the one a `ruleFilter` names. */
function isFiltered(condition: Condition, filter: NonNullable<RuleSummaryRulePagesRequest['ruleFilter']>) {
  if (filter.filterType === 'page_filter')
    return condition.kind === 'page_filter' && condition.id === filter.pageFilterSnapshotId;
  if (filter.filterType === 'tag_filter')
    return condition.kind === 'tag' && condition.id === filter.tagSnapshotId;
  return (
    condition.kind === 'variable' &&
    condition.id === filter.tagVariableSnapshotId &&
    condition.parent?.id === filter.tagSnapshotId
  );
}

const hasResult = (subject: { status: RuleStatus; broken: boolean }, wanted: RuleResultType | undefined) =>
  wanted === undefined || (wanted === 'broken' ? subject.broken : subject.status === wanted);

/** Per-run figures of every rule on every page: what the trends show. */
function runFigures(db: Db, auditId: number, item: HistoryRun) {
  const data = item.data();
  const ev = runRuleResults(db, auditId, item.run.id, data);
  const rules = ev.checks.map((_, rule) => rule);
  return { ...pageCounts(ev, data.pages, rules), ...ruleCounts(ev, data.pages, rules) };
}

/** One item per run of the last `days` days with the fields `pick` takes from its figures. */
function auditRuns<T>(ctx: AuditReportContext, pick: (figures: ReturnType<typeof runFigures>) => T) {
  return {
    runs: ctx.history().map((item) => ({
      runId: item.run.id,
      completedAt: item.run.completed,
      ...pick(runFigures(ctx.db, ctx.audit.id, item)),
    })),
  };
}

/** Rule summary computed by evaluating the audit's rules on the run's pages. */
export const ruleSummaryMock: MockFamily<typeof ruleSummary> = {
  summary: (ctx) => {
    const { ev, pages, rules } = selection(ctx);
    return {
      ...pageCounts(ev, pages, rules),
      ...ruleCounts(ev, pages, rules),
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: pages.length,
      totalRuleCount: ev.checks.length,
      filteredRuleCount: rules.length,
      totalRuleFailureCount: runFacts(ctx.db, ctx.audit.id, ctx.run).rules.failures,
      filteredRuleFailureCount: pages.reduce((sum, page) => sum + failureCount(ev, page, rules), 0),
    };
  },
  trends: (ctx) => runTrends(ctx, (item) => runFigures(ctx.db, ctx.audit.id, item)),
  ruleResultsTrend: (ctx) =>
    auditRuns(ctx, ({ failedRuleCount, passedRuleCount, notAppliedRuleCount }) => ({
      failedRuleCount,
      passedRuleCount,
      notAppliedRuleCount,
    })),
  pageCountTrend: (ctx) =>
    auditRuns(ctx, ({ failedRulePageCount, passedRulePageCount, notAppliedRulePageCount }) => ({
      failedRulePageCount,
      passedRulePageCount,
      notAppliedRulePageCount,
    })),
  ruleResults: (ctx) => {
    const { ev, pages, rules } = selection(ctx);
    return { rules: rules.map((rule) => ruleItem(ctx, ev, rule, pages)) };
  },
  ruleResult: (ctx) => {
    const { ev, rule, check, snapshot } = snapshotRule(ctx);
    const status = wantedStatus(ctx.body);
    const pages = basePages(ctx).filter((page) => !status || ruleStatusOn(ev, page, rule) === status);
    const list = conditions(check, snapshot);
    const outcomeOn = evaluator(ctx, check);
    const judged = pages.map((page) => {
      const outcome = outcomeOn(page);
      return list.map((condition) => judge(condition, page, outcome));
    });
    const countsOf = (condition: Condition) => {
      const index = list.indexOf(condition);
      const counts = { passed: 0, failed: 0, not_applied: 0 };
      for (const conditions of judged) counts[conditions[index]!.status] += 1;
      return asPageCounts(counts);
    };
    return {
      ...ruleItem(ctx, ev, rule, pages),
      pageFilters: list
        .filter((condition) => condition.kind === 'page_filter')
        .map((condition) => ({
          ...countsOf(condition),
          pageFilterSnapshotId: condition.id,
          ruleSnapshotId: snapshot,
          value: condition.expected[0] ?? '',
          type: condition.filterType ?? 1,
          matchType: condition.matcher,
        })),
      tags: list.flatMap((condition) =>
        condition.kind === 'tag' && condition.vendor
          ? [
              {
                ...countsOf(condition),
                ...tagInfo(condition.vendor),
                ruleTagSnapshotId: condition.id,
                ruleSnapshotId: snapshot,
                matchType: condition.matcher,
                account: accountOf(ctx.audit.id, condition.vendor),
                clause: 'Then' as const,
                variables: list
                  .filter((variable) => variable.parent === condition)
                  .map((variable) => ({
                    ...countsOf(variable),
                    ruleTagVariableSnapshotId: variable.id,
                    ruleTagSnapshotId: condition.id,
                    variable: variable.name,
                    isRegexVariableName: false,
                    ...(variable.expected[0] ? { value: variable.expected[0] } : {}),
                    matchType: variable.matcher,
                    selectorType: 'String' as const,
                  })),
              },
            ]
          : [],
      ),
    };
  },
  pages: (ctx) => {
    const { ev, pages, rules } = selection(ctx);
    return pages.map((page) => ({ ...pageColumns(page), ruleFailureCount: failureCount(ev, page, rules) }));
  },
  rulePages: (ctx) => {
    const { ev, rule, check, snapshot } = snapshotRule(ctx);
    const list = conditions(check, snapshot);
    const filter = ctx.body.ruleFilter;
    const chosen = filter ? list.find((condition) => isFiltered(condition, filter)) : undefined;
    if (filter && !chosen) return [];
    const byCondition = chosen !== undefined && chosen.kind !== 'page_filter';
    const wanted = ctx.body.ruleResultType ?? wantedStatus(ctx.body);
    const candidates =
      !byCondition && wanted && wanted !== 'broken'
        ? basePages(ctx).filter((page) => ruleStatusOn(ev, page, rule) === wanted)
        : basePages(ctx);
    const outcomeOn = evaluator(ctx, check);
    return candidates.flatMap((page) => {
      const outcome = outcomeOn(page);
      const judged = list.map((condition) => judge(condition, page, outcome));
      const subject = byCondition
        ? judged.find((item) => item.condition === chosen)!
        : { status: statusOfResult[outcome.result], broken: judged.some((item) => item.broken) };
      if (!hasResult(subject, wanted)) return [];
      const shown = chosen
        ? judged.find((item) => item.condition === chosen)!
        : (judged.find((item) => item.status === 'failed') ?? judged.at(-1)!);
      return [{ ...pageColumns(page), conditionResult: conditionResult(shown) }];
    });
  },
};
