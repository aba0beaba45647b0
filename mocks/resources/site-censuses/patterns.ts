import { z } from '@/lib/zod';
import {
  censusResultSortColumns,
  type CurrentResults,
  type PatternPreview,
  type UrlPatternInput,
  type UrlPatternResult,
  type UrlSegment,
} from '@/api/site-censuses/schemas';
import { booleanParam, compareValues, pageOf, readQuery } from '../../lib/query';
import { globMatcher } from './crawl';
import { countsOf, resultsSummary, type CensusState, type FoundUrl } from './state';

type DynamicType = 'NUMBER' | 'DATETIME' | 'ALPHA' | 'ALPHA_NUMERIC';

/** More distinct page names than this in one folder make that path segment dynamic. */
const DYNAMIC_AFTER = 5;

/** A segment that is dynamic on its own: a year or date, a number, or a letters-and-digits id. */
function obviousType(segment: string): DynamicType | undefined {
  if (/^(19|20)\d{2}$/.test(segment) || /^\d{4}-\d{2}(-\d{2})?$/.test(segment)) return 'DATETIME';
  if (/^\d+$/.test(segment)) return 'NUMBER';
  if (/^(?=.*\d)(?=.*[a-z])[a-z0-9]{6,}$/i.test(segment)) return 'ALPHA_NUMERIC';
  return undefined;
}

interface PatternNode {
  text: string;
  dynamic?: DynamicType;
  children: Map<string, PatternNode>;
  urls: FoundUrl[];
}

const node = (text: string, dynamic?: DynamicType): PatternNode => ({
  text,
  dynamic,
  children: new Map(),
  urls: [],
});

function mergeInto(target: PatternNode, source: PatternNode) {
  target.urls.push(...source.urls);
  for (const [key, child] of source.children) {
    const existing = target.children.get(key);
    if (existing) mergeInto(existing, child);
    else target.children.set(key, child);
  }
}

/**
 * Fold a folder's many static page names (children without children of their own) into one
 * dynamic segment — ALPHA, or ALPHA_NUMERIC when some have digits — then fold its children.
 */
function fold(parent: PatternNode) {
  const leaves = [...parent.children].filter(([, child]) => !child.dynamic && child.children.size === 0);
  if (leaves.length > DYNAMIC_AFTER) {
    const type: DynamicType = leaves.every(([key]) => /^[a-z-]+$/.test(key)) ? 'ALPHA' : 'ALPHA_NUMERIC';
    const key = `*${type}`;
    const merged = parent.children.get(key) ?? node('*', type);
    for (const [name, child] of leaves) {
      parent.children.delete(name);
      mergeInto(merged, child);
    }
    parent.children.set(key, merged);
  }
  for (const child of parent.children.values()) fold(child);
}

/** A found URL's pattern: its host and the segments of its path, static or dynamic. */
interface Pattern {
  fqdn: string;
  segments: PatternNode[];
  urls: FoundUrl[];
}

/** Group URLs into patterns per host: path segments that vary (numbers, dates, ids, many names) become dynamic. */
export function urlPatterns(urls: readonly FoundUrl[]): Pattern[] {
  const hosts = new Map<string, PatternNode>();
  for (const url of urls) {
    let at: PatternNode = hosts.get(url.item.host) ?? node('');
    hosts.set(url.item.host, at);
    for (const segment of url.item.path.split('/').filter(Boolean)) {
      const dynamic = obviousType(segment);
      const key = dynamic ? `*${dynamic}` : segment.toLowerCase();
      const next: PatternNode = at.children.get(key) ?? node(dynamic ? '*' : segment.toLowerCase(), dynamic);
      at.children.set(key, next);
      at = next;
    }
    at.urls.push(url);
  }
  const patterns: Pattern[] = [];
  const collect = (fqdn: string, at: PatternNode, path: PatternNode[]) => {
    if (at.urls.length) patterns.push({ fqdn, segments: path, urls: at.urls });
    for (const child of at.children.values()) collect(fqdn, child, [...path, child]);
  };
  for (const [fqdn, root] of hosts) {
    fold(root);
    collect(fqdn, root, []);
  }
  return patterns;
}

/** The rendered path of a pattern: its segments, `*` for a dynamic one. */
const rendered = (pattern: Pattern) => `/${pattern.segments.map((segment) => segment.text).join('/')}`;

/** A pattern with its counts (SiteCensusUrlPatternResultsDTO). */
function patternResult(pattern: Pattern): UrlPatternResult {
  const urlSegments: UrlSegment[] = pattern.segments.map((segment) =>
    segment.dynamic
      ? { segmentType: 'DYNAMIC', dynamicSegmentType: segment.dynamic }
      : { segmentType: 'STATIC', staticSegmentValue: segment.text },
  );
  return {
    urlPattern: { fqdn: pattern.fqdn, renderedPathPattern: rendered(pattern), urlSegments },
    ...countsOf(pattern.urls),
  };
}

/** Query of GET …/current-results (reference parameters). */
const resultsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(100)).check(z.maximum(1000)), 100),
  sortBy: z._default(z.enum(censusResultSortColumns), 'TOTAL_URLS'),
  sortDesc: z._default(booleanParam, false),
  searchPattern: z.optional(z.string()),
  returnExcludedOnly: z._default(booleanParam, false),
});

const sortValue: Record<
  (typeof censusResultSortColumns)[number],
  (row: UrlPatternResult) => string | number | undefined
> = {
  TOTAL_URLS: (row) => row.totalUrls,
  URL_PATTERN: (row) => `${row.urlPattern.fqdn}${row.urlPattern.renderedPathPattern}`,
  URLS_TO_VISIT: (row) => row.urlsToVisit,
  VISITED_URLS: (row) => row.visitedUrls,
  BROKEN_URLS: (row) => row.brokenUrls,
  LAST_FOUND: (row) => row.latestFound,
};

/**
 * GET …/current-results: the found URLs grouped into patterns (included URLs, or with
 * `returnExcludedOnly` the external and ignored ones), filtered by a case-insensitive substring of
 * host and pattern, sorted (then by host and pattern) and paged, with the census's counts.
 */
export function currentResults(state: CensusState, query: URLSearchParams): CurrentResults {
  const params = readQuery(resultsQuerySchema, query);
  const search = params.searchPattern?.trim().toLowerCase();
  const rows = urlPatterns(state.found.filter((url) => url.included !== params.returnExcludedOnly))
    .map(patternResult)
    .filter(
      (row) =>
        !search ||
        `${row.urlPattern.fqdn}${row.urlPattern.renderedPathPattern}`.toLowerCase().includes(search),
    )
    .sort((a, b) => {
      const order = compareValues(sortValue[params.sortBy](a), sortValue[params.sortBy](b));
      return (
        (params.sortDesc ? -order : order) ||
        compareValues(sortValue.URL_PATTERN(a), sortValue.URL_PATTERN(b))
      );
    });
  const { items, pagination } = pageOf(rows, params.page, params.pageSize);
  return {
    metadata: { pagination },
    paginatedUrlPatternResults: items,
    resultsSummary: resultsSummary(state),
  };
}

/** Most URLs a preview lists (its `totalUrls` counts them all). */
export const PREVIEW_LIMIT = 100;

/**
 * POST …/current-results/url-preview: the found URLs of the host whose path matches the pattern
 * (`*` one segment or part of one, `**` any depth), in URL order, at most `PREVIEW_LIMIT`.
 */
export function patternPreview(state: CensusState, body: UrlPatternInput): PatternPreview {
  const test = globMatcher(body.renderedPathPattern);
  const host = body.fqdn.toLowerCase();
  const urls = state.found
    .filter((url) => url.item.host === host && test(url.item.path))
    .map((url) => url.item.url)
    .sort((a, b) => a.localeCompare(b));
  return { censusId: state.basis.id, totalUrls: urls.length, urls: urls.slice(0, PREVIEW_LIMIT) };
}
