// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchmarksMarkdown, checkBudgets, type BenchResult } from './report';
import { quantile, spread } from './stats';

const flat = (value: number) => spread([value]);
const table = (
  overrides: { rows?: number; dataToRows?: number; frame?: number; longTasks?: number } = {},
) => ({
  path: '/audits/1/runs/2/pages?size=500',
  totalRows: 100_000,
  navigationToRowsMs: flat(900),
  dataToRowsMs: flat(overrides.dataToRows ?? 120),
  rowsInDomMax: overrides.rows ?? 30,
  sweep: {
    medianFrameMs: flat(overrides.frame ?? 9),
    p95FrameMs: flat(14),
    longTasksMax: overrides.longTasks ?? 0,
    longestTaskMs: 0,
  },
});
const harness = (firstRender: number, frame: number, rows: number) => ({
  firstRenderMs: flat(firstRender),
  rowsInDomMax: rows,
  sweep: { medianFrameMs: flat(frame), p95FrameMs: flat(frame * 2), longTasksMax: 0, longestTaskMs: 0 },
});

function result(overrides: Partial<BenchResult> = {}): BenchResult {
  return {
    date: '2026-11-23',
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      memoryGB: 8,
      os: 'Linux',
      node: '24',
      chromium: '156',
      loadAverage: 0.2,
    },
    runsPerFigure: 1,
    bundle: {
      initialJsGzipKB: 160,
      initialCssGzipKB: 30,
      initialChunks: 5,
      largestRouteChunk: { name: 'exceljs.min', gzipKB: 240 },
      mockChunkGzipKB: 400,
      budgets: { initialJsKB: 170, routeChunkKB: 250 },
    },
    pagesTable: table(),
    gridTable: table(),
    gridEngine: [{ rows: 100_000, groups: 16, grouped: flat(40), rowSort: flat(90) }],
    chart: { points: 5000, renderMs: flat(120) },
    runDiff: { pages: 10_000, ms: flat(20) },
    lighthouse: [{ path: '/audits', score: flat(97), metrics: {} }],
    naiveVsVirtual: {
      rows: 10_000,
      virtual: harness(100, 8, 30),
      naive: harness(2000, 80, 10_000),
      ratio: { firstRender: 20, sweepMedianFrame: 10, sweepP95Frame: 10 },
    },
    ...overrides,
  };
}

const unmet = (checks: ReturnType<typeof checkBudgets>) =>
  checks.filter((check) => !check.met).map((c) => c.budget);

describe('benchmark budgets', () => {
  it('marks every budget met when the figures are within them', () => {
    expect(unmet(checkBudgets(result()))).toEqual([]);
  });

  it('names each budget a figure breaks', () => {
    const checks = checkBudgets(
      result({
        bundle: { ...result().bundle, initialJsGzipKB: 171 },
        pagesTable: table({ rows: 201, frame: 17, longTasks: 1 }),
        gridTable: table({ dataToRows: 1001 }),
        gridEngine: [{ rows: 100_000, groups: 16, grouped: flat(101), rowSort: flat(90) }],
        lighthouse: [{ path: '/audits', score: flat(94), metrics: {} }],
      }),
    );
    expect(unmet(checks)).toEqual([
      'Initial JS ≤ 170 KB gzip',
      'Pages table: ≤ 200 rows in the DOM',
      'Pages table: sweep median frame ≤ 16.7 ms',
      'Pages table: no long task over 50 ms during the sweep',
      'Grid table: first rows ≤ 1 s after the data arrive (median)',
      'Grid engine: filter + group + aggregate + sort + total of 100,000 rows ≤ 100 ms',
      'Lighthouse performance ≥ 95 on /audits (median)',
    ]);
  });

  it('writes each budget with its verdict and the naive-table ratio into the document', () => {
    const checks = checkBudgets(result({ lighthouse: [{ path: '/audits', score: flat(90), metrics: {} }] }));
    const markdown = benchmarksMarkdown(result(), checks, '## Method');
    expect(markdown).toContain('| Lighthouse performance ≥ 95 on /audits (median) | 90 | **no** |');
    expect(markdown).toContain('| Initial JS ≤ 170 KB gzip | 160 KB | yes |');
    expect(markdown).toContain('first render **20×**');
    expect(markdown).toContain('Test CPU, 2 cores');
  });
});

describe('statistics', () => {
  it('takes the median, p95, min and max of runs', () => {
    const values = [5, 1, 4, 2, 3];
    expect(quantile(values, 0.5)).toBe(3);
    expect(quantile([...Array(100).keys()], 0.95)).toBe(94);
    expect(spread(values)).toEqual({ median: 3, min: 1, max: 5, runs: 5 });
  });
});
