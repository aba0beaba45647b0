import type { LinkItem } from '@/api/pages/schemas';
import type { PageCookie, PageDetail, RunPage } from '../db/run-data';
import { isBrokenLink, linksFrom, linksTo, type PageLink } from '../db/run-data/links';
import { hash32 } from '../db/run-data/random';
import type { PageContext } from './page-context';

const DAY = 86_400_000;

/** Web vital thresholds (warn, fail): LCP, FCP and TTFB in ms, CLS unitless. */
const vitalThresholds = {
  largestContentfulPaint: [2500, 4000],
  cumulativeLayoutShift: [0.1, 0.25],
  firstContentfulPaint: [1800, 3000],
  timeToFirstByte: [800, 1800],
} as const;

/** The WebVitalsSummary of a page visit: each vital with its thresholds and whether it passes. */
export function webVitalsSummary(page: RunPage) {
  const vital = (name: keyof typeof vitalThresholds) => {
    const [warnThreshold, failThreshold] = vitalThresholds[name];
    const value = page.webVitals[name];
    return { value, pass: value <= warnThreshold, warnThreshold, failThreshold };
  };
  return {
    largestContentfulPaint: vital('largestContentfulPaint'),
    cumulativeLayoutShift: vital('cumulativeLayoutShift'),
    firstContentfulPaint: vital('firstContentfulPaint'),
    timeToFirstByte: vital('timeToFirstByte'),
  };
}

/** Counts of a page's links, as the links lists of both directions return them. */
export function linkSummary(ctx: PageContext) {
  const from = linksFrom(ctx.site, ctx.pages, ctx.page);
  const to = linksTo(ctx.pages, ctx.page);
  const count = (kind: PageLink['kind'], broken?: boolean) =>
    from.filter((link) => link.kind === kind && (broken === undefined || isBrokenLink(link) === broken))
      .length;
  return {
    linkToInitialUrlCount: to.filter((link) => link.linkedUrl === ctx.page.initialUrl).length,
    linkToFinalUrlCount: to.filter((link) => link.linkedUrl === ctx.page.finalUrl).length,
    linksFromThisPageV2: {
      scannedInternalSuccessfulPageCount: count('internal', false),
      scannedInternalBrokenPageCount: count('internal', true),
      scannedExternalSuccessfulPageCount: count('external', false),
      scannedExternalBrokenPageCount: count('external', true),
      unscannedInternaLinkCount: count('unscanned_internal'),
      unscannedExternaLinkCount: count('unscanned_external'),
    },
  };
}

/** The path at which the mock serves a page's screenshot thumbnail. */
export function screenshotPath(ctx: PageContext) {
  return `/v3/web-audits/${ctx.audit.id}/runs/${ctx.run.id}/screenshots/thumbnail?pageId=${ctx.page.id}`;
}

/** GET PG/info: the PageInfo of a visit, with links, parent and screenshot when asked for. */
export function pageInfoView(
  ctx: PageContext,
  include: { withLinkSummary?: boolean; withParentPage?: boolean; withScreenshotUrl?: boolean },
) {
  const { page, visitStart } = ctx;
  const parent = page.parentIndex !== undefined ? ctx.pages[page.parentIndex] : undefined;
  const failedAction = hash32(`action:${ctx.run.id}:${page.url}`) % 19 === 0;
  return {
    url: page.initialUrl,
    initialPageUrl: page.initialUrl,
    finalPageUrl: page.finalUrl,
    loadTime: page.loadTime,
    statusCode: page.initialStatusCode,
    initialStatusCode: page.initialStatusCode,
    finalStatusCode: page.statusCode,
    size: page.size,
    title: { text: page.title },
    visitStartTimestamp: visitStart,
    visitEndTimestamp: visitStart + page.loadTime,
    ...(page.redirectCount > 0
      ? {
          redirects: [
            { statusCode: page.initialStatusCode, url: page.initialUrl, type: 'SERVER_SIDE' as const },
          ],
        }
      : {}),
    ...(failedAction
      ? {
          onPageActionResults: [
            {
              auditActionSnapshotId: 1,
              failureMessage: 'Click "Accept all cookies": no element matched #onetrust-accept-btn-handler',
            },
          ],
        }
      : {}),
    webVitalsSummary: webVitalsSummary(page),
    ...(include.withLinkSummary ? { links: linkSummary(ctx) } : {}),
    ...(include.withParentPage && parent ? { parent: { pageId: parent.id, pageUrl: parent.url } } : {}),
    ...(include.withScreenshotUrl ? { screenshot: screenshotPath(ctx) } : {}),
  };
}

/** One link as an AuditRun_PageInfo_LinkItem (also a CSV row). */
export function linkItem(link: PageLink): LinkItem {
  const href = link.linkedUrl.replace(/"/g, '&quot;');
  const text = link.text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  return {
    initial_page_url: link.linkedUrl,
    initial_page_status_code: link.linkedStatus,
    final_page_url: link.finalUrl,
    final_page_status_code: link.finalStatus,
    page_linked_from_url: link.fromUrl,
    outer_html: `<a href="${href}">${text}</a>`.slice(0, 500),
  };
}

/** The column order of the links CSV: the LinkItem fields. */
export const linkColumns: Array<keyof LinkItem> = [
  'initial_page_url',
  'initial_page_status_code',
  'final_page_url',
  'final_page_status_code',
  'page_linked_from_url',
  'outer_html',
];

/** A cookie named by name, domain and path. */
export const cookieRef = (cookie: PageCookie) => ({ name: cookie.name, domain: cookie.domain, path: '/' });

/** The cookies a request set. */
export const cookiesSetBy = (detail: PageDetail, harEntryIndex: number) =>
  detail.cookies.filter((cookie) => cookie.setByHarEntryIndex === harEntryIndex);

/** GET PG/tags: one TagInfo per tag with its requests, variables and cookies. */
export function pageTagsView(detail: PageDetail, withInsights: boolean) {
  const pageTags = detail.tags.map((tag) => {
    const count = tag.harEntryIndices.length;
    const instances = tag.harEntryIndices.map((index) => {
      const request = detail.requests[index]!;
      return {
        tagInstanceId: `${tag.vendor.tagId}-${index}`,
        account: tag.account,
        bytes: request.responseSizeBytes,
        loadTime: request.loadTime,
        duplicates: count - 1,
        multiples: 0,
        statusCode: request.statusCode,
        tagInstanceVariables: Object.entries(tag.variables).map(([name, value]) => ({ name, value })),
        relatedCookies: cookiesSetBy(detail, index).map(cookieRef),
        harEntryIndex: index,
      };
    });
    return {
      name: tag.vendor.name,
      category: tag.vendor.category,
      tagId: tag.vendor.tagId,
      pageTagInstances: instances,
      relatedCookies: instances.flatMap((instance) => instance.relatedCookies),
      tagRequestCount: count,
      tagDuplicateRequestCount: count - 1,
      tagMultipleRequestCount: 0,
      tagUniqueRequestCount: 1,
    };
  });
  const insights = {
    noOfTagRequests: pageTags.reduce((sum, tag) => sum + tag.tagRequestCount, 0),
    noOfUniqueTags: pageTags.length,
    noOfBrokenTags: detail.tags.filter((tag) => tag.broken).length,
  };
  return { pageTags, ...(withInsights ? { pageTagInsights: insights } : {}) };
}

/** A cookie as a CookieChangeSnapshot (its state once the page loaded). */
export function cookieSnapshot(cookie: PageCookie, visitStart: number) {
  return {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain,
    path: '/',
    httpOnly: cookie.httpOnly,
    secure: cookie.secure,
    sameSite: cookie.sameSite,
    expires: cookie.expiresInDays
      ? new Date(visitStart + cookie.expiresInDays * DAY).toISOString()
      : 'Session',
    partyType: cookie.partyType,
    ...(cookie.expiresInDays ? { cookieTTL: cookie.expiresInDays * 1440 } : {}),
  };
}

/** The HTTP initiator of a cookie: the request that set it. */
export function cookieInitiator(detail: PageDetail, cookie: PageCookie) {
  const request = detail.requests[cookie.setByHarEntryIndex]!;
  return {
    initiatorType: 'HTTP' as const,
    ...(cookie.tagId !== undefined ? { tagId: cookie.tagId } : {}),
    requestUrl: request.url,
    harEntryIndex: request.harEntryIndex,
  };
}

/** GET PG/cookies: the page's cookies with who set them, and their counts. */
export function pageCookiesView(ctx: PageContext, withOrigins: boolean) {
  const { detail, visitStart } = ctx;
  const cookies = detail.cookies.map((cookie) => {
    const snapshot = cookieSnapshot(cookie, visitStart);
    return {
      name: cookie.name,
      value: cookie.value,
      domain: cookie.domain,
      path: '/',
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      samesite: cookie.sameSite,
      expires: snapshot.expires,
      partyType: cookie.partyType,
      origin: { originType: 'PAGE_LOAD' as const, action: 'ADD' as const },
      ...(cookie.expiresInDays ? { ttlInMinutes: cookie.expiresInDays * 1440 } : {}),
      cookieChangedDuring: ['PAGE_LOAD' as const],
      ...(withOrigins
        ? {
            uniqueInitiatorCount: 1,
            changes: [
              {
                cookieChangeType: 'ADD' as const,
                cookie: snapshot,
                action: { sequence: 0, label: 'Page load', actionSnapshotId: 0 },
                initiators: [cookieInitiator(detail, cookie)],
                cookieOriginType: 'PAGE_LOAD' as const,
              },
            ],
          }
        : {
            initiators: [
              {
                ...(cookie.tagId !== undefined ? { tagId: cookie.tagId } : {}),
                initiatorType: 'HTTP' as const,
              },
            ],
          }),
    };
  });
  const unique = new Set(detail.cookies.map((cookie) => `${cookie.name}\u0000${cookie.domain}`));
  return {
    insights: {
      noOfUniqueCookies: unique.size,
      noOfUniqueDomains: new Set(detail.cookies.map((cookie) => cookie.domain)).size,
      noOf3rdPartyCookies: detail.cookies.filter((cookie) => cookie.partyType === '3rd_party').length,
    },
    cookies,
  };
}
