import type { Db } from '../types';
import { pageDetail, type PageDetail } from './page-detail';
import { runPage, type RunPage } from './pages';
import { auditScanHost, runScanHost } from './scanned-host';
import { siteProfile, type SiteProfile } from './site';

export type { PageDetail, PageRequest, PageCookie, PageTag, ConsoleMessage } from './page-detail';
export type { RunPage, WebVitals } from './pages';
export type { SiteProfile } from './site';
export { vendors, vendorById, tagAccount, type Vendor } from './vendors';
export { cookieDomain, pageCookieKeys, SESSION_COOKIE, type CookieKey } from './cookies';
export { pageJsVariables, type PageJsVariable } from './js-variables';

/** A run's pages, generated on first use and kept while the run is among the recently used. */
export interface RunData {
  site: SiteProfile;
  pages: RunPage[];
  byId: Map<string, RunPage>;
}

const MAX_RUNS = 12;
const MAX_DETAILS = 200;
const runCache = new WeakMap<Db, Map<string, RunData>>();
const detailCache = new WeakMap<Db, Map<string, PageDetail>>();

function remember<T>(cache: Map<string, T>, key: string, max: number, make: () => T): T {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > max) cache.delete(cache.keys().next().value!);
  return value;
}

function cacheOf<T>(store: WeakMap<Db, Map<string, T>>, db: Db): Map<string, T> {
  let cache = store.get(db);
  if (!cache) store.set(db, (cache = new Map()));
  return cache;
}

/**
 * The site profile of an audit: the host of its starting URLs (as they were when `runId` started,
 * else as they are now), its stack from its id (a copied audit's from the seeded audit it copies).
 */
export function siteOf(db: Db, auditId: number, runId?: number): SiteProfile | undefined {
  const host = runId === undefined ? auditScanHost(db, auditId) : runScanHost(db, auditId, runId);
  const profileId = db.copies?.audits.get(auditId) ?? auditId;
  const profileAudit = db.audits.get(profileId);
  if (host === undefined || !profileAudit) return undefined;
  return siteProfile(profileId, host, db.domains.get(profileAudit.domainId)?.dataLayer);
}

/** The pages of a run (as many as the run's `totalUrl`), or undefined for an unknown audit or run. */
export function runData(db: Db, auditId: number, runId: number): RunData | undefined {
  const runs = db.runs.get(auditId);
  const run = runs?.find((r) => r.id === runId);
  if (!run || !runs) return undefined;
  const recorded = db.copies?.runs.get(runId);
  if (recorded) return runData(db, recorded.auditId, recorded.runId);
  const site = siteOf(db, auditId, runId);
  if (!site) return undefined;
  const key = `${auditId}:${runId}:${run.totalUrl}:${site.host}`;
  return remember(cacheOf(runCache, db), key, MAX_RUNS, () => {
    const ordinal = runs.length - 1 - runs.indexOf(run);
    const pages: RunPage[] = new Array(run.totalUrl);
    for (let i = 0; i < run.totalUrl; i++) pages[i] = runPage(site, runId, i, ordinal);
    return { site, pages, byId: new Map(pages.map((page) => [page.id, page])) };
  });
}

/** One page of a run and its full detail, or undefined when any id is unknown. */
export function pageWithDetail(db: Db, auditId: number, runId: number, pageId: string) {
  const data = runData(db, auditId, runId);
  const page = data?.byId.get(pageId);
  if (!data || !page) return undefined;
  const detail = remember(cacheOf(detailCache, db), `${runId}:${pageId}`, MAX_DETAILS, () =>
    pageDetail(data.site, page),
  );
  return { site: data.site, page, detail, pages: data.pages };
}
