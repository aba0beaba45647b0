// The browser scenarios of the benchmark: the app's large tables on the stub server, and the
// harness cases (shared DataTable versus a naive table, a 5,000-point trend chart and its reference).
import type { Browser, BrowserContext } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../src/api/session';
import {
  installObservers,
  sweepTable,
  visitTable,
  type SweepFigures,
  type VisitFigures,
} from './page-measures';
import { quantile, ratioOfMedians, repeat, spread, type PairedSpread, type Spread } from './stats';

/** Sweep figures summarized over runs. */
export interface SweepSummary {
  medianFrameMs: Spread;
  p95FrameMs: Spread;
  longTasksMax: number;
  longestTaskMs: number;
}

/** A large table of the app: navigation to first rows, DOM size and the scroll sweep. */
export interface TableFigure {
  path: string;
  navigationToRowsMs: Spread;
  dataToRowsMs: Spread;
  rowsInDomMax: number;
  sweep: SweepSummary;
}

/** One harness case: first render and the scroll sweep. */
export interface HarnessTableFigure {
  firstRenderMs: Spread;
  rowsInDomMax: number;
  sweep: SweepSummary;
}

const VIEWPORT = { width: 1366, height: 900 };
const HARNESS_ROW = 'tbody tr[aria-rowindex]';
/** Sweep steps of the naive table (a frame of it takes 100–200 ms). */
const NAIVE_SWEEP_STEPS = 40;

function summarize(sweeps: readonly SweepFigures[]): SweepSummary {
  return {
    medianFrameMs: spread(sweeps.map((sweep) => sweep.medianFrameMs)),
    p95FrameMs: spread(sweeps.map((sweep) => sweep.p95FrameMs)),
    longTasksMax: Math.max(...sweeps.map((sweep) => sweep.longTasks)),
    longestTaskMs: Math.max(...sweeps.map((sweep) => sweep.longestTaskMs)),
  };
}

/** A context signed in to the stub server (the session remembered in the tab, as the app does). */
export async function signedInContext(browser: Browser, session: { apiKey: string; baseUrl: string }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) },
  );
  await installObservers(context);
  return context;
}

/** One visit of an app table (navigation → rows) and its sweep. */
export interface AppTableRun {
  visit: VisitFigures;
  sweep: SweepFigures & { rowsInDomMax: number };
}

/** Open `url` in a new page of `context`, wait for its rows (from the `dataUrl` call) and sweep them. */
export async function appTableRun(
  context: BrowserContext,
  url: string,
  dataUrl: RegExp,
): Promise<AppTableRun> {
  const page = await context.newPage();
  try {
    const visit = await visitTable(page, url, dataUrl);
    return { visit, sweep: await sweepTable(page) };
  } finally {
    await page.close();
  }
}

/** An app table's figures over its runs. */
export function appTableFigure(path: string, runs: readonly AppTableRun[]): TableFigure {
  return {
    path,
    navigationToRowsMs: spread(runs.map(({ visit }) => visit.navigationToRowsMs)),
    dataToRowsMs: spread(runs.map(({ visit }) => visit.dataToRowsMs)),
    rowsInDomMax: Math.max(...runs.map(({ visit, sweep }) => Math.max(visit.rowsInDom, sweep.rowsInDomMax))),
    sweep: summarize(runs.map(({ sweep }) => sweep)),
  };
}

/**
 * Open a harness case in a new page of `context`: its screen painted, then the case added and timed.
 * `firstRenderMs` runs from the render call to the painted case; `workMs` is the main thread's CPU
 * time meanwhile (CDP's TaskDuration in thread ticks: neither frame pacing nor another process
 * taking the core adds to it). With `warmRenders`, the case is then taken off and drawn again that
 * many times in the same page, and `warmWorkMs` is the median work of those renders: no parsing,
 * compiling or bytecode flushing left in it, only what the case's code does.
 */
async function harnessPage(context: BrowserContext, url: string, warmRenders = 0) {
  const page = await context.newPage();
  await page.goto(`${url}&go=manual`);
  await page.locator('body[data-bench-frame="1"]').waitFor({ timeout: 120_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  };
  const render = async () => {
    const before = await busy();
    await page.evaluate(() => (window as { __benchGo?: () => void }).__benchGo?.());
    await page.locator('body[data-bench-ready="1"]').waitFor({ timeout: 120_000 });
    return (await busy()) - before;
  };
  const workMs = await render();
  const firstRenderMs = await page.evaluate(
    () => (window as { __benchFirstRenderMs?: number }).__benchFirstRenderMs ?? Number.NaN,
  );
  const warm: number[] = [];
  for (let again = 0; again < warmRenders; again++) {
    await page.evaluate(() => (window as { __benchReset?: () => Promise<void> }).__benchReset?.());
    warm.push(await render());
  }
  await cdp.detach();
  return { page, firstRenderMs, workMs, warmWorkMs: warm.length ? quantile(warm, 0.5) : Number.NaN };
}

/** The naive table's first render of `rows` rows, once, in a fresh context of `browser` (ms). */
export async function naiveFirstRender(browser: Browser, harnessUrl: string, rows: number): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, firstRenderMs } = await harnessPage(context, `${harnessUrl}/?case=naive&rows=${rows}`);
    await page.close();
    return firstRenderMs;
  } finally {
    await context.close();
  }
}

/** One run of a harness table case: its first render and its sweep. */
export interface HarnessTableRun {
  firstRenderMs: number;
  sweep: SweepFigures & { rowsInDomMax: number };
}

/**
 * One run of a harness table case (`virtual` or `naive`) with `rows` rows. The naive table's frames
 * all cost the same (every row is always in the DOM), so it is swept in fewer steps.
 */
export async function harnessTableRun(
  context: BrowserContext,
  options: { harnessUrl: string; kind: 'virtual' | 'naive'; rows: number },
): Promise<HarnessTableRun> {
  const { page, firstRenderMs } = await harnessPage(
    context,
    `${options.harnessUrl}/?case=${options.kind}&rows=${options.rows}`,
  );
  try {
    const steps = options.kind === 'naive' ? NAIVE_SWEEP_STEPS : undefined;
    return { firstRenderMs, sweep: await sweepTable(page, HARNESS_ROW, steps) };
  } finally {
    await page.close();
  }
}

/** A harness table's figures over its runs. */
export function harnessTableFigure(runs: readonly HarnessTableRun[]): HarnessTableFigure {
  return {
    firstRenderMs: spread(runs.map((run) => run.firstRenderMs)),
    rowsInDomMax: Math.max(...runs.map((run) => run.sweep.rowsInDomMax)),
    sweep: summarize(runs.map((run) => run.sweep)),
  };
}

/** A context for the harness's table cases, with the page observers. */
export async function harnessContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await installObservers(context);
  return context;
}

/** One case of the chart's measure, over its rounds: first render to painted, and main-thread work drawn warm. */
export interface CaseTimes {
  renderMs: Spread;
  workMs: Spread;
}

/** The trend chart, recharts alone (its reference) and plain polylines, and the per-run ratios to the reference. */
export interface ChartTimes {
  chart: CaseTimes;
  recharts: CaseTimes;
  polylines: CaseTimes;
  /** Main-thread work: the chart's rounds ÷ the median of recharts alone's (each page varies on its own). */
  chartToRecharts: PairedSpread | null;
  /** Time to painted, likewise. */
  paintedToRecharts: PairedSpread | null;
  /** `--inject-slowdown`: the ms of work added to each counted chart render (0 without it). */
  injectedMs: number;
}

type ChartKind = 'chart' | 'polyline' | 'recharts';

/** Rounds of the chart's cases before the counted ones. */
const WARM_UP_ROUNDS = 2;
/** Renders of a chart case after its first, in the same page: the median is the round's work. */
const WARM_RENDERS = 5;

/**
 * The trend chart with `points` points, recharts alone and plain polylines, `runs` rounds of each,
 * interleaved (chart, polylines, recharts, chart, …) so all see the same machine load, after
 * warm-up rounds that are not counted: ms from render to painted, and the main thread's work
 * meanwhile. `slowdown` is the check's self-test (`--inject-slowdown`): the chart then spins for
 * that share of its own work in the warm-up rounds, the chart only.
 */
export async function measureChart(
  browser: Browser,
  options: { harnessUrl: string; points: number; runs: number; slowdown: number },
): Promise<ChartTimes> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  let slowMs = 0;
  const time = async (kind: ChartKind) => {
    const slow = kind === 'chart' && slowMs ? `&slowMs=${slowMs.toFixed(1)}` : '';
    const { page, firstRenderMs, warmWorkMs } = await harnessPage(
      context,
      `${options.harnessUrl}/?case=${kind}&points=${options.points}${slow}`,
      WARM_RENDERS,
    );
    await page.close();
    return { renderMs: firstRenderMs, workMs: warmWorkMs };
  };
  const round = async () => ({
    chart: await time('chart'),
    polyline: await time('polyline'),
    recharts: await time('recharts'),
  });
  try {
    // Rounds not counted: the first loads of the harness's chunks come from the network, later ones
    // from the cache. The chart's work in them is what `--inject-slowdown` adds its share of.
    const warmUp = await repeat(WARM_UP_ROUNDS, round);
    slowMs =
      options.slowdown *
      quantile(
        warmUp.map((entry) => entry.chart.workMs),
        0.5,
      );
    const rounds = await repeat(options.runs, round);
    const of = (kind: ChartKind): CaseTimes => ({
      renderMs: spread(rounds.map((entry) => entry[kind].renderMs)),
      workMs: spread(rounds.map((entry) => entry[kind].workMs)),
    });
    const toRecharts = (pick: 'renderMs' | 'workMs') =>
      ratioOfMedians(
        rounds.map((entry) => entry.chart[pick]),
        rounds.map((entry) => entry.recharts[pick]),
      );
    return {
      chart: of('chart'),
      recharts: of('recharts'),
      polylines: of('polyline'),
      chartToRecharts: toRecharts('workMs'),
      paintedToRecharts: toRecharts('renderMs'),
      injectedMs: +slowMs.toFixed(1),
    };
  } finally {
    await context.close();
  }
}
