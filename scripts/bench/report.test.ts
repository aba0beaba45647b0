// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import { figuresOf } from './figures';
import { benchmarksMarkdown } from './report';
import { quantile, ratioTo, spread } from './stats';
import { appTable, benchResult, flat, lighthousePage, memoryFigure } from './test-result';

const unmet = (checks: ReturnType<typeof checkBudgets>) =>
  checks.filter((check) => !check.met).map((check) => check.budget);

describe('benchmark budgets (issue 20)', () => {
  it('marks every budget met when the figures are within them', () => {
    expect(unmet(checkBudgets(benchResult()))).toEqual([]);
  });

  it('names each budget a figure breaks', () => {
    const base = benchResult();
    const committed = figuresOf(base);
    const firstRowKB = base.bundle!.firstRow!.gzipKB;
    const checks = checkBudgets(
      benchResult({
        bundle: {
          ...base.bundle!,
          initialJsGzipKB: 131,
          firstRow: { ...base.bundle!.firstRow!, gzipKB: 300 },
        },
        pagesTable: appTable({ rows: 201, frame: 12.1, longTasks: 1 }),
        gridTable: appTable({ dataToRows: 151 }),
        chart: { ...base.chart!, renderMs: flat(151) },
        engineMs: [101, 90],
        lighthouse: {
          reference: base.lighthouse!.reference,
          pages: [
            lighthousePage('desktop', { score: 94, tbt: 101 }),
            lighthousePage('mobile', { score: 89, tbt: 401, lcp: 1251 }),
          ],
        },
        memory: memoryFigure({ heapEndMB: 22.1, nodesEnd: 1401, detachedEnd: 101 }),
        home: { audits: 5_000, dataToFirstSectionMs: flat(601), callsMax: 41 },
      }),
      committed,
    );
    expect(unmet(checks)).toEqual([
      'Initial JS ≤ 130 KB gzip',
      `Fetched before the first row of /audits (production server) ≤ 5 % above the committed ${firstRowKB} KB gzip (${+(firstRowKB * 1.05).toFixed(1)} KB)`,
      'Pages table: ≤ 200 rows in the DOM',
      'Pages table: sweep median frame ≤ 12 ms',
      'Pages table: no long task over 50 ms during the sweep',
      'Grid table: data arrived → first rows ≤ 150 ms (median)',
      'Trend chart: 5,000 points painted ≤ 150 ms (median)',
      'Grid engine: filter + group + aggregate + sort + total of 1,000,000 rows ≤ 100 ms',
      'Lighthouse desktop, Audits: score ≥ 95 (median)',
      'Lighthouse desktop, Audits: TBT ≤ 100 ms (median)',
      "Lighthouse mobile, Audits: LCP ≤ 2.5× the minimal page's (medians, same run)",
      'Lighthouse mobile, Audits: score ≥ 90 (median)',
      'Lighthouse mobile, Audits: TBT ≤ 400 ms (median)',
      'Home, 5,000 audits: data arrived → first section ≤ 600 ms (median)',
      'Home, 5,000 audits: ≤ 40 calls to the service',
      'Memory: heap after 234 route changes within 10 % of the heap after the first walk (after GC)',
      'Memory: DOM nodes grow by ≤ 100 (after GC; nodes of every document, attached or not)',
      'Memory: detached DOM nodes grow by ≤ 100 (after GC)',
    ]);
  });

  it('holds the budgets at their limits, and fails a walk whose routes did not all open', () => {
    const base = benchResult();
    const atLimits = benchResult({
      pagesTable: appTable({ dataToRows: 150, frame: 12 }),
      engineMs: [100, 100],
      lighthouse: {
        reference: base.lighthouse!.reference,
        pages: [
          lighthousePage('desktop', { score: 95, tbt: 100 }),
          lighthousePage('mobile', { score: 90, tbt: 400, lcp: 1250 }),
        ],
      },
      memory: memoryFigure({ heapEndMB: 22, nodesEnd: 1400, detachedEnd: 100 }),
      bundle: {
        ...base.bundle!,
        firstRow: { ...base.bundle!.firstRow!, gzipKB: +(base.bundle!.firstRow!.gzipKB * 1.05).toFixed(1) },
      },
    });
    expect(unmet(checkBudgets(atLimits, figuresOf(base)))).toEqual([]);
    const stuck = { ...memoryFigure(), failedRoutes: ['run-cookies: Timeout 20000ms exceeded.'] };
    expect(unmet(checkBudgets(benchResult({ memory: stuck })))).toEqual([
      'Memory: every route of the walk shows its heading',
    ]);
  });

  it('checks only the sections that were measured', () => {
    const onlyEngine = benchResult({ engineMs: [120, 90] });
    for (const key of [
      'bundle',
      'pagesTable',
      'gridTable',
      'naiveVsVirtual',
      'chart',
      'lighthouse',
      'memory',
      'home',
      'runDiff',
    ] as const)
      delete onlyEngine[key];
    expect(checkBudgets(onlyEngine).map((check) => check.budget)).toEqual([
      'Grid engine: filter + group + aggregate + sort + total of 1,000,000 rows ≤ 100 ms',
      'Grid engine: filter + sort 1,000,000 rows (page of 100) ≤ 100 ms',
    ]);
  });
});

describe('docs/benchmarks.md', () => {
  it('writes each budget with its verdict, the references and the ratios', () => {
    const result = benchResult();
    const checks = checkBudgets(
      benchResult({
        lighthouse: { ...result.lighthouse!, pages: [lighthousePage('mobile', { score: 60, tbt: 1800 })] },
      }),
    );
    const markdown = benchmarksMarkdown(result, checks, '## Method');
    expect(markdown).toContain('| Lighthouse mobile, Audits: score ≥ 90 (median) | 60 | **no** |');
    expect(markdown).toContain('| Initial JS ≤ 130 KB gzip | 120 KB | yes |');
    expect(markdown).toContain('first render **20×**');
    expect(markdown).toContain('chart ÷ reference **2×**');
    expect(markdown).toContain('recharts alone: 100 ms (min 100, max 100), the least');
    expect(markdown).toContain('| desktop | minimal page | 100 (min 100, max 100) |');
    expect(markdown).toContain('| 400 ms | 0.97× / 0.2× / 2× |');
    expect(markdown).toContain('| desktop | Audits | Script Evaluation 150 ms | index-abc.js 120 ms |');
    expect(markdown).toContain('| at the end (234 changes) | 20 MB | 1300 |');
    expect(markdown).toContain('Test CPU, 2 cores');
    expect(markdown).toContain('## Method');
  });

  it('leaves out the sections a run did not measure', () => {
    const result = benchResult();
    delete result.lighthouse;
    delete result.memory;
    const markdown = benchmarksMarkdown(result, checkBudgets(result), '');
    expect(markdown).not.toContain('## Lighthouse');
    expect(markdown).not.toContain('## Memory');
    expect(markdown).toContain('## Trend chart');
  });
});

describe('statistics', () => {
  it('takes the median, p95, min and max of runs', () => {
    const values = [5, 1, 4, 2, 3];
    expect(quantile(values, 0.5)).toBe(3);
    expect(quantile([...Array(100).keys()], 0.95)).toBe(94);
    expect(spread(values)).toEqual({ median: 3, min: 1, max: 5, runs: 5 });
  });

  it('divides by a reference only when the reference is large enough', () => {
    expect(ratioTo(300, 120)).toBe(2.5);
    expect(ratioTo(196, 9897.8)).toBe(0.0198);
    expect(ratioTo(40, 0, 1)).toBeNull();
    expect(ratioTo(40, 0.5, 1)).toBeNull();
    expect(ratioTo(Number.NaN, 10)).toBeNull();
  });
});
