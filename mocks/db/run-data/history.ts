import type { Db, RunRow } from '../types';
import { siteOf } from './index';
import { runPage, type RunPage } from './pages';
import { stableId } from './random';
import { pageUrl, type SiteProfile } from './site';

/** One visit of a page: the run and the page as that run recorded it. */
export interface PageVisit {
  run: RunRow & { completed: string };
  page: RunPage;
}

/** The run whose record a run's pages are (a copied run repeats another's), and its ordinal among its audit's runs. */
function recordOf(db: Db, auditId: number, run: RunRow) {
  const copied = db.copies?.runs.get(run.id);
  const ownerId = copied?.auditId ?? auditId;
  const runs = db.runs.get(ownerId) ?? [];
  const record = copied ? runs.find((item) => item.id === copied.runId) : run;
  return record && { auditId: ownerId, run: record, ordinal: runs.length - 1 - runs.indexOf(record) };
}

/** The index of the page with this id on a site, or -1 when none of its first `pageCount` pages has it. */
function pageIndex(site: SiteProfile, pageId: string, pageCount: number): number {
  for (let n = 0; n < pageCount; n++)
    if (stableId(`${site.auditId}:${pageUrl(site, n)}`) === pageId) return n;
  return -1;
}

/**
 * The page with this id in every completed run of the audit that reached it, newest first: the
 * same page as `runData` builds for each run (on the site that run scanned, from its record), made
 * one page at a time so that a history of many runs stays cheap.
 */
export function pageHistory(db: Db, auditId: number, pageId: string): PageVisit[] | undefined {
  const runs = db.runs.get(auditId);
  if (!runs) return undefined;
  const pageCount = Math.max(0, ...runs.map((run) => run.totalUrl));
  const indices = new Map<string, number>();
  const visits: PageVisit[] = [];
  for (const run of runs) {
    const record = run.completed ? recordOf(db, auditId, run) : undefined;
    const site = record && siteOf(db, record.auditId, record.run.id);
    if (!record || !site) continue;
    const siteKey = `${site.auditId}:${site.host}`;
    let index = indices.get(siteKey);
    if (index === undefined) indices.set(siteKey, (index = pageIndex(site, pageId, pageCount)));
    if (index < 0 || record.run.totalUrl <= index) continue;
    visits.push({
      run: { ...run, completed: run.completed! },
      page: runPage(site, record.run.id, index, record.ordinal),
    });
  }
  return visits.length > 0 ? visits : undefined;
}

/** Visits completed at or after `since` (ms since epoch), oldest first, for charts. */
export function visitsSince(visits: readonly PageVisit[], since: number): PageVisit[] {
  return visits.filter((visit) => Date.parse(visit.run.completed) >= since).reverse();
}
