// docs/benchmarks.md: the figures, their references and ratios, the machine, each budget met or not.
import type { BudgetCheck } from './budgets';
import type { LighthouseFigure, LighthousePageFigure } from './lighthouse';
import type { HomeFigure } from './home';
import type { LibraryFigure } from './library';
import type { AppTableFigure, BenchResult } from './result';
import type { HarnessTableFigure } from './scenarios';
import type { Spread } from './stats';
import { QUIET_TIMEOUT_MS } from './memory';

const ms = (value: number) => `${value} ms`;
const count = (value: number) => value.toLocaleString('en-US');
const spreadText = (value: Spread, unit = ' ms') =>
  `${value.median}${unit} (min ${value.min}, max ${value.max})`;
const times = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : `${value}×`);
const rows = (lines: ReadonlyArray<readonly string[]>) =>
  lines.map((line) => `| ${line.join(' | ')} |`).join('\n');
const table = (head: readonly string[], lines: ReadonlyArray<readonly string[]>) =>
  `${rows([head, head.map(() => '---')])}\n${rows(lines)}`;

function bundleSection(bundle: NonNullable<BenchResult['bundle']>): string {
  const first = bundle.firstRow;
  return `## Bundle (production build, gzip)

${table(
  ['what', 'size'],
  [
    [
      'initial JS (the entry, the app module it imports, their static imports)',
      `${bundle.initialJsGzipKB} KB in ${bundle.initialChunks} chunks`,
    ],
    ['initial CSS', `${bundle.initialCssGzipKB} KB`],
    [
      'largest lazy chunk',
      `${bundle.largestRouteChunk?.gzipKB ?? 0} KB (${bundle.largestRouteChunk?.name ?? '—'})`,
    ],
    ['embedded mock (lazy, embedded mode only)', `${bundle.mockChunkGzipKB ?? 0} KB`],
    ...(first
      ? [
          [
            `fetched before the first row of \`${first.path}\` (production server, ${first.requests} requests, row at ${ms(first.firstRowMs)})`,
            `${first.gzipKB} KB: ${Object.entries(first.byKind)
              .filter(([, size]) => size > 0)
              .map(([kind, size]) => `${kind} ${size}`)
              .join(', ')}`,
          ],
        ]
      : []),
  ],
)}
`;
}

function appTableSection(title: string, figure: AppTableFigure): string {
  return `${title}

${table(
  ['figure', 'value', '÷ naive table'],
  [
    [
      'navigation → first rows',
      spreadText(figure.navigationToRowsMs),
      times(figure.ratioToNaive.navigationToRows),
    ],
    ['data arrived → first rows', spreadText(figure.dataToRowsMs), times(figure.ratioToNaive.dataToRows)],
    ['rows in the DOM (max)', String(figure.rowsInDomMax), '—'],
    [
      'sweep: median frame',
      spreadText(figure.sweep.medianFrameMs),
      times(figure.ratioToNaive.sweepMedianFrame),
    ],
    ['sweep: p95 frame', spreadText(figure.sweep.p95FrameMs), times(figure.ratioToNaive.sweepP95Frame)],
    [
      'sweep: long tasks > 50 ms (max per run)',
      `${figure.sweep.longTasksMax} (longest ${ms(figure.sweep.longestTaskMs)})`,
      '—',
    ],
  ],
)}
`;
}

function harnessSection(versus: NonNullable<BenchResult['naiveVsVirtual']>): string {
  const line = (name: string, figure: HarnessTableFigure) => [
    name,
    spreadText(figure.firstRenderMs),
    spreadText(figure.sweep.medianFrameMs),
    spreadText(figure.sweep.p95FrameMs),
    String(figure.sweep.longTasksMax),
    String(figure.rowsInDomMax),
  ];
  return `## Shared DataTable versus a naive table (${count(versus.rows)} rows, same columns)

The naive table is the tables' reference: app figures above are also given as ratios to its first render and sweep frames.

${table(
  ['table', 'first render', 'sweep median frame', 'sweep p95 frame', 'long tasks', 'rows in DOM'],
  [line('shared DataTable (virtualized)', versus.virtual), line('naive TanStack table', versus.naive)],
)}

Naive ÷ virtualized: first render **${versus.ratio.firstRender}×**, sweep median frame **${versus.ratio.sweepMedianFrame}×**, sweep p95 frame **${versus.ratio.sweepP95Frame}×**.
`;
}

const shortUrl = (url: string) => {
  const last = url.split('?')[0]!.split('/').filter(Boolean).at(-1);
  return last && url.startsWith('http') ? last : url;
};

function lighthouseSection(result: NonNullable<BenchResult['lighthouse']>): string {
  const line = (figure: LighthouseFigure, ratio?: LighthousePageFigure['ratio']) => [
    figure.preset,
    figure.name,
    spreadText(figure.score, ''),
    spreadText(figure.tbtMs),
    spreadText(figure.lcpMs),
    ms(figure.mainThreadMs.median),
    ratio ? `${times(ratio.score)} / ${times(ratio.tbt)} / ${times(ratio.lcp)}` : 'reference',
  ];
  const all = [...result.reference, ...result.pages];
  const byPreset = (preset: string) => [
    ...result.reference.filter((figure) => figure.preset === preset).map((figure) => line(figure)),
    ...result.pages.filter((figure) => figure.preset === preset).map((figure) => line(figure, figure.ratio)),
  ];
  return `## Lighthouse (performance; desktop preset and default mobile preset)

${table(['preset', 'page', 'score', 'TBT', 'LCP', 'main thread', '÷ minimal page (score / TBT ÷ its main thread / LCP)'], [...byPreset('desktop'), ...byPreset('mobile')])}

Lighthouse's machine estimate (benchmarkIndex, median of the app's runs): ${result.pages[0]?.benchmarkIndex.median ?? '—'}.

### Main-thread costs (Lighthouse \`mainthread-work-breakdown\` and \`bootup-time\`, the run with the median TBT)

${table(
  ['preset', 'page', 'main thread by kind of work', 'scripts by main-thread time'],
  all.map((figure) => [
    figure.preset,
    figure.name,
    figure.diagnostics.mainThread
      .slice(0, 4)
      .map((item) => `${item.group} ${ms(item.ms)}`)
      .join(', '),
    figure.diagnostics.bootup
      .slice(0, 3)
      .map((item) => `${shortUrl(item.url)} ${ms(item.totalMs)}`)
      .join(', ') || '—',
  ]),
)}

The JSON (docs/benchmarks.json) has the top ten of each.
`;
}

function memorySection(memory: NonNullable<BenchResult['memory']>): string {
  const { afterFirstWalk: first, end } = memory;
  const detached = (value: number | null) => (value === null ? '—' : String(value));
  return `## Memory (a tab left open: the e2e route catalogue, walked in the app)

${memory.routes} signed-in routes per walk, ${memory.walks} walks, ${memory.routeChanges} route changes in ${memory.seconds} s; figures after forced garbage collection.

${table(
  ['when', 'JS heap', 'DOM nodes', 'detached nodes', 'documents', 'listeners'],
  [
    [
      `after the first walk (${first.routeChanges} changes)`,
      `${first.heapUsedMB} MB`,
      String(first.nodes),
      detached(first.detachedNodes),
      String(first.documents),
      String(first.listeners),
    ],
    [
      `at the end (${end.routeChanges} changes)`,
      `${end.heapUsedMB} MB`,
      String(end.nodes),
      detached(end.detachedNodes),
      String(end.documents),
      String(end.listeners),
    ],
  ],
)}

Heap growth: **${memory.heapGrowthPct} %**.${memory.failedRoutes.length ? ` Routes that did not show their heading: ${memory.failedRoutes.join('; ')}.` : ''}${memory.restlessRoutes.length ? ` Routes still loading after ${QUIET_TIMEOUT_MS / 1000} s: ${memory.restlessRoutes.join(', ')}.` : ''}
`;
}

function chartSection(chart: NonNullable<BenchResult['chart']>): string {
  const injected = chart.injectedSlowdown
    ? `\n\n**Slowed on purpose by ${chart.injectedSlowdown * 100} % (\`--inject-slowdown\`: ${chart.injectedMs ?? '—'} ms of work a render): not a real run.**`
    : '';
  const line = (name: string, times: { renderMs: Spread; workMs: Spread }) => [
    name,
    spreadText(times.workMs),
    spreadText(times.renderMs),
  ];
  return `## Trend chart

${count(chart.points)} points, two series: main-thread work from the render call to the painted line, and the time to painted (frame pacing rounds it up to whole frames). The reference is ${chart.reference.name}, drawing the points the chart draws (no axes, grid or tooltip): the least any chart drawn by recharts takes here.

${table(
  ['case', 'main-thread work', 'render → painted'],
  [
    line('TrendChart', chart),
    line(`${chart.reference.name} (reference)`, chart.reference),
    line(`${chart.polylines.name}, all points, no chart library`, chart.polylines),
  ],
)}

Chart ÷ reference, main-thread work: **${times(chart.ratio)}** (median of the rounds' ratios${chart.ratios ? `, ${chart.ratios.min}–${chart.ratios.max}` : ''}); time to painted: ${chart.paintedRatios ? `${chart.paintedRatios.median}× (${chart.paintedRatios.min}–${chart.paintedRatios.max})` : '—'}.${injected}
`;
}

const pairedText = (ratio: { median: number; min: number; max: number } | null) =>
  ratio ? `**${ratio.median}×** (${ratio.min}–${ratio.max})` : '—';

function homeSection(home: HomeFigure): string {
  return `## Home on 26, 5,000 and 50,000 audits

The demo account, \`MOCK_SCENARIO=large-account\` (5,000 audits in 300 sub-folders) and \`MOCK_SCENARIO=huge-account\` (50,000 audits in 3,000 sub-folders, every one run in the last 7 days), each on its own stub server behind the production server; period of 7 days, a fresh tab each visit, the three accounts in turn each round. Settled: navigation → every section drawn, and no change still being compared. Bytes: the visit with the median bytes; calls, heap and longest task: the most of any visit.

${table(
  ['account', 'settled', 'checked', 'calls', 'over the wire', 'unpacked', 'JS heap', 'longest task'],
  home.accounts.map((figure) => [
    `${count(figure.audits)} audits`,
    spreadText(figure.settledMs),
    figure.checked === null ? '—' : count(figure.checked),
    String(figure.callsMax),
    `${figure.wireKB} KB`,
    `${figure.unpackedKB} KB`,
    `${figure.heapMB} MB`,
    `${figure.longestTaskMs} ms`,
  ]),
)}

Settled, per round: 5,000 ÷ 26 audits ${pairedText(home.ratios.largeToDemo)}; 50,000 ÷ 5,000 audits ${pairedText(home.ratios.hugeToLarge)}. The longest task's reference, ${home.reference.name} in the same browser: ${spreadText(home.reference.renderMs)}.
`;
}

function librarySection(library: LibraryFigure): string {
  return `## /audits and Ctrl+K on 26 and 50,000 audits

Each behind the production server, a fresh tab each visit: navigation → the library's first row; the search typed (a seeded audit's whole name) → the library lists only that audit; then, in another fresh tab on /settings/webhooks (which reads no audit), Ctrl+K → the palette lists that audit. Bytes and calls: the library visit with the median bytes.

${table(
  [
    'account',
    'first row',
    'search → answer',
    'Ctrl+K → match',
    'longest task',
    'over the wire',
    'unpacked',
    'calls',
  ],
  library.accounts.map((figure) => [
    `${count(figure.audits)} audits`,
    spreadText(figure.firstRowMs),
    spreadText(figure.searchMs),
    spreadText(figure.paletteMs),
    `${figure.longestTaskMs} ms`,
    `${figure.wireKB} KB`,
    `${figure.unpackedKB} KB`,
    String(figure.calls),
  ]),
)}

50,000 ÷ 26 audits, per round: first row ${pairedText(library.ratios.firstRow)}, search ${pairedText(library.ratios.search)}, Ctrl+K ${pairedText(library.ratios.palette)}. The longest task's reference, ${library.reference.name}: ${spreadText(library.reference.renderMs)}.
`;
}

function nodeSections(result: BenchResult): string {
  const parts: string[] = [];
  if (result.gridEngine)
    parts.push(`## Grid engine (mock, Node)

${table(
  ['rows', 'filter + group + aggregate + sort + total', 'filter + sort rows (page of 100)', 'groups'],
  result.gridEngine.map((figure) => [
    count(figure.rows),
    spreadText(figure.grouped),
    spreadText(figure.rowSort),
    String(figure.groups),
  ]),
)}
`);
  if (result.runDiff)
    parts.push(`## Run comparison (client)

Two runs of ${count(result.runDiff.pages)} pages (5% new, 5% removed, every 7th page in another load-time band): diff, transition counts and one transition filter ${spreadText(result.runDiff.ms)}.
`);
  if (result.nodeReference)
    parts.push(
      `Reference of the Node figures (${result.nodeReference.name}): ${spreadText(result.nodeReference.ms)}.\n`,
    );
  return parts.join('\n');
}

/** docs/benchmarks.md: the figures, the machine, the date, each budget met or not. */
export function benchmarksMarkdown(
  result: BenchResult,
  checks: readonly BudgetCheck[],
  notes: string,
): string {
  const { machine } = result;
  const parts = [
    `# Benchmarks

Generated by \`npm run bench\` on ${result.date}. Each browser figure is the median of ${result.runsPerFigure} runs, with min and max, and where it has one, its ratio to a reference measured in the same run on the same machine (see Method). \`npm run bench -- --check\` compares a new run with docs/benchmarks.json.

**Machine:** ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB RAM, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}; load average ${machine.loadAverage} when the run started.

## Budgets

${table(
  ['budget', 'measured', 'met'],
  checks.map((check) => [check.budget, check.measured, check.met ? 'yes' : '**no**']),
)}
`,
  ];
  if (result.bundle) parts.push(bundleSection(result.bundle));
  if (result.pagesTable || result.gridTable)
    parts.push('## Large tables in the app (stub server, MOCK_SCALE=large)\n');
  if (result.pagesTable)
    parts.push(
      appTableSection(
        `Pages of a run: \`${result.pagesTable.path}\` (${count(result.pagesTable.totalRows)} pages, 500 per page).`,
        result.pagesTable,
      ),
    );
  if (result.gridTable)
    parts.push(
      appTableSection(
        `Grid: \`${decodeURIComponent(result.gridTable.path)}\` (${count(result.gridTable.totalRows)} rows, 500 per page).`,
        result.gridTable,
      ),
    );
  if (result.naiveVsVirtual) parts.push(harnessSection(result.naiveVsVirtual));
  if (result.chart) parts.push(chartSection(result.chart));
  if (result.lighthouse) parts.push(lighthouseSection(result.lighthouse));
  if (result.memory) parts.push(memorySection(result.memory));
  if (result.home) parts.push(homeSection(result.home));
  if (result.library) parts.push(librarySection(result.library));
  parts.push(nodeSections(result), notes);
  return `${parts.filter(Boolean).join('\n')}\n`;
}
