// The mock grid engine's speed: filter + sort + group + total over synthetic page rows.
import { BENCHMARK_REQUEST, queryTable, syntheticRows } from '../../mocks/grid/engine';
import type { GridRequest } from '../../src/api/grid/query-schemas';
import { spread, type Spread } from './stats';

/** Ungrouped rows: the same filter, sorted by load time (slowest first) then URL, one page. */
const ROW_SORT_REQUEST: GridRequest = {
  page: 0,
  size: 100,
  filters: BENCHMARK_REQUEST.filters,
  columns: [
    { columnId: 'FINAL_PAGE_URL' },
    { columnId: 'FINAL_PAGE_STATUS_CODE' },
    { columnId: 'PAGE_LOAD_TIME' },
  ],
  sortBy: [{ columnIndex: 2, sortDesc: true }, { columnIndex: 0 }],
};

/** The requests timed: grouped with aggregates and totals, and a plain sorted row list. */
export const ENGINE_CASES = { grouped: BENCHMARK_REQUEST, rowSort: ROW_SORT_REQUEST } as const;

/** Timing of the benchmark grid request over `rows` rows (ms per query, warm). */
export interface EngineFigure {
  rows: number;
  /** Groups of the grouped request (its answer's row count). */
  groups: number;
  grouped: Spread;
  rowSort: Spread;
}

/** Time the benchmark request over each row count, `runs` warm runs each after one cold run. */
export function measureGridEngine(rowCounts: readonly number[], runs: number): EngineFigure[] {
  return rowCounts.map((rows) => {
    const table = syntheticRows(rows);
    const time = (request: GridRequest) => {
      queryTable(table, request);
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        queryTable(table, request);
        times.push(performance.now() - start);
      }
      return spread(times);
    };
    const groups = queryTable(table, BENCHMARK_REQUEST).metadata.pagination.totalCount;
    return { rows, groups, grouped: time(ENGINE_CASES.grouped), rowSort: time(ENGINE_CASES.rowSort) };
  });
}

/** What the Node reference does (the Node figures' machine-speed unit). */
export const NODE_REFERENCE = 'sorting 1,000,000 seeded numbers';

/**
 * The Node figures' reference: sorting 1,000,000 pseudo-random numbers (the same ones every run),
 * `runs` times after one warm-up. It moves with the machine's speed and load, and never with the app.
 */
export function measureNodeReference(runs: number): Spread {
  let state = 42;
  const numbers = Float64Array.from({ length: 1_000_000 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  });
  const once = () => {
    const start = performance.now();
    numbers.slice().sort();
    return performance.now() - start;
  };
  once();
  return spread(Array.from({ length: runs }, once));
}
