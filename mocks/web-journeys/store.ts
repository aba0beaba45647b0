import type { Db } from '../db/types';
import { seedWebJourneys } from './seed';
import type { WebJourneyStore } from './types';
import { keptBeside } from '../persist/kept-stores';

const stores = keptBeside<WebJourneyStore>('web-journeys');

/**
 * The web journey data of a database: scripts, runs, blocking, custom headers, notifications and
 * rules. Built on first use from the journeys the database was seeded with, then kept (a reset
 * builds a new database, and with it a new store).
 */
export function journeyStore(db: Db): WebJourneyStore {
  let store = stores.get(db);
  if (!store) {
    store = {
      actions: new Map(),
      destinations: new Map(),
      runs: new Map(),
      blocking: new Map(),
      customHeaders: new Map(),
      notifications: new Map(),
      ruleIds: new Map(),
      headerGroups: [],
      nextRunId: 5_000_001,
      nextActionId: 70_001,
    };
    stores.set(db, store);
    seedWebJourneys(db, store);
  }
  return store;
}
