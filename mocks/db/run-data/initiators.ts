import type { InitiatorsFilter, StringFilter } from '@/api/pages/network-schemas';
import type { PageCookie, PageDetail, PageRequest } from './page-detail';

/** Tag categories the mock counts as primary tags (the ones a site's measurement relies on). */
export const primaryTagCategories: ReadonlySet<string> = new Set(['Analytics', 'Tag Management']);

/** The status class of a response: 2xx good, 3xx redirects, anything else broken. */
export function statusClass(statusCode: number): 'good' | 'redirects' | 'broken' {
  if (statusCode >= 200 && statusCode < 300) return 'good';
  if (statusCode >= 300 && statusCode < 400) return 'redirects';
  return 'broken';
}

function textMatches(filter: StringFilter | undefined, value: string): boolean {
  if (!filter) return true;
  const found = value.toLowerCase().includes(filter.filterValue.toLowerCase());
  return filter.filterType === 'contains' ? found : !found;
}

/** Whether a cookie passes the cookie conditions of a filter (name, domain, party type). */
export function cookieMatches(cookie: PageCookie, filter: InitiatorsFilter): boolean {
  return (
    textMatches(filter.cookieName, cookie.name) &&
    textMatches(filter.cookieDomain, cookie.domain) &&
    (!filter.partyType || filter.partyType === cookie.partyType)
  );
}

/** Whether one request passes every condition of the filter. */
export function requestMatches(request: PageRequest, detail: PageDetail, filter: InitiatorsFilter): boolean {
  const tag = detail.tags.find((candidate) => candidate.harEntryIndices.includes(request.harEntryIndex));
  if ((filter.tagsOnly || filter.primaryTagsOnly) && !tag) return false;
  if (filter.primaryTagsOnly && !primaryTagCategories.has(tag!.vendor.category)) return false;
  if (filter.tagId !== undefined && tag?.vendor.tagId !== filter.tagId) return false;
  if (filter.tagAccount !== undefined && tag?.account !== filter.tagAccount) return false;
  if (filter.tagVendorId !== undefined && tag?.vendor.vendorId !== filter.tagVendorId) return false;
  if (filter.tagCategoryId !== undefined && tag?.vendor.categoryId !== filter.tagCategoryId) return false;
  if (!textMatches(filter.requestUrl, request.url)) return false;
  if (filter.requestStatusCode && statusClass(request.statusCode) !== filter.requestStatusCode) return false;
  const cookieConditions =
    filter.withCookiesOnly || filter.cookieName || filter.cookieDomain || filter.partyType;
  if (cookieConditions) {
    const cookies = detail.cookies.filter((cookie) => cookie.setByHarEntryIndex === request.harEntryIndex);
    if (!cookies.some((cookie) => cookieMatches(cookie, filter))) return false;
  }
  return true;
}

/** A node of the initiators tree as the API sends it. */
export interface InitiatorsNode {
  harEntryIndex: number;
  relationToParent?: 'normal';
  children: InitiatorsNode[];
  originalSubtreeSize: number;
  filteredSubtreeSize: number;
  matchesFilter: boolean;
}

/**
 * The tree of who loaded what, from the document down (a request's parent is its initiator).
 * Filtered: a node stays when it matches or leads to a node that matches; sizes count the nodes
 * below a node before and after filtering.
 */
export function initiatorsTree(detail: PageDetail, filter: InitiatorsFilter) {
  const matching = new Set(
    detail.requests.filter((r) => requestMatches(r, detail, filter)).map((r) => r.harEntryIndex),
  );
  const childrenOf = new Map<number, PageRequest[]>();
  for (const request of detail.requests) {
    if (request.parentIndex === undefined) continue;
    childrenOf.set(request.parentIndex, [...(childrenOf.get(request.parentIndex) ?? []), request]);
  }
  const build = (request: PageRequest, isRoot: boolean): { node: InitiatorsNode; kept: boolean } => {
    const built = (childrenOf.get(request.harEntryIndex) ?? []).map((child) => build(child, false));
    const kept = built.filter((child) => child.kept).map((child) => child.node);
    const node: InitiatorsNode = {
      harEntryIndex: request.harEntryIndex,
      ...(isRoot ? {} : { relationToParent: 'normal' as const }),
      children: kept,
      originalSubtreeSize: built.reduce((sum, child) => sum + 1 + child.node.originalSubtreeSize, 0),
      filteredSubtreeSize: kept.reduce((sum, child) => sum + 1 + child.filteredSubtreeSize, 0),
      matchesFilter: matching.has(request.harEntryIndex),
    };
    return { node, kept: node.matchesFilter || kept.length > 0 };
  };
  const root = build(detail.requests[0]!, true).node;
  const matched = detail.requests.filter((request) => matching.has(request.harEntryIndex));
  const broken = (requests: PageRequest[]) =>
    requests.filter((request) => statusClass(request.statusCode) === 'broken').length;
  const tagIds = (requests: PageRequest[]) =>
    new Set(requests.flatMap((r) => (r.tagId ? [r.tagId] : []))).size;
  return {
    initiatorsSummary: {
      totalNetworkRequestCount: detail.requests.length,
      filteredNetworkRequestCount: matched.length,
      totalBrokenNetworkRequestCount: broken(detail.requests),
      filteredBrokenNetworkRequestCount: broken(matched),
      totalTagCount: detail.tags.length,
      filteredTagCount: tagIds(matched),
      totalCookieCount: detail.cookies.length,
      filteredCookieCount: detail.cookies.filter(
        (cookie) => matching.has(cookie.setByHarEntryIndex) && cookieMatches(cookie, filter),
      ).length,
    },
    initiatorsTreeRoot: root,
  };
}
