/** A small typed in-memory table keyed by numeric id, with an id sequence. */
export class Collection<T extends { id: number }> {
  private readonly rows = new Map<number, T>();
  private nextId: number;

  constructor(firstId = 1) {
    this.nextId = firstId;
  }

  /** Every row, in insertion order. */
  all(): T[] {
    return [...this.rows.values()];
  }

  /** One row, or undefined. */
  get(id: number): T | undefined {
    return this.rows.get(id);
  }

  /** Rows matching a predicate. */
  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  /** Store a new row under the next id and return it. */
  insert(row: Omit<T, 'id'>): T {
    const stored = { ...row, id: this.nextId++ } as T;
    this.rows.set(stored.id, stored);
    return stored;
  }

  /** Merge a patch into a row; undefined when the id is unknown. */
  update(id: number, patch: Partial<T>): T | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    const updated = { ...row, ...patch, id };
    this.rows.set(id, updated);
    return updated;
  }

  /** Delete a row; false when the id is unknown. */
  remove(id: number): boolean {
    return this.rows.delete(id);
  }

  get size(): number {
    return this.rows.size;
  }

  /** The rows and the id sequence, as plain data (what the browser mock keeps between loads). */
  toData(): CollectionData<T> {
    return { rows: this.all(), nextId: this.nextId };
  }

  /** A collection holding `data` (from {@link Collection.toData}). */
  static fromData<R extends { id: number }>(data: CollectionData<R>): Collection<R> {
    const collection = new Collection<R>(data.nextId);
    for (const row of data.rows) collection.rows.set(row.id, row);
    return collection;
  }
}

/** A collection as plain data: its rows in insertion order, and the next id it hands out. */
export interface CollectionData<T> {
  rows: T[];
  nextId: number;
}
