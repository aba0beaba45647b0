import { z } from 'zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** What kind of export it is (ExportTypeEnum). */
export const exportTypes = [
  'AUDIT_RUN_EXPORT',
  'WEB_JOURNEY_RUN_EXPORT',
  'MANUAL_JOURNEY_RUN_EXPORT',
  'CONSENT_CATEGORY_EXPORT',
  'ALERT_EXPORT',
  'ACCOUNT_USAGE_EXPORT',
  'GRID_DATA_EXPORT',
] as const;
export type ExportType = (typeof exportTypes)[number];

/** What the export was taken of (ExportCenter_ExportedItemTypeEnum). */
export const exportedItemTypes = [
  'audit',
  'web_journey',
  'live_connect',
  'consent_categories',
  'alert',
  'account_usage',
  'grid_data',
] as const;
export type ExportedItemType = (typeof exportedItemTypes)[number];

/** Where an export is in its life (ExportCenter_ExportStatus). */
export const exportStatuses = ['queued', 'in_progress', 'completed', 'failed', 'no_data'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** Sort columns of GET /v3/exports (ExportCenter_ExportsSortColumn). */
export const exportSortColumns = [
  'date_exported',
  'item_name',
  'run_date',
  'export_name',
  'exported_item_type',
  'requested_by',
  'status',
  'is_scheduled',
] as const;

/** One export in the Export Center (ExportCenter_ExportsItem). */
export const exportItemSchema = z.looseObject({
  exportId: id,
  dateExported: dateTime,
  exportType: z.enum(exportTypes).or(z.string()),
  itemType: z.enum(exportedItemTypes).or(z.string()).optional(),
  itemId: id.optional(),
  itemName: z.string().optional(),
  runId: id.optional(),
  runDate: dateTime.optional(),
  specificExportType: z.string(),
  exportName: z.string(),
  requestedByUserId: id,
  exportStatus: z.enum(exportStatuses).or(z.string()),
  /** Attacker-influenced text: only an http(s) URL may become a link. */
  exportDownloadLink: z.string(),
  scheduleId: id.optional(),
  isScheduled: z.boolean().optional(),
});
export type ExportItem = z.infer<typeof exportItemSchema>;

/** GET /v3/exports: one page of exports (ExportCenter_ExportsDTO). */
export const exportPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  exports: z.array(exportItemSchema),
});
export type ExportPage = z.infer<typeof exportPageSchema>;
