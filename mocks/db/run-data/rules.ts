import type { Db, RuleRow } from '../types';
import type { PageDetail, PageTag } from './page-detail';
import type { RunPage } from './pages';
import { vendorById, vendors } from './vendors';

/** What the mock checks for a rule, read from the rule's name (the rule library stores no conditions). */
export interface RuleCheck {
  rule: RuleRow;
  /** Tags of the condition; empty when the rule checks something else. */
  tagIds: number[];
  /** `present`: one of the tags must fire; `absent`: none may. */
  expect: 'present' | 'absent';
  /** A variable the first firing must send (with this value, or any non-empty value). */
  variable?: { name: string; value?: string };
  /** The rule applies only to pages whose URL contains this text. */
  urlContains?: string;
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

/** Read a rule's check from its name: the tags it names, "No …", "on checkout pages", "once", "page name". */
export function ruleCheck(rule: RuleRow): RuleCheck {
  const text = rule.name.toLowerCase();
  const check: RuleCheck = {
    rule,
    tagIds: tagsNamedIn(rule.name),
    expect: /^no\s/.test(text) ? 'absent' : 'present',
  };
  if (text.includes('checkout')) check.urlContains = '/checkout';
  if (/\bonce\b/.test(text)) check.maxFires = 1;
  if (text.includes('page name')) check.variable = { name: 'pageName' };
  if (text.includes('cookie') && text.includes('consent')) check.cookieName = 'OptanonConsent';
  if (text.includes('data layer')) check.dataLayerKey = 'page_type';
  return check;
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
  if (check.variable)
    return check.variable.value ? actualValue === check.variable.value : Boolean(actualValue);
  return true;
}

/** Evaluate rule checks on a page from what its visit recorded. */
export function evaluateRules(checks: RuleCheck[], page: RunPage, detail: PageDetail): RuleOutcome[] {
  return checks.map((check) => {
    const fired = detail.tags.filter((tag) => check.tagIds.includes(tag.vendor.tagId));
    const actualValue = check.variable ? fired[0]?.variables[check.variable.name] : undefined;
    const derivable = check.tagIds.length > 0 || check.cookieName || check.dataLayerKey;
    if (!derivable || (check.urlContains && !page.url.includes(check.urlContains)))
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
