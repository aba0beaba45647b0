import type { RuleStatus } from '@/api/reports/families/rule-summary';
import type { Db } from '../types';
import { pageCookieKeys } from './cookies';
import type { RunData } from './index';
import { pageJsVariables } from './js-variables';
import type { PageCookie, PageDetail } from './page-detail';
import type { RunPage } from './pages';
import { evaluateRules, type RuleCheck, type RuleOutcome } from './rules';
import { runRuleChecks, runRulesKey } from './run-rules';
import type { SiteProfile } from './site';
import { accountOf, tagVariables } from './tag-variables';

/** The status of each outcome of a rule on a page. */
export const statusOfResult: Record<RuleOutcome['result'], RuleStatus> = {
  Passed: 'passed',
  Failed: 'failed',
  NotApplied: 'not_applied',
};
const statuses: readonly RuleStatus[] = ['passed', 'failed', 'not_applied'];

const cookieAttributes = {
  value: '',
  partyType: '1st_party',
  expiresInDays: undefined,
  secure: true,
  httpOnly: false,
  sameSite: 'Lax',
  size: 0,
  setByHarEntryIndex: 0,
  tagId: undefined,
} satisfies Omit<PageCookie, 'name' | 'domain'>;

/** What a set of rule checks reads of a page: some tags' variables, the cookies, the JavaScript variables. */
interface EvidenceNeeds {
  variablesOf: ReadonlySet<number>;
  cookies: boolean;
  jsVariables: boolean;
}

const needsOf = (checks: RuleCheck[]): EvidenceNeeds => ({
  variablesOf: new Set(checks.flatMap((check) => (check.variable ? check.tagIds : []))),
  cookies: checks.some((check) => check.cookieName !== undefined),
  jsVariables: checks.some((check) => check.dataLayerKey !== undefined),
});

/**
 * What rule checks read of a page's detail, derived from the page without generating the detail:
 * each tag's requests and (when a check reads them) variables, the cookies the page ends with
 * (`pageCookieKeys`) and its JavaScript variables; what no check reads is left empty. Rules
 * evaluated on it agree with the page detail's (the tests check it).
 */
function ruleEvidence(site: SiteProfile, page: RunPage, needs: EvidenceNeeds): PageDetail {
  return {
    requests: [],
    console: [],
    tags: page.vendors.map((vendor) => ({
      vendor,
      account: accountOf(site.auditId, vendor),
      harEntryIndices: page.duplicateTagIds.includes(vendor.tagId) ? [0, 1] : [0],
      variables: needs.variablesOf.has(vendor.tagId) ? tagVariables(site.auditId, page, vendor) : {},
      broken: page.brokenTagIds.includes(vendor.tagId),
    })),
    cookies: needs.cookies ? pageCookieKeys(site, page).map((key) => ({ ...key, ...cookieAttributes })) : [],
    jsVariables: needs.jsVariables ? pageJsVariables(site, page) : [],
  };
}

/** Evaluate rule checks on one page of a run from what its visit recorded (no page detail generated). */
export function evaluateOnPage(site: SiteProfile, checks: RuleCheck[], page: RunPage): RuleOutcome[] {
  return evaluateRules(checks, page, ruleEvidence(site, page, needsOf(checks)));
}

/** The rules a run applied and the status of each on every page (`codes[page.index * rules + rule]`). */
export interface RunRuleResults {
  checks: RuleCheck[];
  codes: Uint8Array;
}

const memo = new WeakMap<readonly RunPage[], Map<string, RunRuleResults>>();

/**
 * The rules a run applied, evaluated on every page it recorded: once per generated run and set of
 * rules (the copies of a record that applied the same rules share it). Every figure of a run's
 * rules (its rule summary, its flag, its rules score, its totals in the grid) counts these.
 */
export function runRuleResults(db: Db, auditId: number, runId: number, data: RunData): RunRuleResults {
  let byRules = memo.get(data.pages);
  if (!byRules) memo.set(data.pages, (byRules = new Map()));
  const key = runRulesKey(db, auditId, runId);
  const hit = byRules.get(key);
  if (hit) return hit;
  const checks = runRuleChecks(db, auditId, runId);
  const codes = new Uint8Array(data.pages.length * checks.length);
  if (checks.length > 0) {
    const needs = needsOf(checks);
    for (const page of data.pages) {
      evaluateRules(checks, page, ruleEvidence(data.site, page, needs)).forEach((outcome, rule) => {
        codes[page.index * checks.length + rule] = statuses.indexOf(statusOfResult[outcome.result]);
      });
    }
  }
  const results = { checks, codes };
  byRules.set(key, results);
  return results;
}

/** The status of the `rule`-th rule of a run on one of its pages. */
export const ruleStatusOn = (results: RunRuleResults, page: RunPage, rule: number): RuleStatus =>
  statuses[results.codes[page.index * results.checks.length + rule]!]!;

/** How many of the rules a run applied failed on one of its pages. */
export function pageRuleFailures(results: RunRuleResults, page: RunPage): number {
  let failed = 0;
  for (let rule = 0; rule < results.checks.length; rule++)
    if (ruleStatusOn(results, page, rule) === 'failed') failed++;
  return failed;
}
