import {
  checkTagName,
  evaluateRules,
  pageFilterActual,
  valueMatches,
  type RuleOutcome,
} from '../db/run-data/rules';
import { runRuleChecks } from '../db/run-data/run-rules';
import type { PageFilterType } from '@/api/rules/schemas';
import type { PageContext } from './page-context';

const filterTypes: Record<PageFilterType, 'Url' | 'StatusCode' | 'FinalUrl' | 'FinalStatusCode'> = {
  1: 'Url',
  2: 'StatusCode',
  3: 'FinalUrl',
  4: 'FinalStatusCode',
};

function variableResult(outcome: RuleOutcome) {
  const { check, actualValue } = outcome;
  if (!check.variable) return [];
  const expected = check.variable.value;
  const ok = valueMatches(check.variable, actualValue);
  return [
    {
      snapshotId: check.rule.id * 10 + 2,
      name: check.variable.name,
      expectedParamName: check.variable.name,
      expectedValues: expected ? [expected] : [],
      matchType: check.variable.matchType,
      selectorType: 'String' as const,
      ...(actualValue !== undefined ? { actualValue } : {}),
      resultType: actualValue === undefined ? 'MissingVariable' : ok ? 'Passed' : 'BadValue',
    },
  ];
}

function tagResults(outcome: RuleOutcome) {
  const { check, fired } = outcome;
  if (outcome.result === 'NotApplied' || check.tagIds.length === 0) return [];
  const first = fired[0];
  const variables = variableResult(outcome);
  const resultType =
    check.expect === 'absent'
      ? undefined
      : !first
        ? 'TagMissing'
        : variables.some((variable) => variable.resultType !== 'Passed')
          ? 'IncorrectVariables'
          : 'Passed';
  return [
    {
      conditionId: check.rule.id * 10 + 1,
      ...(resultType ? { resultType } : {}),
      tag: {
        id: first?.vendor.tagId ?? check.tagIds[0]!,
        name: first?.vendor.name ?? checkTagName(check),
        ...(first ? { tagAccount: first.account } : {}),
        variables,
      },
    },
  ];
}

/** GET /v2/…/pages/{pageId}/rule-results: the rules the run applied, evaluated on the page (PageRuleResults). */
export function pageRuleResultsView(context: PageContext) {
  const checks = runRuleChecks(context.db, context.audit.id, context.run.id);
  const outcomes = evaluateRules(checks, context.page, context.detail);
  const results = outcomes.map((outcome) => ({
    ruleId: outcome.check.rule.id,
    name: outcome.check.rule.name,
    resultType: outcome.result,
    noOfChecks: {
      expected: outcome.check.expect === 'absent' ? 0 : 1,
      actual: outcome.fired.reduce((sum, tag) => sum + tag.harEntryIndices.length, 0),
    },
    pageFilterResults: outcome.check.pageFilters.map((filter) => ({
      filterType: filterTypes[filter.type],
      matchType: filter.matchType,
      expected: filter.value ?? '',
      actual: pageFilterActual(filter, context.page),
    })),
    tagResults: tagResults(outcome),
  }));
  const count = (result: RuleOutcome['result']) =>
    outcomes.filter((outcome) => outcome.result === result).length;
  return {
    results,
    summary: {
      totalNoOfRulesApplied: count('Passed') + count('Failed'),
      totalNoOfRulesFailed: count('Failed'),
      totalNoOfRulesNotApplied: count('NotApplied'),
      totalNoOfRulesPassed: count('Passed'),
    },
  };
}
