import type { requestPrivacy, RequestPrivacyRequest } from '@/api/reports/families/request-privacy';
import type { RunData, RunPage } from '../../db/run-data';
import { siteCountry, type Country } from '../../db/run-data/geo';
import { runVendors } from '../../db/run-data/run-level';
import { hash32, prng } from '../../db/run-data/random';
import {
  complianceColumns,
  hasConsentFilter,
  passesConsent,
  runConsent,
  type Compliance,
  type RunConsent,
} from '../consent';
import type { MockFamily, RunReportContext } from '../context';
import { pageColumns, tagInstances } from '../tags';
import { remember } from '../trends';
import { privacyTrends } from './shared/privacy';

type Request = RequestPrivacyRequest;

/** Where a run's pages send requests: the site's own host, or the host of a tag that fired. */
interface RequestTarget {
  host: string;
  country: Country;
}

/** Requests to one host and country over several pages. */
type RequestTotal = RequestTarget & { count: number; pages: number };

/**
 * Requests of a page to the site's own host: the document and its assets, drawn from the same seed
 * and in the same order as the page's detail (`pageDetail`), without generating the detail.
 */
function siteRequestCount(runId: number, page: RunPage): number {
  const random = prng(hash32(`detail:${runId}:${page.url}`));
  random.next();
  return 1 + random.int(6, 18);
}

/** Each page's requests to the site's own host (by `page.index`), computed once per run. */
const siteRequests = (data: RunData, runId: number) =>
  remember(data.pages, 'request-privacy:site', () =>
    Uint8Array.from(data.pages, (page) => siteRequestCount(runId, page)),
  );

/** The run's request targets: the site's host (its country) first, then each fired tag's host (the vendor's country). */
function runTargets(data: RunData) {
  const vendors = runVendors(data);
  const targets: RequestTarget[] = [
    { host: data.site.host, country: siteCountry(data.site) },
    ...vendors.map((vendor) => ({ host: vendor.host, country: vendor.country })),
  ];
  const slotOf = new Map(vendors.map((vendor, i) => [vendor.tagId, i + 1]));
  return { targets, slotOf };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the request narrows the requests (domain, country or consent). */
const filtersRequests = (body: Request) =>
  body.requestDomain !== undefined || body.countryCode !== undefined || hasConsentFilter(body);

/** The request test of a body: its domain, its country and the consent filters. */
const requestTest = (body: Request, consent: RunConsent) => (target: RequestTarget) =>
  (body.requestDomain === undefined || same(target.host, body.requestDomain)) &&
  (body.countryCode === undefined || same(target.country.code, body.countryCode)) &&
  passesConsent(consent.request(target.host, target.country.id), body);

/** A page of a selection: its matching requests, their countries and whether one is unapproved. */
interface PageRequests {
  page: RunPage;
  requestCount: number;
  geoCount: number;
  unapproved: boolean;
}

/**
 * Count the requests of `pages` to the targets that pass: per page (pages without one are left out
 * when `narrowed`) and per target (the targets no page reached are left out).
 */
function tally(
  data: RunData,
  runId: number,
  pages: RunPage[],
  options: { passes: boolean[]; unapproved: boolean[]; narrowed: boolean },
) {
  const { targets, slotOf } = runTargets(data);
  const site = siteRequests(data, runId);
  const counts = targets.map(() => ({ count: 0, pages: 0 }));
  const rows: PageRequests[] = [];
  const countries = new Set<string>();
  for (const page of pages) {
    let requestCount = 0;
    let unapproved = false;
    countries.clear();
    const add = (slot: number, requests: number) => {
      if (!options.passes[slot] || requests === 0) return;
      counts[slot]!.count += requests;
      counts[slot]!.pages += 1;
      requestCount += requests;
      unapproved ||= options.unapproved[slot]!;
      countries.add(targets[slot]!.country.code);
    };
    add(0, site[page.index]!);
    for (const vendor of page.vendors) add(slotOf.get(vendor.tagId)!, tagInstances(page, vendor.tagId));
    if (options.narrowed && requestCount === 0) continue;
    rows.push({ page, requestCount, geoCount: countries.size, unapproved });
  }
  const requests: RequestTotal[] = targets.flatMap((target, slot) =>
    counts[slot]!.pages > 0 ? [{ ...target, ...counts[slot]! }] : [],
  );
  return { pages: rows, requests };
}

/** The pages a body selects and the matching requests by host and country. */
function selection(ctx: RunReportContext<Request>, consent: RunConsent) {
  const { targets } = runTargets(ctx.data);
  const compliance = targets.map((target) => consent.request(target.host, target.country.id));
  return tally(ctx.data, ctx.run.id, ctx.pages, {
    passes: targets.map(requestTest(ctx.body, consent)),
    unapproved: compliance.map((item) => item.status === 'unapproved'),
    narrowed: filtersRequests(ctx.body),
  });
}

/** Request, domain and country counts of requests by host and country, overall and by status. */
function requestFigures(requests: RequestTotal[], consent: RunConsent) {
  const figures = { requests: 0, approved: 0, unapproved: 0 };
  const domains = { all: new Set<string>(), approved: new Set<string>(), unapproved: new Set<string>() };
  const countries = new Set<string>();
  for (const request of requests) {
    const { status } = consent.request(request.host, request.country.id);
    figures.requests += request.count;
    domains.all.add(request.host);
    countries.add(request.country.code);
    if (status) {
      figures[status] += request.count;
      domains[status].add(request.host);
    }
  }
  return {
    ...figures,
    domains: domains.all.size,
    approvedDomains: domains.approved.size,
    unapprovedDomains: domains.unapproved.size,
    countries: countries.size,
  };
}

/** Every request of a run by host and country (all its pages), computed once per run. */
const runRequests = (data: RunData, runId: number) =>
  remember(data.pages, 'request-privacy:requests', () => {
    const { targets } = runTargets(data);
    const options = {
      passes: targets.map(() => true),
      unapproved: targets.map(() => false),
      narrowed: false,
    };
    return tally(data, runId, data.pages, options).requests;
  });

/** A run's request figures (all its pages): what the totals and both trends read. */
function runFigures(data: RunData, runId: number, consent: RunConsent) {
  const figures = requestFigures(runRequests(data, runId), consent);
  return {
    totalRequestCount: figures.requests,
    totalUniqueRequestDomainCount: figures.domains,
    totalUniqueRequestGeoCount: figures.countries,
    totalApprovedRequestCount: figures.approved,
    totalUniqueApprovedRequestDomainCount: figures.approvedDomains,
    totalUnapprovedRequestCount: figures.unapproved,
    totalUniqueUnapprovedRequestDomainCount: figures.unapprovedDomains,
  };
}

const trendValue = {
  request_count: 'totalRequestCount',
  unique_domains: 'totalUniqueRequestDomainCount',
  unique_geos: 'totalUniqueRequestGeoCount',
  approved_requests: 'totalApprovedRequestCount',
  unique_approved_domains: 'totalUniqueApprovedRequestDomainCount',
  unapproved_requests: 'totalUnapprovedRequestCount',
  unique_unapproved_domains: 'totalUniqueUnapprovedRequestDomainCount',
} as const;

const geo = (country: Country) => ({ countryCode: country.code, countryName: country.name });

/** A location's status: unapproved when any of its requests is, approved when all are, else unknown. */
function locationStatus(compliance: Compliance[]) {
  if (compliance.some((item) => item.status === 'unapproved')) return { status: 'unapproved' as const };
  if (compliance.every((item) => item.status === 'approved')) return { status: 'approved' as const };
  return {};
}

/** A page row: the page, its matching requests and the countries that answered them. */
const pageRow = ({ page, requestCount, geoCount }: PageRequests) => ({
  ...pageColumns(page),
  geoCount,
  requestCount,
});

/** Request privacy computed from the requests of the run's pages and the audit's consent categories. */
export const requestPrivacyMock: MockFamily<typeof requestPrivacy> = {
  summary: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    const { pages, requests } = selection(ctx, consent);
    const filtered = requestFigures(requests, consent);
    const totals = runFigures(ctx.data, ctx.run.id, consent);
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: pages.length,
      totalRequestCount: totals.totalRequestCount,
      filteredRequestCount: filtered.requests,
      filteredUniqueRequestDomainCount: filtered.domains,
      filteredUniqueRequestGeoCount: filtered.countries,
      totalApprovedRequestCount: totals.totalApprovedRequestCount,
      totalUniqueApprovedRequestDomainCount: totals.totalUniqueApprovedRequestDomainCount,
      filteredApprovedRequestCount: filtered.approved,
      filteredUniqueApprovedRequestDomainCount: filtered.approvedDomains,
      totalUnapprovedRequestCount: totals.totalUnapprovedRequestCount,
      totalUniqueUnapprovedRequestDomainCount: totals.totalUniqueUnapprovedRequestDomainCount,
      filteredUnapprovedRequestCount: filtered.unapproved,
      filteredUniqueUnapprovedRequestDomainCount: filtered.unapprovedDomains,
      filteredPageWithUnapprovedRequestCount: pages.filter((entry) => entry.unapproved).length,
      runHasNoConsentCategoriesAssigned: consent.categories.length === 0,
    };
  },
  ...privacyTrends((item, consent) => runFigures(item.data(), item.run.id, consent), trendValue),
  locations: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    const byCountry = new Map<string, { country: Country; count: number; compliance: Compliance[] }>();
    for (const request of selection(ctx, consent).requests) {
      const entry = byCountry.get(request.country.code) ?? {
        country: request.country,
        count: 0,
        compliance: [],
      };
      entry.count += request.count;
      entry.compliance.push(consent.request(request.host, request.country.id));
      byCountry.set(request.country.code, entry);
    }
    return {
      locations: [...byCountry.values()]
        .sort((a, b) => b.count - a.count || a.country.code.localeCompare(b.country.code))
        .map((entry) => ({
          requestGeo: geo(entry.country),
          requestCount: entry.count,
          ...locationStatus(entry.compliance),
        })),
    };
  },
  compliance: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    return selection(ctx, consent).requests.map((request) => ({
      requestDomain: request.host,
      requestGeo: geo(request.country),
      requestCount: request.count,
      ...complianceColumns(consent.request(request.host, request.country.id)),
      filteredPageCount: request.pages,
    }));
  },
  pages: (ctx) => selection(ctx, runConsent(ctx.db, ctx.audit.id, ctx.run.id)).pages.map(pageRow),
  requestPages: (ctx) => {
    const { requestDomain, countryCode } = ctx.body;
    const { targets } = runTargets(ctx.data);
    return tally(ctx.data, ctx.run.id, ctx.pages, {
      passes: targets.map(
        (target) =>
          same(target.host, requestDomain) &&
          (countryCode === undefined || same(target.country.code, countryCode)),
      ),
      unapproved: targets.map(() => false),
      narrowed: true,
    }).pages.map(pageRow);
  },
};
