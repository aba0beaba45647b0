import type { ConsoleFilter, ConsoleLevel } from '@/api/pages/network-schemas';
import type { ConsoleMessage, PageDetail, PageRequest, Vendor } from '../db/run-data';
import { fileMappingMatches } from '../db/run-data/file-mapping';
import { cookieInitiator, cookieRef, cookieSnapshot, cookiesSetBy } from './page-views';
import type { PageContext } from './page-context';

/** A vendor as a TagInfoTrait. */
export const tagRef = (vendor: Vendor) => ({
  tagId: vendor.tagId,
  tagName: vendor.name,
  tagCategoryId: vendor.categoryId,
  tagCategoryName: vendor.category,
});

/** The tag firing a request, if any. */
export const tagOfRequest = (detail: PageDetail, harEntryIndex: number) =>
  detail.tags.find((tag) => tag.harEntryIndices.includes(harEntryIndex));

function fileName(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return parts.at(-1) ?? '/';
}

/** The RequestLogTrait fields of a request. */
export function requestTrait(request: PageRequest, visitStart: number) {
  return {
    harEntryIndex: request.harEntryIndex,
    resourceType: request.resourceType,
    method: request.method,
    requestUrl: request.url,
    statusCode: request.statusCode,
    loadTime: request.loadTime,
    geoLocationInfo: { countryCode: request.country.code, countryName: request.country.name },
    mimeType: request.mimeType,
    fileInfo: { filename: fileName(request.url), requestDomain: request.host },
    responseSizeBytes: request.responseSizeBytes,
    startedAt: new Date(visitStart + request.startedAtRelativeToPageNavigation).toISOString(),
    startedAtRelativeToPageNavigation: request.startedAtRelativeToPageNavigation,
  };
}

/** One request as a RequestLog row: its tag and the cookies it set. */
export function requestLogItem(ctx: PageContext, request: PageRequest) {
  const tag = tagOfRequest(ctx.detail, request.harEntryIndex);
  return {
    ...requestTrait(request, ctx.visitStart),
    ...(tag ? { tagId: tag.vendor.tagId, tag: tagRef(tag.vendor) } : {}),
    origin: 'ON_PAGE' as const,
    relatedCookies: cookiesSetBy(ctx.detail, request.harEntryIndex).map(cookieRef),
  };
}

const levelKeys: Record<ConsoleLevel, string> = {
  error: 'errorLogCount',
  warn: 'warnLogCount',
  info: 'infoLogCount',
  debug: 'debugLogCount',
  other: 'otherLogCount',
};

/** Counts of messages by level (ConsoleLogSummary). */
export function consoleSummary(messages: readonly ConsoleMessage[]) {
  const summary = { errorLogCount: 0, warnLogCount: 0, infoLogCount: 0, debugLogCount: 0, otherLogCount: 0 };
  for (const message of messages) summary[levelKeys[message.level] as keyof typeof summary] += 1;
  return summary;
}

/** The console messages passing a filter: the included levels, and text in the message or source. */
export function filterConsole(messages: readonly ConsoleMessage[], filter: ConsoleFilter) {
  const levels = filter.includedLevels?.length ? new Set(filter.includedLevels) : undefined;
  const search = filter.search?.trim().toLowerCase();
  return messages.filter(
    (message) =>
      (!levels || levels.has(message.level)) &&
      (!search ||
        message.message.toLowerCase().includes(search) ||
        message.source.toLowerCase().includes(search)),
  );
}

/** The request a console message is attributed to: its tag's first request, otherwise the document. */
export function consoleRequestIndex(detail: PageDetail, message: ConsoleMessage): number {
  const tag = detail.tags.find((candidate) => candidate.vendor.tagId === message.tagId);
  return tag?.harEntryIndices[0] ?? 0;
}

/** One console message as a BrowserConsoleLog. */
export function consoleMessageView(ctx: PageContext, message: ConsoleMessage) {
  const tag = tagOfRequest(ctx.detail, consoleRequestIndex(ctx.detail, message));
  return {
    timestamp: ctx.visitStart + message.timestamp,
    message: message.message,
    level: message.level,
    source: message.source,
    count: message.count,
    ...(message.tagId !== undefined && tag ? { relatedTag: tagRef(tag.vendor) } : {}),
  };
}

/** One request picked by HAR entry index, with its tag, console summary and file substitution. */
export function initiatorRequestItem(ctx: PageContext, request: PageRequest) {
  const tag = tagOfRequest(ctx.detail, request.harEntryIndex);
  const messages = ctx.detail.console.filter(
    (message) => consoleRequestIndex(ctx.detail, message) === request.harEntryIndex,
  );
  const mapping = fileMappingMatches(ctx.site, ctx.detail.requests).find((match) =>
    match.requests.includes(request),
  );
  return {
    ...requestTrait(request, ctx.visitStart),
    ...(tag
      ? {
          tagId: tag.vendor.tagId,
          tagVendorId: tag.vendor.vendorId,
          tagCategoryId: tag.vendor.categoryId,
          tagAccount: tag.account,
        }
      : {}),
    consoleLogSummary: consoleSummary(messages),
    ...(mapping
      ? {
          fileSubstitution: {
            substituteUrl: mapping.mapping.fileUrl,
            ...(request.statusCode >= 400
              ? {
                  failure: {
                    failureType: 'file_not_found' as const,
                    failureMessage: 'The substitute file was not found',
                  },
                }
              : {}),
          },
        }
      : {}),
  };
}

/** GET PG/initiators/cookies: for every request that set cookies, the cookies it added. */
export function initiatorCookiesView(ctx: PageContext) {
  return {
    requests: ctx.detail.requests.flatMap((request) => {
      const cookies = cookiesSetBy(ctx.detail, request.harEntryIndex);
      if (cookies.length === 0) return [];
      return [
        {
          harEntryIndex: request.harEntryIndex,
          cookies: cookies.map((cookie) => ({
            cookieChangeType: 'ADD' as const,
            cookie: cookieSnapshot(cookie, ctx.visitStart),
          })),
        },
      ];
    }),
  };
}

/**
 * POST PG/cookies/origin (deprecated): how a cookie came to be — the request that set it, then
 * each request that initiated the one before, up to the document.
 */
export function cookieOriginView(ctx: PageContext, name: string, domain: string | undefined) {
  const cookie = ctx.detail.cookies.find(
    (candidate) => candidate.name === name && (domain === undefined || candidate.domain === domain),
  );
  if (!cookie) return undefined;
  const chain = [cookieInitiator(ctx.detail, cookie)];
  let parent = ctx.detail.requests[cookie.setByHarEntryIndex]?.parentIndex;
  while (parent !== undefined) {
    const request = ctx.detail.requests[parent]!;
    const tag = tagOfRequest(ctx.detail, parent);
    chain.push({
      initiatorType: 'HTTP',
      ...(tag ? { tagId: tag.vendor.tagId } : {}),
      requestUrl: request.url,
      harEntryIndex: request.harEntryIndex,
    });
    parent = request.parentIndex;
  }
  return {
    totalCookieActionCount: 1,
    totalCookieInitiatorCount: chain.length,
    actions: [
      {
        action: { sequence: 0, label: 'Page load' },
        cookieChangeType: 'ADD' as const,
        initiators: chain,
        cookie: cookieSnapshot(cookie, ctx.visitStart),
      },
    ],
  };
}
