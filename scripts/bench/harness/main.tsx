/**
 * Benchmark harness page, measured by scripts/bench/run.ts.
 *
 * URL: `?case=virtual&rows=N` (the app's DataTable), `?case=naive&rows=N` (every row a `<tr>`),
 * `?case=chart&points=N` (the app's TrendChart, two series), `?case=polyline&points=N` (the same
 * points as hand-drawn SVG polylines: the chart's reference). Defaults: 10,000 rows, 5,000 points.
 * minimal.html is a separate page: Lighthouse's reference (see minimal.tsx).
 *
 * Protocol:
 * - `performance.mark('bench:start')` is taken right before `createRoot().render()`; the rows or
 *   points are generated before it, so they are not measured.
 * - Once the case's content is committed (table: first `tbody tr[aria-rowindex]`; chart:
 *   `path.recharts-line-curve[d]`; polyline: `polyline[data-bench-line][points]`) and painted (then a double requestAnimationFrame):
 *   `window.__benchFirstRenderMs` = ms since the mark, then `document.body.dataset.benchReady = '1'`
 *   (attribute `data-bench-ready="1"` on `<body>`).
 * - Table cases: the scrollable element carries `data-bench-scroll` by the time the page is ready.
 * - A bad URL sets `document.body.dataset.benchError` (`data-bench-error`) to the message instead.
 */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BenchApp, type BenchInput } from './BenchApp';
import { contentSelector, parseBenchCase, type BenchCase } from './bench-case';
import { makePageRows } from './page-rows';
import { markScrollContainer, signalReadyWhen } from './ready-signal';
import { makeTrendPoints } from './trend-points';

/** Performance mark taken right before rendering; first-render time is measured from it. */
const START_MARK = 'bench:start';

/** Generate the data of a case. */
function benchInput(benchCase: BenchCase): BenchInput {
  return benchCase.kind === 'chart' || benchCase.kind === 'polyline'
    ? { kind: benchCase.kind, points: makeTrendPoints(benchCase.points) }
    : { kind: benchCase.kind, rows: makePageRows(benchCase.rows) };
}

/** Render the case named by the URL and signal when it is on screen. */
function start(): void {
  const benchCase = parseBenchCase(window.location.search);
  const input = benchInput(benchCase);
  const selector = contentSelector(benchCase);
  const container = document.getElementById('root')!;
  signalReadyWhen(selector, START_MARK, () => {
    if (benchCase.kind === 'virtual') markScrollContainer(selector);
  });
  performance.mark(START_MARK);
  createRoot(container).render(
    <StrictMode>
      <BenchApp input={input} />
    </StrictMode>,
  );
}

try {
  start();
} catch (error) {
  document.body.dataset.benchError = error instanceof Error ? error.message : String(error);
  throw error;
}
