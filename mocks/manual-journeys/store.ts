import { Collection } from '../db/collection';
import type { Db } from '../db/types';
import { seedManualJourneys } from './seed';
import type { ManualJourneyStore } from './types';
import { keptBeside } from '../persist/kept-stores';

const stores = keptBeside<ManualJourneyStore>('manual-journeys');

/**
 * The manual journey data of a database: runs, actions, requests and rules. Built on first use
 * from the journeys the database was seeded with, then kept (a reset builds a new database, and
 * with it a new store).
 */
export function manualStore(db: Db): ManualJourneyStore {
  let store = stores.get(db);
  if (!store) {
    store = {
      runs: new Collection(7001),
      actions: new Collection(90_001),
      requests: new Map(),
      rules: new Map(),
    };
    stores.set(db, store);
    seedManualJourneys(db, store);
  }
  return store;
}
