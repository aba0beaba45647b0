import type { Db } from '../../db/types';
import { liveAudits } from '../../db/views';
import { manualStore } from '../../manual-journeys/store';
import { journeyStore } from '../../web-journeys/store';

/** Where a rule is used: the audits, web journeys and app (manual) journeys that check it. */
export interface RuleUsage {
  auditIds: number[];
  webJourneyIds: number[];
  appJourneyIds: number[];
}

const holding = (lists: Map<number, number[]>, ruleId: number) =>
  [...lists].flatMap(([itemId, ruleIds]) => (ruleIds.includes(ruleId) ? [itemId] : []));

/** Every rule's usage, computed once per call (one pass over the audits and journeys). */
export function ruleUsages(db: Db): (ruleId: number) => RuleUsage {
  const live = new Set(liveAudits(db).map((audit) => audit.id));
  const audits = new Map([...db.auditConfig.ruleIds].filter(([auditId]) => live.has(auditId)));
  const webJourneys = journeyStore(db).ruleIds;
  const appJourneys = manualStore(db).rules;
  return (ruleId) => ({
    auditIds: holding(audits, ruleId),
    webJourneyIds: holding(webJourneys, ruleId),
    appJourneyIds: holding(appJourneys, ruleId),
  });
}

/** Take a deleted rule off every audit and journey that checks it. */
export function forgetRule(db: Db, ruleId: number): void {
  for (const lists of [db.auditConfig.ruleIds, journeyStore(db).ruleIds, manualStore(db).rules]) {
    for (const [itemId, ruleIds] of lists) {
      if (ruleIds.includes(ruleId))
        lists.set(
          itemId,
          ruleIds.filter((id) => id !== ruleId),
        );
    }
  }
}

/**
 * Build the journey stores before the library changes: they are seeded on first use from the
 * rules the library holds then, and must not pick up a rule created later.
 */
export function seedJourneyStores(db: Db): void {
  journeyStore(db);
  manualStore(db);
}
