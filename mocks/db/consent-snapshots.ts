import type { ConsentCategory } from '@/api/consent-categories/schemas';
import type { ConsentCategorySnapshot } from '@/api/consent-categories/audit-schemas';
import type { ConsentCategoryRow, ConsentSnapshotRow, Db } from './types';

/** A stored consent category as the API serves it (ConsentCategoryDTO: its rules left out). */
export function consentCategoryView(row: ConsentCategoryRow): ConsentCategory {
  const { cookies: _cookies, tags: _tags, requestDomains: _domains, labelIds: _labels, ...category } = row;
  return category;
}

/** The consent categories currently applied to an audit, in the order they were applied. */
export function appliedCategories(db: Db, auditId: number): ConsentCategoryRow[] {
  return (db.auditConsentCategories.get(auditId) ?? []).flatMap((id) => {
    const row = db.consentCategories.get(id);
    return row ? [row] : [];
  });
}

/** The snapshot id of a category applied to a run: stable for the pair. */
export function snapshotId(runId: number, consentCategoryId: number): number {
  return runId * 1000 + (consentCategoryId % 1000);
}

/** Snapshots of the audit's current categories for a run. */
function snapshotNow(db: Db, auditId: number, runId: number): ConsentSnapshotRow[] {
  return appliedCategories(db, auditId).map((row) => ({
    snapshotId: snapshotId(runId, row.id),
    consentCategoryId: row.id,
    name: row.name,
    notes: row.notes,
    type: row.type,
  }));
}

/**
 * The categories applied to a run: frozen the first time they are needed (read, reprocess, or a
 * change of the audit's categories), derived from the audit's assignment at that moment.
 */
export function runSnapshots(db: Db, auditId: number, runId: number): ConsentSnapshotRow[] {
  let snapshots = db.auditConfig.consentSnapshots.get(runId);
  if (!snapshots) {
    snapshots = snapshotNow(db, auditId, runId);
    db.auditConfig.consentSnapshots.set(runId, snapshots);
  }
  return snapshots;
}

/** Freeze the snapshots of every run of an audit, before its categories change. */
export function freezeAuditSnapshots(db: Db, auditId: number): void {
  for (const run of db.runs.get(auditId) ?? []) runSnapshots(db, auditId, run.id);
}

/** Apply the audit's current categories to a run again, and record when. */
export function reprocessRun(db: Db, auditId: number, runId: number, at: string): void {
  db.auditConfig.consentSnapshots.set(runId, snapshotNow(db, auditId, runId));
  db.auditConfig.reprocessedAt.set(runId, at);
}

/** A stored snapshot as the API serves it, saying whether its category still exists. */
export function snapshotView(db: Db, row: ConsentSnapshotRow): ConsentCategorySnapshot {
  return {
    name: row.name,
    ...(row.notes !== undefined ? { notes: row.notes } : {}),
    type: row.type,
    consentCategoryId: row.consentCategoryId,
    consentCategorySnapshotId: row.snapshotId,
    consentCategoryConfigExists: db.consentCategories.get(row.consentCategoryId) !== undefined,
  };
}
