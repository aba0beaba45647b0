import type { CensusResultsSummary, FolderUrl } from '@/api/site-censuses/schemas';
import { crawlOf, type Crawl, type CrawlConfig, type CrawlUrl } from './crawl';
import { censusProgress, type CensusProgress, type ScanSession } from './lifecycle';

/** What the state of a census is computed from: its crawl configuration, auto-pause and sessions. */
export interface CensusBasis extends CrawlConfig {
  id: number;
  autoPauseAfter: number;
  sessions: readonly ScanSession[];
  archived: boolean;
}

/** A URL the census has found by now: visited or not, with its latest status and when it was found. */
export interface FoundUrl {
  item: CrawlUrl;
  /** The urls row id: the census and the URL's place in the finding order. */
  urlId: number;
  visited: boolean;
  /** Status of the visit; 0 while not visited. */
  status: number;
  foundAt: number;
  /** Included: under a starting URL's base domain and not ignored. */
  included: boolean;
}

/** A census at a moment: its crawl, how far it got and every URL found so far. */
export interface CensusState {
  basis: CensusBasis;
  crawl: Crawl;
  progress: CensusProgress;
  found: FoundUrl[];
}

/** The state of a census at `now`. */
export function censusState(basis: CensusBasis, now = Date.now()): CensusState {
  const crawl = crawlOf(basis);
  const progress = censusProgress(basis.sessions, crawl.visitable, basis.autoPauseAfter, now);
  const found: FoundUrl[] = [];
  for (const item of crawl.urls) {
    const foundAt = progress.foundAt(item.foundAfter);
    if (foundAt === undefined) continue;
    const visited = item.visitStep !== undefined && item.visitStep < progress.visits;
    found.push({
      item,
      urlId: basis.id * 100_000 + item.index + 1,
      visited,
      status: visited ? item.status : 0,
      foundAt,
      included: !item.external && !item.ignored,
    });
  }
  return { basis, crawl, progress, found };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Counts of a set of found URLs: total, visited, to visit (total − visited), broken (4xx/5xx), latest found. */
export function countsOf(urls: readonly FoundUrl[]) {
  let visitedUrls = 0;
  let brokenUrls = 0;
  let latest = 0;
  for (const url of urls) {
    if (url.visited) visitedUrls += 1;
    if (url.status >= 400 && url.status < 600) brokenUrls += 1;
    latest = Math.max(latest, url.foundAt);
  }
  return {
    totalUrls: urls.length,
    visitedUrls,
    urlsToVisit: urls.length - visitedUrls,
    brokenUrls,
    ...(latest > 0 ? { latestFound: iso(latest) } : {}),
  };
}

/** The census's result counts (SiteCensusResultsSummaryDTO). */
export function resultsSummary(state: CensusState): CensusResultsSummary {
  const included = state.found.filter((url) => url.included);
  const counts = countsOf(included);
  return {
    uniqueUrls: counts.totalUrls,
    visitedUrls: counts.visitedUrls,
    urlsToVisit: counts.urlsToVisit,
    ignoredUrls: state.found.filter((url) => url.item.ignored).length,
    brokenUrls: counts.brokenUrls,
    isRunning: state.progress.isRunning,
    isArchived: state.basis.archived,
  };
}

/** A found URL as a folder lists it (SiteCensusFolderUrlDTO, with its page name). */
export function folderUrl(url: FoundUrl, withPageName: boolean): FolderUrl {
  return {
    urlId: url.urlId,
    url: url.item.url,
    ...(withPageName ? { pageName: url.item.pageName } : {}),
    mostRecentStatusCode: url.status,
    urlFoundAt: iso(url.foundAt),
  };
}

/** When the state's sessions started and stopped, as the census answers them. */
export function scanTimes(state: CensusState) {
  const { currentScanStartedAt, lastScanStoppedAt } = state.progress;
  return {
    currentScanStartedAt: currentScanStartedAt === null ? null : iso(currentScanStartedAt),
    lastScanStoppedAt: lastScanStoppedAt === null ? null : iso(lastScanStoppedAt),
  };
}
