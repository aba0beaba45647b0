// A result as a flat list of comparable figures: what `--check` compares with the committed run.
import type { AppTableFigure, BenchResult } from './result';
import type { HarnessTableFigure } from './scenarios';
import { ratioTo, type Spread } from './stats';

/** Units of a figure; each has a smallest difference worth flagging (see `NOISE_FLOOR`). */
export type Unit = 'ms' | 'KB' | 'score' | 'MB' | 'nodes';

/** One figure: its value, which way is better, and its ratio to a reference of the same run. */
export interface Figure {
  id: string;
  label: string;
  /** The median of the runs (or the one measurement of a deterministic figure). */
  value: number;
  /** The runs' lowest and highest values; absent where a figure is measured once. */
  spread?: Range;
  unit: Unit;
  better: 'lower' | 'higher';
  /** value ÷ the reference measured in the same run on the same machine; null when there is none. */
  ratio: number | null;
  reference?: string;
  /** The reference's own median and spread in this run: `--check` sees whether the reference moved. */
  referenceSpread?: Spread;
}

/** The lowest and highest of a figure's runs. */
export interface Range {
  min: number;
  max: number;
}

/** The reference a figure is divided by: its name, its spread, and the ratio (null when none). */
interface Against {
  name: string;
  spread?: Spread;
  ratio: number | null;
}

/** A figure where lower is better, from a spread of runs (or one value) and, when it has one, its reference. */
function lower(id: string, label: string, measured: Spread | number, unit: Unit, against?: Against): Figure {
  const runs = typeof measured === 'number' ? null : measured;
  return {
    id,
    label,
    value: runs ? runs.median : (measured as number),
    ...(runs ? { spread: { min: runs.min, max: runs.max } } : {}),
    unit,
    better: 'lower',
    ratio: against?.ratio ?? null,
    ...(against ? { reference: against.name } : {}),
    ...(against?.spread ? { referenceSpread: against.spread } : {}),
  };
}

/** The reference `name` measured as `spread`, with `value ÷ its median` (NaN ratios become none). */
function against(name: string, spread: Spread | undefined, ratio: number | null): Against {
  return { name, spread, ratio: ratio === null || Number.isNaN(ratio) ? null : ratio };
}

function tableFigures(
  key: string,
  name: string,
  table: AppTableFigure,
  naive: HarnessTableFigure | undefined,
): Figure[] {
  const { ratioToNaive: ratio } = table;
  const figure = (id: string, label: string, measured: Spread, toNaive: number, reference?: Spread) =>
    lower(`${key}.${id}`, `${name}: ${label}`, measured, 'ms', against('naive table', reference, toNaive));
  return [
    figure(
      'dataToRows',
      'data arrived → first rows',
      table.dataToRowsMs,
      ratio.dataToRows,
      naive?.firstRenderMs,
    ),
    figure(
      'navigationToRows',
      'navigation → first rows',
      table.navigationToRowsMs,
      ratio.navigationToRows,
      naive?.firstRenderMs,
    ),
    figure(
      'sweepMedianFrame',
      'sweep median frame',
      table.sweep.medianFrameMs,
      ratio.sweepMedianFrame,
      naive?.sweep.medianFrameMs,
    ),
    figure(
      'sweepP95Frame',
      'sweep p95 frame',
      table.sweep.p95FrameMs,
      ratio.sweepP95Frame,
      naive?.sweep.p95FrameMs,
    ),
  ];
}

/** Every comparable figure of `result` (only the sections it has). */
export function figuresOf(result: BenchResult): Figure[] {
  const figures: Figure[] = [];
  const { bundle, naiveVsVirtual: versus } = result;
  if (bundle) {
    figures.push(
      lower('bundle.initialJs', 'Initial JS (gzip)', bundle.initialJsGzipKB, 'KB'),
      lower('bundle.initialCss', 'Initial CSS (gzip)', bundle.initialCssGzipKB, 'KB'),
    );
    if (bundle.firstRow)
      figures.push(
        lower(
          'bundle.firstRow',
          `Fetched before the first row of ${bundle.firstRow.path} (gzip)`,
          bundle.firstRow.gzipKB,
          'KB',
        ),
      );
  }
  const naive = versus?.naive;
  if (result.pagesTable) figures.push(...tableFigures('pagesTable', 'Pages table', result.pagesTable, naive));
  if (result.gridTable) figures.push(...tableFigures('gridTable', 'Grid table', result.gridTable, naive));
  if (versus) {
    const { virtual } = versus;
    figures.push(
      lower(
        'harness.virtualFirstRender',
        'Shared DataTable, 10,000 rows: first render',
        virtual.firstRenderMs,
        'ms',
        against(
          'naive table',
          versus.naive.firstRenderMs,
          ratioTo(virtual.firstRenderMs.median, versus.naive.firstRenderMs.median),
        ),
      ),
      lower(
        'harness.virtualSweepMedianFrame',
        'Shared DataTable, 10,000 rows: sweep median frame',
        virtual.sweep.medianFrameMs,
        'ms',
        against(
          'naive table',
          versus.naive.sweep.medianFrameMs,
          ratioTo(virtual.sweep.medianFrameMs.median, versus.naive.sweep.medianFrameMs.median),
        ),
      ),
    );
  }
  if (result.chart)
    figures.push(
      lower(
        'chart.render',
        `Trend chart, ${result.chart.points} points: painted`,
        result.chart.renderMs,
        'ms',
        against(result.chart.reference.name, result.chart.reference.renderMs, result.chart.ratio),
      ),
    );
  figures.push(...lighthouseFigures(result));
  if (result.home)
    figures.push(
      lower(
        'home.dataToFirstSection',
        `Home, ${result.home.audits.toLocaleString('en-US')} audits: data arrived → first section`,
        result.home.dataToFirstSectionMs,
        'ms',
      ),
    );
  if (result.memory)
    figures.push(
      lower(
        'memory.heapEnd',
        `Memory: heap after ${result.memory.routeChanges} route changes`,
        result.memory.end.heapUsedMB,
        'MB',
      ),
      lower(
        'memory.nodesEnd',
        `Memory: DOM nodes after ${result.memory.routeChanges} route changes`,
        result.memory.end.nodes,
        'nodes',
      ),
    );
  const node = result.nodeReference;
  const toNode = (runs: Spread) =>
    node ? against(node.name, node.ms, ratioTo(runs.median, node.ms.median)) : undefined;
  // The 1,000,000-row figures only (the budget's): at 100,000 rows a query takes a few ms, within noise.
  for (const engine of (result.gridEngine ?? []).filter((figure) => figure.rows === 1_000_000)) {
    const rows = engine.rows.toLocaleString('en-US');
    figures.push(
      lower(
        `engine.${engine.rows}.grouped`,
        `Grid engine, ${rows} rows: grouped`,
        engine.grouped,
        'ms',
        toNode(engine.grouped),
      ),
      lower(
        `engine.${engine.rows}.rowSort`,
        `Grid engine, ${rows} rows: sorted rows`,
        engine.rowSort,
        'ms',
        toNode(engine.rowSort),
      ),
    );
  }
  if (result.runDiff)
    figures.push(
      lower('runDiff', 'Run comparison: diff', result.runDiff.ms, 'ms', toNode(result.runDiff.ms)),
    );
  return figures;
}

/** Score, TBT and LCP of each Lighthouse page, against the minimal page of the same preset and run. */
function lighthouseFigures(result: BenchResult): Figure[] {
  const { lighthouse } = result;
  if (!lighthouse) return [];
  return lighthouse.pages.flatMap((page) => {
    const id = `lighthouse.${page.preset}.${page.path}`;
    const label = `Lighthouse ${page.preset}, ${page.name}`;
    const base = lighthouse.reference.find((reference) => reference.preset === page.preset);
    const score = lower(
      `${id}.score`,
      `${label}: score`,
      page.score,
      'score',
      against('minimal page', base?.score, page.ratio.score),
    );
    return [
      { ...score, better: 'higher' as const },
      lower(
        `${id}.tbt`,
        `${label}: TBT`,
        page.tbtMs,
        'ms',
        against('minimal page', base?.mainThreadMs, page.ratio.tbt),
      ),
      lower(
        `${id}.lcp`,
        `${label}: LCP`,
        page.lcpMs,
        'ms',
        against('minimal page', base?.lcpMs, page.ratio.lcp),
      ),
    ];
  });
}
