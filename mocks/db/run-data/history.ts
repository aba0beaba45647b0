import type { Db, RunRow } from '../types';
import { siteOf } from './index';
import { runPage, type RunPage } from './pages';
import { stableId } from './random';
import { pageUrl } from './site';

/** One visit of a page: the run and the page as that run recorded it. */
export interface PageVisit {
  run: RunRow & { completed: string };
  page: RunPage;
}

/**
 * The page with this id in every completed run of the audit that reached it, newest first. The
 * same page as `runData` builds, made one page at a time so that a history of many runs stays cheap.
 */
export function pageHistory(db: Db, auditId: number, pageId: string): PageVisit[] | undefined {
  const runs = db.runs.get(auditId);
  const site = siteOf(db, auditId);
  if (!runs || !site) return undefined;
  const pageCount = Math.max(0, ...runs.map((run) => run.totalUrl));
  let index = -1;
  for (let n = 0; n < pageCount && index < 0; n++) {
    if (stableId(`${auditId}:${pageUrl(site, n)}`) === pageId) index = n;
  }
  if (index < 0) return undefined;
  const visits: PageVisit[] = [];
  runs.forEach((run, position) => {
    if (!run.completed || run.totalUrl <= index) return;
    const ordinal = runs.length - 1 - position;
    visits.push({ run: { ...run, completed: run.completed }, page: runPage(site, run.id, index, ordinal) });
  });
  return visits;
}

/** Visits completed at or after `since` (ms since epoch), oldest first, for charts. */
export function visitsSince(visits: readonly PageVisit[], since: number): PageVisit[] {
  return visits.filter((visit) => Date.parse(visit.run.completed) >= since).reverse();
}
