import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';
import { gridRequestSchema, gridStoredQuerySchema } from './query-schemas';

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
/** One grid entity type as saved reports store it (`web_audit_runs`). */
export type GridEntityType = (typeof gridEntityTypes)[number];

/** Who sees a saved report (GridApi_SavedReportVisibilityEnum). */
export const savedReportVisibilities = ['private', 'public'] as const;
/** Private (the owner only) or public (everyone in the account). */
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
/** One sort column of the saved report list. */
export type SavedReportSortColumn = (typeof savedReportSortColumns)[number];

/** Longest saved report name the mock accepts (the reference gives no limit). */
export const SAVED_REPORT_NAME_MAX = 255;
/** Longest visualization name (GridApi_VisualizationDTO.name). */
const VISUALIZATION_NAME_MAX = 190;

/** A free-form JSON object (display and library metadata, visualization definitions). */
const freeObject = z.record(z.string(), z.unknown());

/** A visualization of a saved report (GridApi_VisualizationDTO). */
export const visualizationSchema = z.object({
  name: z.string().check(z.minLength(1)).check(z.maxLength(VISUALIZATION_NAME_MAX)),
  definition: freeObject,
});
/** A visualization of a saved report. */
export type Visualization = z.infer<typeof visualizationSchema>;

/**
 * Body of PUT /v3/reports/grid/saved/{id}: exactly the spec's saved grid report
 * (GridApi_SavedReportRequestTrait); unknown fields are refused.
 */
export const savedReportBodySchema = z.strictObject({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(SAVED_REPORT_NAME_MAX, { error: `Use at most ${SAVED_REPORT_NAME_MAX} characters` })),
  description: z.optional(z.string()),
  /** Label ids. */
  labels: z.optional(z.array(id)),
  /** Marks (true) or unmarks (false) the report as the caller's favorite. */
  isFavorite: z.optional(z.boolean()),
  visibility: z.enum(savedReportVisibilities, { error: 'Choose private or public' }),
  queryDefinition: z.optional(gridRequestSchema),
  displayMetadata: z.optional(freeObject),
  libraryMetadata: z.optional(freeObject),
  visualizations: z.optional(z.array(visualizationSchema)),
});
/** Body of PUT /v3/reports/grid/saved/{id}. */
export type SavedReportBody = z.infer<typeof savedReportBodySchema>;

/** Body of POST /v3/reports/grid/saved (GridApi_CreateSavedReportRequestDTO): the report and its entity type. */
export const createSavedReportBodySchema = z.strictObject({
  ...savedReportBodySchema.shape,
  gridEntityType: z.enum(gridEntityTypes),
});
/** Body of POST /v3/reports/grid/saved. */
export type CreateSavedReportBody = z.infer<typeof createSavedReportBodySchema>;

/** Answer of POST /v3/reports/grid/saved (GridApi_CreateSavedReportResponseDTO). */
export const createdSavedReportSchema = z.looseObject({ id });

/** A saved grid report as the caller sees it (GridApi_SavedReportDTO). */
export const savedReportSchema = z.looseObject({
  id,
  name: z.string(),
  description: z.optional(z.string()),
  /** Label ids. */
  labels: z.optional(z.array(id)),
  visibility: z.union([z.enum(savedReportVisibilities), z.string()]),
  gridEntityType: z.union([z.enum(gridEntityTypes), z.string()]),
  /** Marked as favorite by the calling user. */
  isFavorite: z.boolean(),
  createdByUserId: id,
  myLastViewed: dateTime,
  /** The caller may change and delete it. */
  isEditable: z.boolean(),
  libraryMetadata: z.optional(z.looseObject({})),
  isSharable: z.boolean(),
  isManagedByOP: z.boolean(),
  scheduledExportCount: z.int(),
  sequenceNumber: z.optional(z.int()),
  isHighlighted: z.optional(z.boolean()),
  isExperimental: z.optional(z.boolean()),
  publishedAt: z.optional(dateTime),
  displayMetadata: z.optional(z.looseObject({})),
  queryDefinition: gridStoredQuerySchema,
  visualizations: z.optional(z.array(z.looseObject({ name: z.string(), definition: z.looseObject({}) }))),
});
/** A saved grid report as the caller sees it. */
export type SavedReport = z.infer<typeof savedReportSchema>;

/** GET /v3/reports/grid/saved: one page of saved reports. */
export const savedReportPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  reports: z.array(savedReportSchema),
});
/** One page of saved reports. */
export type SavedReportPage = z.infer<typeof savedReportPageSchema>;

/** Filters and sort of GET /v3/reports/grid/saved that the screens use. */
export interface SavedReportListFilters {
  /** Name contains (case-insensitive). */
  name?: string;
  /** Only the caller's favorites. */
  favoritesOnly?: boolean;
  /** Only reports the caller created. */
  ownedByMe?: boolean;
  visibility?: SavedReportVisibility;
  sortBy?: SavedReportSortColumn;
  sortDesc?: boolean;
}

/**
 * The PUT body for a report as it is now, with `changes` applied: every field the spec names, nothing
 * else. A stored query the request grammar refuses is left out: a caller that saves passes the
 * builder's query in `changes`.
 */
export function savedReportBody(
  report: SavedReport,
  changes: Partial<SavedReportBody> = {},
): SavedReportBody {
  const visibility = savedReportVisibilities.find((value) => value === report.visibility) ?? 'private';
  const storedQuery = gridRequestSchema.safeParse(report.queryDefinition);
  return {
    name: report.name,
    description: report.description ?? '',
    labels: report.labels ?? [],
    isFavorite: report.isFavorite,
    visibility,
    queryDefinition: storedQuery.success ? storedQuery.data : undefined,
    displayMetadata: report.displayMetadata ?? {},
    libraryMetadata: report.libraryMetadata ?? {},
    visualizations: (report.visualizations ?? []).map(({ name, definition }) => ({ name, definition })),
    ...changes,
  };
}
