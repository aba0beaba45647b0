import { runCategoryRows } from '../db/consent-snapshots';
import type { ConsentCategoryRow, Db } from '../db/types';

/** An item's standing with the consent categories (ConsentCategoryComplianceStatus); none is unknown. */
export type ComplianceStatus = ConsentCategoryRow['type'];

/** A consent category applied to a run, with its snapshot id for that run. */
export interface RunCategory {
  row: ConsentCategoryRow;
  snapshotId: number;
}

/** How an item stands: every category that lists it and the one that decides its status. */
export interface Compliance {
  status?: ComplianceStatus;
  decidedBy?: RunCategory;
  categories: RunCategory[];
}

/** The consent filters of the privacy request bodies. */
export interface ConsentFilters {
  consentCategoryId?: number;
  consentCategorySnapshotId?: number;
  consentCategoryComplianceStatus?: ComplianceStatus;
}

/** What a run's items are checked against: its categories and a cached check per kind of item. */
export interface RunConsent {
  categories: RunCategory[];
  /** A cookie by name and domain (with or without its leading dot). */
  cookie: (name: string, domain: string) => Compliance;
  /** A tag by id and the account it sent data to. */
  tag: (tagId: number, account: string) => Compliance;
  /** A request by host and the id of the country that answered it. */
  request: (host: string, countryId: number) => Compliance;
}

type TextRule = 'any' | 'regex' | 'exact_match';

const patterns = new Map<string, RegExp | null>();

/** A category's pattern compiled once; a pattern that does not compile matches nothing. */
function pattern(source: string, flags: string): RegExp | null {
  const key = `${flags}/${source}`;
  if (!patterns.has(key)) {
    let compiled: RegExp | null = null;
    try {
      compiled = new RegExp(source, flags);
    } catch {
      compiled = null;
    }
    patterns.set(key, compiled);
  }
  return patterns.get(key)!;
}

/** Whether a value passes a name or domain rule: anything, a regular expression or the exact text. */
function textMatches(rule: TextRule, expected: string | undefined, value: string, ignoreCase: boolean) {
  if (rule === 'any') return true;
  if (expected === undefined) return false;
  if (rule === 'regex') return pattern(expected, ignoreCase ? 'i' : '')?.test(value) ?? false;
  return ignoreCase ? expected.toLowerCase() === value.toLowerCase() : expected === value;
}

/** A cookie domain without its leading dot (CookieDomain). */
export const bareDomain = (domain: string) => domain.replace(/^\./, '');

const ruleOf = (type: string) => type.replace(/^(name|domain)_/, '') as TextRule;

const cookieListed = (row: ConsentCategoryRow, name: string, domain: string) =>
  row.cookies.some(
    (entry) =>
      textMatches(ruleOf(entry.nameType), entry.name, name, false) &&
      textMatches(ruleOf(entry.domainType), entry.domain && bareDomain(entry.domain), domain, true),
  );

const tagListed = (row: ConsentCategoryRow, tagId: number, account: string) =>
  row.tags.some(
    (entry) => entry.tagId === tagId && (entry.anyAccount === true || entry.accounts.includes(account)),
  );

const requestListed = (row: ConsentCategoryRow, host: string, countryId: number) =>
  row.requestDomains.some(
    (entry) =>
      textMatches(ruleOf(entry.domainType), entry.domain, host, true) &&
      (entry.anyLocation === true || !entry.locationIds?.length || entry.locationIds.includes(countryId)),
  );

/**
 * An item's compliance: the categories that list it, and its status. An item listed by an
 * unapproved category is unapproved (even if an approved one lists it too), one listed only by
 * approved categories is approved, and one no category lists is unknown (no status).
 */
function decide(categories: RunCategory[], listed: (row: ConsentCategoryRow) => boolean): Compliance {
  const matching = categories.filter((category) => listed(category.row));
  const decidedBy = matching.find((category) => category.row.type === 'unapproved') ?? matching[0];
  return decidedBy
    ? { status: decidedBy.row.type, decidedBy, categories: matching }
    : { categories: matching };
}

function cached<A extends unknown[]>(check: (...args: A) => Compliance) {
  const cache = new Map<string, Compliance>();
  return (...args: A) => {
    const key = args.join('\u0000');
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = check(...args)));
    return hit;
  };
}

/**
 * The consent categories a run's privacy reports follow: those the run was checked against, as they
 * were then (a category unticked or edited later leaves the run's results as they were).
 */
export function runConsent(db: Db, auditId: number, runId: number): RunConsent {
  const categories = runCategoryRows(db, auditId, runId);
  return {
    categories,
    cookie: cached((name: string, domain: string) =>
      decide(categories, (row) => cookieListed(row, name, bareDomain(domain))),
    ),
    tag: cached((tagId: number, account: string) =>
      decide(categories, (row) => tagListed(row, tagId, account)),
    ),
    request: cached((host: string, countryId: number) =>
      decide(categories, (row) => requestListed(row, host, countryId)),
    ),
  };
}

/** Whether any consent filter is set. */
export const hasConsentFilter = (filters: ConsentFilters) =>
  filters.consentCategoryId !== undefined ||
  filters.consentCategorySnapshotId !== undefined ||
  filters.consentCategoryComplianceStatus !== undefined;

/** Whether an item passes the consent filters: its status, and a category (or snapshot) that lists it. */
export function passesConsent(compliance: Compliance, filters: ConsentFilters): boolean {
  const { consentCategoryId, consentCategorySnapshotId, consentCategoryComplianceStatus } = filters;
  if (consentCategoryComplianceStatus !== undefined && compliance.status !== consentCategoryComplianceStatus)
    return false;
  if (
    consentCategoryId !== undefined &&
    !compliance.categories.some((category) => category.row.id === consentCategoryId)
  )
    return false;
  if (
    consentCategorySnapshotId !== undefined &&
    !compliance.categories.some((category) => category.snapshotId === consentCategorySnapshotId)
  )
    return false;
  return true;
}

/** A privacy row's consent columns: status, deciding category and every category listing the item. */
export function complianceColumns(compliance: Compliance) {
  const { decidedBy } = compliance;
  return {
    ...(decidedBy
      ? {
          consentCategoryComplianceStatus: decidedBy.row.type,
          consentCategoryName: decidedBy.row.name,
          consentCategorySnapshotId: decidedBy.snapshotId,
        }
      : {}),
    consentCategories: compliance.categories.map((category) => ({
      consentCategoryComplianceStatus: category.row.type,
      consentCategoryName: category.row.name,
      consentCategorySnapshotId: category.snapshotId,
    })),
  };
}

/** How many items are approved and how many unapproved. */
export function statusCounts(items: Iterable<Compliance>) {
  let approved = 0;
  let unapproved = 0;
  for (const item of items) {
    if (item.status === 'approved') approved++;
    else if (item.status === 'unapproved') unapproved++;
  }
  return { approved, unapproved };
}
