import {
  ruleMatchTypes,
  valuelessMatchTypes,
  type PageFilterType,
  type RuleMatchType,
} from '@/api/rules/schemas';
import type { Db, RuleRow } from '../types';
import type { PageDetail, PageTag } from './page-detail';
import type { RunPage } from './pages';
import { vendorById, vendors } from './vendors';

/** A compared value: how, and with what (no value for IsSet and IsNotSet). */
export interface ValueCheck {
  matchType: RuleMatchType;
  value?: string;
}

/** A page filter of a rule: what it reads of the page and how it compares. */
export interface PageFilterCheck extends ValueCheck {
  type: PageFilterType;
}

/**
 * What the mock checks for a rule: read from its stored conditions (page filters and tags), or,
 * for a rule stored without conditions, from its name.
 */
export interface RuleCheck {
  rule: RuleRow;
  /** Tags of the condition (the Then tags); empty when the rule checks something else. */
  tagIds: number[];
  /** `present`: one of the tags must fire; `absent`: none may. */
  expect: 'present' | 'absent';
  /** A variable the first firing must send, compared with `matchType` (IsSet: any non-empty value). */
  variable?: { name: string } & ValueCheck;
  /** The account the tags must fire with (the first Then tag's account and match type). */
  account?: ValueCheck;
  /** The rule applies only to pages these filters pass: all of them, or any when `matchAllFilters` is false. */
  pageFilters: PageFilterCheck[];
  matchAllFilters: boolean;
  /** The rule applies only to pages where one of these tags fires (If tags). */
  ifTagIds: number[];
  /** At most this many requests of the tag. */
  maxFires?: number;
  /** A cookie that must exist after the page loads. */
  cookieName?: string;
  /** A key the data layer must carry. */
  dataLayerKey?: string;
}

/** Outcome of one rule on one page. */
export interface RuleOutcome {
  check: RuleCheck;
  result: 'Passed' | 'Failed' | 'NotApplied';
  /** Tags of the rule's condition that fired on the page. */
  fired: PageTag[];
  /** For a variable check: the value the first firing sent. */
  actualValue: string | undefined;
}

const aliases: Array<[string, number]> = [
  ['ga4', 101],
  ['gtm', 100],
  ['meta pixel', 105],
  ['facebook', 105],
  ['tiktok', 107],
  ['onetrust', 109],
];

function tagsNamedIn(name: string): number[] {
  const text = name.toLowerCase();
  const named = vendors.filter((vendor) => text.includes(vendor.name.toLowerCase())).map((v) => v.tagId);
  const aliased = aliases.filter(([alias]) => text.includes(alias)).map(([, tagId]) => tagId);
  return [...new Set([...named, ...aliased])];
}

/** Whether a stored match type is one the mock knows. */
export const isMatchType = (value: unknown): value is RuleMatchType =>
  ruleMatchTypes.includes(value as RuleMatchType);

/** Read a rule's check from its name: the tags it names, "No …", "on checkout pages", "once", "page name". */
function checkFromName(rule: RuleRow): RuleCheck {
  const text = rule.name.toLowerCase();
  const check: RuleCheck = {
    rule,
    tagIds: tagsNamedIn(rule.name),
    expect: /^no\s/.test(text) ? 'absent' : 'present',
    pageFilters: [],
    matchAllFilters: true,
    ifTagIds: [],
  };
  if (text.includes('checkout')) check.pageFilters = [{ type: 1, matchType: 'Contains', value: '/checkout' }];
  if (/\bonce\b/.test(text)) check.maxFires = 1;
  if (text.includes('page name')) check.variable = { name: 'pageName', matchType: 'IsSet' };
  if (text.includes('cookie') && text.includes('consent')) check.cookieName = 'OptanonConsent';
  if (text.includes('data layer')) check.dataLayerKey = 'page_type';
  return check;
}

/**
 * Read a rule's check from its conditions: the Then tags (absent when the first is IsNotSet; its
 * account, compared with its match type, and its first variable), the If tags that must fire for
 * the rule to apply, and the page filters. Else tags are kept but not evaluated.
 */
function checkFromConditions(rule: RuleRow): RuleCheck {
  const tags = rule.tags ?? [];
  const then = tags.filter((tag) => (tag.clause ?? 'Then') === 'Then');
  const first = then[0];
  const variable = first?.variables?.[0];
  const tagMatch = isMatchType(first?.matchType) ? first.matchType : undefined;
  const account = first?.account?.trim();
  return {
    rule,
    tagIds: then.map((tag) => tag.tagId),
    expect: tagMatch === 'IsNotSet' ? 'absent' : 'present',
    ...(variable
      ? {
          variable: {
            name: variable.variable,
            matchType: isMatchType(variable.matchType)
              ? variable.matchType
              : variable.value
                ? 'Equals'
                : 'IsSet',
            ...(variable.value !== undefined ? { value: variable.value } : {}),
          },
        }
      : {}),
    ...(account && tagMatch && !valuelessMatchTypes.includes(tagMatch)
      ? { account: { matchType: tagMatch, value: account } }
      : {}),
    pageFilters: (rule.pageFilters ?? []).flatMap((filter) =>
      isMatchType(filter.matchType) && [1, 2, 3, 4].includes(filter.type ?? 0)
        ? [{ type: filter.type as PageFilterType, matchType: filter.matchType, value: filter.value ?? '' }]
        : [],
    ),
    matchAllFilters: rule.matchAllFilters,
    ifTagIds: tags.filter((tag) => tag.clause === 'If').map((tag) => tag.tagId),
  };
}

/**
 * A rule's check: from its conditions once it has them (every rule saved through the API does,
 * even an empty list), from its name for a seeded rule stored without (its check is one V2
 * conditions cannot express: a cookie, the data layer, "at most once").
 */
export function ruleCheck(rule: RuleRow): RuleCheck {
  const stored = rule.tags !== undefined || rule.pageFilters !== undefined;
  return stored ? checkFromConditions(rule) : checkFromName(rule);
}

/**
 * The conditions a name-derived check stands for, when V2 conditions can express it (not "once",
 * cookie or data layer checks): what the seeded rules store. `nextId` numbers the conditions.
 */
export function conditionsOfName(
  rule: RuleRow,
  nextId: () => number,
): Pick<RuleRow, 'tags' | 'pageFilters'> | undefined {
  const check = checkFromName(rule);
  if (check.tagIds.length === 0 || check.maxFires || check.cookieName || check.dataLayerKey) return undefined;
  return {
    pageFilters: check.pageFilters.map((filter) => ({ id: nextId(), ruleId: rule.id, ...filter })),
    tags: check.tagIds.map((tagId, index) => {
      const id = nextId();
      const variable = index === 0 ? check.variable : undefined;
      return {
        id,
        ruleId: rule.id,
        tagId,
        clause: 'Then',
        matchType: check.expect === 'absent' ? 'IsNotSet' : 'IsSet',
        variables: variable
          ? [
              {
                id: nextId(),
                ruleTagId: id,
                variable: variable.name,
                matchType: variable.matchType,
                selectorType: 'String',
              },
            ]
          : [],
      };
    }),
  };
}

/** Whether an observed value meets a comparison (an absent value only meets the negative ones). */
export function valueMatches(check: ValueCheck, actual: string | undefined): boolean {
  const expected = check.value ?? '';
  const set = actual !== undefined && actual !== '';
  const number = (text: string | undefined) =>
    text !== undefined && text.trim() !== '' ? Number(text) : NaN;
  switch (check.matchType) {
    case 'IsSet':
      return set;
    case 'IsNotSet':
      return !set;
    case 'Equals':
      return actual === expected;
    case 'DoesNotEqual':
      return actual !== expected;
    case 'Contains':
      return actual !== undefined && actual.includes(expected);
    case 'DoesNotContain':
      return actual === undefined || !actual.includes(expected);
    case 'Regex':
      try {
        return actual !== undefined && new RegExp(expected).test(actual);
      } catch {
        return false;
      }
    case 'GreaterThanOrEqualTo':
      return number(actual) >= number(expected);
    case 'LessThanOrEqualTo':
      return number(actual) <= number(expected);
  }
}

/** What a page filter reads of a page: 1 URL, 2 status code, 3 final URL, 4 final status code. */
export function pageFilterActual(filter: Pick<PageFilterCheck, 'type'>, page: RunPage): string {
  return {
    1: page.initialUrl,
    2: String(page.initialStatusCode),
    3: page.finalUrl,
    4: String(page.statusCode),
  }[filter.type];
}

/** Whether a rule applies to a page: its page filters pass and, with If tags, one of them fired. */
function applies(check: RuleCheck, page: RunPage, detail: PageDetail): boolean {
  const results = check.pageFilters.map((filter) => valueMatches(filter, pageFilterActual(filter, page)));
  const filtered =
    results.length === 0 || (check.matchAllFilters ? results.every(Boolean) : results.some(Boolean));
  return (
    filtered &&
    (check.ifTagIds.length === 0 || detail.tags.some((tag) => check.ifTagIds.includes(tag.vendor.tagId)))
  );
}

/** The rules applied to an audit (its rule ids in the audit settings, from the rule library). */
export function auditRuleChecks(db: Db, auditId: number): RuleCheck[] {
  const ids = db.auditConfig.ruleIds.get(auditId) ?? [];
  return ids.flatMap((id) => {
    const rule = db.rules.get(id);
    return rule ? [ruleCheck(rule)] : [];
  });
}

function passes(check: RuleCheck, fired: PageTag[], actualValue: string | undefined, detail: PageDetail) {
  if (check.cookieName) return detail.cookies.some((cookie) => cookie.name === check.cookieName);
  if (check.dataLayerKey) {
    const layer = detail.jsVariables[0]?.value;
    return Array.isArray(layer) && layer.some((item) => check.dataLayerKey! in (item as object));
  }
  const requests = fired.reduce((sum, tag) => sum + tag.harEntryIndices.length, 0);
  if (check.expect === 'absent') return requests === 0;
  if (requests === 0) return false;
  if (check.maxFires !== undefined && requests > check.maxFires) return false;
  if (check.variable) return valueMatches(check.variable, actualValue);
  return true;
}

/** Evaluate rule checks on a page from what its visit recorded. */
export function evaluateRules(checks: RuleCheck[], page: RunPage, detail: PageDetail): RuleOutcome[] {
  return checks.map((check) => {
    const fired = detail.tags.filter(
      (tag) =>
        check.tagIds.includes(tag.vendor.tagId) &&
        (!check.account || valueMatches(check.account, tag.account)),
    );
    const actualValue = check.variable ? fired[0]?.variables[check.variable.name] : undefined;
    const derivable = check.tagIds.length > 0 || check.cookieName || check.dataLayerKey;
    if (!derivable || !applies(check, page, detail))
      return { check, result: 'NotApplied', fired, actualValue };
    return {
      check,
      result: passes(check, fired, actualValue, detail) ? 'Passed' : 'Failed',
      fired,
      actualValue,
    };
  });
}

/** Display name of a check's first tag. */
export const checkTagName = (check: RuleCheck) =>
  vendorById(check.tagIds[0] ?? -1)?.name ?? `Tag ${check.tagIds[0] ?? ''}`.trim();
