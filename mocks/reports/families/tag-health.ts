import type { RangeFilter } from '@/api/reports/common';
import type { TagHealthRequest, tagHealth } from '@/api/reports/families/tag-health';
import { tagAccount, type RunPage, type Vendor } from '../../db/run-data';
import { statusClass } from '../../db/run-data/initiators';
import { runVendors } from '../../db/run-data/run-level';
import { pageTagRequests, type TagRequest } from '../../db/run-data/tag-requests';
import { notFound } from '../../lib/errors';
import type { MockFamily, RunReportContext } from '../context';
import { auditTrend, remember, runTrends } from '../trends';
import { isPrimaryTag, pageColumns, tagInfo } from '../tags';

/** A tag request is slow from this load time on (the reference's "slower than 2 sec"). */
export const SLOW_TAG_MS = 2000;

type Request = TagHealthRequest;

/** Inside a `min` (inclusive) / `max` (exclusive) range. */
const inRange = (value: number, range: RangeFilter | undefined) =>
  !range ||
  ((range.min === undefined || value >= range.min) && (range.max === undefined || value < range.max));

/** Whether the request sets any filter on the tag requests themselves. */
const filtersRequests = (body: Request) =>
  Boolean(body.primaryTagsOnly) ||
  [
    body.tagId,
    body.tagCategoryId,
    body.tagVendorId,
    body.tagAccount,
    body.tagLoadTime,
    body.tagStatusCode,
    body.tagRequestSize,
  ].some((value) => value !== undefined);

/** Whether a tag request passes the body's tag, account, load time, status and size filters. */
function requestMatches(request: TagRequest, body: Request, auditId: number): boolean {
  const { vendor } = request;
  if (body.primaryTagsOnly && !isPrimaryTag(vendor)) return false;
  if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  if (body.tagStatusCode && statusClass(request.statusCode) !== body.tagStatusCode) return false;
  if (!inRange(request.loadTime, body.tagLoadTime) || !inRange(request.size, body.tagRequestSize))
    return false;
  return body.tagAccount === undefined || tagAccount(auditId, vendor) === body.tagAccount;
}

interface SelectedPage {
  page: RunPage;
  requests: TagRequest[];
}

/**
 * The pages the request selects, each with its matching tag requests: the page filters, the page
 * status class and, when a tag request filter is set, at least one matching request.
 */
function selectedPages(ctx: RunReportContext<Request>, body: Request = ctx.body): SelectedPage[] {
  const byRequest = filtersRequests(body);
  const selected: SelectedPage[] = [];
  for (const page of ctx.pages) {
    if (body.pageStatusCode && statusClass(page.statusCode) !== body.pageStatusCode) continue;
    const requests = pageTagRequests(page).filter((request) => requestMatches(request, body, ctx.audit.id));
    if (byRequest && requests.length === 0) continue;
    selected.push({ page, requests });
  }
  return selected;
}

/** Load time, size and status totals of a set of tag requests. */
class Totals {
  instances = 0;
  loadTime = 0;
  size = 0;
  slow = 0;
  readonly loadTimes = { below500: 0, '500to1000': 0, '1000to2000': 0, above2000: 0 };
  readonly statuses = { good: 0, redirect: 0, broken: 0 };

  add(request: TagRequest): this {
    this.instances += 1;
    this.loadTime += request.loadTime;
    this.size += request.size;
    const ms = request.loadTime;
    const bucket =
      ms < 500 ? 'below500' : ms < 1000 ? '500to1000' : ms < SLOW_TAG_MS ? '1000to2000' : 'above2000';
    this.loadTimes[bucket] += 1;
    if (ms >= SLOW_TAG_MS) this.slow += 1;
    const status = statusClass(request.statusCode);
    this.statuses[status === 'redirects' ? 'redirect' : status] += 1;
    return this;
  }

  average(sum: number): number {
    return this.instances ? Math.round(sum / this.instances) : 0;
  }

  percentage(part: number): number {
    return this.instances ? Math.round((10_000 * part) / this.instances) / 100 : 0;
  }
}

const totalsOf = (requests: Iterable<TagRequest>) => {
  const totals = new Totals();
  for (const request of requests) totals.add(request);
  return totals;
};

function* requestsOf(selected: SelectedPage[]) {
  for (const { requests } of selected) yield* requests;
}

/** A tag's (or account's) row figures (AuditRun_TagHealth_TagListItemTrait). */
const tagFigures = (vendor: Vendor, totals: Totals) => ({
  ...tagInfo(vendor),
  tagInstanceCount: totals.instances,
  tagRequestSizeAverage: totals.average(totals.size),
  tagLoadTimeDistribution: totals.loadTimes,
  tagStatusCodeDistribution: totals.statuses,
});

/** Every tag request of a run, unfiltered: what the trends show. */
const runTotals = (pages: RunPage[]) =>
  remember(pages, 'tag-health', () => {
    const totals = new Totals();
    for (const page of pages) for (const request of pageTagRequests(page)) totals.add(request);
    return {
      totalTagLoadTimeAverage: totals.average(totals.loadTime),
      totalTagRequestSizeAverage: totals.average(totals.size),
      totalSlowTagCount: totals.slow,
      slowTagPercentage: totals.percentage(totals.slow),
      totalBrokenTagCount: totals.statuses.broken,
      brokenTagPercentage: totals.percentage(totals.statuses.broken),
      totalTagInstanceCount: totals.instances,
    };
  });

const trendField = {
  average_tag_load_time: 'totalTagLoadTimeAverage',
  average_tag_request_size: 'totalTagRequestSizeAverage',
  slow_tags: 'totalSlowTagCount',
  slow_tag_percentage: 'slowTagPercentage',
  broken_tags: 'totalBrokenTagCount',
  broken_tag_percentage: 'brokenTagPercentage',
  tag_requests: 'totalTagInstanceCount',
} as const;

/** Tag health computed from every tag request of the run's pages. */
export const tagHealthMock: MockFamily<typeof tagHealth> = {
  summary: (ctx) => {
    const selected = selectedPages(ctx);
    const totals = totalsOf(requestsOf(selected));
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: selected.length,
      filteredTagLoadTimeAverage: totals.average(totals.loadTime),
      filteredTagRequestSizeAverage: totals.average(totals.size),
      filteredSlowTagCount: totals.slow,
      filteredSlowTagPercentage: totals.percentage(totals.slow),
      filteredBrokenTagCount: totals.statuses.broken,
      filteredBrokenTagPercentage: totals.percentage(totals.statuses.broken),
      filteredTagInstanceCount: totals.instances,
      tagLoadTimeDistribution: totals.loadTimes,
      tagStatusCodeDistribution: totals.statuses,
    };
  },
  trends: (ctx) => runTrends(ctx, ({ data }) => runTotals(data().pages)),
  trend: (ctx) =>
    auditTrend(
      ctx,
      ({ data }) => runTotals(data().pages)[trendField[ctx.trendName as keyof typeof trendField]],
    ),
  tags: (ctx) => {
    const byTag = new Map<number, { vendor: Vendor; totals: Totals }>();
    for (const request of requestsOf(selectedPages(ctx))) {
      const { vendor } = request;
      const entry = byTag.get(vendor.tagId) ?? { vendor, totals: new Totals() };
      entry.totals.add(request);
      byTag.set(vendor.tagId, entry);
    }
    return {
      tags: [...byTag.values()]
        .sort((a, b) => a.vendor.tagId - b.vendor.tagId)
        // A tag sends to one account per audit (tagAccount).
        .map(({ vendor, totals }) => ({ ...tagFigures(vendor, totals), filteredTagAccountCount: 1 })),
    };
  },
  tagAccounts: (ctx) => {
    const tagId = Number(ctx.params.tagId);
    const vendor = runVendors(ctx.data).find((candidate) => candidate.tagId === tagId);
    if (!vendor) notFound('Tag', tagId);
    const byAccount = new Map<string, Totals>();
    for (const request of requestsOf(selectedPages(ctx, { ...ctx.body, tagId }))) {
      const account = tagAccount(ctx.audit.id, request.vendor);
      byAccount.set(account, (byAccount.get(account) ?? new Totals()).add(request));
    }
    return [...byAccount].map(([account, totals]) => ({
      ...tagFigures(vendor, totals),
      tagAccount: account,
    }));
  },
  pages: (ctx) =>
    selectedPages(ctx).map(({ page, requests }) => {
      const totals = totalsOf(requests);
      return {
        ...pageColumns(page),
        filteredTagLoadTimeAverage: totals.average(totals.loadTime),
        filteredTagRequestSizeAverage: totals.average(totals.size),
        filteredTagInstanceCount: totals.instances,
        filteredBrokenTagCount: totals.statuses.broken,
      };
    }),
};
