import { Collection } from '../db/collection';
import type { Db } from '../db/types';
import { keptBeside } from '../persist/kept-stores';

/** What the generated handlers need of a resource's rows: a table keyed by numeric id. */
export type RowStore<T extends { id: number }> = Pick<
  Collection<T>,
  'all' | 'get' | 'insert' | 'update' | 'remove'
>;

const stores = keptBeside<Map<string, Collection<{ id: number }>>>('resources');

/**
 * The rows of one resource in a database, seeded on first use and then kept (a reset builds a new
 * database, and with it new stores). `seed` must be deterministic: same database, same rows.
 */
export function resourceStore<T extends { id: number }>(
  db: Db,
  name: string,
  seed: (db: Db) => Array<Omit<T, 'id'>>,
  firstId = 1,
): Collection<T> {
  let byName = stores.get(db);
  if (!byName) {
    byName = new Map();
    stores.set(db, byName);
  }
  let store = byName.get(name) as Collection<T> | undefined;
  if (!store) {
    store = new Collection<T>(firstId);
    for (const row of seed(db)) store.insert(row);
    byName.set(name, store as unknown as Collection<{ id: number }>);
  }
  return store;
}

/** A RowStore over a plain array of rows kept elsewhere (e.g. the web journeys' header groups). */
export function arrayStore<T extends { id: number }>(rows: () => T[], firstId: number): RowStore<T> {
  const nextId = () => Math.max(firstId - 1, ...rows().map((row) => row.id)) + 1;
  return {
    all: () => [...rows()],
    get: (id) => rows().find((row) => row.id === id),
    insert: (row) => {
      const stored = { ...row, id: nextId() } as T;
      rows().push(stored);
      return stored;
    },
    update: (id, patch) => {
      const list = rows();
      const index = list.findIndex((row) => row.id === id);
      if (index < 0) return undefined;
      const updated = { ...list[index]!, ...patch, id };
      list[index] = updated;
      return updated;
    },
    remove: (id) => {
      const list = rows();
      const index = list.findIndex((row) => row.id === id);
      if (index >= 0) list.splice(index, 1);
      return index >= 0;
    },
  };
}
