import { runData, type RunData, type RunPage } from '../db/run-data';
import { pageDetail, type PageDetail } from '../db/run-data/page-detail';
import { liveAudits } from '../db/views';
import type { AuditRow, Db, DomainRow, FolderRow, LabelRow, RunRow, UserRow } from '../db/types';

/** Pages per run whose full detail (tags, cookies, requests, logs…) feeds the detail grids. */
export const DETAIL_PAGES_PER_RUN = 200;

/** An audit with what its columns join: owner, folder, sub-folder, labels, notes. */
export interface AuditCtx {
  audit: AuditRow;
  owner: UserRow | undefined;
  folder: FolderRow | undefined;
  domain: DomainRow | undefined;
  labels: LabelRow[];
  notes: string | null;
}

/** One run of an audit. */
export interface RunCtx {
  db: Db;
  audit: AuditCtx;
  run: RunRow;
  /** The audit's newest run. */
  mostRecent: boolean;
}

/** One page of an audit's latest completed run. */
export interface PageCtx {
  run: RunCtx;
  page: RunPage;
  data: RunData;
}

/** A page with its full detail (the first {@link DETAIL_PAGES_PER_RUN} pages of each run). */
export interface DetailCtx extends PageCtx {
  detail: PageDetail;
}

/**
 * What the generated rows depend on, as a short text: audits (name, archive mark, updates), their
 * run lists and newest run, the runs reprocessed, and the other collections the grids read. A change
 * rebuilds the rows.
 */
function dbVersion(db: Db): string {
  const parts: string[] = [];
  for (const audit of db.audits.all()) {
    const runs = db.runs.get(audit.id) ?? [];
    const head = runs[0];
    parts.push(
      `${audit.id}:${audit.deleted ? 1 : 0}:${audit.lastUpdated}:${audit.name}:${runs.length}:${head?.id}:${head?.completed ?? ''}:${head?.totalUrl}`,
    );
  }
  parts.push(
    `u${db.users.size}l${db.labels.size}:${db.labels
      .all()
      .map((label) => label.name)
      .join('|')}j${db.webJourneys.size}r${db.rules.size}d${db.domains.size}f${db.folders.size}`,
  );
  // A run's consent categories reprocessed change its cookie totals.
  parts.push(`p${[...db.auditConfig.reprocessedAt].join('|')}`);
  return parts.join(';');
}

const memoStore = new WeakMap<Db, Map<string, { version: string; value: unknown }>>();

/**
 * A value computed once per database and rebuilt only when the database's content changes (and,
 * with `extraVersion`, when what that reads changes: state kept beside the collections).
 */
export function memoPerDb<T>(
  name: string,
  make: (db: Db) => T,
  extraVersion?: (db: Db) => string,
): (db: Db) => T {
  return (db: Db) => {
    let store = memoStore.get(db);
    if (!store) memoStore.set(db, (store = new Map()));
    const version = extraVersion ? `${dbVersion(db)}#${extraVersion(db)}` : dbVersion(db);
    const hit = store.get(name);
    if (hit && hit.version === version) return hit.value as T;
    const value = make(db);
    store.set(name, { version, value });
    return value;
  };
}

/** Every live audit with its joins. */
export const auditContexts = memoPerDb('audits', (db): AuditCtx[] =>
  liveAudits(db).map((audit) => ({
    audit,
    owner: db.users.get(audit.ownerId),
    folder: db.folders.get(audit.folderId),
    domain: db.domains.get(audit.domainId),
    labels: audit.labelIds.flatMap((id) => {
      const label = db.labels.get(id);
      return label ? [label] : [];
    }),
    notes: db.auditConfig.notes.get(audit.id) ?? null,
  })),
);

/** Every run of every live audit, audits in order, each audit's runs newest first. */
export const runContexts = memoPerDb('runs', (db): RunCtx[] =>
  auditContexts(db).flatMap((audit) =>
    (db.runs.get(audit.audit.id) ?? []).map((run, index) => ({ db, audit, run, mostRecent: index === 0 })),
  ),
);

/** The latest completed run with pages of each live audit. */
export const latestRuns = memoPerDb('latest-runs', (db): RunCtx[] => {
  const latest: RunCtx[] = [];
  const seen = new Set<AuditCtx>();
  for (const ctx of runContexts(db)) {
    if (seen.has(ctx.audit) || ctx.run.completed === undefined || ctx.run.totalUrl <= 0) continue;
    seen.add(ctx.audit);
    latest.push(ctx);
  }
  return latest;
});

/** Every page of each audit's latest completed run. */
export const pageContexts = memoPerDb('pages', (db): PageCtx[] => {
  const pages: PageCtx[] = [];
  for (const run of latestRuns(db)) {
    const data = runData(db, run.audit.audit.id, run.run.id);
    if (!data) continue;
    for (const page of data.pages) pages.push({ run, page, data });
  }
  return pages;
});

/** The first pages of each latest completed run, with their full detail. */
export const detailContexts = memoPerDb('details', (db): DetailCtx[] => {
  const pages: DetailCtx[] = [];
  for (const run of latestRuns(db)) {
    const data = runData(db, run.audit.audit.id, run.run.id);
    if (!data) continue;
    for (const page of data.pages.slice(0, DETAIL_PAGES_PER_RUN))
      pages.push({ run, page, data, detail: pageDetail(data.site, page) });
  }
  return pages;
});

/** Milliseconds since the epoch → RFC 3339 UTC text. */
export const iso = (ms: number) => new Date(ms).toISOString();
