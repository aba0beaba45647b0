// The browser scenarios of the benchmark: the app's large tables on the stub server, and the
// harness cases (shared DataTable versus a naive table, a 5,000-point trend chart and its reference).
import type { Browser, BrowserContext } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../src/api/session';
import { installObservers, sweepTable, visitTable, type SweepFigures } from './page-measures';
import { repeat, spread, type Spread } from './stats';

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

/** Open an app table `runs` times (a fresh page each time) and sweep it. */
export async function measureAppTable(
  browser: Browser,
  options: {
    appUrl: string;
    session: { apiKey: string; baseUrl: string };
    path: string;
    dataUrl: RegExp;
    runs: number;
  },
): Promise<TableFigure> {
  const context = await signedInContext(browser, options.session);
  try {
    const visits = await repeat(options.runs, async () => {
      const page = await context.newPage();
      const visit = await visitTable(page, `${options.appUrl}${options.path}`, options.dataUrl);
      const sweep = await sweepTable(page);
      await page.close();
      return { visit, sweep };
    });
    return {
      path: options.path,
      navigationToRowsMs: spread(visits.map(({ visit }) => visit.navigationToRowsMs)),
      dataToRowsMs: spread(visits.map(({ visit }) => visit.dataToRowsMs)),
      rowsInDomMax: Math.max(
        ...visits.map(({ visit, sweep }) => Math.max(visit.rowsInDom, sweep.rowsInDomMax)),
      ),
      sweep: summarize(visits.map(({ sweep }) => sweep)),
    };
  } finally {
    await context.close();
  }
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

/**
 * A harness table case (`virtual` or `naive`) with `rows` rows, `runs` times. The naive table's
 * frames all cost the same (every row is always in the DOM), so it is swept in fewer steps.
 */
export async function measureHarnessTable(
  browser: Browser,
  options: { harnessUrl: string; kind: 'virtual' | 'naive'; rows: number; runs: number },
): Promise<HarnessTableFigure> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await installObservers(context);
  try {
    const results = await repeat(options.runs, async () => {
      const { page, firstRenderMs } = await harnessPage(
        context,
        `${options.harnessUrl}/?case=${options.kind}&rows=${options.rows}`,
      );
      const sweep = await sweepTable(
        page,
        HARNESS_ROW,
        options.kind === 'naive' ? NAIVE_SWEEP_STEPS : undefined,
      );
      await page.close();
      return { firstRenderMs, sweep };
    });
    return {
      firstRenderMs: spread(results.map((result) => result.firstRenderMs)),
      rowsInDomMax: Math.max(...results.map((result) => result.sweep.rowsInDomMax)),
      sweep: summarize(results.map((result) => result.sweep)),
    };
  } finally {
    await context.close();
  }
}

/**
 * The trend chart, its reference (the same points as plain SVG polylines) and recharts alone (the
 * points the chart draws, as two bare lines): ms to painted.
 */
export interface ChartTimes {
  chart: Spread;
  reference: Spread;
  recharts: Spread;
}

/**
 * The trend chart with `points` points, its polyline reference and recharts alone, `runs` times
 * each, interleaved (chart, reference, recharts, chart, …) so all see the same machine load: ms
 * from render to painted.
 */
export async function measureChart(
  browser: Browser,
  options: { harnessUrl: string; points: number; runs: number },
): Promise<ChartTimes> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const time = async (kind: 'chart' | 'polyline' | 'recharts') => {
    const { page, firstRenderMs } = await harnessPage(
      context,
      `${options.harnessUrl}/?case=${kind}&points=${options.points}`,
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
    };
  } finally {
    await context.close();
  }
}
