import type { Faker } from '@faker-js/faker';
import type { AuditRow, RunRow } from '../types';

const DAY = 86_400_000;

export const auditTemplates = [
  'Homepage & global navigation',
  'Checkout funnel',
  'Product detail pages',
  'Search results',
  'Blog and content hub',
  'Account sign-up flow',
  'Store locator',
  'Careers site',
  'Help center',
  'Promotions landing pages',
  'Category listing pages',
  'Cart and mini-cart',
  'Newsletter preferences',
  'Investor relations',
  'Privacy center',
  'Localized storefront',
];

const frequencies = [
  { name: 'daily', everyDays: 1 },
  { name: 'weekly', everyDays: 7 },
  { name: 'biweekly', everyDays: 14 },
  { name: 'every 3 days', everyDays: 3 },
] as const;

/** One audit's configuration for a sub-folder's site. */
export function makeAudit(
  faker: Faker,
  input: {
    name: string;
    domain: string;
    domainId: number;
    folderId: number;
    ownerId: number;
    labelIds: number[];
    now: number;
  },
): Omit<AuditRow, 'id'> & { everyDays: number } {
  const frequency = faker.helpers.arrayElement(frequencies);
  const created = input.now - faker.number.int({ min: 200, max: 400 }) * DAY;
  const paths = ['', 'shop', 'blog', 'support', 'products', 'about'];
  return {
    name: input.name,
    domainId: input.domainId,
    folderId: input.folderId,
    ownerId: input.ownerId,
    created: new Date(created).toISOString(),
    lastUpdated: new Date(created + faker.number.int({ min: 1, max: 150 }) * DAY).toISOString(),
    nextRun: new Date(
      input.now + faker.number.int({ min: 1, max: frequency.everyDays * 24 }) * 3_600_000,
    ).toISOString(),
    frequency: frequency.name,
    everyDays: frequency.everyDays,
    limit: faker.helpers.arrayElement([100, 250, 500, 1000, 2500]),
    queued: false,
    schedule: true,
    recipients: [faker.internet.email({ provider: input.domain.replace(/^www\./, '') }).toLowerCase()],
    startingUrls: faker.helpers
      .arrayElements(paths, { min: 1, max: 3 })
      .map((path) => `https://${input.domain}/${path}`),
    labelIds: input.labelIds,
    options: {
      fireTags: true,
      loadFlash: false,
      location: faker.helpers.arrayElement(['us-east', 'us-west', 'eu-west', 'ap-southeast']),
      requestRate: faker.helpers.arrayElement([1, 2, 4, 6]),
      stripQueryString: faker.datatype.boolean(),
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      blockThirdPartyCookies: false,
      browserWidth: 1366,
      browserHeight: 768,
      discoverSitemap: faker.datatype.boolean(),
      gpcEnabled: faker.datatype.boolean({ probability: 0.2 }),
      vpnEnabled: false,
    },
    filters: {
      include: [{ value: `^https://${input.domain.replace(/\./g, '\\.')}/`, includeLimit: 0 }],
      exclude: [],
    },
  };
}

/** A run history over recent months: newest first, scores drifting, an occasional failure. */
export function makeRuns(
  faker: Faker,
  audit: { id: number; limit: number; ownerId: number; everyDays: number },
  input: { count: number; now: number; firstRunId: number; latestRunning: boolean },
): RunRow[] {
  const runs: RunRow[] = [];
  let score = faker.number.int({ min: 60, max: 95 });
  const pages = Math.min(audit.limit, faker.number.int({ min: 40, max: 900 }));
  for (let i = 0; i < input.count; i++) {
    const daysAgo = i * audit.everyDays + faker.number.float({ min: 0, max: 0.4 });
    const started = input.now - daysAgo * DAY - faker.number.int({ min: 1, max: 8 }) * 3_600_000;
    const durationMs = faker.number.int({ min: 8, max: 140 }) * 60_000;
    const running = i === 0 && input.latestRunning;
    const failed = !running && faker.datatype.boolean({ probability: 0.04 });
    score = Math.max(20, Math.min(100, score + faker.number.int({ min: -6, max: 6 })));
    const totalUrl = failed
      ? 0
      : Math.min(audit.limit, Math.max(1, pages + faker.number.int({ min: -25, max: 25 })));
    const completed = running ? undefined : new Date(started + durationMs).toISOString();
    runs.push({
      id: input.firstRunId + (input.count - 1 - i),
      webAuditId: audit.id,
      userId: audit.ownerId,
      started: new Date(started).toISOString(),
      completed,
      completedAt: completed,
      score: failed || running ? 0 : score,
      totalUrl: running ? Math.round(totalUrl / 3) : totalUrl,
      taggedUrl: failed ? 0 : Math.round(totalUrl * faker.number.float({ min: 0.7, max: 1 })),
      limit: audit.limit,
      adobeAuditor: false,
      silentMode: false,
      isRuleFailurePresent: !failed && faker.datatype.boolean({ probability: 0.35 }),
      supportedFeatures: [{ value: 'WEB_VITALS' }, { value: 'CONSENT_CATEGORIES' }],
    });
  }
  return runs;
}
