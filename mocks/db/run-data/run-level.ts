import type { RunRow } from '../types';
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

/** One score part: what was earned out of its maximum (AuditRun_AuditSummary_Score). */
export interface ScorePart {
  score: number;
  max: number;
}

/** The parts of a run's score and their maximum points; they add up to 100. */
export const scoreParts = {
  tagPresence: 25,
  tagPerformance: 20,
  rules: 20,
  pagePerformance: 20,
  cookies: 15,
} as const;
type PartName = keyof typeof scoreParts;
/** Every part of a run's score and its total (AuditRun_AuditSummary_ScoresDTO). */
export type RunScores = Record<PartName | 'total', ScorePart>;
const partNames = Object.keys(scoreParts) as PartName[];

/** A page loads well under this many milliseconds. */
const FAST_PAGE_MS = 3_000;

/** How well the run's pages did on each part, from 0 to 1. */
function partRatios(run: RunRow, data: RunData): Record<PartName, number> {
  const { pages, site } = data;
  const core = site.stack.filter((vendor) => vendor.coverage >= 0.9).map((vendor) => vendor.tagId);
  let withCore = 0;
  let tagFires = 0;
  let broken = 0;
  let clean = 0;
  let fast = 0;
  for (const page of pages) {
    if (core.every((tagId) => page.vendors.some((vendor) => vendor.tagId === tagId))) withCore++;
    tagFires += page.vendors.length;
    broken += page.brokenTagIds.length;
    if (page.statusCode < 400 && page.brokenTagIds.length === 0) clean++;
    if (page.loadTime < FAST_PAGE_MS) fast++;
  }
  const cookies = runCookies(data);
  const firstParty = cookies.filter(
    (cookie) => cookie.domain === site.host || cookie.domain === `.${site.host.replace(/^www\./, '')}`,
  ).length;
  const n = Math.max(1, pages.length);
  return {
    tagPresence: withCore / n,
    tagPerformance: tagFires ? 1 - broken / tagFires : 1,
    rules: run.isRuleFailurePresent ? clean / n : 1,
    pagePerformance: fast / n,
    cookies: cookies.length ? firstParty / cookies.length : 1,
  };
}

/**
 * Share `amount` out in proportion to `weights` without giving any slot more than its cap: a slot
 * that would overflow is filled to its cap and the rest is shared again among the others. Slots
 * of weight 0 take a share only when nothing else can (then in proportion to their room).
 */
function distribute(amount: number, weights: number[], caps: number[]): number[] {
  const given = weights.map(() => 0);
  let open = caps.map((_, i) => i).filter((i) => caps[i]! > 0);
  let remaining = Math.min(
    amount,
    caps.reduce((a, b) => a + b, 0),
  );
  while (remaining > 1e-9 && open.length > 0) {
    const positive = open.some((i) => weights[i]! > 0);
    const weightOf = (i: number) => (positive ? weights[i]! : caps[i]! - given[i]!);
    const sum = open.reduce((acc, i) => acc + weightOf(i), 0);
    const full = open.filter((i) => given[i]! + (remaining * weightOf(i)) / sum >= caps[i]!);
    if (full.length === 0) {
      for (const i of open) given[i]! += (remaining * weightOf(i)) / sum;
      break;
    }
    for (const i of full) {
      remaining -= caps[i]! - given[i]!;
      given[i] = caps[i]!;
    }
    open = open.filter((i) => !full.includes(i));
  }
  return given;
}

/**
 * A run's scores: each part measured on its pages, then scaled so that the parts add up to the
 * run's own `score` exactly (points are lost where the pages did worst, never more than a part's
 * maximum). A run that is still going or failed scores 0 on every part, as its `score` does.
 */
export function runScores(run: RunRow, data: RunData): RunScores {
  if (!run.completed || data.pages.length === 0 || run.score <= 0) {
    const zero = Object.fromEntries(partNames.map((name) => [name, { score: 0, max: scoreParts[name] }]));
    return { total: { score: Math.max(0, run.score), max: 100 }, ...zero } as RunScores;
  }
  const ratios = partRatios(run, data);
  // Work in tenths of a point so that the parts add up to the total exactly.
  const caps = partNames.map((name) => scoreParts[name] * 10);
  const target = (100 - Math.min(100, run.score)) * 10;
  const weights = partNames.map((name, i) => (1 - Math.max(0, Math.min(1, ratios[name]))) * caps[i]!);
  const lost = distribute(target, weights, caps);
  // Largest remainder: whole tenths that still add up to the target.
  const floors = lost.map(Math.floor);
  let short = target - floors.reduce((a, b) => a + b, 0);
  const byFraction = lost.map((value, i) => ({ i, fraction: value - floors[i]! }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byFraction) {
    if (short <= 0) break;
    if (floors[i]! < caps[i]!) {
      floors[i]! += 1;
      short -= 1;
    }
  }
  const parts = Object.fromEntries(
    partNames.map((name, i) => [name, { score: (caps[i]! - floors[i]!) / 10, max: scoreParts[name] }]),
  );
  return { total: { score: run.score, max: 100 }, ...parts } as RunScores;
}
