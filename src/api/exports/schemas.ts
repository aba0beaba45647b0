import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { gridRequestSchema } from '../grid/query-schemas';
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
/** Statuses after which an export no longer changes. */
export const finishedExportStatuses: readonly string[] = ['completed', 'failed', 'no_data'];
/** True while an export is still being built (queued or in progress, or a status this client does not know). */
export const isExportUnfinished = (status: string) => !finishedExportStatuses.includes(status);

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
  exportType: z.union([z.enum(exportTypes), z.string()]),
  itemType: z.optional(z.union([z.enum(exportedItemTypes), z.string()])),
  itemId: z.optional(id),
  itemName: z.optional(z.string()),
  runId: z.optional(id),
  runDate: z.optional(dateTime),
  specificExportType: z.string(),
  exportName: z.string(),
  requestedByUserId: id,
  exportStatus: z.union([z.enum(exportStatuses), z.string()]),
  /** Attacker-influenced text: only an http(s) URL may become a link. */
  exportDownloadLink: z.string(),
  scheduleId: z.optional(id),
  isScheduled: z.optional(z.boolean()),
  /**
   * Share of the file built so far, 0–100. Not in the reference: the mock sends it; without it the
   * progress of a running export is shown as indeterminate.
   */
  progressPercent: z.optional(z.number().check(z.minimum(0)).check(z.maximum(100))),
});
export type ExportItem = z.infer<typeof exportItemSchema>;

/** GET /v3/exports: one page of exports (ExportCenter_ExportsDTO). */
export const exportPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  exports: z.array(exportItemSchema),
});
export type ExportPage = z.infer<typeof exportPageSchema>;

/** Grid export file formats: the reference's csv, tsv, xlsx (GridExportFileFormatEnum), plus parquet from the issue. */
export const gridExportFileFormats = ['csv', 'tsv', 'xlsx', 'parquet'] as const;
/** One grid export file format. */
export type GridExportFileFormat = (typeof gridExportFileFormats)[number];

/**
 * Body of POST /v3/reports/grid/{gridEntityType}/exports (GridApi_ExportRequestDTO): the grid
 * query, with no `page` and `size` for every row, the item and file names and the format (csv when absent).
 */
export const gridExportRequestSchema = z.extend(gridRequestSchema, {
  itemName: z.optional(z.string().check(z.maxLength(255))),
  customExportFileName: z.optional(z.string().check(z.maxLength(255))),
  fileFormat: z.optional(z.enum(gridExportFileFormats)),
});
/** A grid export request. */
export type GridExportRequest = z.infer<typeof gridExportRequestSchema>;

/** Answer of POST /v3/reports/grid/{gridEntityType}/exports (GridExportResultDTO). */
export const gridExportResultSchema = z.looseObject({ exportId: id });
/** The id of a started grid export. */
export type GridExportResult = z.infer<typeof gridExportResultSchema>;
