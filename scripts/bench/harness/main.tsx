/**
 * Benchmark harness page, measured by scripts/bench/run.ts.
 *
 * URL: `?case=virtual&rows=N` (the app's DataTable), `?case=naive&rows=N` (every row a `<tr>`),
 * `?case=chart&points=N` (the app's TrendChart, two series), `?case=polyline&points=N` (the same
 * points as hand-drawn SVG polylines: the chart's reference), `?case=recharts&points=N` (recharts
 * alone: the points the chart draws, as two bare lines). Defaults: 10,000 rows, 5,000 points.
 * `&slowMs=N` on the chart case (the benchmark's `--inject-slowdown`) makes the chart spin for N ms
 * once its line is in the DOM, before it paints: a known regression for the check's self-test.
 * minimal.html is a separate page: Lighthouse's reference (see minimal.tsx).
 *
 * Protocol:
 * - The screen the case belongs to (heading, text, a button, a panel) is rendered and painted first,
 *   as the app draws a table or a chart into a screen already on it. With `&go=manual` the page then
 *   sets `data-bench-frame="1"` on `<body>` and waits for `window.__benchGo()` to add the case, so the
 *   measuring side can read the main thread's counters right before; `window.__benchReset()` takes
 *   the case off again, so that it can be drawn again, warm, in the same page.
 * - `performance.mark('bench:start')` is taken right before the render that adds the case; the rows
 *   or points are generated before it, so they are not measured.
 * - Once the case's content is committed (table: first `tbody tr[aria-rowindex]`; chart:
 *   and recharts: `path.recharts-line-curve[d]`; polyline: `polyline[data-bench-line][points]`) and painted (then a double requestAnimationFrame):
 *   `window.__benchFirstRenderMs` = ms since the mark, then `document.body.dataset.benchReady = '1'`
 *   (attribute `data-bench-ready="1"` on `<body>`).
 * - Table cases: the scrollable element carries `data-bench-scroll` by the time the page is ready.
 * - A bad URL sets `document.body.dataset.benchError` (`data-bench-error`) to the message instead.
 */
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { downsample } from '@/components/charts/downsample';
import { DEFAULT_MAX_POINTS } from '@/components/charts/trend-types';
import { BenchApp, type BenchInput } from './BenchApp';
import { contentSelector, parseBenchCase, type BenchCase } from './bench-case';
import { makePageRows } from './page-rows';
import { afterNextPaint, markScrollContainer, signalReadyWhen, START_MARK } from './ready-signal';
import { makeTrendPoints, trendSeries } from './trend-points';

/** Generate the data of a case. */
function benchInput(benchCase: BenchCase): BenchInput {
  switch (benchCase.kind) {
    case 'chart':
      return { kind: 'chart', points: makeTrendPoints(benchCase.points), slowMs: benchCase.slowMs };
    case 'polyline':
      return { kind: 'polyline', points: makeTrendPoints(benchCase.points) };
    case 'recharts': {
      const points = makeTrendPoints(benchCase.points);
      // The points the app's chart draws: its plot here is wider than 2 × DEFAULT_MAX_POINTS px.
      const values = (point: (typeof points)[number]) => trendSeries.map((s) => Number(point[s.key]));
      return { kind: 'recharts', points: downsample(points, DEFAULT_MAX_POINTS, values) };
    }
    default:
      return { kind: benchCase.kind, rows: makePageRows(benchCase.rows) };
  }
}

/** Render the case named by the URL and signal when it is on screen. */
function start(): void {
  const benchCase = parseBenchCase(window.location.search);
  const input = benchInput(benchCase);
  const selector = contentSelector(benchCase);
  const container = document.getElementById('root')!;
  const whenReady = () =>
    signalReadyWhen(selector, START_MARK, () => {
      if (benchCase.kind === 'virtual') markScrollContainer(selector);
    });
  const root = createRoot(container);
  const show = (shown: BenchInput | null) =>
    root.render(
      <StrictMode>
        <BenchApp input={shown} />
      </StrictMode>,
    );
  flushSync(() => show(null));
  const go = () => {
    whenReady();
    performance.mark(START_MARK);
    show(input);
  };
  afterNextPaint(() => {
    if (new URLSearchParams(window.location.search).get('go') !== 'manual') return go();
    window.__benchGo = go;
    // Takes the case off the screen, painted, so that the next go draws it again.
    window.__benchReset = () =>
      new Promise<void>((resolve) => {
        delete document.body.dataset.benchReady;
        flushSync(() => show(null));
        afterNextPaint(resolve);
      });
    document.body.dataset.benchFrame = '1';
  });
}

declare global {
  interface Window {
    /** With `?go=manual`: adds the case to the painted screen (the measuring side reads its counters first). */
    __benchGo?: () => void;
    /** With `?go=manual`: takes the case off the screen again (resolves once painted), for another go. */
    __benchReset?: () => Promise<void>;
  }
}

try {
  start();
} catch (error) {
  document.body.dataset.benchError = error instanceof Error ? error.message : String(error);
  throw error;
}
