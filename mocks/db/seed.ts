import { Faker, en } from '@faker-js/faker';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import { Collection } from './collection';
import { auditTemplates, makeAudit, makeRuns } from './factories/audits';
import { makeAuditConfig } from './factories/audit-config';
import { makeConsentCategories } from './factories/consent';
import { makeExports } from './factories/exports';
import { makeSavedReports } from './factories/grid';
import { makeManualJourneys, makeWebJourneys } from './factories/journeys';
import { seedApprovalChange } from './consent-snapshots';
import { emptyAccount, hugeAccount, largeAccount } from './scenarios';
import type { AuditRow, Db, DomainRow, FolderRow, LabelRow, MockOptions, RunRow, UserRow } from './types';

/** The fixed default seed: the same data on every machine. */
export const DEFAULT_SEED = 20261122;
const DAY = 86_400_000;
/** Pages of the large run at `MOCK_SCALE=large`. */
export const LARGE_RUN_PAGES = 100_000;

const folderPlan: Array<{ name: string; sites: Array<[name: string, domain: string]> }> = [
  {
    name: 'Brand sites',
    sites: [
      ['Acme Outdoors US', 'www.acme-outdoors.com'],
      ['Acme Outdoors UK', 'www.acme-outdoors.co.uk'],
    ],
  },
  {
    name: 'E-commerce',
    sites: [
      ['Online store', 'shop.acme-outdoors.com'],
      ['Gift cards', 'gifts.acme-outdoors.com'],
    ],
  },
  {
    name: 'Corporate',
    sites: [
      ['Investor relations', 'investors.acme-group.com'],
      ['Careers', 'careers.acme-group.com'],
    ],
  },
  { name: 'Campaigns', sites: [['Summer sale 2026', 'summer.acme-outdoors.com']] },
];

const labelNames = ['Production', 'Staging', 'GDPR', 'CCPA', 'Critical path', 'Weekly review', 'Marketing'];

/** Default options, optionally overridden. */
export function mockOptions(overrides: Partial<MockOptions> = {}): MockOptions {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return {
    seed: DEFAULT_SEED,
    scale: 'small',
    hostile: false,
    latencyMs: 0,
    failureRate: 0,
    now: today.getTime(),
    ...overrides,
  };
}

function makeUsers(faker: Faker, now: number): Collection<UserRow> {
  const users = new Collection<UserRow>(101);
  const people = [
    { firstName: 'Avery', lastName: 'Chen', permissions: 'admin' as const },
    { firstName: 'Jordan', lastName: 'Patel', permissions: 'user' as const },
    { firstName: 'Sam', lastName: 'Okafor', permissions: 'user' as const },
    { firstName: 'Riley', lastName: 'Novak', permissions: 'guest' as const },
  ];
  for (const person of people) {
    const username = `${person.firstName}.${person.lastName}`.toLowerCase();
    users.insert({
      accountId: 1,
      username,
      email: `${username}@acme-outdoors.com`,
      firstName: person.firstName,
      lastName: person.lastName,
      permissions: person.permissions,
      timezone: faker.helpers.arrayElement(['America/New_York', 'Europe/London', 'America/Los_Angeles']),
      created: new Date(now - faker.number.int({ min: 400, max: 900 }) * DAY).toISOString(),
      updated: new Date(now - faker.number.int({ min: 1, max: 60 }) * DAY).toISOString(),
      lastLogin: new Date(now - faker.number.int({ min: 0, max: 7 }) * DAY).toISOString(),
      maxPagesPerAudit: 10_000,
      fullUsageDashboardAccess: person.permissions === 'admin',
    });
  }
  return users;
}

/** Build the whole database from a seed: same seed, same data. */
export function createDb(options: MockOptions = mockOptions()): Db {
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed);
  const now = options.now;

  const users = makeUsers(faker, now);
  const [admin, analyst] = users.all();
  const apiKeys = new Map<string, number>([
    [DEMO_API_KEY, admin!.id],
    [DEMO_ANALYST_KEY, analyst!.id],
  ]);

  const labels = new Collection<LabelRow>(11);
  for (const name of labelNames) labels.insert({ name });

  const folders = new Collection<FolderRow>(1);
  const domains = new Collection<DomainRow>(201);
  const audits = new Collection<AuditRow>(1001);
  const runs = new Map<number, RunRow[]>();
  let nextRunId = 50_001;
  let template = 0;

  for (const plan of folderPlan) {
    const folder = folders.insert({
      name: plan.name,
      createdAt: new Date(now - faker.number.int({ min: 500, max: 800 }) * DAY).toISOString(),
      createdByUserId: admin!.id,
    });
    for (const [siteName, host] of plan.sites) {
      const domain = domains.insert({
        name: siteName,
        domain: host,
        folderId: folder.id,
        userId: admin!.id,
        createdAt: new Date(now - faker.number.int({ min: 300, max: 500 }) * DAY).toISOString(),
        dataLayer: faker.helpers.arrayElement(['dataLayer', 'digitalData', 'utag_data']),
      });
      const auditCount = faker.number.int({ min: 3, max: 4 });
      for (let i = 0; i < auditCount; i++) {
        const name = `${siteName} — ${auditTemplates[template++ % auditTemplates.length]}`;
        const labelIds = faker.helpers
          .arrayElements(labels.all(), { min: 0, max: 3 })
          .map((label) => label.id);
        const { everyDays, ...row } = makeAudit(faker, {
          name,
          domain: host,
          domainId: domain.id,
          folderId: folder.id,
          ownerId: faker.helpers.arrayElement([admin!.id, analyst!.id]),
          labelIds,
          now,
        });
        const audit = audits.insert(row);
        const count = faker.number.int({ min: 30, max: 40 });
        const history = makeRuns(
          faker,
          { ...audit, everyDays: Math.min(everyDays, 5) },
          {
            count,
            now,
            firstRunId: nextRunId,
            latestRunning: faker.datatype.boolean({ probability: 0.12 }),
          },
        );
        nextRunId += count;
        runs.set(audit.id, history);
        if (history[0] && !history[0].completed) audits.update(audit.id, { webAuditRunning: history[0].id });
      }
    }
  }

  const account: Db['account'] = {
    id: 1,
    name: 'Acme Outdoors Group',
    accountType: 2,
    auditsUsed: audits.size,
    maxAudits: 100,
    usersUsed: users.size,
    maxUsers: 25,
    webJourneysUsed: 0,
    maxWebJourneys: 50,
    appsUsed: 0,
    maxApps: 0,
    appTestsUsed: 0,
    urlsUsed: 0,
    customProxySupport: true,
    vpnSupport: false,
    strongPasswordPolicy: true,
    auditPageLimit: 10_000,
    webJourneyRunLimit: 5_000,
    subDomainIdentifier: 'acme',
  };

  // Generated after everything above so adding them leaves the earlier data unchanged.
  const webJourneys = makeWebJourneys(faker, { domains: domains.all(), users: users.all(), now });
  const manualJourneys = makeManualJourneys(faker, {
    folders: folders.all(),
    users: users.all(),
    labels: labels.all(),
    now,
  });
  const savedReports = makeSavedReports(faker, { users: users.all(), labels: labels.all(), now });
  const exports = makeExports(faker, {
    users: users.all(),
    audits: audits.all(),
    runs,
    webJourneys: webJourneys.all(),
    savedReports: savedReports.all(),
    now,
  });
  account.webJourneysUsed = webJourneys.size;
  const consent = makeConsentCategories({ audits: audits.all(), labels: labels.all(), now });
  if (options.scale === 'large') scaleUp(audits.all(), runs);

  const db: Db = {
    options,
    account,
    apiKeys,
    users,
    folders,
    domains,
    labels,
    audits,
    runs,
    nextRunId,
    webJourneys,
    manualJourneys,
    savedReports,
    exports,
    consentCategories: consent.categories,
    auditConsentCategories: consent.applied,
    ...makeAuditConfig({ audits: audits.all(), users: users.all(), labels: labels.all(), now }),
  };
  seedApprovalChange(db);
  if (options.scenario === 'empty') return emptyAccount(db);
  if (options.scenario === 'huge-account') return hugeAccount(db);
  return options.scenario === 'large-account' ? largeAccount(db) : db;
}

/** `MOCK_SCALE=large`: the first audit's latest completed run has 100,000 pages (performance work). */
function scaleUp(audits: AuditRow[], runs: Map<number, RunRow[]>) {
  const first = audits[0];
  const run = first ? runs.get(first.id)?.find((r) => r.completed && r.totalUrl > 0) : undefined;
  if (!first || !run) return;
  first.limit = Math.max(first.limit, LARGE_RUN_PAGES);
  run.limit = first.limit;
  run.totalUrl = LARGE_RUN_PAGES;
  run.taggedUrl = Math.round(LARGE_RUN_PAGES * 0.93);
}
