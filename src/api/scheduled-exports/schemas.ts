import { z } from '@/lib/zod';
import { scheduleProblems } from '@/lib/schedule';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** What a scheduled export exports (ScheduledExports_ExportedItemType). */
export const scheduledItemTypes = ['saved_report'] as const;

/** File formats of a scheduled export: the reference's csv, tsv, xlsx and the spec's parquet. */
export const exportFileFormats = ['csv', 'tsv', 'xlsx', 'parquet'] as const;
export type ExportFileFormat = (typeof exportFileFormats)[number];

/** Which link to the report the email carries (ScheduledExports_ReportLinkType). */
export const reportLinkTypes = ['public_link', 'regular_link'] as const;
export type ReportLinkType = (typeof reportLinkTypes)[number];

/** Sort columns of GET /v3/exports/scheduled. */
export const scheduledExportSortColumns = [
  'name',
  'schedule_description',
  'schedule_is_paused',
  'owner_user_name',
  'exported_item_type',
  'exported_item_name',
  'is_editable',
  'created_at',
  'updated_at',
] as const;
export type ScheduledExportSortColumn = (typeof scheduledExportSortColumns)[number];

/** The email sent when a scheduled export completes, as the spec has it (without the reference's suppressEmailWhenNoData). */
export const exportEmailConfigInputSchema = z.object({
  addExportFileAttachment: z.boolean(),
  customMessage: z.optional(
    z.string().check(z.maxLength(2000, { error: 'Keep the message under 2,000 characters' })),
  ),
  reportLinkType: z.optional(z.enum(reportLinkTypes)),
});

/** When and how often it runs (ScheduledExports_ScheduleConfig), checked field by field. */
export const scheduleInputSchema = z
  .object({
    dtStart: z.string(),
    recurrenceRule: z.string(),
    tzId: z.string(),
    isPaused: z.boolean(),
    exceptions: z.optional(z.array(z.string())),
  })
  .check(
    z.superRefine((schedule, ctx) => {
      for (const problem of scheduleProblems(schedule)) {
        ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message, input: schedule });
      }
    }),
  );
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** Body of POST /v3/exports/scheduled and PUT /v3/exports/scheduled/{scheduledExportId}: the spec's fields. */
export const scheduledExportInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Give the scheduled export a name' }))
    .check(z.maxLength(255)),
  exportedItemType: z.enum(scheduledItemTypes),
  exportedItemId: id.check(z.positive()),
  exportFileFormat: z.enum(exportFileFormats),
  exportEmailConfig: exportEmailConfigInputSchema,
  emails: z
    .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
    .check(z.minLength(1, { error: 'Add at least one email address' }))
    .check(z.maxLength(100, { error: 'At most 100 recipients' })),
  schedule: scheduleInputSchema,
});
export type ScheduledExportInput = z.infer<typeof scheduledExportInputSchema>;

/** A scheduled export as the service returns it (ScheduledExportDTO). */
export const scheduledExportSchema = z.looseObject({
  id,
  name: z.string(),
  exportedItemType: z.union([z.enum(scheduledItemTypes), z.string()]),
  exportedItemId: id,
  exportFileFormat: z.union([z.enum(exportFileFormats), z.string()]),
  exportEmailConfig: z.looseObject({
    addExportFileAttachment: z.boolean(),
    customMessage: z.optional(z.string()),
    reportLinkType: z.optional(z.union([z.enum(reportLinkTypes), z.string()])),
    suppressEmailWhenNoData: z.optional(z.boolean()),
  }),
  emails: z.optional(z.array(z.string())),
  createdAt: z.optional(dateTime),
  updatedAt: z.optional(dateTime),
  owner: z.optional(z.looseObject({ id, userName: z.string() })),
  schedule: z.looseObject({
    dtStart: z.string(),
    recurrenceRule: z.string(),
    tzId: z.string(),
    isPaused: z.boolean(),
    exceptions: z.optional(z.array(z.string())),
    description: z.string(),
    presetType: z.string(),
    /** The next run in UTC; absent (or null) when paused or when the rule has ended. */
    nextExportAt: z.nullish(dateTime),
  }),
  exportedItemName: z.string(),
  isEditable: z.boolean(),
});
export type ScheduledExport = z.infer<typeof scheduledExportSchema>;

/** GET /v3/exports/scheduled: one page (ScheduledExportListDTO). */
export const scheduledExportPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  scheduledExports: z.array(scheduledExportSchema),
});

/** The request body that recreates a scheduled export as it is, with changes: what a PUT sends. */
export function scheduledExportBody(
  item: ScheduledExport,
  changes: { isPaused?: boolean } = {},
): ScheduledExportInput {
  const { addExportFileAttachment, customMessage, reportLinkType } = item.exportEmailConfig;
  const { dtStart, recurrenceRule, tzId, isPaused, exceptions } = item.schedule;
  return {
    name: item.name,
    exportedItemType: 'saved_report',
    exportedItemId: item.exportedItemId,
    exportFileFormat: item.exportFileFormat as ExportFileFormat,
    exportEmailConfig: {
      addExportFileAttachment,
      ...(customMessage !== undefined ? { customMessage } : {}),
      ...(reportLinkType !== undefined ? { reportLinkType: reportLinkType as ReportLinkType } : {}),
    },
    emails: item.emails ?? [],
    schedule: {
      dtStart,
      recurrenceRule,
      tzId,
      isPaused: changes.isPaused ?? isPaused,
      ...(exceptions !== undefined ? { exceptions } : {}),
    },
  };
}
