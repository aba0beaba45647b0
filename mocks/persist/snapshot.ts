import { Collection, type CollectionData } from '../db/collection';
import type { Db, MockOptions } from '../db/types';
import { keptStores } from './kept-stores';

/**
 * The version of what a snapshot holds. Raise it whenever the database's shape changes: a browser's
 * saved demo data of another version is then dropped (with a notice) instead of misread.
 */
export const SNAPSHOT_FORMAT = 2;

/** A Collection as a snapshot holds it (a class instance would lose its methods in storage). */
interface CollectionValue {
  $collection: CollectionData<unknown>;
}

/** The demo data of one browser: the database and the state kept beside it, as plain data. */
export interface Snapshot {
  format: number;
  /** Which demo world it is ({@link worldOf}): a snapshot of another seed or scenario is not used. */
  world: string;
  /** The day the seeded data was generated for (`options.now`): the demo's runs are laid out from it. */
  day: number;
  savedAt: number;
  db: Record<string, unknown>;
  beside: Record<string, unknown>;
}

/** The demo world options describe: the same seed, scale and scenario give the same data. */
export function worldOf(options: Pick<MockOptions, 'seed' | 'scale' | 'scenario'>): string {
  return `${options.scenario}:${options.scale}:${options.seed}`;
}

/** Plain, storable data for `value`: Collections become tagged data, containers are copied through. */
function encode(value: unknown): unknown {
  if (value instanceof Collection) return { $collection: value.toData() };
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, encode(item)]));
  if (value instanceof Set || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(encode);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
}

function isCollectionValue(value: object): value is CollectionValue {
  const data = (value as Partial<CollectionValue>).$collection;
  return (
    typeof data === 'object' && data !== null && Array.isArray(data.rows) && Number.isInteger(data.nextId)
  );
}

/** The live value of encoded data: the reverse of {@link encode}. */
function decode(value: unknown): unknown {
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, decode(item)]));
  if (value instanceof Set || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decode);
  if (isCollectionValue(value)) {
    const { rows, nextId } = value.$collection;
    return Collection.fromData({ rows: rows as Array<{ id: number }>, nextId });
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
}

/** A snapshot of `db` and every store kept beside it, taken at `now`. */
export function takeSnapshot(db: Db, now = Date.now()): Snapshot {
  const beside: Record<string, unknown> = {};
  for (const [name, store] of keptStores()) {
    if (store.has(db)) beside[name] = encode(store.get(db));
  }
  const { options: _options, ...data } = db;
  return {
    format: SNAPSHOT_FORMAT,
    world: worldOf(db.options),
    day: db.options.now,
    savedAt: now,
    db: encode(data) as Record<string, unknown>,
    beside,
  };
}

/** Why a stored value cannot be used as the demo data of `fresh`'s world, or undefined when it can. */
export function snapshotProblem(stored: unknown, fresh: Db): string | undefined {
  if (typeof stored !== 'object' || stored === null) return 'it is not a snapshot';
  const snapshot = stored as Partial<Snapshot>;
  if (snapshot.format !== SNAPSHOT_FORMAT) return 'it was saved by another version of the dashboard';
  if (snapshot.world !== worldOf(fresh.options)) return 'it belongs to another demo world';
  if (snapshot.day !== fresh.options.now)
    return `it was made on ${new Date(snapshot.day ?? 0).toISOString().slice(0, 10)}, and the demo's runs are laid out afresh each day`;
  if (typeof snapshot.db !== 'object' || snapshot.db === null) return 'its database is missing';
  if (typeof snapshot.beside !== 'object' || snapshot.beside === null) return 'its stores are missing';
  const { options: _options, ...parts } = fresh;
  return shapeProblem(parts, snapshot.db, '', 2);
}

/**
 * The first part `fresh` has that `saved` lacks or holds as another kind (a Collection, a Map, a
 * number…), looking `depth` levels into plain objects (the audit settings' maps, say).
 */
function shapeProblem(fresh: object, saved: object, path: string, depth: number): string | undefined {
  for (const [key, value] of Object.entries(fresh)) {
    if (value === undefined) continue;
    const kept = (saved as Record<string, unknown>)[key];
    const name = `${path}${key}`;
    if (kindOf(value) !== kindOfEncoded(kept)) return `its ${name} is not what this version keeps`;
    if (depth > 1 && kindOf(value) === 'object' && value !== null) {
      const problem = shapeProblem(value as object, kept as object, `${name}.`, depth - 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

function kindOf(value: unknown): string {
  if (value instanceof Collection) return 'collection';
  if (value instanceof Map) return 'map';
  if (Array.isArray(value)) return 'array';
  return value === null ? 'null' : typeof value;
}

function kindOfEncoded(value: unknown): string {
  if (typeof value === 'object' && value !== null && !(value instanceof Map) && !Array.isArray(value))
    return isCollectionValue(value) ? 'collection' : 'object';
  return kindOf(value);
}

/**
 * The database a snapshot holds, with `options` (this tab's knobs: latency, failures) and the stores
 * kept beside it restored. Check it first with {@link snapshotProblem}.
 */
export function restoreSnapshot(snapshot: Snapshot, options: MockOptions): Db {
  const db = { ...(decode(snapshot.db) as Omit<Db, 'options'>), options } as Db;
  for (const [name, store] of keptStores()) {
    if (name in snapshot.beside) store.set(db, decode(snapshot.beside[name]));
  }
  return db;
}
