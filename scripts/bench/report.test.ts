// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import { figuresOf } from './figures';
import { benchmarksMarkdown } from './report';
import { pairedRatios, quantile, ratioOfMedians, ratioTo, spread, type Spread } from './stats';
import {
  appTable,
  benchResult,
  flat,
  homeFigure,
  libraryFigure,
  lighthousePage,
  memoryFigure,
} from './test-result';

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
        pagesTable: appTable({ rows: 201, frame: 8.1, longestTask: 33 }),
        gridTable: appTable({ dataToRows: 101 }),
        chart: { ...base.chart!, workMs: flat(201), ratio: 2.01 },
        engineMs: [101, 90],
        lighthouse: {
          reference: base.lighthouse!.reference,
          pages: [
            { ...lighthousePage('desktop', { score: 50, tbt: 2000 }), mainThreadMs: flat(8001) },
            lighthousePage('mobile', { score: 50, tbt: 300, lcp: 1501 }),
          ],
        },
        memory: memoryFigure({ heapEndMB: 22.1, nodesEnd: 1401, detachedEnd: 101 }),
        home: homeFigure({
          large: 4001,
          calls: 41,
          hugeWireKB: 2561,
          heapMB: 151,
          longestTask: 176,
          checked: 49_999,
        }),
        library: libraryFigure({ hugeFirstRow: 2001 }),
      }),
      committed,
    );
    expect(unmet(checks)).toEqual([
      'Initial JS ≤ 130 KB gzip',
      `Fetched before the first row of /audits (production server) ≤ 5 % above the committed ${firstRowKB} KB gzip (${+(firstRowKB * 1.05).toFixed(1)} KB)`,
      'Pages table: ≤ 200 rows in the DOM',
      "Pages table: sweep median frame ≤ 0.1× the naive table's median sweep frame",
      "Pages table: longest task of the sweep ≤ 0.4× the naive table's median sweep frame",
      "Grid table: data arrived → first rows ≤ 0.05× the naive table's first render",
      'Trend chart: 5,000 points, main-thread work to painted ≤ 2× recharts alone (same run)',
      'Grid engine: filter + group + aggregate + sort + total of 1,000,000 rows ≤ 1× sorting 1,000,000 seeded numbers',
      "Lighthouse desktop, Audits: main-thread work ≤ 20× the minimal page's",
      "Lighthouse mobile, Audits: LCP ≤ 3× the minimal page's LCP",
      "Home, 5,000 audits: navigation → every section settled ≤ 2× the demo account's (26 audits, same round)",
      'Home, 5,000 audits: ≤ 40 calls to the service',
      'Home, 50,000 audits: every audit checked',
      'Home, 50,000 audits: ≤ 40 calls to the service',
      'Home, 50,000 audits: ≤ 2,560 KB over the wire',
      'Home, 50,000 audits: JS heap ≤ 150 MB',
      "Home, 50,000 audits: longest main-thread task ≤ 0.035× the naive table's first render (same browser)",
      "/audits: navigation → first row, 50,000 audits ≤ 2× the demo account's (26 audits, same round)",
      'Memory: heap after 234 route changes within 10 % of the heap after the first walk (after GC)',
      'Memory: DOM nodes grow by ≤ 100 (after GC; nodes of every document, attached or not)',
      'Memory: detached DOM nodes grow by ≤ 100 (after GC)',
    ]);
  });

  it('holds no time to milliseconds: a host twice as slow meets every budget', () => {
    const base = benchResult();
    const slower = (value: Spread) => flat(value.median * 2);
    const twiceAsSlow = benchResult({
      pagesTable: appTable({ dataToRows: 160, frame: 14 }),
      gridTable: appTable({ dataToRows: 160, frame: 14 }),
      naiveVsVirtual: {
        ...base.naiveVsVirtual!,
        naive: {
          ...base.naiveVsVirtual!.naive,
          firstRenderMs: flat(4000),
          sweep: { ...base.naiveVsVirtual!.naive.sweep, medianFrameMs: flat(160) },
        },
      },
      chart: {
        ...base.chart!,
        workMs: slower(base.chart!.workMs),
        reference: { ...base.chart!.reference, workMs: slower(base.chart!.reference.workMs) },
      },
      engineMs: [160, 180],
      nodeReference: { ...base.nodeReference!, ms: flat(200) },
      home: homeFigure({ demo: 4000, large: 6000, huge: 12_000, reference: 10_000, longestTask: 300 }),
      library: libraryFigure({ scale: 2 }),
    });
    expect(unmet(checkBudgets(twiceAsSlow, figuresOf(base)))).toEqual([]);
  });

  it('holds the budgets at their limits, and fails a walk whose routes did not all open', () => {
    const base = benchResult();
    const atLimits = benchResult({
      pagesTable: appTable({ dataToRows: 100, frame: 8, longestTask: 32 }),
      engineMs: [100, 100],
      lighthouse: {
        reference: base.lighthouse!.reference,
        pages: [
          { ...lighthousePage('desktop', { score: 50, tbt: 5000 }), mainThreadMs: flat(8000) },
          lighthousePage('mobile', { score: 50, tbt: 5000, lcp: 1500 }),
        ],
      },
      home: homeFigure({
        large: 4000,
        huge: 12_000,
        calls: 40,
        hugeWireKB: 2560,
        heapMB: 150,
        longestTask: 175,
      }),
      library: libraryFigure({ hugeFirstRow: 2000, longestTask: 175 }),
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
      'library',
      'runDiff',
    ] as const)
      delete onlyEngine[key];
    expect(checkBudgets(onlyEngine).map((check) => check.budget)).toEqual([
      'Grid engine: filter + group + aggregate + sort + total of 1,000,000 rows ≤ 1× sorting 1,000,000 seeded numbers',
      'Grid engine: filter + sort 1,000,000 rows (page of 100) ≤ 1× sorting 1,000,000 seeded numbers',
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
    expect(markdown).toContain(
      "| Lighthouse mobile, Audits: main-thread work ≤ 20× the minimal page's | 1× (400 ms ÷ 400 ms) | yes |",
    );
    expect(markdown).toContain('| Initial JS ≤ 130 KB gzip | 120 KB | yes |');
    expect(markdown).toContain('first render **20×**');
    expect(markdown).toContain('Chart ÷ reference, main-thread work: **1.2×**');
    expect(markdown).toContain('| TrendChart | 120 ms (min 120, max 120) | 150 ms (min 150, max 150) |');
    expect(markdown).toContain(
      '| 50,000 audits | 6000 ms (min 6000, max 6000) | 50,000 | 30 | 2000 KB | 16000 KB | 100 MB | 150 ms |',
    );
    expect(markdown).toContain('5,000 ÷ 26 audits **1.5×** (1.5–1.5); 50,000 ÷ 5,000 audits **2×** (2–2)');
    expect(markdown).toContain('first row **1.5×** (1.5–1.5), search **1.5×**');
    expect(markdown).toContain('| desktop | minimal page | 100 (min 100, max 100) |');
    expect(markdown).toContain('| 400 ms | 0.97× / 0.1× / 2× |');
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

  it('pairs each run with its reference’s run of the same round', () => {
    expect(pairedRatios([200, 110, 300, 100, 330], [100, 100, 150, 100, 100])).toEqual({
      median: 2,
      min: 1,
      max: 3.3,
      runs: 5,
      p25: 1.1,
      p75: 2,
    });
    expect(pairedRatios([40, 50], [0, 100], 1)).toMatchObject({ median: 0.5, min: 0.5, max: 0.5, runs: 1 });
    expect(pairedRatios([40], [0], 1)).toBeNull();
  });

  it('divides a case’s runs by its reference’s median where runs vary each on its own', () => {
    expect(ratioOfMedians([30, 32, 31, 40, 29], [20, 25, 19, 21, 20])).toEqual({
      median: 1.55,
      min: 1.45,
      max: 2,
      runs: 5,
      p25: 1.5,
      p75: 1.6,
    });
    expect(ratioOfMedians([30], [0])).toBeNull();
  });

  it('divides by a reference only when the reference is large enough', () => {
    expect(ratioTo(300, 120)).toBe(2.5);
    expect(ratioTo(196, 9897.8)).toBe(0.0198);
    expect(ratioTo(40, 0, 1)).toBeNull();
    expect(ratioTo(40, 0.5, 1)).toBeNull();
    expect(ratioTo(Number.NaN, 10)).toBeNull();
  });
});
