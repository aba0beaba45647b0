import type {
  TagDuplicatesPagesRequest,
  tagDuplicatesAndMultiples,
} from '@/api/reports/families/tag-duplicates-and-multiples';
import { tagAccount, type RunPage, type Vendor } from '../../db/run-data';
import { runVendors } from '../../db/run-data/run-level';
import { isMultiple } from '../../db/run-data/tag-requests';
import { notFound } from '../../lib/errors';
import type { MockFamily, RunReportContext } from '../context';
import { auditTrend, remember, runTrends } from '../trends';
import { isPrimaryTag, pageColumns, tagInfo, tagInstances } from '../tags';

/** One tag on one page: its requests and the extra ones that copy or repeat the first. */
interface PageTagFigures {
  vendor: Vendor;
  instances: number;
  duplicates: number;
  multiples: number;
}

/** The figures of a tag on a page: a second firing counts once as a duplicate or a multiple. */
function pageTagFigures(page: RunPage, vendor: Vendor): PageTagFigures {
  const instances = tagInstances(page, vendor.tagId);
  const repeats = instances - 1;
  const multiple = repeats > 0 && isMultiple(page, vendor.tagId);
  return { vendor, instances, duplicates: multiple ? 0 : repeats, multiples: multiple ? repeats : 0 };
}

type Request = TagDuplicatesPagesRequest;

/** Whether a vendor passes the body's primary, tag, category, vendor and account filters. */
function tagMatches(vendor: Vendor, body: Request, auditId: number): boolean {
  if (body.primaryTagsOnly && !isPrimaryTag(vendor)) return false;
  if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  return body.tagAccount === undefined || tagAccount(auditId, vendor) === body.tagAccount;
}

const filtersTags = (body: Request) =>
  Boolean(body.primaryTagsOnly) ||
  [body.tagId, body.tagCategoryId, body.tagVendorId, body.tagAccount].some((value) => value !== undefined);

interface SelectedPage {
  page: RunPage;
  tags: PageTagFigures[];
  duplicates: number;
  multiples: number;
}

/** One page's matching tags and their duplicate and multiple totals. */
function pageFigures(page: RunPage, body: Request, auditId: number): SelectedPage {
  const tags = page.vendors
    .filter((vendor) => tagMatches(vendor, body, auditId))
    .map((vendor) => pageTagFigures(page, vendor));
  return {
    page,
    tags,
    duplicates: tags.reduce((sum, tag) => sum + tag.duplicates, 0),
    multiples: tags.reduce((sum, tag) => sum + tag.multiples, 0),
  };
}

/**
 * The pages the request selects, with their matching tags: the page filters, a matching tag when
 * a tag filter is set, and (page list) only pages with duplicates or multiples when `type` says so.
 */
function selectedPages(ctx: RunReportContext<Request>, body: Request = ctx.body): SelectedPage[] {
  const byTag = filtersTags(body);
  const selected: SelectedPage[] = [];
  for (const page of ctx.pages) {
    const figures = pageFigures(page, body, ctx.audit.id);
    if (byTag && figures.tags.length === 0) continue;
    if (body.type === 'tag_duplicates' && figures.duplicates === 0) continue;
    if (body.type === 'tag_multiples' && figures.multiples === 0) continue;
    selected.push(figures);
  }
  return selected;
}

/** A tag's (or account's) totals over pages (AuditRun_TagDuplicatesAndMultiples_TagsItemTrait). */
class TagTotals {
  filteredTagInstanceCount = 0;
  filteredTagDuplicateCount = 0;
  filteredTagDuplicatePageCount = 0;
  filteredTagMultipleCount = 0;
  filteredTagMultiplePageCount = 0;

  add(tag: PageTagFigures): this {
    this.filteredTagInstanceCount += tag.instances;
    this.filteredTagDuplicateCount += tag.duplicates;
    this.filteredTagDuplicatePageCount += tag.duplicates > 0 ? 1 : 0;
    this.filteredTagMultipleCount += tag.multiples;
    this.filteredTagMultiplePageCount += tag.multiples > 0 ? 1 : 0;
    return this;
  }

  figures() {
    return { ...this };
  }
}

/** Totals per tag over the selected pages, by tag id. */
function byTag(selected: SelectedPage[]) {
  const tags = new Map<number, { vendor: Vendor; totals: TagTotals }>();
  for (const { tags: pageTags } of selected) {
    for (const tag of pageTags) {
      const entry = tags.get(tag.vendor.tagId) ?? { vendor: tag.vendor, totals: new TagTotals() };
      entry.totals.add(tag);
      tags.set(tag.vendor.tagId, entry);
    }
  }
  return [...tags.values()].sort((a, b) => a.vendor.tagId - b.vendor.tagId);
}

/** The summary's filtered figures (also every run's figures for the trends). */
function figuresOf(selected: SelectedPage[]) {
  const tags = byTag(selected);
  const sum = (
    field: 'filteredTagInstanceCount' | 'filteredTagDuplicateCount' | 'filteredTagMultipleCount',
  ) => tags.reduce((total, tag) => total + tag.totals[field], 0);
  return {
    uniqueTagCount: tags.length,
    tagInstanceCount: sum('filteredTagInstanceCount'),
    tagDuplicateCount: sum('filteredTagDuplicateCount'),
    tagMultipleCount: sum('filteredTagMultipleCount'),
  };
}

/** Every tag of a run, unfiltered: the trends and the summary's total. */
const runFigures = (auditId: number, pages: RunPage[]) =>
  remember(pages, 'tag-duplicates-and-multiples', () =>
    figuresOf(pages.map((page) => pageFigures(page, {}, auditId))),
  );

const trendField = {
  unique_tags: 'uniqueTagCount',
  tag_requests: 'tagInstanceCount',
  tag_duplicates: 'tagDuplicateCount',
  tag_multiples: 'tagMultipleCount',
} as const;

/** Tag duplicates and multiples computed from the tags that fired more than once on the run's pages. */
export const tagDuplicatesAndMultiplesMock: MockFamily<typeof tagDuplicatesAndMultiples> = {
  summary: (ctx) => {
    const selected = selectedPages(ctx);
    const filtered = figuresOf(selected);
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: selected.length,
      filteredUniqueTagCount: filtered.uniqueTagCount,
      totalTagInstanceCount: runFigures(ctx.audit.id, ctx.data.pages).tagInstanceCount,
      filteredTagInstanceCount: filtered.tagInstanceCount,
      filteredTagDuplicateCount: filtered.tagDuplicateCount,
      filteredTagMultipleCount: filtered.tagMultipleCount,
    };
  },
  trends: (ctx) =>
    runTrends(ctx, ({ data }) => {
      const figures = runFigures(ctx.audit.id, data().pages);
      return {
        totalUniqueTagCount: figures.uniqueTagCount,
        totalTagInstanceCount: figures.tagInstanceCount,
        totalTagDuplicateCount: figures.tagDuplicateCount,
        totalTagMultipleCount: figures.tagMultipleCount,
      };
    }),
  trend: (ctx) =>
    auditTrend(
      ctx,
      ({ data }) =>
        runFigures(ctx.audit.id, data().pages)[trendField[ctx.trendName as keyof typeof trendField]],
    ),
  tags: (ctx) => ({
    tags: byTag(selectedPages(ctx)).map(({ vendor, totals }) => ({
      ...tagInfo(vendor),
      ...totals.figures(),
    })),
  }),
  tagAccounts: (ctx) => {
    const tagId = Number(ctx.params.tagId);
    if (!runVendors(ctx.data).some((vendor) => vendor.tagId === tagId)) notFound('Tag', tagId);
    const accounts = new Map<string, TagTotals>();
    for (const { tags } of selectedPages(ctx, { ...ctx.body, tagId })) {
      for (const tag of tags) {
        const account = tagAccount(ctx.audit.id, tag.vendor);
        accounts.set(account, (accounts.get(account) ?? new TagTotals()).add(tag));
      }
    }
    return [...accounts].map(([account, totals]) => ({ ...totals.figures(), tagAccount: account }));
  },
  pages: (ctx) =>
    selectedPages(ctx).map(({ page, duplicates, multiples }) => ({
      ...pageColumns(page),
      filteredTagDuplicateCount: duplicates,
      filteredTagMultipleCount: multiples,
    })),
};
