import { z } from 'zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** What a grid (and a saved report) is about (GridApi_GridEntityTypeEnum). */
export const gridEntityTypes = [
  'web_audit_runs',
  'web_journey_runs',
  'pages',
  'cookies',
  'tags',
  'tag_variables',
  'links',
  'accessibility_issues',
  'network_requests',
  'browser_logs',
  'rules',
] as const;
export type GridEntityType = (typeof gridEntityTypes)[number];

/** Who sees a saved report (GridApi_SavedReportVisibilityEnum). */
export const savedReportVisibilities = ['private', 'public'] as const;
export type SavedReportVisibility = (typeof savedReportVisibilities)[number];

/** Sort columns of GET /v3/reports/grid/saved (GridApi_SavedReports_SortColumn). */
export const savedReportSortColumns = [
  'type',
  'name',
  'creator',
  'lastViewed',
  'sequenceNumber',
  'visibility',
] as const;

/** A grid query as a saved report stores it (GridApi_RequestDTO), kept loose. */
export const gridQueryDefinitionSchema = z.looseObject({
  size: z.number().int().optional(),
  page: z.number().int().optional(),
  filters: z
    .looseObject({
      conditions: z.array(z.looseObject({ operator: z.string() })).optional(),
      conditionMatchMode: z.string().optional(),
    })
    .optional(),
  columns: z.array(z.looseObject({ columnId: z.string().optional() })).optional(),
  sortBy: z
    .array(z.looseObject({ columnIndex: z.number().int(), sortDesc: z.boolean().optional() }))
    .optional(),
  totals: z.array(z.looseObject({})).optional(),
});

/** A saved grid report in the library (GridApi_SavedReportDTO). */
export const savedReportSchema = z.looseObject({
  id,
  name: z.string(),
  description: z.string().optional(),
  /** Label ids. */
  labels: z.array(id).optional(),
  visibility: z.enum(savedReportVisibilities).or(z.string()),
  gridEntityType: z.enum(gridEntityTypes).or(z.string()),
  /** Marked as favorite by the calling user. */
  isFavorite: z.boolean(),
  createdByUserId: id,
  myLastViewed: dateTime,
  isEditable: z.boolean(),
  libraryMetadata: z.looseObject({}).optional(),
  isSharable: z.boolean(),
  isManagedByOP: z.boolean(),
  scheduledExportCount: z.number().int(),
  sequenceNumber: z.number().int().optional(),
  isHighlighted: z.boolean().optional(),
  isExperimental: z.boolean().optional(),
  publishedAt: dateTime.optional(),
  displayMetadata: z.looseObject({}).optional(),
  queryDefinition: gridQueryDefinitionSchema,
  visualizations: z.array(z.looseObject({ name: z.string(), definition: z.unknown() })).optional(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

/** GET /v3/reports/grid/saved: one page of saved reports. */
export const savedReportPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  reports: z.array(savedReportSchema),
});
export type SavedReportPage = z.infer<typeof savedReportPageSchema>;

/** Filters of GET /v3/reports/grid/saved that the library uses. */
export interface SavedReportListFilters {
  /** Name contains (case-insensitive). */
  name?: string;
  /** Only the caller's favorites. */
  favoritesOnly?: boolean;
}
