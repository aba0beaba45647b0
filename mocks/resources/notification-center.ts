import { notificationItemTypes } from '@/api/resources/notification-center';
import { scheduledExportStore } from '../db/factories/scheduled-exports';
import type { Db } from '../db/types';
import { liveAudits } from '../db/views';
import { journeyStore } from '../web-journeys/store';
import { defineMockResource } from './define';
import {
  filterTargets,
  requireItemType,
  sortAndPage,
  targetCandidates,
  type TargetCandidate,
} from './target-items';

type Usage = Record<'auditCount' | 'webJourneyCount' | 'ruleCount' | 'scheduledExportCount', number>;
const usageKey: Record<string, keyof Usage> = {
  AUDIT: 'auditCount',
  WEB_JOURNEY: 'webJourneyCount',
  RULE: 'ruleCount',
  SCHEDULED_EXPORT: 'scheduledExportCount',
};

/** Item type → item id → the addresses it emails: audits, journeys, rules and scheduled exports. */
function recipients(db: Db): Record<string, Map<number, string[]>> {
  const journeys = journeyStore(db).notifications;
  return {
    AUDIT: new Map(liveAudits(db).map((audit) => [audit.id, audit.recipients ?? []])),
    WEB_JOURNEY: new Map(
      db.webJourneys.all().map((journey) => [journey.id, journeys.get(journey.id)?.emails ?? []]),
    ),
    RULE: new Map(db.rules.all().map((rule) => [rule.id, rule.recipients ?? []])),
    SCHEDULED_EXPORT: new Map(
      scheduledExportStore(db)
        .all()
        .map((item) => [item.id, item.emails]),
    ),
  };
}

/** Every address with how many items of each type email it, optionally only for some audits. */
function emails(db: Db, auditIds?: ReadonlySet<number>) {
  const usage = new Map<string, Usage>();
  for (const [type, items] of Object.entries(recipients(db))) {
    if (auditIds && type !== 'AUDIT') continue;
    for (const [itemId, addresses] of items) {
      if (auditIds && !auditIds.has(itemId)) continue;
      for (const email of addresses) {
        const counts = usage.get(email) ?? {
          auditCount: 0,
          webJourneyCount: 0,
          ruleCount: 0,
          scheduledExportCount: 0,
        };
        counts[usageKey[type]!] += 1;
        usage.set(email, counts);
      }
    }
  }
  return {
    emails: [...usage]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([email, counts]) => ({
        email,
        usage: {
          ...counts,
          alertCount: 0,
          usageAlertCount: 0,
          emailInboxMessageReceivedCount: 0,
          emailInboxMessageProcessedCount: 0,
        },
      })),
  };
}

/** Items of a type with the email assigned or not (audits, journeys, rules, scheduled exports). */
function candidatesFor(db: Db, itemType: string): TargetCandidate[] {
  if (itemType !== 'SCHEDULED_EXPORT') return targetCandidates(db, itemType);
  return scheduledExportStore(db)
    .all()
    .map((item) => ({ itemType, itemId: item.id, itemName: item.name, labelIds: [] }));
}

/** The notification center: every email address of the account, derived from what sends email. */
export const notificationCenterMock = defineMockResource<'notification-center', { id: number }>(
  'notification-center',
  {
    noun: 'Email address',
    list: (ctx) => emails(ctx.db),
    ops: {
      forItems: (ctx) => emails(ctx.db, new Set((ctx.body as { itemIds: number[] }).itemIds)),
      searchTargets: (ctx) => {
        const itemType = requireItemType(ctx.params.itemType, notificationItemTypes);
        const body = ctx.body as {
          email: string;
          itemName?: string;
          itemLabels?: number[];
          isAssigned?: boolean;
        };
        const emailsOf = recipients(ctx.db)[itemType] ?? new Map<number, string[]>();
        const email = body.email.toLowerCase();
        const found = filterTargets(candidatesFor(ctx.db, itemType), body)
          .map((item) => ({
            ...item,
            isAssigned: (emailsOf.get(item.itemId) ?? []).some((e) => e.toLowerCase() === email),
          }))
          .filter((item) => body.isAssigned === undefined || item.isAssigned === body.isAssigned);
        const { items, pagination } = sortAndPage(found, ctx.query);
        return {
          metadata: { pagination },
          items: items.map((item) => ({
            isAssigned: item.isAssigned,
            isEditable: true,
            itemType: item.itemType,
            itemId: item.itemId,
            itemName: item.itemName,
            ...(item.lastRunAt ? { itemLastRunAt: item.lastRunAt } : {}),
            itemLabels: item.labelIds,
          })),
        };
      },
    },
  },
);
