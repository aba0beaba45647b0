import type { tagPrivacy, TagPrivacyRequest } from '@/api/reports/families/tag-privacy';
import { tagAccount, type RunData, type RunPage, type Vendor } from '../../db/run-data';
import { runVendors } from '../../db/run-data/run-level';
import { complianceColumns, hasConsentFilter, passesConsent, runConsent, type RunConsent } from '../consent';
import type { MockFamily, RunReportContext } from '../context';
import { isPrimaryTag, pageColumns, tagInfo, tagInstances } from '../tags';
import { privacySummary, privacyTotals, privacyTrends } from './shared/privacy';

type Request = TagPrivacyRequest;

/** A tag fired on a page with the account it sent data to (one account per tag and audit). */
interface AccountTag {
  vendor: Vendor;
  account: string;
}

/** Whether the request narrows the tags (primary only, tag, category, vendor, account or consent). */
const filtersTags = (body: Request) =>
  body.primaryTagsOnly === true ||
  body.tagId !== undefined ||
  body.tagCategoryId !== undefined ||
  body.tagVendorId !== undefined ||
  body.tagAccount !== undefined ||
  hasConsentFilter(body);

/** The tag test of a request: primary tags only, tag, category, vendor, account and the consent filters. */
const tagTest = (body: Request, consent: RunConsent) => (tag: AccountTag) =>
  (!body.primaryTagsOnly || isPrimaryTag(tag.vendor)) &&
  (body.tagId === undefined || tag.vendor.tagId === body.tagId) &&
  (body.tagCategoryId === undefined || tag.vendor.categoryId === body.tagCategoryId) &&
  (body.tagVendorId === undefined || tag.vendor.vendorId === body.tagVendorId) &&
  (body.tagAccount === undefined || tag.account === body.tagAccount) &&
  passesConsent(consent.tag(tag.vendor.tagId, tag.account), body);

const accounts = new Map<string, string>();

/** A tag's account on an audit's site, computed once per audit and tag. */
function accountOf(auditId: number, vendor: Vendor): string {
  const key = `${auditId}:${vendor.tagId}`;
  let account = accounts.get(key);
  if (account === undefined) accounts.set(key, (account = tagAccount(auditId, vendor)));
  return account;
}

const accountTags = (auditId: number, vendors: readonly Vendor[]): AccountTag[] =>
  vendors.map((vendor) => ({ vendor, account: accountOf(auditId, vendor) }));

/**
 * The pages a request selects with their matching tag requests and whether an unapproved tag fired
 * (every filtered page, or only those where a matching tag fired when tags are filtered), and each
 * matching tag and account with its page count. A tag's account is the same on every page of an
 * audit, so each tag that fired in the run is tested once.
 */
function selection(ctx: RunReportContext<Request>, consent: RunConsent) {
  const test = tagTest(ctx.body, consent);
  const passing = new Map(
    accountTags(ctx.audit.id, runVendors(ctx.data))
      .filter(test)
      .map((tag) => {
        const unapproved = consent.tag(tag.vendor.tagId, tag.account).status === 'unapproved';
        return [tag.vendor.tagId, { ...tag, unapproved, pages: 0 }];
      }),
  );
  const narrowed = filtersTags(ctx.body);
  const pages: Array<{ page: RunPage; tagRequests: number; unapproved: boolean }> = [];
  for (const page of ctx.pages) {
    let tagRequests = 0;
    let unapproved = false;
    for (const vendor of page.vendors) {
      const tag = passing.get(vendor.tagId);
      if (!tag) continue;
      tag.pages += 1;
      tagRequests += tagInstances(page, vendor.tagId);
      unapproved ||= tag.unapproved;
    }
    if (narrowed && tagRequests === 0) continue;
    pages.push({ page, tagRequests, unapproved });
  }
  return { pages, tags: [...passing.values()].filter((tag) => tag.pages > 0) };
}

/** A run's tag figures (all its pages): what the totals and both trends read. */
const runFigures = (auditId: number, data: RunData, consent: RunConsent) =>
  privacyTotals(
    'Tag',
    accountTags(auditId, runVendors(data)).map((tag) => consent.tag(tag.vendor.tagId, tag.account)),
  );

const trendValue = {
  unique_tags: 'totalUniqueTagCount',
  approved_tags: 'totalApprovedTagCount',
  unapproved_tags: 'totalUnapprovedTagCount',
} as const;

/** Tag privacy computed from the tags that fired on the run's pages and the audit's consent categories. */
export const tagPrivacyMock: MockFamily<typeof tagPrivacy> = {
  summary: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    const { pages, tags } = selection(ctx, consent);
    const items = tags.map((tag) => consent.tag(tag.vendor.tagId, tag.account));
    return privacySummary('Tag', ctx, consent, { pages, items }, runFigures(ctx.audit.id, ctx.data, consent));
  },
  ...privacyTrends((item, consent, auditId) => runFigures(auditId, item.data(), consent), trendValue),
  compliance: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    return selection(ctx, consent).tags.map((tag) => ({
      ...tagInfo(tag.vendor),
      tagAccount: tag.account,
      ...complianceColumns(consent.tag(tag.vendor.tagId, tag.account)),
      filteredPageCount: tag.pages,
    }));
  },
  pages: (ctx) =>
    selection(ctx, runConsent(ctx.db, ctx.audit.id, ctx.run.id)).pages.map(({ page, tagRequests }) => ({
      ...pageColumns(page),
      tagRequestCount: tagRequests,
    })),
  tagPages: (ctx) => {
    const { tagId, tagAccount: account } = ctx.body;
    const vendor = runVendors(ctx.data).find((candidate) => candidate.tagId === tagId);
    if (!vendor || accountOf(ctx.audit.id, vendor) !== account) return [];
    return ctx.pages.flatMap((page) => {
      const requests = tagInstances(page, tagId);
      return requests ? [{ ...pageColumns(page), tagRequestCount: requests }] : [];
    });
  },
};
