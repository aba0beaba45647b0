// A result as a flat list of comparable figures: what `--check` compares with the committed run.
import type { AppTableFigure, BenchResult } from './result';
import { ratioTo } from './stats';

/** Units of a figure; each has a smallest difference worth flagging (see `NOISE_FLOOR`). */
export type Unit = 'ms' | 'KB' | 'score' | 'MB' | 'nodes';

/** One figure: its value, which way is better, and its ratio to a reference of the same run. */
export interface Figure {
  id: string;
  label: string;
  value: number;
  unit: Unit;
  better: 'lower' | 'higher';
  /** value ÷ the reference measured in the same run on the same machine; null when there is none. */
  ratio: number | null;
  reference?: string;
}

const lower = (
  id: string,
  label: string,
  value: number,
  unit: Unit,
  ratio: number | null = null,
  reference?: string,
): Figure => ({
  id,
  label,
  value,
  unit,
  better: 'lower',
  ratio,
  ...(reference ? { reference } : {}),
});

function tableFigures(key: string, name: string, table: AppTableFigure): Figure[] {
  const { ratioToNaive: ratio } = table;
  const figure = (id: string, label: string, value: number, toNaive: number) =>
    lower(
      `${key}.${id}`,
      `${name}: ${label}`,
      value,
      'ms',
      Number.isNaN(toNaive) ? null : toNaive,
      'naive table',
    );
  return [
    figure('dataToRows', 'data arrived → first rows', table.dataToRowsMs.median, ratio.dataToRows),
    figure(
      'navigationToRows',
      'navigation → first rows',
      table.navigationToRowsMs.median,
      ratio.navigationToRows,
    ),
    figure(
      'sweepMedianFrame',
      'sweep median frame',
      table.sweep.medianFrameMs.median,
      ratio.sweepMedianFrame,
    ),
    figure('sweepP95Frame', 'sweep p95 frame', table.sweep.p95FrameMs.median, ratio.sweepP95Frame),
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
  if (result.pagesTable) figures.push(...tableFigures('pagesTable', 'Pages table', result.pagesTable));
  if (result.gridTable) figures.push(...tableFigures('gridTable', 'Grid table', result.gridTable));
  if (versus)
    figures.push(
      lower(
        'harness.virtualFirstRender',
        'Shared DataTable, 10,000 rows: first render',
        versus.virtual.firstRenderMs.median,
        'ms',
        ratioTo(versus.virtual.firstRenderMs.median, versus.naive.firstRenderMs.median),
        'naive table',
      ),
      lower(
        'harness.virtualSweepMedianFrame',
        'Shared DataTable, 10,000 rows: sweep median frame',
        versus.virtual.sweep.medianFrameMs.median,
        'ms',
        ratioTo(versus.virtual.sweep.medianFrameMs.median, versus.naive.sweep.medianFrameMs.median),
        'naive table',
      ),
    );
  if (result.chart)
    figures.push(
      lower(
        'chart.render',
        `Trend chart, ${result.chart.points} points: painted`,
        result.chart.renderMs.median,
        'ms',
        result.chart.ratio,
        result.chart.reference.name,
      ),
    );
  for (const page of result.lighthouse?.pages ?? []) {
    const id = `lighthouse.${page.preset}.${page.path}`;
    const label = `Lighthouse ${page.preset}, ${page.name}`;
    figures.push(
      {
        id: `${id}.score`,
        label: `${label}: score`,
        value: page.score.median,
        unit: 'score',
        better: 'higher',
        ratio: page.ratio.score,
        reference: 'minimal page',
      },
      lower(`${id}.tbt`, `${label}: TBT`, page.tbtMs.median, 'ms', page.ratio.tbt, 'minimal page'),
      lower(`${id}.lcp`, `${label}: LCP`, page.lcpMs.median, 'ms', page.ratio.lcp, 'minimal page'),
    );
  }
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
  const toNode = (ms: number) => (node ? ratioTo(ms, node.ms.median) : null);
  // The 1,000,000-row figures only (the budget's): at 100,000 rows a query takes a few ms, within noise.
  for (const engine of (result.gridEngine ?? []).filter((figure) => figure.rows === 1_000_000)) {
    const rows = engine.rows.toLocaleString('en-US');
    figures.push(
      lower(
        `engine.${engine.rows}.grouped`,
        `Grid engine, ${rows} rows: grouped`,
        engine.grouped.median,
        'ms',
        toNode(engine.grouped.median),
        node?.name,
      ),
      lower(
        `engine.${engine.rows}.rowSort`,
        `Grid engine, ${rows} rows: sorted rows`,
        engine.rowSort.median,
        'ms',
        toNode(engine.rowSort.median),
        node?.name,
      ),
    );
  }
  if (result.runDiff)
    figures.push(
      lower(
        'runDiff',
        'Run comparison: diff',
        result.runDiff.ms.median,
        'ms',
        toNode(result.runDiff.ms.median),
        node?.name,
      ),
    );
  return figures;
}
