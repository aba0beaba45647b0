import type { Db, ManualJourneyRow } from '../db/types';
import { hash32, prng } from '../db/run-data/random';
import { actionTypeFor, appendAction, appendRequests, insertRun, ruleResults } from './record';
import { journeyStack, stepTraffic } from './traffic';
import type { ManualJourneyStore } from './types';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** What a person does on the device in each kind of journey, matched on the journey's name. */
const scripts: Array<[RegExp, string[]]> = [
  [
    /checkout/i,
    ['Open product page', 'Add to cart', 'Open cart', 'Start checkout', 'Enter shipping address'],
  ],
  [/gift card/i, ['Open gift cards', 'Enter card number', 'Apply card to order']],
  [/store locator/i, ['Open store locator', 'Search by ZIP code', 'Open store details']],
  [/newsletter/i, ['Open account settings', 'Open email preferences', 'Untick weekly newsletter', 'Save']],
  [/deletion/i, ['Open privacy centre', 'Request account deletion', 'Confirm with email code']],
  [/sign-in/i, ['Open sign-in', 'Enter email and password', 'Submit sign-in', 'Land on account home']],
  [/loyalty/i, ['Open loyalty programme', 'Fill sign-up form', 'Accept terms', 'Show loyalty card']],
  [/search/i, ['Tap search', 'Type "rain jacket"', 'Filter by size', 'Open first result']],
  [/push/i, ['Allow notifications', 'Choose topics', 'Open notification inbox']],
  [/ccpa|opt-out/i, ['Open privacy settings', 'Tap "Do not sell or share"', 'Confirm opt-out']],
  [/banner/i, ['Open home screen', 'Tap summer sale banner', 'Open sale category']],
  [/careers/i, ['Open careers', 'Search jobs', 'Open job posting', 'Start application']],
];
const genericScript = ['Launch app', 'Open home screen', 'Open menu'];

/** The steps recorded for a journey, always starting with launching the app. */
export function journeyScript(name: string): string[] {
  const steps = scripts.find(([pattern]) => pattern.test(name))?.[1] ?? genericScript;
  return steps[0] === 'Launch app' ? steps : ['Launch app', ...steps];
}

/** A stable seed for one journey of one database. */
export function journeySeed(db: Db, journeyId: number): number {
  return hash32(`manual-journey:${db.options.seed}:${journeyId}`);
}

/** A run's hostile request (MOCK_HOSTILE=1): a script URL and markup where text is expected. */
const hostileRequest = {
  url: 'javascript:alert(document.domain)//<img src=x onerror=alert(1)>',
  method: 'GET',
  status: 200,
  mimeType: 'text/html"><script>alert(1)</script>',
  size: 66,
  time: 1,
};

function seedJourney(db: Db, store: ManualJourneyStore, journey: ManualJourneyRow) {
  const seed = journeySeed(db, journey.id);
  const rand = prng(seed);
  const stack = journeyStack(seed);
  const script = journeyScript(journey.name);
  const ruleIds = db.rules.all().map((rule) => rule.id);
  const rules = ruleIds.filter(() => rand.chance(0.3)).slice(0, 3);
  store.rules.set(journey.id, rules);
  const labels = db.labels.all();

  const created = Date.parse(journey.createdAt);
  const span = Math.max(DAY, db.options.now - created);
  const count = rand.int(2, 6);
  for (let k = 0; k < count; k++) {
    const start = Math.round(created + ((k + 1) / (count + 1)) * span + rand.int(0, 8 * 60) * MINUTE);
    const requestedAt = Math.min(start, db.options.now - MINUTE * 30);
    const failed = k > 0 && rand.chance(0.12);
    const run = insertRun(store, {
      journeyId: journey.id,
      name: `Recording ${new Date(requestedAt).toISOString().slice(0, 10)}`,
      osOfDevice: journey.osOfDevice,
      versionOfOs: journey.versionOfOs,
      manageSSL: true,
      requestedAt: new Date(requestedAt).toISOString(),
      startedAt: new Date(requestedAt + 20_000).toISOString(),
      state: failed ? 'failed' : 'completed',
      source: 'live',
      labelIds: rand.chance(0.3) && labels.length ? [rand.pick(labels).id] : [],
      requestFilters: [],
    });
    const steps = failed ? script.slice(0, 2) : script;
    let clock = requestedAt + 30_000;
    steps.forEach((step, index) => {
      const action = appendAction(store, run.id, {
        name: step,
        actionType: actionTypeFor(step, index === 0),
      });
      const traffic = stepTraffic(seed + k, stack, step, index === 0);
      if (db.options.hostile && index === 1) traffic.push(hostileRequest);
      clock = appendRequests(store, run.id, action.id, traffic, clock) + rand.int(4, 40) * 1000;
    });
    store.runs.update(run.id, {
      completedAt: new Date(clock).toISOString(),
      rules: ruleResults(run.id, rules.length),
    });
  }
}

/** Seed runs, actions, requests and rules for the journeys that came with the database. */
export function seedManualJourneys(db: Db, store: ManualJourneyStore) {
  for (const journey of db.manualJourneys.all()) {
    if (Date.parse(journey.createdAt) < db.options.now) seedJourney(db, store, journey);
  }
}
