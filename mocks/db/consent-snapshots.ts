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
    lists: structuredClone({ cookies: row.cookies, tags: row.tags, requestDomains: row.requestDomains }),
  }));
}

/**
 * The categories a run was checked against, as they were then: each snapshot's type and lists over
 * the category's other fields (a category deleted since keeps its snapshot's name).
 */
export function runCategoryRows(
  db: Db,
  auditId: number,
  runId: number,
): Array<{ row: ConsentCategoryRow; snapshotId: number }> {
  return runSnapshots(db, auditId, runId).map((snapshot) => {
    const current = db.consentCategories.get(snapshot.consentCategoryId);
    const row: ConsentCategoryRow = {
      ...(current ?? {
        id: snapshot.consentCategoryId,
        isDefaultCC: false,
        updatedType: 'APP_CREATE',
        labelIds: [],
      }),
      name: snapshot.name,
      type: snapshot.type,
      ...snapshot.lists,
    } as ConsentCategoryRow;
    return { row, snapshotId: snapshot.snapshotId };
  });
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

/**
 * The demo's approval change: on the last GDPR audit whose latest run completed, Google Analytics
 * cookies were approved in every earlier run, and a category that withdraws consent for them
 * ("Analytics — not consented (EU visitors)") replaced the approved one before the latest run. A
 * comparison of its two latest runs lists `_ga` cookies that became unapproved.
 */
export function seedApprovalChange(db: Db): void {
  const analytics = db.consentCategories.all().find((row) => row.name === 'Analytics (consented)');
  if (!analytics) return;
  const candidate = db.audits.all().findLast((audit) => {
    const [latest, previous] = db.runs.get(audit.id) ?? [];
    return (
      (db.auditConsentCategories.get(audit.id) ?? []).includes(analytics.id) &&
      latest?.completed !== undefined &&
      latest.totalUrl > 0 &&
      previous?.completed !== undefined
    );
  });
  if (!candidate) return;
  const [latest, ...earlier] = db.runs.get(candidate.id)!;
  for (const run of earlier) runSnapshots(db, candidate.id, run.id);
  const withdrawn = db.consentCategories.insert({
    name: 'Analytics — not consented (EU visitors)',
    notes: 'Google Analytics may not set cookies before an EU visitor opts in (privacy review).',
    type: 'unapproved',
    isDefaultCC: false,
    updatedType: 'APP_CREATE',
    updatedAt: new Date(Date.parse(latest!.started) - 86_400_000).toISOString(),
    cookies: [
      {
        nameType: 'name_regex',
        name: '^_ga',
        domainType: 'domain_any',
        cookieDescription: 'Google Analytics (consent withdrawn for EU visitors)',
      },
    ],
    tags: [],
    requestDomains: [],
    labelIds: [],
  });
  const applied = db.auditConsentCategories.get(candidate.id)!;
  db.auditConsentCategories.set(
    candidate.id,
    applied.map((id) => (id === analytics.id ? withdrawn.id : id)),
  );
  runSnapshots(db, candidate.id, latest!.id);
}
