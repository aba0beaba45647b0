import type { ConsentCategoryInput } from '@/api/consent-categories/config-schemas';
import type { ConsentCategoryBody } from '@/api/resources/consent-categories';
import type { ConsentCategory } from '@/api/consent-categories/schemas';
import { consentCategoryView, freezeAuditSnapshots } from '../../db/consent-snapshots';
import { settleRuns } from '../../db/run-lifecycle';
import type { ConsentCategoryRow, Db } from '../../db/types';
import { liveAudits } from '../../db/views';
import { MockHttpError, notFound } from '../../lib/errors';

/** A stored consent category, or 404. */
export function categoryOf(db: Db, id: number): ConsentCategoryRow {
  return db.consentCategories.get(id) ?? notFound('Consent category', id);
}

/** 400 at `name` when another category already has the name (names are unique, ignoring case). */
export function checkUniqueName(db: Db, name: string, exceptId?: number) {
  const taken = db.consentCategories
    .all()
    .some((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase());
  if (taken) {
    const message = `A consent category named "${name}" already exists`;
    throw new MockHttpError(400, message, 'Consent category names are unique', {
      valid: false,
      issues: [{ path: ['name'], message, code: 'duplicate' }],
    });
  }
}

/** Make a category the only default one when its `isDefaultCC` is set. */
export function keepOneDefault(db: Db, row: ConsentCategoryRow) {
  const { id } = row;
  if (!row.isDefaultCC) return;
  for (const other of db.consentCategories.where((item) => item.id !== id && item.isDefaultCC === true))
    db.consentCategories.update(other.id, { isDefaultCC: false });
}

/** The stored row of a new category (no rules, no labels) or of an updated one (rules kept; the type never changes). */
export function categoryRow(
  input: ConsentCategoryBody,
  updatedType: NonNullable<ConsentCategory['updatedType']>,
  existing?: ConsentCategoryRow,
): Omit<ConsentCategoryRow, 'id'> {
  return {
    cookies: [],
    tags: [],
    requestDomains: [],
    labelIds: [],
    ...existing,
    name: input.name,
    type: existing?.type ?? input.type ?? 'approved',
    notes: input.notes ?? existing?.notes ?? '',
    isDefaultCC: input.isDefaultCC ?? existing?.isDefaultCC ?? false,
    ...(input.cmpData ? { cmpData: input.cmpData } : {}),
    updatedType,
    updatedAt: new Date().toISOString(),
  };
}

/** Create a category without rules (a file import; POST goes through the generated handler). */
export function createCategory(
  db: Db,
  input: ConsentCategoryInput,
  updatedType: NonNullable<ConsentCategory['updatedType']>,
): ConsentCategoryRow {
  checkUniqueName(db, input.name);
  const row = db.consentCategories.insert(categoryRow(input, updatedType));
  keepOneDefault(db, row);
  return row;
}

/** Record a change to a category's rules or settings: when, and how it was made. */
export function touchCategory(
  db: Db,
  id: number,
  patch: Partial<ConsentCategoryRow>,
  updatedType: NonNullable<ConsentCategory['updatedType']> = 'APP_CREATE',
): ConsentCategoryRow {
  return db.consentCategories.update(id, { ...patch, updatedType, updatedAt: new Date().toISOString() })!;
}

/** Ids of the live audits a category is applied to. */
export function auditIdsOf(db: Db, categoryId: number): number[] {
  return liveAudits(db)
    .filter((audit) => db.auditConsentCategories.get(audit.id)?.includes(categoryId))
    .map((audit) => audit.id);
}

/** Apply a category to exactly these audits; runs keep the categories that applied when they ran. */
export function setCategoryAudits(db: Db, categoryId: number, auditIds: readonly number[]) {
  settleRuns(db);
  for (const audit of liveAudits(db)) {
    const applied = db.auditConsentCategories.get(audit.id) ?? [];
    const has = applied.includes(categoryId);
    const wants = auditIds.includes(audit.id);
    if (has === wants) continue;
    freezeAuditSnapshots(db, audit.id);
    db.auditConsentCategories.set(
      audit.id,
      wants ? [...applied, categoryId] : applied.filter((id) => id !== categoryId),
    );
  }
}

/** Before a category is deleted: it leaves every audit, and runs that used it keep their snapshot. */
export function detachCategory(db: Db, id: number): void {
  setCategoryAudits(db, id, []);
  for (const [auditId, applied] of db.auditConsentCategories)
    if (applied.includes(id))
      db.auditConsentCategories.set(
        auditId,
        applied.filter((other) => other !== id),
      );
}

/** A category as the API serves it (ConsentCategoryDTO), notes always present. */
export function categoryView(row: ConsentCategoryRow): ConsentCategory {
  return { ...consentCategoryView(row), notes: row.notes ?? '' };
}
