// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridFilter, GridRequest } from '@/api/grid/query-schemas';
import { percentile, percentileUnsorted } from './aggregate';
import { col, type ColumnSpec } from './columns';
import { queryTable } from './query';
import { entityTable } from './table';

/** A row of a table big enough that a page is picked from the rows, not cut from a full sort. */
interface Row {
  id: number;
  url: string;
  title: string | null;
  load: number | null;
  a: number | null;
  b: number | null;
  c: number | null;
  d: number | null;
}

const SIZE = 3000;
const titles = ['Home', 'home', 'Tents', 'boots', null, 'Stoves'];

/**
 * Even rows get unique values in a..d (so the four columns have about 1,500 values each, too many
 * to fold into one exact key), odd rows a few shared ones (so ties run through all four), and
 * some odd rows nulls (in d on other rows than in a..c).
 */
const rows: Row[] = Array.from({ length: SIZE }, (_, id) => {
  const odd = id % 2 === 1;
  const shared = (value: number, nullEvery = 5) => (odd ? (id % nullEvery === 0 ? null : value) : id + 10);
  return {
    id,
    url: `https://example.com/${(id * 7919) % SIZE}`,
    title: titles[(id >> 1) % titles.length]!,
    load: id % 11 === 0 ? null : (id * 37) % 50,
    a: shared(id % 3),
    b: shared((id >> 1) % 2),
    c: shared((id >> 2) % 2),
    d: shared((id >> 3) % 2, 7),
  };
});

const specs: ColumnSpec<Row>[] = [
  col.intId('ID', 'Id', (row) => row.id),
  col.text('URL', 'URL', (row) => row.url),
  col.text('TITLE', 'Title', (row) => row.title),
  col.integer('LOAD', 'Load', (row) => row.load, 'measure'),
  col.integer('A', 'A', (row) => row.a, 'measure'),
  col.integer('B', 'B', (row) => row.b, 'measure'),
  col.integer('C', 'C', (row) => row.c, 'measure'),
  col.integer('D', 'D', (row) => row.d, 'measure'),
];
const table = entityTable(rows, specs);
const on = (columnId: string) => ({ filteredColumn: { columnId } });

type Key = keyof Row;

/** Ids in the order of the keys the obvious way: nulls last, text without case, ties by id. */
function expectedIds(keys: ReadonlyArray<{ key: Key; desc?: boolean }>, kept = rows): number[] {
  const sortValue = (row: Row, key: Key) => {
    const value = row[key];
    return typeof value === 'string' ? value.toLowerCase() : value;
  };
  return [...kept]
    .sort((x, y) => {
      for (const { key, desc } of keys) {
        const a = sortValue(x, key);
        const b = sortValue(y, key);
        if (a === b) continue;
        if (a === null) return 1;
        if (b === null) return -1;
        return (a < b ? -1 : 1) * (desc ? -1 : 1);
      }
      return x.id - y.id;
    })
    .map((row) => row.id);
}

/** A request for the ids sorted by the keys (ID is column 0; each key's column follows). */
function sortedIds(keys: ReadonlyArray<{ key: Key; desc?: boolean }>, paging: Partial<GridRequest>) {
  const request: GridRequest = {
    columns: [{ columnId: 'ID' }, ...keys.map(({ key }) => ({ columnId: key.toUpperCase() }))],
    sortBy: keys.map(({ desc }, i) => ({ columnIndex: i + 1, sortDesc: desc })),
    ...paging,
  };
  const answer = queryTable(table, request, { all: paging.page === undefined && paging.size === undefined });
  return answer.rows.map((row) => row[0] as number);
}

describe('sorted pages of a large table', () => {
  const byLoad = [{ key: 'load' as const, desc: true }];

  it('cuts pages from the full order, ties kept in table order across page boundaries', () => {
    const expected = expectedIds(byLoad);
    for (const page of [0, 1, 2, 7, 29, 30]) {
      expect(sortedIds(byLoad, { page, size: 10 })).toEqual(expected.slice(page * 10, page * 10 + 10));
    }
    // Forty-odd rows share each load, so a page of 25 starts and ends inside runs of ties.
    expect(sortedIds(byLoad, { page: 3, size: 25 })).toEqual(expected.slice(75, 100));
    expect(sortedIds(byLoad, { page: 300, size: 10 })).toEqual([]);
  });

  it('puts the null loads last in both directions, in table order', () => {
    const nulls = rows.filter((row) => row.load === null).map((row) => row.id);
    const last = Math.ceil(SIZE / 100) - 1;
    for (const desc of [false, true]) {
      const ids = [...sortedIds([{ key: 'load', desc }], { page: last - 2, size: 100 })];
      for (let page = last - 1; page <= last; page++)
        ids.push(...sortedIds([{ key: 'load', desc }], { page, size: 100 }));
      expect(ids.slice(-nulls.length)).toEqual(nulls);
    }
  });

  it('returns every row in order without paging', () => {
    expect(sortedIds(byLoad, {})).toEqual(expectedIds(byLoad));
    const twoKeys = [{ key: 'title' as const }, { key: 'load' as const, desc: true }];
    expect(sortedIds(twoKeys, {})).toEqual(expectedIds(twoKeys));
  });

  it('sorts by many keys with ties running through all of them, page by page and in full', () => {
    const keys = [
      { key: 'a' as const },
      { key: 'b' as const, desc: true },
      { key: 'c' as const },
      { key: 'd' as const, desc: true },
      { key: 'title' as const },
    ];
    const expected = expectedIds(keys);
    expect(sortedIds(keys, {})).toEqual(expected);
    for (const page of [0, 1, 40, 149])
      expect(sortedIds(keys, { page, size: 20 })).toEqual(expected.slice(page * 20, page * 20 + 20));
  });

  it('sorts text without case, ties in table order', () => {
    const keys = [{ key: 'title' as const, desc: true }];
    expect(sortedIds(keys, { page: 2, size: 50 })).toEqual(expectedIds(keys).slice(100, 150));
  });
});

describe('filters over a large table', () => {
  const ids = (conditions: GridFilter[], conditionMatchMode?: 'all' | 'any') =>
    queryTable(
      table,
      { columns: [{ columnId: 'ID' }], filters: { conditions, conditionMatchMode } },
      { all: true },
    ).rows.map((row) => row[0] as number);
  const where = (test: (row: Row) => boolean) => rows.filter(test).map((row) => row.id);
  const loadRange: GridFilter = {
    operator: 'number_between',
    ...on('LOAD'),
    start: 10,
    end: 20,
    endInclusive: false,
  };
  const inLoadRange = (row: Row) => row.load !== null && row.load >= 10 && row.load < 20;
  const urlHas = (arg: string): GridFilter => ({ operator: 'string_contains', ...on('URL'), arg });
  const titleIs: GridFilter = { operator: 'string_contains', ...on('TITLE'), arg: 'HOME', negated: true };
  const notHome = (row: Row) => row.title?.toLowerCase() !== 'home';

  it('combines range, text and few-valued filters with all, rows in table order', () => {
    expect(ids([loadRange, urlHas('/1'), { ...urlHas('7'), negated: true }, titleIs])).toEqual(
      where((row) => inLoadRange(row) && row.url.includes('/1') && !row.url.includes('7') && notHome(row)),
    );
  });

  it('combines them with any', () => {
    expect(ids([urlHas('/12'), { ...loadRange, negated: true }, titleIs], 'any')).toEqual(
      where((row) => row.url.includes('/12') || !inLoadRange(row) || notHome(row)),
    );
  });
});

describe('percentiles', () => {
  const load = { aggregatedColumn: { columnId: 'LOAD' } };
  const functions = ['percentile_25', 'median', 'percentile_90', 'percentile_99_9'] as const;

  it('interpolate between neighbours within small groups, nulls left out', () => {
    // Group by title: each title's loads, then the percentiles the obvious way.
    const answer = queryTable(
      table,
      {
        columns: [
          { columnId: 'TITLE', groupBy: true },
          ...functions.map((aggregateFunction) => ({ aggregateFunction, ...load })),
        ],
        filters: {
          conditions: [
            { operator: 'integer_in', ...on('ID'), args: Array.from({ length: 15 }, (_, id) => id) },
          ],
        },
      },
      { all: true },
    );
    // Ids 0..14: titles by id / 2, loads (id * 37) % 50, ids 0 and 11 null; groups of 1 to 3.
    expect(answer.rows).toEqual([
      ['Home', 34, 37, 42.6, 43.986],
      ['home', 14.5, 18, 22.8, 23.988],
      ['Tents', 38.25, 41.5, 46.7, 47.987],
      ['boots', 12.25, 15.5, 20.700000000000003, 21.987000000000002],
      [null, 36.25, 39.5, 44.7, 45.987],
      ['Stoves', 20, 20, 20, 20],
    ]);
  });

  it('of each group of many rows equal those of its numbers sorted', () => {
    const answer = queryTable(
      table,
      {
        columns: [
          { columnId: 'TITLE', groupBy: true },
          ...functions.map((aggregateFunction) => ({ aggregateFunction, ...load })),
        ],
      },
      { all: true },
    );
    const expected = titles.map((title) => {
      const loads = rows.flatMap((row) => (row.title === title && row.load !== null ? [row.load] : []));
      loads.sort((a, b) => a - b);
      return [title, ...[0.25, 0.5, 0.9, 0.999].map((p) => percentile(loads, p))];
    });
    expect(answer.rows).toEqual(expected);
  });

  it('of numbers in any order equal those of the numbers sorted', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let length = 0; length <= 40; length++) {
      const numbers = Array.from({ length }, () => (next() % 9) - 3 + (next() % 2) / 4);
      const sorted = [...numbers].sort((a, b) => a - b);
      for (const p of [0, 0.25, 0.5, 0.9, 0.999, 1])
        expect(percentileUnsorted(Float64Array.from(numbers), length, p)).toBe(percentile(sorted, p));
    }
  });
});
