import { z } from '@/lib/zod';
import type { GridEntityPathType, GridRequest } from '@/api/grid/query-schemas';
import {
  gridEntityTypes,
  SAVED_REPORT_NAME_MAX,
  savedReportBody,
  savedReportVisibilities,
  type CreateSavedReportBody,
  type GridEntityType,
  type SavedReport,
  type SavedReportBody,
} from '@/api/grid/schemas';

/** How the dialog saves: a new report, the open report itself, or a copy of it under a new name. */
export type SaveReportMode = 'create' | 'update' | 'saveAs';

/** The fields the dialog edits; the query and metadata come from the builder and the report. */
export const saveReportFormSchema = z.object({
  name: z
    .string()
    .check(z.refine((value) => value.trim().length > 0, { error: 'Enter a name' }))
    .check(
      z.refine((value) => value.trim().length <= SAVED_REPORT_NAME_MAX, {
        error: `Use at most ${SAVED_REPORT_NAME_MAX} characters`,
      }),
    ),
  description: z.string(),
  labels: z.array(z.int()),
  visibility: z.enum(savedReportVisibilities, { error: 'Choose who can see the report' }),
  isFavorite: z.boolean(),
});
/** The dialog's values. */
export type SaveReportValues = z.infer<typeof saveReportFormSchema>;

/** Where the dialog starts: blank for a new report, the report for an update, a renamed copy for "Save as". */
export function initialValues(mode: SaveReportMode, report?: SavedReport): SaveReportValues {
  if (!report || mode === 'create')
    return { name: '', description: '', labels: [], visibility: 'private', isFavorite: false };
  const base = savedReportBody(report);
  return {
    name: mode === 'saveAs' ? `Copy of ${report.name}` : base.name,
    description: base.description ?? '',
    labels: base.labels ?? [],
    visibility: base.visibility,
    isFavorite: mode === 'saveAs' ? false : report.isFavorite,
  };
}

/** `web-audit-runs` or `web_audit_runs` → `web_audit_runs` (the entity type a saved report stores). */
export function savedEntityType(type: GridEntityPathType | GridEntityType | string): GridEntityType {
  const value = type.replaceAll('-', '_');
  const known = gridEntityTypes.find((entity) => entity === value);
  if (!known) throw new Error(`Unknown grid entity type "${type}"`);
  return known;
}

/** The trimmed text fields of the values. */
function cleaned(values: SaveReportValues) {
  return { ...values, name: values.name.trim(), description: values.description.trim() };
}

/** Body of POST /v3/reports/grid/saved: the values, the query, and (for "Save as") the report's metadata. */
export function createBody(
  values: SaveReportValues,
  gridEntityType: GridEntityType,
  queryDefinition: GridRequest,
  copyOf?: SavedReport,
): CreateSavedReportBody {
  const metadata = copyOf
    ? savedReportBody(copyOf)
    : { displayMetadata: {}, libraryMetadata: {}, visualizations: [] };
  return {
    ...cleaned(values),
    gridEntityType,
    queryDefinition,
    displayMetadata: metadata.displayMetadata,
    libraryMetadata: metadata.libraryMetadata,
    visualizations: metadata.visualizations,
  };
}

/** Body of PUT /v3/reports/grid/saved/{id}: the report with the values and the current query. */
export function updateBody(
  values: SaveReportValues,
  report: SavedReport,
  queryDefinition: GridRequest,
): SavedReportBody {
  return savedReportBody(report, { ...cleaned(values), queryDefinition });
}

const formFields = ['name', 'description', 'labels', 'visibility', 'isFavorite'] as const;
/** A field of the dialog. */
export type SaveReportField = (typeof formFields)[number];

/** The dialog field a 400's validationReport path belongs to (its first part), if any. */
export function saveReportFieldForPath(path: readonly string[]): SaveReportField | undefined {
  return formFields.find((field) => field === path[0]);
}
