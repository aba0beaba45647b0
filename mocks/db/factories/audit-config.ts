import { Collection } from '../collection';
import { conditionsOfName } from '../run-data/rules';
import type { AuditActionRow, AuditConfig, AuditRow, Db, LabelRow, RuleRow, UserRow } from '../types';

const DAY = 86_400_000;

/** The seeded rule library: name, what the notes say, labels (by name), template or not. */
const ruleSeeds: Array<{ name: string; notes: string; labels: string[]; fromTemplate?: boolean }> = [
  {
    name: 'GA4 fires on every page',
    notes: 'Baseline analytics coverage: every page must send a GA4 hit.',
    labels: ['Production', 'Critical path'],
    fromTemplate: true,
  },
  {
    name: 'No Meta Pixel before consent',
    notes: 'The Meta Pixel may only load after the visitor accepts marketing cookies.',
    labels: ['GDPR'],
  },
  {
    name: 'OneTrust banner loads',
    notes: 'The consent banner must load on every page.',
    labels: ['GDPR', 'CCPA'],
    fromTemplate: true,
  },
  {
    name: 'Adobe Analytics page name is set',
    notes: 'Reports are broken down by page name: every Adobe hit must carry pageName.',
    labels: ['Marketing'],
  },
  {
    name: 'GTM container loads once',
    notes:
      'A second container doubles every tag. Checked from the tag requests: at most one GTM request per page.',
    labels: ['Production'],
  },
  {
    name: 'No TikTok Pixel on checkout pages',
    notes: 'Checkout pages carry payment data: no advertising pixels.',
    labels: ['Critical path'],
  },
  {
    name: 'Data layer has pageType',
    notes: 'Checked on the data layer: page_type must be set.',
    labels: [],
  },
  {
    name: 'Consent state cookie is set',
    notes: 'Checked on the cookies: OptanonConsent must exist once the page has loaded.',
    labels: ['GDPR'],
  },
];

function makeRules(input: { now: number; users: UserRow[]; labels: LabelRow[] }): Collection<RuleRow> {
  const rules = new Collection<RuleRow>(401);
  const recipients = input.users.slice(0, 1).map((user) => user.email);
  let conditionId = 1;
  ruleSeeds.forEach((seed, index) => {
    const rule = rules.insert({
      accountId: 1,
      name: seed.name,
      checkTimes: 1 + (index % 3),
      matchAllFilters: index % 2 === 0,
      isDefaultRule: index === 0,
      fromTemplate: seed.fromTemplate ?? false,
      createdBy: input.users[index % 2]?.id ?? 0,
      notes: seed.notes,
      labelIds: input.labels.filter((label) => seed.labels.includes(label.name)).map((label) => label.id),
      recipients: index % 3 === 0 ? recipients : [],
      createdAt: new Date(input.now - (300 - index * 20) * DAY).toISOString(),
      updatedAt: new Date(input.now - (40 - index * 3) * DAY).toISOString(),
    });
    const conditions = conditionsOfName(rule, () => conditionId++);
    if (conditions) rules.update(rule.id, conditions);
  });
  return rules;
}

function hostOf(audit: AuditRow): string {
  try {
    return new URL(audit.startingUrls[0] ?? '').host;
  } catch {
    return 'www.example.com';
  }
}

/** Accept the cookie banner, let the page settle, search the catalogue. */
function siteActions(nextId: () => number): AuditActionRow[] {
  return [
    {
      id: nextId(),
      sequence: 0,
      actionType: 'click',
      description: 'Accept the cookie banner',
      selectors: [{ selectorType: 'css', value: '#onetrust-accept-btn-handler' }],
      waitDuration: 2000,
      preventNavigation: true,
    },
    {
      id: nextId(),
      sequence: 1,
      actionType: 'watch',
      description: 'Wait for tags to settle',
      seconds: 3,
    },
    {
      id: nextId(),
      sequence: 2,
      actionType: 'input',
      description: 'Search the catalogue for tents',
      selectors: [{ selectorType: 'css', value: 'input[name="q"]' }],
      value: 'tent',
      waitDuration: 1000,
      preventNavigation: false,
    },
  ];
}

/** Sign in with the audit account before the scan. */
function loginActions(host: string, nextId: () => number): AuditActionRow[] {
  return [
    {
      id: nextId(),
      sequence: 0,
      actionType: 'navto',
      description: 'Open the sign-in page',
      url: `https://${host}/account/login`,
    },
    {
      id: nextId(),
      sequence: 1,
      actionType: 'input',
      description: 'Enter the audit account e-mail',
      selectors: [{ selectorType: 'id', value: 'email' }],
      value: 'audit-bot@acme-outdoors.com',
    },
    {
      id: nextId(),
      sequence: 2,
      actionType: 'maskedinput',
      description: 'Enter the password',
      selectors: [{ selectorType: 'id', value: 'password' }],
      maskedValue: '••••••••',
    },
    {
      id: nextId(),
      sequence: 3,
      actionType: 'click',
      description: 'Sign in',
      selectors: [{ selectorType: 'css', value: 'button[type="submit"]' }],
      waitDuration: 3000,
    },
  ];
}

/**
 * Audit settings beside the generated audits, deterministic (no faker): the rule library and the
 * audits' rules, notes, actions (every other audit), login actions (the first checkout audit) and
 * blocking (session recording on some audits, advertising on others).
 */
export function makeAuditConfig(input: {
  audits: AuditRow[];
  users: UserRow[];
  labels: LabelRow[];
  now: number;
}): Pick<Db, 'rules' | 'auditConfig' | 'liveRuns'> {
  const rules = makeRules(input);
  const ruleIds = rules.all().map((rule) => rule.id);
  const config: AuditConfig = {
    notes: new Map(),
    actions: new Map(),
    loginActions: new Map(),
    blocking: new Map(),
    ruleIds: new Map(),
    archived: new Map(),
    consentSnapshots: new Map(),
    reprocessedAt: new Map(),
    scannedHosts: new Map(),
    nextActionId: 9001,
  };
  const nextId = () => config.nextActionId++;
  const login = input.audits.find((audit) => audit.name.includes('Checkout')) ?? input.audits[0];
  input.audits.forEach((audit, index) => {
    if (index % 3 !== 2)
      config.ruleIds.set(
        audit.id,
        ruleIds.filter((_, i) => (i + index) % 3 === 0),
      );
    if (index % 2 === 0) config.actions.set(audit.id, siteActions(nextId));
    if (index % 4 === 1) config.blocking.set(audit.id, { tagIds: [108, 112], tagCategoryIds: [] });
    if (index % 4 === 3) config.blocking.set(audit.id, { tagIds: [], tagCategoryIds: [3] });
    if (index % 5 === 0) {
      config.notes.set(
        audit.id,
        `Owned by the ${audit.name.split(' — ')[0]} team. Compare against the release calendar before raising issues.`,
      );
    }
  });
  if (login) config.loginActions.set(login.id, loginActions(hostOf(login), nextId));
  return { rules, auditConfig: config, liveRuns: new Map() };
}
