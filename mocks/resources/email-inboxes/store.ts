import type { Db, RunRow } from '../../db/types';
import { hash32 } from '../../db/run-data/random';
import { resourceStore } from '../store';
import { campaigns, messageHeaders, messageHtml, messageLinks, type Campaign } from './content';
import type { InboxRow, MessageRow } from './types';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The address the service gives an inbox: a tagged address on the scanning domain. */
export function inboxAddress(name: string, seed: string): string {
  const tag = hash32(seed).toString(36).padStart(8, '0').slice(-8);
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 24) || 'inbox';
  return `scantest+${tag}-${slug}@inbox.siteaudit.example`;
}

interface InboxPlan {
  name: string;
  campaign: Campaign;
  /** Names of the audits it feeds (found by name; missing ones are left out). */
  audits: string[];
  labels: string[];
  notes: string;
  messages: number;
  subscribers: { onReceived: string[]; onProcessed: string[] };
  /** Messages that arrived with no links at all (the scan fails). */
  withoutLinks?: number[];
}

const plans: InboxPlan[] = [
  {
    name: 'Summer sale campaign emails',
    campaign: campaigns.summerSale,
    audits: ['Summer sale 2026 — Promotions landing pages', 'Online store — Promotions landing pages'],
    labels: ['Marketing'],
    notes: 'Seed address subscribed to the "Summer sale" segment in Adobe Campaign.',
    messages: 6,
    subscribers: { onReceived: [], onProcessed: ['avery.chen@acme-outdoors.com'] },
  },
  {
    name: 'Weekly newsletter — The Trailhead',
    campaign: campaigns.newsletter,
    audits: ['Acme Outdoors US — Homepage & global navigation'],
    labels: ['Marketing', 'Weekly review'],
    notes: 'Every Thursday. Check UTM parameters and the consent banner on the landing pages.',
    messages: 8,
    subscribers: {
      onReceived: ['jordan.patel@acme-outdoors.com'],
      onProcessed: ['jordan.patel@acme-outdoors.com', 'avery.chen@acme-outdoors.com'],
    },
  },
  {
    name: 'Order confirmations (transactional)',
    campaign: campaigns.orders,
    audits: [],
    labels: ['Production'],
    notes: 'Kept for reference: no audit is assigned yet, so messages are not scanned.',
    messages: 3,
    subscribers: { onReceived: [], onProcessed: [] },
  },
  {
    name: 'Loyalty programme onboarding',
    campaign: campaigns.loyalty,
    audits: ['Online store — Cart and mini-cart'],
    labels: [],
    notes: '',
    messages: 4,
    subscribers: { onReceived: [], onProcessed: ['sam.okafor@acme-outdoors.com'] },
    withoutLinks: [2],
  },
];

const auditIdsNamed = (db: Db, names: string[]) =>
  names.flatMap((name) =>
    db.audits.where((audit) => !audit.deleted && audit.name === name).map((audit) => audit.id),
  );

function seedInboxes(db: Db): Array<Omit<InboxRow, 'id'>> {
  const admin = db.users.all()[0]!;
  return plans.map((plan, index) => ({
    name: plan.name,
    emailAddress: inboxAddress(plan.name, `${db.options.seed}:${index}`),
    notes: plan.notes,
    labelIds: plan.labels.flatMap((name) =>
      db.labels.where((label) => label.name === name).map((label) => label.id),
    ),
    subscribers: plan.subscribers,
    linkExclusionFilters: ['/unsubscribe', '^https://www\\.(facebook|instagram)\\.com/'],
    omitSocialLinks: true,
    createdBy: admin.id,
    createdAt: new Date(db.options.now - (120 - index * 20) * DAY).toISOString(),
    auditIds: auditIdsNamed(db, plan.audits),
  }));
}

/** The email inboxes of a database, seeded on first use. */
export const inboxStore = (db: Db) => resourceStore<InboxRow>(db, 'email-inboxes', seedInboxes, 1201);

/** The run of an audit that started nearest after a moment (else its latest). */
function runAfter(db: Db, auditId: number, at: number): RunRow | undefined {
  const runs = db.runs.get(auditId) ?? [];
  const after = runs.filter((run) => run.started && Date.parse(run.started) >= at);
  return after.at(-1) ?? runs[0];
}

/**
 * The messages of the seeded inboxes: each one received a few minutes before the runs it started
 * (the latest runs of the inbox's first audit, newest first), or on a weekly rhythm when the inbox
 * feeds no audit.
 */
function seedMessages(db: Db): Array<Omit<MessageRow, 'id'>> {
  const rows: Array<Omit<MessageRow, 'id'>> = [];
  inboxStore(db)
    .all()
    .forEach((inbox, index) => {
      const plan = plans[index];
      if (!plan) return;
      const leadRuns = inbox.auditIds.length ? (db.runs.get(inbox.auditIds[0]!) ?? []) : [];
      for (let n = 0; n < plan.messages; n++) {
        const run = leadRuns[n];
        const startedAt = run?.started ? Date.parse(run.started) : db.options.now - (n * 7 + 2) * DAY;
        const receivedAt = new Date(startedAt - (3 + (n % 5)) * MINUTE).toISOString();
        const seed = hash32(`${inbox.emailAddress}:${n}`);
        const withLinks = !plan.withoutLinks?.includes(n);
        const links = messageLinks(plan.campaign, seed, withLinks);
        const subject = plan.campaign.subjects[n % plan.campaign.subjects.length]!;
        const runs = withLinks
          ? inbox.auditIds.flatMap((auditId) => {
              const match = runAfter(db, auditId, Date.parse(receivedAt));
              return match ? [{ auditId, runId: match.id }] : [];
            })
          : [];
        rows.push({
          inboxId: inbox.id,
          subject: db.options.hostile ? `${subject} <img src=x onerror=alert(1)>` : subject,
          receivedAt,
          senderEmailAddress: plan.campaign.sender,
          sendingPlatform: plan.campaign.platform,
          links,
          headers: messageHeaders(plan.campaign, seed, receivedAt),
          rawHtml: messageHtml(subject, links, db.options.hostile),
          runs,
          ...(!withLinks
            ? { endedAs: { status: 'FAILED' as const, reason: 'NO_LINKS_FOUND' } }
            : inbox.auditIds.length === 0
              ? { endedAs: { status: 'NOT_AUDITING' as const, reason: 'NO_AUDITS_ASSIGNED' } }
              : {}),
        });
      }
    });
  return rows;
}

/** The received messages of every inbox, seeded on first use. */
export const messageStore = (db: Db) =>
  resourceStore<MessageRow>(db, 'email-inbox-messages', seedMessages, 880_001);
