import type { Faker } from '@faker-js/faker';
import type { JourneySchedule, WebJourneyFrequency } from '@/api/web-journeys/schemas';
import { Collection } from '../collection';
import type { DomainRow, FolderRow, LabelRow, ManualJourneyRow, UserRow, WebJourneyRow } from '../types';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface JourneyTemplate {
  name: string;
  notes?: string;
}

/** Scripted journeys that fit each kind of site, keyed by the host's first label. */
const webJourneyTemplates: Record<string, JourneyTemplate[]> = {
  www: [
    {
      name: 'Homepage and consent banner',
      notes: 'Checks which tags fire before and after the visitor accepts cookies.',
    },
    { name: 'Newsletter sign-up', notes: 'Submits the footer form with a test address.' },
    { name: 'Store locator search' },
    {
      name: 'Account sign-in',
      notes: 'Uses the QA test account; the password lives in the login action set.',
    },
  ],
  shop: [
    { name: 'Guest checkout', notes: 'Adds a tent to the cart and stops before payment.' },
    { name: 'Search to product detail' },
    { name: 'Add to cart and mini-cart' },
    { name: 'Promo code at checkout', notes: 'Applies SUMMER10 and checks the discount event.' },
  ],
  gifts: [{ name: 'Gift card purchase' }, { name: 'Gift card balance check' }],
  investors: [
    { name: 'Annual report download', notes: 'Downloads the latest PDF and checks the download event.' },
    { name: 'Stock quote widget' },
  ],
  careers: [
    { name: 'Job search and application', notes: 'Stops at the upload step of the application form.' },
    { name: 'Talent community sign-up' },
  ],
  summer: [{ name: 'Sale landing page to cart' }, { name: 'Promo banner click-through' }],
};
const genericTemplates: JourneyTemplate[] = [{ name: 'Homepage load' }, { name: 'Contact form submission' }];

const schedules: Record<
  WebJourneyFrequency,
  { rule: string; preset: string; description: string; everyHours: number }
> = {
  paused: {
    rule: 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0',
    preset: 'DAILY',
    description: 'Daily at 06:00 (paused)',
    everyHours: 24,
  },
  once: { rule: 'FREQ=DAILY;COUNT=1', preset: 'RUN_ONCE', description: 'Once', everyHours: 0 },
  '15 minutes': {
    rule: 'FREQ=MINUTELY;INTERVAL=15',
    preset: '15_MIN',
    description: 'Every 15 minutes',
    everyHours: 0.25,
  },
  '1 hour': { rule: 'FREQ=HOURLY;INTERVAL=1', preset: 'HOURLY', description: 'Every hour', everyHours: 1 },
  '6 hours': {
    rule: 'FREQ=HOURLY;INTERVAL=6',
    preset: '6_HOUR',
    description: 'Every 6 hours',
    everyHours: 6,
  },
  '12 hours': {
    rule: 'FREQ=HOURLY;INTERVAL=12',
    preset: '12_HOUR',
    description: 'Every 12 hours',
    everyHours: 12,
  },
  daily: {
    rule: 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0',
    preset: 'DAILY',
    description: 'Daily at 06:00',
    everyHours: 24,
  },
  weekly: {
    rule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=7;BYMINUTE=0',
    preset: 'WEEKLY',
    description: 'Weekly on Monday at 07:00',
    everyHours: 168,
  },
  biweekly: {
    rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    preset: 'BIWEEKLY',
    description: 'Every other Monday',
    everyHours: 336,
  },
  monthly: {
    rule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    preset: 'MONTHLY',
    description: 'Monthly on day 1',
    everyHours: 720,
  },
};

/** A web journey's schedule for a frequency, starting at `start` in the owner's time zone. */
export function journeySchedule(
  frequency: WebJourneyFrequency,
  tzId: string,
  start: number,
): JourneySchedule {
  const preset = schedules[frequency];
  return {
    dtStart: new Date(start).toISOString(),
    tzId,
    recurrenceRule: preset.rule,
    isPaused: frequency === 'paused',
    description: preset.description,
    presetType: preset.preset,
  };
}

/** When a journey with this frequency next runs after `now` (none when paused or run once). */
export function journeyNextCheck(frequency: WebJourneyFrequency, now: number): string | undefined {
  if (frequency === 'paused' || frequency === 'once') return undefined;
  return new Date(now + schedules[frequency].everyHours * HOUR).toISOString();
}

const desktopAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const mobileAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** Scripted web journeys: one or two per sub-folder, fitting its site, owned by people who edit. */
export function makeWebJourneys(
  faker: Faker,
  input: { domains: DomainRow[]; users: UserRow[]; now: number },
): Collection<WebJourneyRow> {
  const journeys = new Collection<WebJourneyRow>(3001);
  const editors = input.users.filter((user) => user.permissions !== 'guest');
  const plan = input.domains.map((domain) => {
    const templates = webJourneyTemplates[domain.domain.split('.')[0] ?? ''] ?? genericTemplates;
    return { domain, templates: faker.helpers.arrayElements(templates, { min: 1, max: 2 }) };
  });
  // At least eight journeys: top up the first sub-folders that have templates to spare.
  for (const entry of plan) {
    if (plan.reduce((sum, e) => sum + e.templates.length, 0) >= 8) break;
    const all = webJourneyTemplates[entry.domain.domain.split('.')[0] ?? ''] ?? genericTemplates;
    const spare = all.find((template) => !entry.templates.includes(template));
    if (spare) entry.templates.push(spare);
  }
  for (const { domain, templates } of plan) {
    for (const template of templates) {
      const owner = faker.helpers.arrayElement(editors);
      const frequency = faker.helpers.weightedArrayElement<WebJourneyFrequency>([
        { weight: 4, value: 'daily' },
        { weight: 2, value: '6 hours' },
        { weight: 2, value: 'weekly' },
        { weight: 1, value: '1 hour' },
        { weight: 1, value: '12 hours' },
        { weight: 1, value: 'paused' },
        { weight: 1, value: 'once' },
      ]);
      const mobile = faker.datatype.boolean({ probability: 0.25 });
      const created = input.now - faker.number.int({ min: 20, max: 300 }) * DAY;
      const preset = schedules[frequency];
      const schedule: JourneySchedule = {
        dtStart: new Date(created + DAY).toISOString(),
        tzId: owner.timezone,
        recurrenceRule: preset.rule,
        isPaused: frequency === 'paused',
        description: preset.description,
        presetType: preset.preset,
      };
      const scheduled = frequency !== 'paused' && frequency !== 'once';
      journeys.insert({
        name: `${domain.name} — ${template.name}`,
        ...(template.notes ? { notes: template.notes } : {}),
        domainId: domain.id,
        folderId: domain.folderId,
        userId: owner.id,
        browserWidth: mobile ? 390 : 1366,
        browserHeight: mobile ? 844 : 768,
        loadVideos: false,
        vpnEnabled: false,
        gpcEnabled: faker.datatype.boolean({ probability: 0.2 }),
        blockThirdPartyCookies: faker.datatype.boolean({ probability: 0.15 }),
        frequency,
        location: faker.helpers.arrayElement(['us-east', 'us-west', 'eu-west', 'ap-southeast']),
        userAgent: mobile ? mobileAgent : desktopAgent,
        userAgentDescription: mobile ? 'Safari on iPhone' : 'Chrome on Linux desktop',
        monitoredByScriptServices: faker.datatype.boolean({ probability: 0.3 }),
        createdAt: new Date(created).toISOString(),
        ...(scheduled
          ? {
              nextCheck: new Date(
                input.now + faker.number.int({ min: 5, max: Math.max(15, preset.everyHours * 60) }) * 60_000,
              ).toISOString(),
            }
          : {}),
        schedule,
      });
    }
  }
  return journeys;
}

const manualJourneyPlan: Array<{ name: string; os: 'iOS' | 'Android' }> = [
  { name: 'iPhone app — checkout recording', os: 'iOS' },
  { name: 'iPhone app — gift card redemption', os: 'iOS' },
  { name: 'iPad — store locator walk-through', os: 'iOS' },
  { name: 'iPhone — newsletter preferences', os: 'iOS' },
  { name: 'iPhone — account deletion request', os: 'iOS' },
  { name: 'Android app — sign-in flow', os: 'Android' },
  { name: 'Pixel — loyalty card sign-up', os: 'Android' },
  { name: 'Galaxy Tab — product search', os: 'Android' },
  { name: 'Android — push notification opt-in', os: 'Android' },
  { name: 'Android — CCPA opt-out', os: 'Android' },
  { name: 'Pixel — summer sale banner tap-through', os: 'Android' },
  { name: 'iPhone — careers application', os: 'iOS' },
];
const osVersions = { iOS: ['17.6', '18.2', '18.5', '26.1'], Android: ['13', '14', '15', '16'] } as const;

/** Recorded journeys on phones and tablets, in folders, with labels and report recipients. */
export function makeManualJourneys(
  faker: Faker,
  input: { folders: FolderRow[]; users: UserRow[]; labels: LabelRow[]; now: number },
): Collection<ManualJourneyRow> {
  const journeys = new Collection<ManualJourneyRow>(4001);
  const editors = input.users.filter((user) => user.permissions !== 'guest');
  const count = faker.number.int({ min: 8, max: 12 });
  for (const plan of faker.helpers.arrayElements(manualJourneyPlan, count)) {
    const owner = faker.helpers.arrayElement(editors);
    const created = input.now - faker.number.int({ min: 15, max: 400 }) * DAY;
    const updated = Math.min(
      input.now - HOUR,
      created + faker.number.int({ min: 0, max: 90 }) * DAY + faker.number.int({ min: 1, max: 20 }) * HOUR,
    );
    const recipients = faker.helpers.arrayElements(input.users, { min: 0, max: 3 }).map((user) => user.email);
    journeys.insert({
      name: plan.name,
      folderId: faker.helpers.arrayElement(input.folders).id,
      userId: owner.id,
      osOfDevice: plan.os,
      versionOfOs: faker.helpers.arrayElement(osVersions[plan.os]),
      emails: recipients,
      labelIds: faker.helpers.arrayElements(input.labels, { min: 0, max: 2 }).map((label) => label.id),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    });
  }
  return journeys;
}
