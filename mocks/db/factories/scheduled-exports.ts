import { Faker, en } from '@faker-js/faker';
import { DEMO_API_KEY } from '@/api/demo';
import type { ExportFileFormat, ScheduledExportInput } from '@/api/scheduled-exports/schemas';
import { instantToLocal, occurrences, toUtcDateTime } from '@/lib/schedule';
import { Collection } from '../collection';
import type { Db, SavedReportRow } from '../types';
import { keptBeside } from '../../persist/kept-stores';

/** A scheduled export as stored: the spec's body, its owner and its times. */
export type ScheduledExportRow = ScheduledExportInput & {
  id: number;
  ownerId: number;
  createdAt: string;
  updatedAt: string;
};

const DAY = 86_400_000;
/** Offset added to the database seed, so these rows do not disturb the rest of the seed. */
const SEED_OFFSET = 505;

const patterns = [
  { label: 'weekly', rule: 'FREQ=WEEKLY;BYDAY=MO', time: '09:00:00', tzId: 'America/New_York' },
  { label: 'daily', rule: 'FREQ=DAILY;INTERVAL=1', time: '07:30:00', tzId: 'Europe/London' },
  { label: 'monthly', rule: 'FREQ=MONTHLY;BYMONTHDAY=1', time: '08:00:00', tzId: 'America/Los_Angeles' },
  {
    label: 'twice a fortnight',
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
    time: '17:00:00',
    tzId: 'Europe/Berlin',
  },
  { label: 'weekdays', rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', time: '06:00:00', tzId: 'Australia/Sydney' },
  { label: 'quarterly', rule: 'FREQ=MONTHLY;INTERVAL=3', time: '12:00:00', tzId: 'UTC' },
];
const formats: ExportFileFormat[] = ['csv', 'tsv', 'xlsx'];

/** Schedules of a report, as many as its `scheduledExportCount` says. */
function seedRows(
  faker: Faker,
  db: Db,
  report: SavedReportRow,
  count: number,
): Array<Omit<ScheduledExportRow, 'id'>> {
  const people = db.users.all().filter((user) => user.permissions !== 'guest');
  const owner = people.find((user) => user.id === report.createdByUserId) ?? people[0]!;
  const rows: Array<Omit<ScheduledExportRow, 'id'>> = [];
  for (let i = 0; i < count; i += 1) {
    const pattern = faker.helpers.arrayElement(patterns);
    const daysAgo = faker.number.int({ min: 20, max: 200 });
    const minutes = faker.number.int({ min: 0, max: 1439 });
    const created = Math.max(Date.parse(report.createdAt), db.options.now - daysAgo * DAY) - minutes * 60_000;
    const day = instantToLocal(new Date(created + DAY), pattern.tzId).slice(0, 10);
    const schedule = { dtStart: `${day}T${pattern.time}`, recurrenceRule: pattern.rule, tzId: pattern.tzId };
    // Some skip their next run (a holiday), some are paused.
    const next = occurrences(schedule, { after: new Date(db.options.now), count: 1 })[0];
    const skipNext = next !== undefined && faker.datatype.boolean({ probability: 0.25 });
    const format = faker.helpers.arrayElement(formats);
    rows.push({
      name: `${report.name} — ${pattern.label} ${format.toUpperCase()}`,
      exportedItemType: 'saved_report',
      exportedItemId: report.id,
      exportFileFormat: format,
      exportEmailConfig: {
        addExportFileAttachment: faker.datatype.boolean({ probability: 0.7 }),
        reportLinkType: faker.helpers.arrayElement(['public_link', 'regular_link'] as const),
        ...(faker.datatype.boolean({ probability: 0.4 })
          ? { customMessage: `Here is this ${pattern.label} ${report.name.toLowerCase()} export.` }
          : {}),
      },
      emails: [
        owner.email,
        ...faker.helpers
          .arrayElements(people, { min: 0, max: 2 })
          .filter((user) => user.id !== owner.id)
          .map((user) => user.email),
      ],
      schedule: {
        ...schedule,
        isPaused: faker.datatype.boolean({ probability: 0.15 }),
        exceptions: skipNext ? [next.local] : [],
      },
      ownerId: owner.id,
      createdAt: toUtcDateTime(new Date(created)),
      updatedAt: toUtcDateTime(new Date(created + faker.number.int({ min: 0, max: 10 }) * DAY)),
    });
  }
  return rows;
}

/**
 * The seed: for each saved report, as many schedules as its `scheduledExportCount` (at least one
 * schedule overall, on the first shared report), in several zones and rules.
 */
function makeScheduledExports(db: Db): Collection<ScheduledExportRow> {
  const faker = new Faker({ locale: [en] });
  faker.seed(db.options.seed + SEED_OFFSET);
  const rows = new Collection<ScheduledExportRow>(9501);
  const reports = db.savedReports.all();
  if (!reports.some((report) => report.scheduledExportCount > 0)) {
    const first = reports.find((report) => report.visibility === 'public');
    if (first) db.savedReports.update(first.id, { scheduledExportCount: 1 });
  }
  for (const report of db.savedReports.all()) {
    for (const row of seedRows(faker, db, report, report.scheduledExportCount)) rows.insert(row);
  }
  return rows;
}

const stores = keptBeside<Collection<ScheduledExportRow>>('scheduled-exports');

/**
 * The scheduled exports of a database, kept beside it (made on first use, so a reset starts
 * afresh). Schedules of saved reports that no longer exist are dropped.
 */
export function scheduledExportStore(db: Db): Collection<ScheduledExportRow> {
  let store = stores.get(db);
  if (!store) {
    store = makeScheduledExports(db);
    stores.set(db, store);
  }
  for (const row of store.all()) if (!db.savedReports.get(row.exportedItemId)) store.remove(row.id);
  return store;
}

/** Keep a saved report's `scheduledExportCount` equal to its schedules. */
export function recountSchedules(db: Db, reportId: number): void {
  const count = scheduledExportStore(db).where((row) => row.exportedItemId === reportId).length;
  db.savedReports.update(reportId, { scheduledExportCount: count });
}

/**
 * Fixture values: `scheduledExportId`, a schedule the admin can see and change (for
 * `{scheduledExportId}`), and `scheduledExportReportId`, its saved report (for request bodies).
 */
export function scheduledExportFixtures(db: Db): {
  scheduledExportId: number;
  scheduledExportReportId: number;
} {
  const adminId = db.apiKeys.get(DEMO_API_KEY);
  const rows = scheduledExportStore(db).all();
  const row = rows.find((item) => item.ownerId === adminId) ?? rows[0];
  return { scheduledExportId: row?.id ?? 0, scheduledExportReportId: row?.exportedItemId ?? 0 };
}
