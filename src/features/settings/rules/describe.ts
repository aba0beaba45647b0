import {
  valuelessMatchTypes,
  type PageFilterType,
  type RuleClause,
  type RuleMatchType,
  type SelectorType,
} from '@/api/rules/schemas';
import { pageFilterTypeLabels } from '@/components/rules/labels';

/** How a match type reads in a sentence ("contains", "is at least"). */
export const matchTypeWords: Record<RuleMatchType, string> = {
  Equals: 'equals',
  DoesNotEqual: 'does not equal',
  Contains: 'contains',
  DoesNotContain: 'does not contain',
  Regex: 'matches the regular expression',
  IsSet: 'is set',
  IsNotSet: 'is not set',
  GreaterThanOrEqualTo: 'is at least',
  LessThanOrEqualTo: 'is at most',
};

/** Where a tag condition sits in the rule. */
export const clauseLabels: Record<RuleClause, string> = {
  If: 'If it fires (the rule applies)',
  Then: 'Then (expected)',
  Else: 'Otherwise',
};

/** Where a variable's value is read from. */
export const selectorTypeLabels: Record<SelectorType, string> = {
  String: 'Tag variable',
  UrlParameter: 'URL parameter',
  DataLayer: 'Data layer',
  Tag: 'Another tag',
  FinalUrlParameter: 'Final URL parameter',
};

/** A rule as far as a sentence needs it: what a form holds, or what the service answers. */
export interface DescribedRule {
  checkTimes?: number;
  matchAllFilters?: boolean;
  recipients?: string[];
  pageFilters?: Array<{ type?: number; matchType?: string; value?: string }>;
  tags?: Array<{
    tagId?: number;
    clause?: string;
    matchType?: string;
    account?: string;
    variables?: Array<{ variable?: string; matchType?: string; value?: string; selectorType?: string }>;
  }>;
}

const isMatchType = (value: string | undefined): value is RuleMatchType =>
  value !== undefined && value in matchTypeWords;

/** "contains “/checkout”", or "is set". */
function comparison(matchType: string | undefined, value: string | undefined): string {
  const type = isMatchType(matchType) ? matchType : 'Equals';
  if (valuelessMatchTypes.includes(type)) return matchTypeWords[type];
  return `${matchTypeWords[type]} “${value ?? ''}”`;
}

/** "the URL contains “/checkout”". */
function filterPhrase(filter: NonNullable<DescribedRule['pageFilters']>[number]): string {
  const what = pageFilterTypeLabels[(filter.type ?? 1) as PageFilterType] ?? 'URL';
  return `the ${what.toLowerCase()} ${comparison(filter.matchType, filter.value)}`;
}

/** "Google Analytics 4 must fire, with page_title set". */
function tagPhrase(tag: NonNullable<DescribedRule['tags']>[number], tagName: (id: number) => string): string {
  const name = tag.tagId ? tagName(tag.tagId) : 'a tag (not chosen yet)';
  const absent = tag.matchType === 'IsNotSet';
  const account =
    tag.account?.trim() && isMatchType(tag.matchType) && !valuelessMatchTypes.includes(tag.matchType)
      ? ` with an account that ${comparison(tag.matchType, tag.account.trim())}`
      : '';
  const variables = (tag.variables ?? [])
    .filter((variable) => variable.variable?.trim())
    .map((variable) => {
      const where = variable.selectorType === 'DataLayer' ? ' in the data layer' : '';
      return `${variable.variable!.trim()}${where} ${comparison(variable.matchType ?? 'IsSet', variable.value)}`;
    });
  const sends = variables.length ? `, where ${variables.join(' and ')}` : '';
  return `${name} must ${absent ? 'not fire' : 'fire'}${account}${sends}`;
}

/**
 * A rule in plain sentences: where it applies (page filters, If tags), what it expects (Then
 * tags with their accounts and variables), what happens otherwise, and who is notified.
 */
export function describeRule(rule: DescribedRule, tagName: (id: number) => string): string[] {
  const filters = (rule.pageFilters ?? []).map(filterPhrase);
  const tags = rule.tags ?? [];
  const ifTags = tags
    .filter((tag) => tag.clause === 'If')
    .map((tag) => (tag.tagId ? tagName(tag.tagId) : 'a tag'));
  const where = [
    ...(filters.length
      ? [
          filters.length === 1
            ? filters[0]!
            : `${rule.matchAllFilters === false ? 'any' : 'all'} of: ${filters.join('; ')}`,
        ]
      : []),
    ...(ifTags.length ? [`${ifTags.join(' or ')} fires`] : []),
  ];
  const sentences = [
    where.length ? `Applies to pages where ${where.join(', and where ')}.` : 'Applies to every page.',
  ];
  const then = tags.filter((tag) => (tag.clause ?? 'Then') === 'Then');
  const otherwise = tags.filter((tag) => tag.clause === 'Else');
  if (then.length) sentences.push(`${then.map((tag) => tagPhrase(tag, tagName)).join('; ')}.`);
  else sentences.push('Expects no tag yet: add a Then condition for the rule to check something.');
  if (otherwise.length)
    sentences.push(`Otherwise, ${otherwise.map((tag) => tagPhrase(tag, tagName)).join('; ')}.`);
  const times = rule.checkTimes ?? 1;
  sentences.push(`Checked ${times === 1 ? 'once' : `${times} times`} per page.`);
  const recipients = (rule.recipients ?? []).filter(Boolean);
  if (recipients.length) sentences.push(`A failure notifies ${recipients.join(', ')}.`);
  return sentences.map((sentence) => `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`);
}
