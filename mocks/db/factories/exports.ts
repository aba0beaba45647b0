import type { Faker } from '@faker-js/faker';
import type { ExportStatus } from '@/api/exports/schemas';
import { Collection } from '../collection';
import type { AuditRow, ExportRow, RunRow, SavedReportRow, UserRow, WebJourneyRow } from '../types';

const MINUTE = 60_000;

const auditExportKinds = [
  { type: 'PAGE_SUMMARY_PAGES', label: 'Page summary — pages' },
  { type: 'PAGE_SUMMARY_BROKEN_SCANNED_LINKS', label: 'Broken scanned links' },
  { type: 'TAG_INVENTORY_PAGES', label: 'Tag inventory — pages' },
  { type: 'TAG_HEALTH_PAGES', label: 'Tag health — pages' },
  { type: 'COOKIE_INVENTORY_PAGES', label: 'Cookie inventory — pages' },
  { type: 'BROWSER_LOGS_PAGES', label: 'Browser logs — pages' },
  { type: 'TAG_PRIVACY_COMPLIANCE', label: 'Tag privacy compliance' },
];
const journeyExportKinds = [
  { type: 'ACTION_SUMMARY', label: 'Action summary' },
  { type: 'ACTION_COOKIES', label: 'Action cookies' },
  { type: 'ACTION_NETWORK_REQUESTS', label: 'Action network requests' },
];

type Kind = 'audit' | 'journey' | 'grid' | 'usage' | 'consent';
type Draft = Omit<ExportRow, 'id' | 'exportStatus' | 'fileUuid'>;

/**
 * Export Center history: audit run exports of real runs, web journey exports, grid data exports
 * of saved reports (scheduled ones for reports with schedules), account usage and consent category
 * exports; the newest still in progress, one failed, one without data.
 */
export function makeExports(
  faker: Faker,
  input: {
    users: UserRow[];
    audits: AuditRow[];
    runs: Map<number, RunRow[]>;
    webJourneys: WebJourneyRow[];
    savedReports: SavedReportRow[];
    now: number;
  },
): Collection<ExportRow> {
  const requesters = input.users.filter((user) => user.permissions !== 'guest');
  const audits = input.audits.filter(
    (audit) => !audit.deleted && input.runs.get(audit.id)?.some((run) => run.completed),
  );
  const count = faker.number.int({ min: 10, max: 14 });
  const drafts: Draft[] = [];
  let scheduleId = 9101;
  for (let i = 0; i < count; i++) {
    const kind = faker.helpers.weightedArrayElement<Kind>([
      { weight: 5, value: 'audit' },
      { weight: 2, value: 'journey' },
      { weight: 3, value: 'grid' },
      { weight: 1, value: 'usage' },
      { weight: 1, value: 'consent' },
    ]);
    const requestedByUserId = faker.helpers.arrayElement(requesters).id;
    const dateExported = input.now - faker.number.int({ min: 2 * 60, max: 30 * 24 * 60 }) * MINUTE;
    const base = { requestedByUserId, dateExported: new Date(dateExported).toISOString() };
    if (kind === 'audit' && audits.length > 0) {
      const audit = faker.helpers.arrayElement(audits);
      const completed = (input.runs.get(audit.id) ?? []).filter(
        (run) => run.completed && Date.parse(run.completed!) < dateExported,
      );
      const run = completed.length > 0 ? faker.helpers.arrayElement(completed.slice(0, 5)) : undefined;
      const export_ = faker.helpers.arrayElement(auditExportKinds);
      drafts.push({
        ...base,
        exportType: 'AUDIT_RUN_EXPORT',
        specificExportType: export_.type,
        exportName: export_.label,
        itemType: 'audit',
        itemId: audit.id,
        itemName: audit.name,
        ...(run ? { runId: run.id, runDate: run.completed } : {}),
        isScheduled: false,
      });
    } else if (kind === 'journey' && input.webJourneys.length > 0) {
      const journey = faker.helpers.arrayElement(input.webJourneys);
      const export_ = faker.helpers.arrayElement(journeyExportKinds);
      drafts.push({
        ...base,
        exportType: 'WEB_JOURNEY_RUN_EXPORT',
        specificExportType: export_.type,
        exportName: export_.label,
        itemType: 'web_journey',
        itemId: journey.id,
        itemName: journey.name,
        isScheduled: false,
      });
    } else if (kind === 'grid' && input.savedReports.length > 0) {
      const report = faker.helpers.arrayElement(input.savedReports);
      const format = faker.helpers.arrayElement(['csv', 'xlsx', 'tsv']);
      const scheduled = report.scheduledExportCount > 0;
      drafts.push({
        ...base,
        exportType: 'GRID_DATA_EXPORT',
        specificExportType: format,
        exportName: `${report.name} (${format.toUpperCase()})`,
        itemType: 'grid_data',
        itemId: report.id,
        itemName: report.name,
        ...(scheduled ? { scheduleId: scheduleId++ } : {}),
        isScheduled: scheduled,
      });
    } else if (kind === 'consent') {
      drafts.push({
        ...base,
        exportType: 'CONSENT_CATEGORY_EXPORT',
        specificExportType: 'ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT',
        exportName: 'Consent category configurations',
        itemType: 'consent_categories',
        isScheduled: false,
      });
    } else {
      drafts.push({
        ...base,
        exportType: 'ACCOUNT_USAGE_EXPORT',
        specificExportType: 'AUDIT_RUNS_EXPORT',
        exportName: 'Account usage — audit runs',
        itemType: 'account_usage',
        isScheduled: false,
      });
    }
  }

  // Oldest first so ids grow with time; the newest is still being built, the next one waits.
  drafts.sort((a, b) => a.dateExported.localeCompare(b.dateExported));
  const newest = drafts.length - 1;
  const older = drafts.slice(0, Math.max(0, newest - 1)).map((_, index) => index);
  const [failed, noData] = faker.helpers.arrayElements(older, 2);
  const exports = new Collection<ExportRow>(60_001);
  drafts.forEach((draft, index) => {
    const exportStatus: ExportStatus =
      index === newest
        ? 'in_progress'
        : index === newest - 1
          ? 'queued'
          : index === failed
            ? 'failed'
            : index === noData
              ? 'no_data'
              : 'completed';
    const recent = exportStatus === 'in_progress' || exportStatus === 'queued';
    exports.insert({
      ...draft,
      ...(recent
        ? { dateExported: new Date(input.now - (newest - index + 1) * 7 * MINUTE).toISOString() }
        : {}),
      exportStatus,
      fileUuid: faker.string.uuid(),
    });
  });
  return exports;
}
