import type { Db, ExportRow } from '../../db/types';
import { liveExportsOf } from '../../exports/lifecycle';
import { randomUuid } from '../../exports/service';

/**
 * POST /v3/consent-categories/exports/ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT (and the deprecated
 * POST /v3/consent-categories/export): an Export Center entry that is queued, then built like any
 * started export; its file (csv) is written from the categories when it is downloaded.
 */
export function startConsentExport(db: Db, userId: number, now = Date.now()): ExportRow {
  const row = db.exports.insert({
    dateExported: new Date(now).toISOString(),
    exportType: 'CONSENT_CATEGORY_EXPORT',
    specificExportType: 'ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT',
    exportName: 'Consent category configurations',
    itemType: 'consent_categories',
    requestedByUserId: userId,
    exportStatus: 'queued',
    isScheduled: false,
    fileUuid: randomUuid(),
  });
  liveExportsOf(db).set(row.id, {
    exportId: row.id,
    requestedAt: now,
    rowCount: db.consentCategories.size,
  });
  return row;
}
