import { pageCookieKeys, type CookieKey } from './cookies';
import { siteCountry, type Country } from './geo';
import type { RunData } from './index';
import type { RunPage } from './pages';
import type { Vendor } from './vendors';

/** What a run's lists need, computed once per generated run (pages only, no page detail). */
interface RunAggregates {
  cookies: CookieKey[];
  vendors: Vendor[];
  countries: Country[];
  hosts: string[];
}

const aggregates = new WeakMap<RunData, RunAggregates>();
const orders = new WeakMap<RunData, Map<PageSort, Uint32Array>>();

function aggregate(data: RunData): RunAggregates {
  const hit = aggregates.get(data);
  if (hit) return hit;
  const cookies = new Map<string, CookieKey>();
  const vendors = new Map<number, Vendor>();
  for (const page of data.pages) {
    for (const key of pageCookieKeys(data.site, page)) {
      const id = `${key.name}\u0000${key.domain}`;
      if (!cookies.has(id)) cookies.set(id, key);
    }
    for (const vendor of page.vendors) if (!vendors.has(vendor.tagId)) vendors.set(vendor.tagId, vendor);
  }
  const fired = [...vendors.values()].sort((a, b) => a.tagId - b.tagId);
  const countries = new Map<number, Country>();
  if (data.pages.length > 0) countries.set(siteCountry(data.site).id, siteCountry(data.site));
  for (const vendor of fired) countries.set(vendor.country.id, vendor.country);
  const value: RunAggregates = {
    cookies: [...cookies.values()],
    vendors: fired,
    countries: [...countries.values()],
    hosts: data.pages.length > 0 ? [data.site.host, ...new Set(fired.map((v) => v.host))] : [],
  };
  aggregates.set(data, value);
  return value;
}

/** Unique cookie name and domain pairs across a run's pages (the union of every page's cookies). */
export function runCookies(data: RunData): CookieKey[] {
  return aggregate(data).cookies;
}

/** Countries the run's requests were answered from: the site's own and its fired vendors'. */
export function runCountries(data: RunData): Country[] {
  return aggregate(data).countries;
}

/** Hosts the run's pages sent requests to: the site's host (pages and assets) and fired vendors' hosts. */
export function runRequestHosts(data: RunData): string[] {
  return aggregate(data).hosts;
}

/** Vendors that fired on at least one page of the run. */
export function runVendors(data: RunData): Vendor[] {
  return aggregate(data).vendors;
}

/** How the pages list can be sorted (AuditRun_PagesSort). */
export type PageSort = 'url' | 'load_time' | 'status_code' | 'size';

const sortKey: Record<PageSort, (page: RunPage) => number | string> = {
  url: (page) => page.url,
  load_time: (page) => page.loadTime,
  status_code: (page) => page.statusCode,
  size: (page) => page.size,
};

/** Page indices in ascending order of a sort key (crawl order breaks ties), cached per run. */
export function pageOrder(data: RunData, sortBy: PageSort): Uint32Array {
  let cache = orders.get(data);
  if (!cache) orders.set(data, (cache = new Map()));
  const hit = cache.get(sortBy);
  if (hit) return hit;
  const key = sortKey[sortBy];
  const keys = data.pages.map(key);
  const order = Uint32Array.from(data.pages, (_, i) => i);
  order.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  cache.set(sortBy, order);
  return order;
}
