import type { AuditActionRow, Db } from '../../db/types';
import { resourceStore } from '../store';

/** An action set as stored: its actions in order, and the rule ids checked after each action. */
export interface ActionSetRow {
  id: number;
  name: string;
  actions: AuditActionRow[];
  createdAt: string;
  updatedAt: string;
  accountId: number;
  userId: number;
  /** Action id → ids of the rules checked after it. */
  ruleIds: Record<number, number[]>;
}

const DAY = 86_400_000;

/** A date-time as the reference writes action-set times: local, without a zone (`2026-11-23T09:30:00`). */
export const localDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

type Draft = Omit<AuditActionRow, 'id' | 'sequence'>;

const plans: Array<{ name: string; days: number; actions: Draft[]; rulesAfter?: Record<number, string[]> }> =
  [
    {
      name: 'Accept the OneTrust cookie banner',
      days: 90,
      actions: [
        {
          actionType: 'click',
          description: 'Accept all cookies',
          selectors: [{ selectorType: 'css', value: '#onetrust-accept-btn-handler' }],
          preventNavigation: true,
          waitDuration: 1000,
          pageFilter: '^https://(www|shop)\\.acme-outdoors\\.com/',
        },
        { actionType: 'watch', description: 'Let consent-gated tags fire', seconds: 3 },
      ],
      rulesAfter: { 0: ['No Meta Pixel before consent', 'Consent state cookie is set'] },
    },
    {
      name: 'Sign in as the QA customer',
      days: 45,
      actions: [
        {
          actionType: 'navto',
          description: 'Open the sign-in page',
          url: 'https://shop.acme-outdoors.com/account/login',
        },
        {
          actionType: 'input',
          description: 'Type the e-mail address',
          selectors: [{ selectorType: 'css', value: '#email' }],
          value: 'qa+audits@acme-outdoors.com',
        },
        {
          actionType: 'maskedinput',
          description: 'Type the password',
          selectors: [{ selectorType: 'css', value: '#password' }],
          maskedValue: '••••••••',
        },
        {
          actionType: 'click',
          description: 'Submit',
          selectors: [{ selectorType: 'css', value: 'button[type=submit]' }],
          waitDuration: 3000,
        },
      ],
    },
    {
      name: 'Opt out of targeting (privacy check)',
      days: 12,
      actions: [
        {
          actionType: 'privacyoptout',
          description: 'Use the "Do not sell or share" link',
          url: 'https://www.acme-outdoors.com/privacy-choices',
          isRequired: true,
        },
        { actionType: 'clearcookies', description: 'Start from a clean jar' },
        { actionType: 'navto', description: 'Back to the homepage', url: 'https://www.acme-outdoors.com/' },
      ],
    },
  ];

function seed(db: Db): Array<Omit<ActionSetRow, 'id'>> {
  const [admin, analyst] = db.users.all();
  return plans.map((plan, index) => {
    const actions = plan.actions.map((action, sequence) => ({
      ...action,
      sequence,
      id: db.auditConfig.nextActionId++,
    }));
    const ruleIds: Record<number, number[]> = {};
    for (const [position, names] of Object.entries(plan.rulesAfter ?? {})) {
      const ids = names.flatMap((name) =>
        db.rules.where((rule) => rule.name === name).map((rule) => rule.id),
      );
      const action = actions[Number(position)];
      if (action && ids.length) ruleIds[action.id] = ids;
    }
    return {
      name: plan.name,
      actions,
      createdAt: localDateTime(db.options.now - (plan.days + 30) * DAY),
      updatedAt: localDateTime(db.options.now - plan.days * DAY),
      accountId: db.account.id,
      userId: (index === 1 ? analyst : admin)!.id,
      ruleIds,
    };
  });
}

/** The action sets of a database, seeded on first use. */
export const actionSetStore = (db: Db) => resourceStore<ActionSetRow>(db, 'action-sets', seed, 701);
