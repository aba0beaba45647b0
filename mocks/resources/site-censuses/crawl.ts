import type { FilterPatternType } from '@/api/site-censuses/schemas';
import { baseDomainOf, externalUrl, hostPages, type SiteUrl } from './site';

/** What a crawl depends on: where it starts and its filter patterns. */
export interface CrawlConfig {
  startingUrls: readonly string[];
  filterPatterns: ReadonlyArray<{ pathPattern: string; fqdn: string; type: FilterPatternType | string }>;
}

/** One URL the crawl finds, with when it is found and visited (counted in visits). */
export interface CrawlUrl extends SiteUrl {
  /** Position in the order of finding (a stable id within the census). */
  index: number;
  /** Found once this many visits are done (0: a starting URL). */
  foundAfter: number;
  /** Its place in the visit order; undefined when it is never visited. */
  visitStep?: number;
  /** Matches an IGNORE pattern: found on an included page, never visited. */
  ignored: boolean;
  /** Folder path key (lowercased, no trailing slash; `/` for the root). */
  folderPath: string;
  /** Last path segment (empty for the root page). */
  pageName: string;
}

/** The whole crawl of a configuration: every URL it finds, in finding order, and how many it visits. */
export interface Crawl {
  urls: CrawlUrl[];
  /** URLs visited when the crawl runs out (the visit count at which it completes). */
  visitable: number;
  /** The base domains of the starting URLs: URLs under them are included. */
  baseDomains: Set<string>;
}

/**
 * A glob over a URL path: `**` matches anything, `*` anything within one segment, `?` one
 * character; case-insensitive, the whole path. The same rule serves filter patterns and the
 * rendered path patterns of the URL preview (whose `*` stands for one dynamic segment).
 */
export function globMatcher(pattern: string): (path: string) => boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(`^${source}$`, 'i');
  return (path) => regex.test(path);
}

/** Folder key and page name of a path: `/products/tents/x` → `/products/tents`, `x`. */
export function splitPath(path: string): { folderPath: string; pageName: string } {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  const endsWithSlash = path.endsWith('/') && segments.length > 0;
  const folder = endsWithSlash ? segments : segments.slice(0, -1);
  return {
    folderPath: `/${folder.join('/')}`,
    pageName: endsWithSlash ? '' : (path.split('/').filter(Boolean).at(-1) ?? ''),
  };
}

/** Every page of the hosts a crawl can reach, built on demand. */
function universe(baseDomains: Set<string>, startHosts: Set<string>) {
  const byUrl = new Map<string, SiteUrl>();
  const hosts = new Set<string>();
  return (url: string): SiteUrl => {
    let page = byUrl.get(url);
    if (page) return page;
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase();
    if (!baseDomains.has(baseDomainOf(host))) return externalUrl(url);
    if (!hosts.has(host)) {
      hosts.add(host);
      for (const item of hostPages(host, startHosts.has(host))) byUrl.set(item.url, item);
    }
    page = byUrl.get(url);
    if (page) return page;
    // A starting URL the generated site does not have: a page that links to the home page.
    page = { url, host, path: parsed.pathname, status: 200, external: false, links: [`https://${host}/`] };
    byUrl.set(url, page);
    return page;
  };
}

/** Simulate a crawl: visit PRIORITY matches first, then in finding order; never visit IGNORE matches or external URLs. */
function simulate(config: CrawlConfig): Crawl {
  const hosts = config.startingUrls.flatMap((url) => {
    try {
      return [new URL(url).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  const baseDomains = new Set(hosts.map(baseDomainOf));
  const pageOf = universe(baseDomains, new Set(hosts));
  const patterns = config.filterPatterns.map((pattern) => ({
    fqdn: pattern.fqdn.toLowerCase(),
    type: pattern.type,
    test: globMatcher(pattern.pathPattern),
  }));
  const matching = (page: SiteUrl, type: string) =>
    patterns.some(
      (pattern) => pattern.type === type && pattern.fqdn === page.host && pattern.test(page.path),
    );
  const urls: CrawlUrl[] = [];
  const seen = new Set<string>();
  const queues = { priority: [] as CrawlUrl[], normal: [] as CrawlUrl[] };
  const heads = { priority: 0, normal: 0 };
  let visits = 0;
  const find = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const page = pageOf(url);
    const ignored = !page.external && matching(page, 'IGNORE');
    const item: CrawlUrl = {
      ...page,
      index: urls.length,
      foundAfter: visits,
      ignored,
      ...splitPath(page.path),
    };
    urls.push(item);
    if (page.external || ignored) return;
    (matching(page, 'PRIORITY') ? queues.priority : queues.normal).push(item);
  };
  for (const url of config.startingUrls) {
    try {
      find(new URL(url).href);
    } catch {
      // Not a URL: nothing to start from.
    }
  }
  for (;;) {
    const lane = heads.priority < queues.priority.length ? 'priority' : 'normal';
    const next = queues[lane][heads[lane]];
    if (!next) break;
    heads[lane] += 1;
    next.visitStep = visits;
    visits += 1;
    for (const link of next.links) find(link);
  }
  return { urls, visitable: visits, baseDomains };
}

const crawls = new Map<string, Crawl>();

/** The crawl of a configuration (remembered: the same configuration gives the same crawl). */
export function crawlOf(config: CrawlConfig): Crawl {
  const key = JSON.stringify([config.startingUrls, config.filterPatterns]);
  let crawl = crawls.get(key);
  if (!crawl) {
    if (crawls.size > 200) crawls.clear();
    crawl = simulate(config);
    crawls.set(key, crawl);
  }
  return crawl;
}
