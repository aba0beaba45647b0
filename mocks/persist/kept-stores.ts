import type { Db } from '../db/types';

/** Per-database state kept beside the database (WeakMaps keyed by it), by name. */
const kept = new Map<string, WeakMap<Db, unknown>>();

/**
 * A WeakMap of state kept beside each database that the browser mock saves and restores with the
 * database itself (a webhook secret, a journey's script): plain data, Maps, Sets and Collections.
 * Caches derived from the data are plain WeakMaps instead.
 */
export function keptBeside<V>(name: string): WeakMap<Db, V> {
  const store = new WeakMap<Db, V>();
  kept.set(name, store as WeakMap<Db, unknown>);
  return store;
}

/** Every store made with {@link keptBeside}, by name. */
export function keptStores(): ReadonlyMap<string, WeakMap<Db, unknown>> {
  return kept;
}
