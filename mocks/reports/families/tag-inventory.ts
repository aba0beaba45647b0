import type { TagInventoryRequest } from '@/api/reports/families/tag-inventory';
import type { tagInventory } from '@/api/reports/families/tag-inventory';
import { tagAccount, type RunPage, type Vendor } from '../../db/run-data';
import { statusClass } from '../../db/run-data/initiators';
import { runVendors } from '../../db/run-data/run-level';
import { notFound } from '../../lib/errors';
import type { MockFamily, RunReportContext } from '../context';
import { isBrokenPage } from '../filters';
import { auditTrend, remember, runTrends } from '../trends';
import { isPrimaryTag, pageColumns, tagInfo, tagInstances } from '../tags';

type Request = TagInventoryRequest;

/** The tags of a page the request counts (all, or primary tags only). */
const countedTags = (page: RunPage, body: Request) =>
  body.primaryTagsOnly ? page.vendors.filter(isPrimaryTag) : page.vendors;

/** Whether a vendor matches the request's tag, category, vendor and account filters. */
function tagMatches(vendor: Vendor, body: Request, auditId: number): boolean {
  if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  if (body.tagAccount !== undefined && tagAccount(auditId, vendor) !== body.tagAccount) return false;
  return true;
}

const hasTag = (page: RunPage, tagId: number) => page.vendors.some((vendor) => vendor.tagId === tagId);

/**
 * The pages the request selects: the page filters, the status class, pages with a matching tag
 * when a tag filter is set, and pages without the `pagesWithout…` tag, category or vendor.
 */
function selectedPages(ctx: RunReportContext<Request>): RunPage[] {
  const { body } = ctx;
  const auditId = ctx.audit.id;
  const byTag =
    body.tagId !== undefined ||
    body.tagCategoryId !== undefined ||
    body.tagVendorId !== undefined ||
    body.tagAccount !== undefined;
  const without = body.pagesWithoutTag;
  return ctx.pages.filter((page) => {
    if (body.pageStatusCode && statusClass(page.statusCode) !== body.pageStatusCode) return false;
    if (byTag && !countedTags(page, body).some((vendor) => tagMatches(vendor, body, auditId))) return false;
    if (body.pagesWithoutTagId !== undefined && hasTag(page, body.pagesWithoutTagId)) return false;
    if (
      body.pagesWithoutTagCategoryId !== undefined &&
      page.vendors.some((v) => v.categoryId === body.pagesWithoutTagCategoryId)
    )
      return false;
    if (
      body.pagesWithoutTagVendorId !== undefined &&
      page.vendors.some((v) => v.vendorId === body.pagesWithoutTagVendorId)
    )
      return false;
    if (without) {
      const present = page.vendors.some(
        (vendor) =>
          vendor.tagId === without.tagId &&
          (without.tagAccount === undefined || tagAccount(auditId, vendor) === without.tagAccount),
      );
      if (present) return false;
    }
    return true;
  });
}

/** Per tag: the pages it fired on, the instances and whether it failed anywhere. */
function tagTotals(pages: RunPage[], body: Request, auditId: number) {
  const totals = new Map<number, { vendor: Vendor; pages: number; instances: number; broken: boolean }>();
  for (const page of pages) {
    for (const vendor of countedTags(page, body)) {
      if (!tagMatches(vendor, body, auditId)) continue;
      const entry = totals.get(vendor.tagId) ?? { vendor, pages: 0, instances: 0, broken: false };
      entry.pages += 1;
      entry.instances += tagInstances(page, vendor.tagId);
      entry.broken ||= page.brokenTagIds.includes(vendor.tagId);
      totals.set(vendor.tagId, entry);
    }
  }
  return [...totals.values()].sort((a, b) => a.vendor.tagId - b.vendor.tagId);
}

/** The figures the summary and the trends share. */
function figures(pages: RunPage[], body: Request, auditId: number) {
  const tags = tagTotals(pages, body, auditId);
  return {
    pageCount: pages.length,
    brokenPageCount: pages.filter(isBrokenPage).length,
    uniqueTagCount: tags.length,
    brokenTagCount: tags.filter((tag) => tag.broken).length,
    tagInstanceCount: tags.reduce((sum, tag) => sum + tag.instances, 0),
  };
}

const runFigures = (auditId: number, pages: RunPage[]) =>
  remember(pages, 'tag-inventory', () => figures(pages, {}, auditId));

/** Unique tags that fired across a run's pages, as the run's tag inventory summary counts them. */
export const runUniqueTagCount = (auditId: number, pages: RunPage[]) =>
  runFigures(auditId, pages).uniqueTagCount;

const trendValue = {
  unique_tags: 'uniqueTagCount',
  broken_tags: 'brokenTagCount',
  broken_pages: 'brokenPageCount',
} as const;

/** Tag inventory computed from the run's pages and the tags that fired on them. */
export const tagInventoryMock: MockFamily<typeof tagInventory> = {
  summary: (ctx) => {
    const pages = selectedPages(ctx);
    const result = figures(pages, ctx.body, ctx.audit.id);
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: result.pageCount,
      filteredBrokenPageCount: result.brokenPageCount,
      filteredUniqueTagCount: result.uniqueTagCount,
      filteredBrokenTagCount: result.brokenTagCount,
      totalTagInstanceCount: result.tagInstanceCount,
    };
  },
  tagCategories: (ctx) => {
    const categories = new Map<
      number,
      { tagCategoryId: number; totalTagInstanceCount: number; tagFilterStatus: boolean }
    >();
    for (const tag of tagTotals(
      selectedPages(ctx),
      { ...ctx.body, tagCategoryId: undefined },
      ctx.audit.id,
    )) {
      const entry = categories.get(tag.vendor.categoryId) ?? {
        tagCategoryId: tag.vendor.categoryId,
        totalTagInstanceCount: 0,
        tagFilterStatus: ctx.body.tagCategoryId === tag.vendor.categoryId,
      };
      entry.totalTagInstanceCount += tag.instances;
      categories.set(tag.vendor.categoryId, entry);
    }
    return { tagCategories: [...categories.values()].sort((a, b) => a.tagCategoryId - b.tagCategoryId) };
  },
  trends: (ctx) =>
    runTrends(ctx, ({ data }) => {
      const result = runFigures(ctx.audit.id, data().pages);
      return {
        totalBrokenPageCount: result.brokenPageCount,
        totalUniqueTagCount: result.uniqueTagCount,
        totalBrokenTagCount: result.brokenTagCount,
      };
    }),
  trend: (ctx) =>
    auditTrend(
      ctx,
      ({ data }) =>
        runFigures(ctx.audit.id, data().pages)[trendValue[ctx.trendName as keyof typeof trendValue]],
    ),
  tags: (ctx) => {
    const pages = selectedPages(ctx);
    return {
      tags: tagTotals(pages, ctx.body, ctx.audit.id).map((tag) => ({
        ...tagInfo(tag.vendor),
        tagPresentPageCount: tag.pages,
        tagAbsentPageCount: pages.length - tag.pages,
        filteredTagAccountCount: 1,
      })),
    };
  },
  tagAccounts: (ctx) => {
    const tagId = Number(ctx.params.tagId);
    // A tag that did not fire in the run is not found, as in the other families' tag accounts.
    if (!runVendors(ctx.data).some((vendor) => vendor.tagId === tagId)) notFound('Tag', tagId);
    const pages = selectedPages(ctx);
    const accounts = new Map<string, number>();
    for (const page of pages) {
      const vendor = page.vendors.find((candidate) => candidate.tagId === tagId);
      if (!vendor) continue;
      const account = tagAccount(ctx.audit.id, vendor);
      accounts.set(account, (accounts.get(account) ?? 0) + 1);
    }
    return [...accounts].map(([tagAccount, present]) => ({
      tagAccount,
      tagPresentPageCount: present,
      tagAbsentPageCount: pages.length - present,
    }));
  },
  pages: (ctx) =>
    selectedPages(ctx).map((page) => {
      const tags = countedTags(page, ctx.body).filter((vendor) => tagMatches(vendor, ctx.body, ctx.audit.id));
      return {
        ...pageColumns(page),
        tagInstanceCount: tags.reduce((sum, vendor) => sum + tagInstances(page, vendor.tagId), 0),
        uniqueTagCount: tags.length,
        brokenTagCount: tags.filter((vendor) => page.brokenTagIds.includes(vendor.tagId)).length,
      };
    }),
};
