// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridRequest } from '@/api/grid/query-schemas';
import { createDb, LARGE_RUN_PAGES, mockOptions } from '../db/seed';
import { BENCHMARK_REQUEST, queryGrid, queryTable, syntheticRows, type GridTable } from './engine';
import { percentile } from './aggregate';

/** Run a query twice and log how long the second (warm) run took; the answer of that run. */
function timed<T>(label: string, query: () => T): T {
  const coldStart = performance.now();
  query();
  const cold = performance.now() - coldStart;
  const warmStart = performance.now();
  const answer = query();
  const warm = performance.now() - warmStart;
  console.log(`${label}: ${warm.toFixed(1)} ms warm, ${cold.toFixed(1)} ms cold`);
  return answer;
}

/** The benchmark's groups computed the obvious way: domain|status → loads and sizes. */
function expectedGroups(table: GridTable) {
  const url = table.values('FINAL_PAGE_URL')! as string[];
  const load = table.values('PAGE_LOAD_TIME')! as number[];
  const size = table.values('PAGE_SIZE')! as number[];
  const domain = table.values('FINAL_PAGE_URL_DOMAIN')! as string[];
  const code = table.values('FINAL_PAGE_STATUS_CODE')! as number[];
  const groups = new Map<string, { domain: string; code: number; loads: number[]; size: number }>();
  for (let i = 0; i < table.size; i++) {
    if (!url[i]!.includes('/') || load[i]! > 60_000) continue;
    const key = `${domain[i]}|${code[i]}`;
    const group = groups.get(key) ?? { domain: domain[i]!, code: code[i]!, loads: [], size: 0 };
    group.loads.push(load[i]!);
    group.size += size[i]!;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.loads.length - a.loads.length || a.domain.localeCompare(b.domain))
    .map((group) => [
      group.domain,
      group.code,
      group.loads.length,
      group.loads.reduce((sum, value) => sum + value, 0) / group.loads.length,
      percentile(
        [...group.loads].sort((a, b) => a - b),
        0.9,
      ),
      group.size,
    ]);
}

describe('grid engine at 100,000 rows', () => {
  const table = syntheticRows(100_000);

  it('filters, groups, aggregates, sorts and totals synthetic rows correctly', () => {
    const answer = timed('synthetic 100k: filter+group+aggregate+sort+totals', () =>
      queryTable(table, BENCHMARK_REQUEST),
    );
    const expected = expectedGroups(table);
    expect(answer.metadata.pagination.totalCount).toBe(expected.length);
    expect(answer.rows).toHaveLength(expected.length);
    answer.rows.forEach((row, i) => {
      const want = expected[i]!;
      expect(row.slice(0, 3)).toEqual(want.slice(0, 3));
      expect(row[3]).toBeCloseTo(want[3] as number, 6);
      expect(row[4]).toBeCloseTo(want[4] as number, 6);
      expect(row[5]).toBe(want[5]);
    });
    const rows = expected.reduce((sum, group) => sum + (group[2] as number), 0);
    expect(answer.metadata.headers[2]!.totals).toEqual([{ aggregateFunction: 'sum', value: rows }]);
  });

  it('filters, sorts and totals ungrouped synthetic rows correctly', () => {
    const request: GridRequest = {
      columns: [
        { columnId: 'FINAL_PAGE_URL' },
        { columnId: 'PAGE_LOAD_TIME' },
        { columnId: 'FINAL_PAGE_STATUS_CODE' },
      ],
      filters: {
        conditions: [
          { operator: 'string_contains', filteredColumn: { columnId: 'FINAL_PAGE_URL' }, arg: 'products' },
          {
            operator: 'integer_in',
            filteredColumn: { columnId: 'FINAL_PAGE_STATUS_CODE' },
            args: [200, 301],
          },
        ],
      },
      sortBy: [{ columnIndex: 1, sortDesc: true }, { columnIndex: 0 }],
      totals: [
        { columnIndex: 1, aggregateFunction: 'avg' },
        { columnIndex: 0, aggregateFunction: 'count_rows' },
      ],
    };
    const answer = timed('synthetic 100k: filter+sort+totals', () => queryTable(table, request));
    const url = table.values('FINAL_PAGE_URL')! as string[];
    const load = table.values('PAGE_LOAD_TIME')! as number[];
    const code = table.values('FINAL_PAGE_STATUS_CODE')! as number[];
    const kept = url
      .map((_, i) => i)
      .filter((i) => url[i]!.includes('products') && (code[i] === 200 || code[i] === 301));
    expect(answer.metadata.pagination.totalCount).toBe(kept.length);
    const loads = kept.map((i) => load[i]!);
    expect(answer.rows.map((row) => row[1])).toEqual([...loads].sort((a, b) => b - a).slice(0, 100));
    expect(answer.metadata.headers[1]!.totals![0]!.value).toBeCloseTo(
      loads.reduce((sum, value) => sum + value, 0) / loads.length,
      6,
    );
    expect(answer.metadata.headers[0]!.totals).toEqual([
      { aggregateFunction: 'count_rows', value: kept.length },
    ]);
  });

  it('answers the pages grid of MOCK_SCALE=large (at least 100,000 pages)', () => {
    const db = createDb(mockOptions({ scale: 'large' }));
    const request: GridRequest = {
      columns: [
        { columnId: 'AUDIT_NAME', groupBy: true },
        { columnId: 'FINAL_PAGE_STATUS_CODE_TYPE', groupBy: true },
        { aggregateFunction: 'count_rows' },
        { aggregateFunction: 'avg', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
      ],
      filters: {
        conditions: [
          { operator: 'string_contains', filteredColumn: { columnId: 'FINAL_PAGE_URL' }, arg: 'https://' },
        ],
      },
      sortBy: [{ columnIndex: 2, sortDesc: true }],
      totals: [{ columnIndex: 2, aggregateFunction: 'sum' }],
    };
    const answer = timed('MOCK_SCALE=large pages: filter+group+aggregate+sort+totals', () =>
      queryGrid(db, 'pages', request),
    );
    const pages = queryGrid(db, 'pages', { size: 10 }).metadata.pagination.totalCount;
    expect(pages).toBeGreaterThanOrEqual(LARGE_RUN_PAGES);
    expect(answer.metadata.headers[2]!.totals).toEqual([{ aggregateFunction: 'sum', value: pages }]);
    const counts = answer.rows.map((row) => row[2] as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(LARGE_RUN_PAGES * 0.9);
  });
});
