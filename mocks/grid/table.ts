import type { GridCell, GridSchemaColumn } from '@/api/grid/query-schemas';
import type { ColumnSpec } from './columns';

/**
 * Rows of one grid, stored by column: the schema's column definitions, the row count, and the
 * values of a column for every row (computed on first use and kept).
 */
export interface GridTable {
  readonly columns: readonly GridSchemaColumn[];
  readonly size: number;
  /** Every row's value of a column, in row order; undefined for an unknown column. */
  values(columnId: string): readonly GridCell[] | undefined;
}

/** Every entity's value as an array whose items are read (and kept) the first time they are asked for. */
function lazyValues<E>(entities: readonly E[], get: (entity: E) => GridCell): GridCell[] {
  const read = new Array<boolean>(entities.length).fill(false);
  return new Proxy(new Array<GridCell>(entities.length).fill(null), {
    get(target, key, receiver) {
      if (typeof key === 'string') {
        const index = Number(key);
        if (Number.isInteger(index) && index >= 0 && index < entities.length && !read[index]) {
          target[index] = get(entities[index]!);
          read[index] = true;
        }
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** A table over entities: each column's values are read from the entities the first time it is needed. */
export function entityTable<E>(entities: readonly E[], specs: ReadonlyArray<ColumnSpec<E>>): GridTable {
  const byId = new Map(specs.map((spec) => [spec.def.columnId, spec]));
  const cache = new Map<string, GridCell[]>();
  return {
    columns: specs.map((spec) => spec.def),
    size: entities.length,
    values(columnId) {
      const hit = cache.get(columnId);
      if (hit) return hit;
      const spec = byId.get(columnId);
      if (!spec) return undefined;
      const values = spec.lazy ? lazyValues(entities, spec.get) : entities.map(spec.get);
      cache.set(columnId, values);
      return values;
    },
  };
}

/** A table over rows already laid out as arrays of cells, one cell per column. */
export function arrayTable(columns: readonly GridSchemaColumn[], rows: readonly GridCell[][]): GridTable {
  const index = new Map(columns.map((column, i) => [column.columnId, i]));
  const cache = new Map<string, GridCell[]>();
  return {
    columns,
    size: rows.length,
    values(columnId) {
      const hit = cache.get(columnId);
      if (hit) return hit;
      const at = index.get(columnId);
      if (at === undefined) return undefined;
      const values = rows.map((row) => row[at] ?? null);
      cache.set(columnId, values);
      return values;
    },
  };
}
