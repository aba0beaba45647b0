import { Collection } from '../collection';
import type { AuditActionRow, AuditConfig, AuditRow, Db, RuleRow, UserRow } from '../types';

const DAY = 86_400_000;

const ruleNames = [
  'GA4 fires on every page',
  'No Meta Pixel before consent',
  'OneTrust banner loads',
  'Adobe Analytics page name is set',
  'GTM container loads once',
  'No TikTok Pixel on checkout pages',
  'Data layer has pageType',
  'Consent state cookie is set',
];

function makeRules(input: { now: number; recipients: string[] }): Collection<RuleRow> {
  const rules = new Collection<RuleRow>(401);
  ruleNames.forEach((name, index) => {
    rules.insert({
      accountId: 1,
      name,
      checkTimes: 1 + (index % 3),
      matchAllFilters: index % 2 === 0,
      recipients: index % 3 === 0 ? input.recipients : [],
      createdAt: new Date(input.now - (300 - index * 20) * DAY).toISOString(),
      updatedAt: new Date(input.now - (40 - index * 3) * DAY).toISOString(),
    });
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
  now: number;
}): Pick<Db, 'rules' | 'auditConfig' | 'liveRuns'> {
  const rules = makeRules({ now: input.now, recipients: input.users.slice(0, 1).map((user) => user.email) });
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
