import { z } from '@/lib/zod';
import {
  exportFileFormats,
  reportLinkTypes,
  type ScheduledExport,
  type ScheduledExportInput,
} from '@/api/scheduled-exports/schemas';
import { instantToLocal, isTimeZone, scheduleProblems } from '@/lib/schedule';
import { displayZone } from '@/lib/display-zone';

const emailSchema = z.email();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** The scheduled export editor's values. */
export const scheduledExportFormSchema = z
  .object({
    name: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: 'Give the scheduled export a name' }))
      .check(z.maxLength(255)),
    exportedItemId: z.string().check(z.minLength(1, { error: 'Choose the saved report to export' })),
    exportFileFormat: z.enum(exportFileFormats),
    addExportFileAttachment: z.boolean(),
    reportLinkType: z.enum(reportLinkTypes),
    customMessage: z.string().check(z.maxLength(2000, { error: 'Keep the message under 2,000 characters' })),
    emails: z.array(z.string()).check(
      z.superRefine((emails, ctx) => {
        if (emails.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one email address' });
        const bad = emails.filter((email) => !emailSchema.safeParse(email).success);
        if (bad.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: bad.map((email) => `“${email}” is not a valid email address`).join('; '),
          });
      }),
    ),
    startDate: z.string().check(z.regex(DATE, { error: 'Pick the date of the first run' })),
    startTime: z.string().check(z.regex(TIME, { error: 'Enter the time of day, hh:mm' })),
    tzId: z.string().check(z.minLength(1, { error: 'Choose a time zone' })),
    recurrenceRule: z.string(),
    exceptions: z.array(z.string()),
    isPaused: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const schedule = scheduleOf(values);
      for (const problem of scheduleProblems(schedule)) {
        const [field] = problem.path;
        // The start date and time have their own messages above when they are malformed.
        if (field === 'dtStart' && (!DATE.test(values.startDate) || !TIME.test(values.startTime))) continue;
        const path = field === 'dtStart' ? 'startDate' : field;
        ctx.addIssue({ code: 'custom', path: [path], message: problem.message });
      }
    }),
  );
export type ScheduledExportFormValues = z.infer<typeof scheduledExportFormSchema>;
/** A field of the editor. */
export type ScheduledExportField = keyof ScheduledExportFormValues;

/** `dtStart` of the date and time fields: `YYYY-MM-DDThh:mm:ss`. */
export function dtStartOf(values: Pick<ScheduledExportFormValues, 'startDate' | 'startTime'>): string {
  const time = values.startTime.length === 5 ? `${values.startTime}:00` : values.startTime;
  return `${values.startDate}T${time}`;
}

/** The editor fields a schedule is made of. */
type ScheduleFields = Pick<
  ScheduledExportFormValues,
  'startDate' | 'startTime' | 'tzId' | 'recurrenceRule' | 'exceptions' | 'isPaused'
>;

/** The schedule of the editor's values: exception dates skip the run at the start's time of day. */
export function scheduleOf(values: ScheduleFields) {
  const dtStart = dtStartOf(values);
  const time = dtStart.slice(10);
  return {
    dtStart,
    recurrenceRule: values.recurrenceRule.trim(),
    tzId: values.tzId,
    isPaused: values.isPaused,
    exceptions: values.exceptions.map((date) => `${date}${time}`),
  };
}

/** The body the editor sends: exactly the spec's fields. */
export function requestBodyOf(values: ScheduledExportFormValues): ScheduledExportInput {
  const customMessage = values.customMessage.trim();
  return {
    name: values.name.trim(),
    exportedItemType: 'saved_report',
    exportedItemId: Number(values.exportedItemId),
    exportFileFormat: values.exportFileFormat,
    exportEmailConfig: {
      addExportFileAttachment: values.addExportFileAttachment,
      ...(customMessage ? { customMessage } : {}),
      reportLinkType: values.reportLinkType,
    },
    emails: values.emails.map((email) => email.trim()),
    schedule: scheduleOf(values),
  };
}

/** The zone times are shown in (the profile's, else the browser's), when the tz database knows it; UTC otherwise. */
function viewerZone(): string {
  const zone = displayZone();
  return isTimeZone(zone) ? zone : 'UTC';
}

/** A new schedule: weekly at 09:00 from tomorrow in the viewer's zone, for the given report. */
export function newFormValues(
  options: { savedReportId?: number; email?: string; now?: Date } = {},
): ScheduledExportFormValues {
  const tzId = viewerZone();
  const tomorrow = new Date((options.now ?? new Date()).getTime() + 86_400_000);
  return {
    name: '',
    exportedItemId: options.savedReportId ? String(options.savedReportId) : '',
    exportFileFormat: 'csv',
    addExportFileAttachment: true,
    reportLinkType: 'regular_link',
    customMessage: '',
    emails: options.email ? [options.email] : [],
    startDate: instantToLocal(tomorrow, tzId).slice(0, 10),
    startTime: '09:00',
    tzId,
    recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
    exceptions: [],
    isPaused: false,
  };
}

/** The editor's values of a saved schedule (formats and link types it does not know fall back to defaults). */
export function formValuesOf(item: ScheduledExport): ScheduledExportFormValues {
  const format = exportFileFormats.find((value) => value === item.exportFileFormat) ?? 'csv';
  const link =
    reportLinkTypes.find((value) => value === item.exportEmailConfig.reportLinkType) ?? 'regular_link';
  const [startDate = '', time = ''] = item.schedule.dtStart.split('T');
  return {
    name: item.name,
    exportedItemId: String(item.exportedItemId),
    exportFileFormat: format,
    addExportFileAttachment: item.exportEmailConfig.addExportFileAttachment,
    reportLinkType: link,
    customMessage: item.exportEmailConfig.customMessage ?? '',
    emails: item.emails ?? [],
    startDate,
    startTime: time.slice(0, 5),
    tzId: item.schedule.tzId,
    recurrenceRule: item.schedule.recurrenceRule,
    exceptions: [...new Set((item.schedule.exceptions ?? []).map((value) => value.slice(0, 10)))].sort(),
    isPaused: item.schedule.isPaused,
  };
}

const serverFields: Record<string, ScheduledExportField> = {
  name: 'name',
  exportedItemId: 'exportedItemId',
  exportedItemType: 'exportedItemId',
  exportFileFormat: 'exportFileFormat',
  emails: 'emails',
  'exportEmailConfig.addExportFileAttachment': 'addExportFileAttachment',
  'exportEmailConfig.customMessage': 'customMessage',
  'exportEmailConfig.reportLinkType': 'reportLinkType',
  'schedule.dtStart': 'startDate',
  'schedule.tzId': 'tzId',
  'schedule.recurrenceRule': 'recurrenceRule',
  'schedule.exceptions': 'exceptions',
  'schedule.isPaused': 'isPaused',
};

/** The editor field a server validationReport path belongs to (`['emails', 1]` → emails). */
export function fieldForPath(path: readonly string[]): ScheduledExportField | undefined {
  const named = path.filter((part) => !/^\d+$/.test(part));
  return serverFields[named.slice(0, 2).join('.')] ?? serverFields[named[0] ?? ''];
}
