// The benchmark's result: one JSON object, the budgets it is held to, and docs/benchmarks.md.
import type { BundleReport } from '../bundle-report';
import type { EngineFigure } from './engine';
import type { LighthouseFigure } from './lighthouse';
import type { HarnessTableFigure, TableFigure } from './scenarios';
import type { Spread } from './stats';

/** Everything one `npm run bench` measured. */
export interface BenchResult {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGB: number;
    os: string;
    node: string;
    chromium: string;
    /** 1-minute load average when the run started: other work on the machine skews the figures. */
    loadAverage: number;
  };
  runsPerFigure: number;
  bundle: Omit<BundleReport, 'failures'>;
  pagesTable: TableFigure & { totalRows: number };
  gridTable: TableFigure & { totalRows: number };
  gridEngine: EngineFigure[];
  chart: { points: number; renderMs: Spread };
  /** The client-side run comparison: diff, transition counts and a filter over two runs. */
  runDiff: { pages: number; ms: Spread };
  lighthouse: LighthouseFigure[];
  naiveVsVirtual: {
    rows: number;
    virtual: HarnessTableFigure;
    naive: HarnessTableFigure;
    /** naive ÷ virtual: how many times slower the naive table is. */
    ratio: { firstRender: number; sweepMedianFrame: number; sweepP95Frame: number };
  };
}

/** One budget: what it asks, what was measured, and whether it is met. */
export interface BudgetCheck {
  budget: string;
  measured: string;
  met: boolean;
}

const ms = (value: number) => `${value} ms`;

/** Hold the result to the budgets of issue 9. */
export function checkBudgets(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [
    {
      budget: 'Initial JS ≤ 170 KB gzip',
      measured: `${result.bundle.initialJsGzipKB} KB`,
      met: result.bundle.initialJsGzipKB <= 170,
    },
    {
      budget: 'No route chunk > 250 KB gzip',
      measured: `${result.bundle.largestRouteChunk?.gzipKB ?? 0} KB (${result.bundle.largestRouteChunk?.name ?? '—'})`,
      met: (result.bundle.largestRouteChunk?.gzipKB ?? 0) <= 250,
    },
  ];
  for (const [name, table] of [
    ['Pages table', result.pagesTable],
    ['Grid table', result.gridTable],
  ] as const) {
    checks.push(
      {
        budget: `${name}: ≤ 200 rows in the DOM`,
        measured: String(table.rowsInDomMax),
        met: table.rowsInDomMax <= 200,
      },
      {
        budget: `${name}: first rows ≤ 1 s after the data arrive (median)`,
        measured: ms(table.dataToRowsMs.median),
        met: table.dataToRowsMs.median <= 1000,
      },
      {
        budget: `${name}: sweep median frame ≤ 16.7 ms`,
        measured: ms(table.sweep.medianFrameMs.median),
        met: table.sweep.medianFrameMs.median <= 16.7,
      },
      {
        budget: `${name}: no long task over 50 ms during the sweep`,
        measured: `${table.sweep.longTasksMax} (longest ${ms(table.sweep.longestTaskMs)})`,
        met: table.sweep.longTasksMax === 0,
      },
    );
  }
  const engine100k = result.gridEngine.find((figure) => figure.rows === 100_000);
  if (engine100k)
    checks.push({
      budget: 'Grid engine: filter + group + aggregate + sort + total of 100,000 rows ≤ 100 ms',
      measured: ms(engine100k.grouped.median),
      met: engine100k.grouped.median <= 100,
    });
  checks.push({
    budget: `Run comparison: diff of two runs of ${result.runDiff.pages.toLocaleString('en-US')} pages ≤ 50 ms (no long task)`,
    measured: ms(result.runDiff.ms.median),
    met: result.runDiff.ms.median <= 50,
  });
  const audits = result.lighthouse.find((figure) => figure.path === '/audits');
  if (audits)
    checks.push({
      budget: 'Lighthouse performance ≥ 95 on /audits (median)',
      measured: String(audits.score.median),
      met: audits.score.median >= 95,
    });
  return checks;
}

const spreadText = (value: Spread, unit = ' ms') =>
  `${value.median}${unit} (min ${value.min}, max ${value.max})`;

function tableRows(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** docs/benchmarks.md: the figures, the machine, the date, each budget met or not. */
export function benchmarksMarkdown(
  result: BenchResult,
  checks: readonly BudgetCheck[],
  notes: string,
): string {
  const { machine } = result;
  const table = (figure: TableFigure & { totalRows: number }) => [
    [`navigation → first rows`, spreadText(figure.navigationToRowsMs)],
    [`data arrived → first rows`, spreadText(figure.dataToRowsMs)],
    [`rows in the DOM (max)`, String(figure.rowsInDomMax)],
    [`sweep: median frame`, spreadText(figure.sweep.medianFrameMs)],
    [`sweep: p95 frame`, spreadText(figure.sweep.p95FrameMs)],
    [
      `sweep: long tasks > 50 ms (max per run)`,
      `${figure.sweep.longTasksMax} (longest ${figure.sweep.longestTaskMs} ms)`,
    ],
  ];
  const harness = (figure: HarnessTableFigure) => [
    spreadText(figure.firstRenderMs),
    spreadText(figure.sweep.medianFrameMs),
    spreadText(figure.sweep.p95FrameMs),
    String(figure.sweep.longTasksMax),
    String(figure.rowsInDomMax),
  ];
  const { naiveVsVirtual: versus } = result;
  return `# Benchmarks

Generated by \`npm run bench\` on ${result.date}. Each figure is the median of ${result.runsPerFigure} runs, with min and max.
Re-run it to replace this file; the same figures are printed as one JSON object.

**Machine:** ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB RAM, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}; load average ${machine.loadAverage} when the run started.

## Budgets

| budget | measured | met |
| --- | --- | --- |
${tableRows(checks.map((check) => [check.budget, check.measured, check.met ? 'yes' : '**no**']))}

## Bundle (production build, gzip)

| what | size |
| --- | --- |
| initial JS (entry and its static imports) | ${result.bundle.initialJsGzipKB} KB in ${result.bundle.initialChunks} chunks |
| initial CSS | ${result.bundle.initialCssGzipKB} KB |
| largest lazy chunk | ${result.bundle.largestRouteChunk?.gzipKB ?? 0} KB (${result.bundle.largestRouteChunk?.name ?? '—'}) |
| embedded mock (lazy, embedded mode only) | ${result.bundle.mockChunkGzipKB ?? 0} KB |

## Large tables in the app (stub server, MOCK_SCALE=large)

Pages of a run: \`${result.pagesTable.path}\` (${result.pagesTable.totalRows.toLocaleString('en-US')} pages, 500 per page).

| figure | value |
| --- | --- |
${tableRows(table(result.pagesTable))}

Grid: \`${decodeURIComponent(result.gridTable.path)}\` (${result.gridTable.totalRows.toLocaleString('en-US')} rows, 500 per page).

| figure | value |
| --- | --- |
${tableRows(table(result.gridTable))}

## Shared DataTable versus a naive table (${versus.rows.toLocaleString('en-US')} rows, same columns)

| table | first render | sweep median frame | sweep p95 frame | long tasks | rows in DOM |
| --- | --- | --- | --- | --- | --- |
| shared DataTable (virtualized) | ${harness(versus.virtual).join(' | ')} |
| naive TanStack table | ${harness(versus.naive).join(' | ')} |

Naive ÷ virtualized: first render **${versus.ratio.firstRender}×**, sweep median frame **${versus.ratio.sweepMedianFrame}×**, sweep p95 frame **${versus.ratio.sweepP95Frame}×**.

## Grid engine (mock, Node)

| rows | filter + group + aggregate + sort + total | filter + sort rows (page of 100) | groups |
| --- | --- | --- | --- |
${tableRows(result.gridEngine.map((figure) => [figure.rows.toLocaleString('en-US'), spreadText(figure.grouped), spreadText(figure.rowSort), String(figure.groups)]))}

## Run comparison (client)

Two runs of ${result.runDiff.pages.toLocaleString('en-US')} pages (5% new, 5% removed, every 7th page in another load-time band): diff, transition counts and one transition filter ${spreadText(result.runDiff.ms)}.

## Trend chart

${result.chart.points.toLocaleString('en-US')} points, two series: render to painted line ${spreadText(result.chart.renderMs)}.

## Lighthouse (desktop preset, performance)

| route | score | FCP | LCP | TBT | CLS | Speed Index |
| --- | --- | --- | --- | --- | --- | --- |
${tableRows(
  result.lighthouse.map((figure) => [
    figure.path,
    spreadText(figure.score, ''),
    ms(Math.round(figure.metrics['first-contentful-paint'] ?? 0)),
    ms(Math.round(figure.metrics['largest-contentful-paint'] ?? 0)),
    ms(Math.round(figure.metrics['total-blocking-time'] ?? 0)),
    String(figure.metrics['cumulative-layout-shift'] ?? 0),
    ms(Math.round(figure.metrics['speed-index'] ?? 0)),
  ]),
)}

${notes}
`;
}
