import type {
  cookiePrivacy,
  CookiePrivacyCookiePagesRequest,
  CookiePrivacyRequest,
} from '@/api/reports/families/cookie-privacy';
import { pageCookieKeys, type CookieKey, type RunData, type RunPage } from '../../db/run-data';
import {
  bareDomain,
  complianceColumns,
  hasConsentFilter,
  passesConsent,
  runConsent,
  type RunConsent,
} from '../consent';
import type { Db } from '../../db/types';
import type { MockFamily, RunReportContext } from '../context';
import { pageColumns } from '../tags';
import { remember } from '../trends';
import { privacySummary, privacyTotals, privacyTrends } from './shared/privacy';

type Request = CookiePrivacyRequest;
type Inclusion = NonNullable<Request['cookieName']>;

const cookieId = (cookie: CookieKey) => `${cookie.name}\u0000${cookie.domain}`;

/**
 * A run's cookies, computed once per run: its unique cookies by name and domain (without the leading
 * dot, CookieDomain) and, page by page (`page.index`), which of them the page ends up with.
 */
interface CookieIndex {
  cookies: CookieKey[];
  /** Page i's cookies are `items[offsets[i]]` up to `items[offsets[i + 1]]`. */
  offsets: Uint32Array;
  items: Uint16Array;
}

const cookieIndex = (data: RunData): CookieIndex =>
  remember(data.pages, 'cookie-privacy', () => {
    const ids = new Map<string, number>();
    const cookies: CookieKey[] = [];
    const offsets = new Uint32Array(data.pages.length + 1);
    const items: number[] = [];
    for (const page of data.pages) {
      for (const key of pageCookieKeys(data.site, page)) {
        const cookie = { name: key.name, domain: bareDomain(key.domain) };
        const id = cookieId(cookie);
        let at = ids.get(id);
        if (at === undefined) {
          ids.set(id, (at = cookies.length));
          cookies.push(cookie);
        }
        items.push(at);
      }
      offsets[page.index + 1] = items.length;
    }
    return { cookies, offsets, items: Uint16Array.from(items) };
  });

/** A page's cookies: indices into the run's cookies. */
const pageCookies = (index: CookieIndex, page: RunPage) =>
  index.items.subarray(index.offsets[page.index], index.offsets[page.index + 1]);

const includes = (filter: Inclusion, value: string) =>
  value.toLowerCase().includes(filter.filterValue.toLowerCase()) === (filter.filterType === 'contains');

/** Whether the request narrows the cookies (name, domain or consent). */
const filtersCookies = (body: Request) =>
  body.cookieName !== undefined || body.cookieDomain !== undefined || hasConsentFilter(body);

/** The cookie test of a request: name and domain contains / not contains, and the consent filters. */
const cookieTest = (body: Request, consent: RunConsent) => (cookie: CookieKey) =>
  (!body.cookieName || includes(body.cookieName, cookie.name)) &&
  (!body.cookieDomain || includes(body.cookieDomain, cookie.domain)) &&
  passesConsent(consent.cookie(cookie.name, cookie.domain), body);

/**
 * The pages a request selects with how many matching cookies each has and whether one of them is
 * unapproved (every filtered page, or only those with a matching cookie when cookies are
 * filtered), and each matching cookie with its page count. All cookies are set during page load,
 * so `cookieOriginInclusion` leaves them all in.
 */
function selection(ctx: RunReportContext<Request>, consent: RunConsent) {
  const index = cookieIndex(ctx.data);
  const passes = index.cookies.map(cookieTest(ctx.body, consent));
  const unapproved = index.cookies.map(
    (cookie) => consent.cookie(cookie.name, cookie.domain).status === 'unapproved',
  );
  const narrowed = filtersCookies(ctx.body);
  const pageCounts = new Uint32Array(index.cookies.length);
  const pages: Array<{ page: RunPage; cookieCount: number; unapproved: boolean }> = [];
  for (const page of ctx.pages) {
    let cookieCount = 0;
    let withUnapproved = false;
    for (const at of pageCookies(index, page)) {
      if (!passes[at]) continue;
      cookieCount += 1;
      pageCounts[at]! += 1;
      withUnapproved ||= unapproved[at]!;
    }
    if (narrowed && cookieCount === 0) continue;
    pages.push({ page, cookieCount, unapproved: withUnapproved });
  }
  const cookies = index.cookies.flatMap((cookie, at) =>
    pageCounts[at]! > 0 ? [{ cookie, pages: pageCounts[at]! }] : [],
  );
  return { pages, cookies };
}

/** A run's cookie figures (all its pages): what the totals and both trends read. */
const runFigures = (data: RunData, consent: RunConsent) =>
  privacyTotals(
    'Cookie',
    cookieIndex(data).cookies.map((cookie) => consent.cookie(cookie.name, cookie.domain)),
  );

/** Unapproved cookies of a run (against the consent categories it ran with), as its summary counts them. */
export const runUnapprovedCookieCount = (db: Db, auditId: number, runId: number, data: RunData) =>
  runFigures(data, runConsent(db, auditId, runId)).totalUnapprovedCookieCount;

const trendValue = {
  unique_cookies: 'totalUniqueCookieCount',
  approved_cookies: 'totalApprovedCookieCount',
  unapproved_cookies: 'totalUnapprovedCookieCount',
} as const;

/** The cookie a cookie-pages request names: `cookie`, or the deprecated name and domain fields. */
function namedCookie(body: CookiePrivacyCookiePagesRequest): CookieKey {
  const cookie = body.cookie ?? { name: body.cookieName ?? '', domain: body.cookieDomain ?? '' };
  return { name: cookie.name, domain: bareDomain(cookie.domain).toLowerCase() };
}

/** Cookie privacy computed from the cookies the run's pages set and the audit's consent categories. */
export const cookiePrivacyMock: MockFamily<typeof cookiePrivacy> = {
  summary: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    const { pages, cookies } = selection(ctx, consent);
    const items = cookies.map(({ cookie }) => consent.cookie(cookie.name, cookie.domain));
    return privacySummary('Cookie', ctx, consent, { pages, items }, runFigures(ctx.data, consent));
  },
  ...privacyTrends((item, consent) => runFigures(item.data(), consent), trendValue),
  compliance: (ctx) => {
    const consent = runConsent(ctx.db, ctx.audit.id, ctx.run.id);
    return selection(ctx, consent).cookies.map(({ cookie, pages }) => ({
      cookieChangedDuring: ['PAGE_LOAD' as const],
      cookieName: cookie.name,
      cookieDomain: cookie.domain,
      ...complianceColumns(consent.cookie(cookie.name, cookie.domain)),
      filteredPageCount: pages,
    }));
  },
  pages: (ctx) =>
    selection(ctx, runConsent(ctx.db, ctx.audit.id, ctx.run.id)).pages.map(({ page, cookieCount }) => ({
      ...pageColumns(page),
      cookieCount,
    })),
  cookiePages: (ctx) => {
    const index = cookieIndex(ctx.data);
    const wanted = namedCookie(ctx.body);
    const at = index.cookies.findIndex(
      (cookie) => cookie.name === wanted.name && cookie.domain.toLowerCase() === wanted.domain,
    );
    if (at < 0) return [];
    return ctx.pages.flatMap((page) => {
      const cookies = pageCookies(index, page);
      return cookies.includes(at) ? [{ ...pageColumns(page), cookieCount: cookies.length }] : [];
    });
  },
};
