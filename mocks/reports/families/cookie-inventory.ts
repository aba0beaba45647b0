import type {
  CookieInventoryCookiePagesRequest,
  CookieInventoryRequest,
  cookieInventory,
} from '@/api/reports/families/cookie-inventory';
import type { RangeFilter } from '@/api/reports/common';
import {
  cookieDomain,
  pageCookieKeys,
  SESSION_COOKIE,
  type RunData,
  type RunPage,
  type Vendor,
} from '../../db/run-data';
import type { SiteProfile } from '../../db/run-data/site';
import type { MockFamily } from '../context';
import { auditTrend, remember, runTrends } from '../trends';
import { pageColumns } from '../tags';
import { tagFilePath } from './file-changes';

type Request = CookieInventoryRequest;
type TextFilter = NonNullable<Request['cookieName']>;

/** A cookie of the run with the attributes its page details give it (see page-detail.ts). */
interface CookieInfo {
  name: string;
  /** Domain as the report sends it: the leading dot removed (CookieDomain). */
  domain: string;
  partyType: '1st_party' | '3rd_party';
  expirationType: 'session' | 'timestamp';
  sameSite: 'None' | 'Lax' | 'Strict';
  secure: boolean;
  httpOnly: boolean;
  size: number;
  durationMinutes: number | undefined;
  /** The tag whose request set it; none for the site's session cookie. */
  vendor: Vendor | undefined;
  /** Host of the request that set it. */
  initiatorDomain: string;
  /** URL of the tag request that set it; none for the session cookie (the page's own URL). */
  initiatorUrl: string | undefined;
}

const DAY_MINUTES = 1440;
const keyOf = (name: string, domain: string) => `${name}\u0000${domain}`;
/** A cookie domain without its leading dot (CookieDomain). */
const reportCookieDomain = (domain: string) => domain.replace(/^\./, '');

/** Every cookie a page of the site can end up with, keyed by name and domain (as `pageCookieKeys` spells them). */
function siteCookies(site: SiteProfile): Map<string, CookieInfo> {
  return remember(site, 'cookie-inventory', () => {
    const cookies = new Map<string, CookieInfo>();
    cookies.set(keyOf(SESSION_COOKIE, site.host), {
      name: SESSION_COOKIE,
      domain: site.host,
      partyType: '1st_party',
      expirationType: 'session',
      sameSite: 'Lax',
      secure: true,
      httpOnly: true,
      size: 42,
      durationMinutes: undefined,
      vendor: undefined,
      initiatorDomain: site.host,
      initiatorUrl: undefined,
    });
    for (const vendor of site.stack) {
      for (const spec of vendor.cookies) {
        const domain = cookieDomain(site, vendor, spec);
        const onSite = spec.on === 'site';
        cookies.set(keyOf(spec.name, domain), {
          name: spec.name,
          domain: reportCookieDomain(domain),
          partyType: onSite ? '1st_party' : '3rd_party',
          expirationType: spec.days ? 'timestamp' : 'session',
          sameSite: onSite ? 'Lax' : 'None',
          secure: true,
          httpOnly: false,
          size: spec.name.length + 30,
          durationMinutes: spec.days ? spec.days * DAY_MINUTES : undefined,
          vendor,
          initiatorDomain: vendor.host,
          initiatorUrl: `https://${vendor.host}${tagFilePath(vendor)}`,
        });
      }
    }
    return cookies;
  });
}

function textMatches(filter: TextFilter | undefined, value: string): boolean {
  if (!filter) return true;
  const found = value.toLowerCase().includes(filter.filterValue.toLowerCase());
  return found === (filter.filterType === 'contains');
}

/** `min` inclusive, `max` exclusive (the reference's range filters). */
const inRange = (value: number | undefined, range: RangeFilter | undefined) =>
  !range ||
  (value !== undefined &&
    (range.min === undefined || value >= range.min) &&
    (range.max === undefined || value < range.max));

/** The filters on who set a cookie, shared by the cookie list and one cookie's pages. */
type InitiatorFilters = Pick<
  Request,
  | 'cookieSize'
  | 'initiatorUrl'
  | 'initiatorUrlDomain'
  | 'anyRelatedTag'
  | 'tagId'
  | 'tagCategoryId'
  | 'tagVendorId'
>;

function initiatorMatches(cookie: CookieInfo, page: RunPage, body: InitiatorFilters): boolean {
  const { vendor } = cookie;
  if (!inRange(cookie.size, body.cookieSize)) return false;
  if (!textMatches(body.initiatorUrl, cookie.initiatorUrl ?? page.url)) return false;
  if (!textMatches(body.initiatorUrlDomain, cookie.initiatorDomain)) return false;
  if (body.anyRelatedTag !== undefined && (vendor !== undefined) !== body.anyRelatedTag) return false;
  if (body.tagId !== undefined && vendor?.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor?.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor?.vendorId !== body.tagVendorId) return false;
  return true;
}

/** Whether a cookie's own attributes pass the request's cookie filters. */
function attributesMatch(cookie: CookieInfo, body: Request): boolean {
  if (!textMatches(body.cookieName, cookie.name)) return false;
  if (!textMatches(body.cookieDomain, cookie.domain)) return false;
  if (body.allThirdPartyCookies) {
    if (cookie.partyType === '1st_party') return false;
  } else if (body.partyType && cookie.partyType !== body.partyType) return false;
  if (body.secure !== undefined && cookie.secure !== body.secure) return false;
  if (body.httpOnly !== undefined && cookie.httpOnly !== body.httpOnly) return false;
  if (body.sameSite && body.sameSite !== cookie.sameSite) return false;
  if (body.expirationType && cookie.expirationType !== body.expirationType) return false;
  if (body.expirationType !== 'session' && !inRange(cookie.durationMinutes, body.cookieDuration))
    return false;
  // No cookie of the mock has a partition key.
  if (body.partitionKeyIsSet === true) return false;
  return true;
}

/** The cookies of every page of the run (`pageCookieKeys`), by page index; computed once per run. */
const runPageCookies = (data: RunData): CookieInfo[][] =>
  remember(data.pages, 'cookie-inventory:pages', () => {
    const known = siteCookies(data.site);
    return data.pages.map((page) =>
      pageCookieKeys(data.site, page).flatMap((key) => known.get(keyOf(key.name, key.domain)) ?? []),
    );
  });

/** The pages with at least one cookie passing `keep`, and those cookies. */
function pagesWithCookies(
  data: RunData,
  pages: readonly RunPage[],
  keep: (cookie: CookieInfo, page: RunPage) => boolean,
): Array<{ page: RunPage; cookies: CookieInfo[] }> {
  const all = runPageCookies(data);
  const rows: Array<{ page: RunPage; cookies: CookieInfo[] }> = [];
  for (const page of pages) {
    const cookies = all[page.index]!.filter((cookie) => keep(cookie, page));
    if (cookies.length > 0) rows.push({ page, cookies });
  }
  return rows;
}

const selectedPages = (data: RunData, pages: readonly RunPage[], body: Request) =>
  pagesWithCookies(
    data,
    pages,
    (cookie, page) => attributesMatch(cookie, body) && initiatorMatches(cookie, page, body),
  );

/** Per cookie: its attributes and the pages it was found on. */
function cookieTotals(rows: Array<{ cookies: CookieInfo[] }>) {
  const totals = new Map<CookieInfo, number>();
  for (const { cookies } of rows)
    for (const cookie of cookies) totals.set(cookie, (totals.get(cookie) ?? 0) + 1);
  return [...totals].map(([cookie, pageCount]) => ({ cookie, pageCount }));
}

/** Per cookie domain: its party and the pages with a cookie on it. */
function domainTotals(rows: Array<{ cookies: CookieInfo[] }>) {
  const totals = new Map<string, { domain: string; partyType: CookieInfo['partyType']; pageCount: number }>();
  for (const { cookies } of rows) {
    for (const domain of new Set(cookies.map((cookie) => cookie.domain))) {
      const party = cookies.find((cookie) => cookie.domain === domain)!.partyType;
      const entry = totals.get(domain) ?? { domain, partyType: party, pageCount: 0 };
      entry.pageCount += 1;
      totals.set(domain, entry);
    }
  }
  return [...totals.values()].sort((a, b) => a.domain.localeCompare(b.domain));
}

/** The figures the summary and the trends share. */
function figures(data: RunData, pages: readonly RunPage[], body: Request) {
  const rows = selectedPages(data, pages, body);
  const cookies = cookieTotals(rows).map((entry) => entry.cookie);
  return {
    pageCount: rows.length,
    uniqueCookieCount: cookies.length,
    firstPartyCookieCount: cookies.filter((cookie) => cookie.partyType === '1st_party').length,
    thirdPartyCookieCount: cookies.filter((cookie) => cookie.partyType !== '1st_party').length,
    nonSecureCookieCount: cookies.filter((cookie) => !cookie.secure).length,
    sameSiteEmptyCookieCount: cookies.filter((cookie) => !cookie.sameSite).length,
    domainCount: new Set(cookies.map((cookie) => cookie.domain)).size,
  };
}

const runFigures = (data: RunData) =>
  remember(data.pages, 'cookie-inventory', () => figures(data, data.pages, {}));

const trendValue = {
  unique_cookies: 'uniqueCookieCount',
  first_party: 'firstPartyCookieCount',
  third_party: 'thirdPartyCookieCount',
  non_secure_count: 'nonSecureCookieCount',
  same_site_empty: 'sameSiteEmptyCookieCount',
} as const;

/** A page row of the cookie lists: the page, how many of its cookies pass and their total size. */
const pageRow = ({ page, cookies }: { page: RunPage; cookies: CookieInfo[] }) => ({
  ...pageColumns(page),
  cookieCount: cookies.length,
  totalCookieSize: cookies.reduce((sum, cookie) => sum + cookie.size, 0),
});

/** Whether a cookie is the one a cookie-pages request selects (name, domain with or without its dot). */
const isSelected = (cookie: CookieInfo, selected: CookieInventoryCookiePagesRequest['cookie']) =>
  cookie.name === selected.name && cookie.domain === reportCookieDomain(selected.domain);

/** Cookie inventory computed from the cookies every page of the run ended up with (`pageCookieKeys`). */
export const cookieInventoryMock: MockFamily<typeof cookieInventory> = {
  summary: (ctx) => {
    const all = runFigures(ctx.data);
    const filtered = figures(ctx.data, ctx.pages, ctx.body);
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: filtered.pageCount,
      totalUniqueCookieCount: all.uniqueCookieCount,
      filteredUniqueCookieCount: filtered.uniqueCookieCount,
      totalFirstPartyCookieCount: all.firstPartyCookieCount,
      filteredFirstPartyCookieCount: filtered.firstPartyCookieCount,
      totalThirdPartyCookieCount: all.thirdPartyCookieCount,
      filteredThirdPartyCookieCount: filtered.thirdPartyCookieCount,
      filteredNonSecureCookieCount: filtered.nonSecureCookieCount,
      filteredSameSiteEmptyCookieCount: filtered.sameSiteEmptyCookieCount,
      totalUniqueCookieDomainCount: all.domainCount,
      filteredUniqueCookieDomainCount: filtered.domainCount,
    };
  },
  trends: (ctx) =>
    runTrends(ctx, ({ data }) => {
      const result = runFigures(data());
      return {
        totalUniqueCookieCount: result.uniqueCookieCount,
        totalFirstPartyCookieCount: result.firstPartyCookieCount,
        totalThirdPartyCookieCount: result.thirdPartyCookieCount,
        totalNonSecureCookieCount: result.nonSecureCookieCount,
        totalSameSiteEmptyCookieCount: result.sameSiteEmptyCookieCount,
      };
    }),
  trend: (ctx) =>
    auditTrend(ctx, ({ data }) => runFigures(data())[trendValue[ctx.trendName as keyof typeof trendValue]]),
  cookies: (ctx) =>
    cookieTotals(selectedPages(ctx.data, ctx.pages, ctx.body))
      .sort((a, b) => b.pageCount - a.pageCount || a.cookie.name.localeCompare(b.cookie.name))
      .map(({ cookie, pageCount }) => {
        const initiator = {
          initiatorType: 'HTTP' as const,
          ...(cookie.vendor ? { tagId: cookie.vendor.tagId } : {}),
          urlDomain: cookie.initiatorDomain,
          foundDuring: ['PAGE_LOAD' as const],
          instanceCount: pageCount,
        };
        return {
          name: cookie.name,
          domain: cookie.domain,
          partyType: cookie.partyType,
          expirationType: cookie.expirationType,
          sameSite: cookie.sameSite,
          secure: cookie.secure,
          httpOnly: cookie.httpOnly,
          cookieChangedDuring: ['PAGE_LOAD' as const],
          averageSize: cookie.size,
          filteredPageCount: pageCount,
          ...(cookie.durationMinutes !== undefined
            ? { minDurationInMinutes: cookie.durationMinutes, maxDurationInMinutes: cookie.durationMinutes }
            : {}),
          initiators: [initiator],
          initiatorTagIds: cookie.vendor ? [cookie.vendor.tagId] : [],
          initiatorTotalCount: 1,
        };
      }),
  pages: (ctx) => selectedPages(ctx.data, ctx.pages, ctx.body).map(pageRow),
  cookiePages: (ctx) =>
    pagesWithCookies(
      ctx.data,
      ctx.pages,
      (cookie, page) => isSelected(cookie, ctx.body.cookie) && initiatorMatches(cookie, page, ctx.body),
    ).map(pageRow),
  domains: (ctx) => domainTotals(selectedPages(ctx.data, ctx.pages, ctx.body)),
};
