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
import { pairedRatios, repeat, spread, type Spread } from './stats';

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

async function harnessPage(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('body[data-bench-ready="1"]').waitFor({ timeout: 120_000 });
  const firstRenderMs = await page.evaluate(
    () => (window as { __benchFirstRenderMs?: number }).__benchFirstRenderMs ?? Number.NaN,
  );
  return { page, firstRenderMs };
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

/**
 * The trend chart, its reference (the same points as plain SVG polylines) and recharts alone (the
 * points the chart draws, as two bare lines): ms to painted.
 */
export interface ChartTimes {
  chart: Spread;
  reference: Spread;
  recharts: Spread;
  /** Per-run chart ÷ recharts alone (the same run's). */
  chartToRecharts: Spread | null;
  /** Per-run polylines ÷ recharts alone. */
  polylinesToRecharts: Spread | null;
}

/**
 * The trend chart with `points` points, its polyline reference and recharts alone, `runs` times
 * each, interleaved (chart, reference, recharts, chart, …) so all see the same machine load: ms
 * from render to painted. `slowdown` is the check's self-test (`--inject-slowdown`), the chart only.
 */
export async function measureChart(
  browser: Browser,
  options: { harnessUrl: string; points: number; runs: number; slowdown: number },
): Promise<ChartTimes> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const time = async (kind: 'chart' | 'polyline' | 'recharts') => {
    const slow = kind === 'chart' && options.slowdown ? `&slow=${options.slowdown}` : '';
    const { page, firstRenderMs } = await harnessPage(
      context,
      `${options.harnessUrl}/?case=${kind}&points=${options.points}${slow}`,
    );
    await page.close();
    return firstRenderMs;
  };
  try {
    const times = await repeat(options.runs, async () => ({
      chart: await time('chart'),
      reference: await time('polyline'),
      recharts: await time('recharts'),
    }));
    return {
      chart: spread(times.map((run) => run.chart)),
      reference: spread(times.map((run) => run.reference)),
      recharts: spread(times.map((run) => run.recharts)),
      chartToRecharts: pairedRatios(
        times.map((run) => run.chart),
        times.map((run) => run.recharts),
      ),
      polylinesToRecharts: pairedRatios(
        times.map((run) => run.reference),
        times.map((run) => run.recharts),
      ),
    };
  } finally {
    await context.close();
  }
}
