// Lighthouse performance of the production build, desktop and mobile presets (system Chromium),
// each page next to a minimal page of the same toolchain measured with the same preset in the same run.
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SESSION_STORAGE_KEY as SESSION_KEY } from '../../src/api/session';
import { pairedRatios, ratioTo, spread, type Spread } from './stats';

/** Lighthouse's presets: desktop, and its default mobile config (4× CPU slowdown, slow 4G, simulated). */
export const PRESETS = { desktop: desktopConfig, mobile: undefined } as const satisfies Record<
  string,
  Config | undefined
>;

/** Chromium's flags for every browser the benchmark starts (frame pacing is the caller's choice). */
export const BENCH_BROWSER_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run'];

/** A Lighthouse preset. */
export type Preset = keyof typeof PRESETS;

/** The costs Lighthouse attributes the main thread's work to (top ten of each). */
export interface LighthouseDiagnostics {
  /** `bootup-time`: scripts by main-thread time. */
  bootup: Array<{ url: string; totalMs: number; scriptingMs: number; parseCompileMs: number }>;
  /** `mainthread-work-breakdown`: main-thread time by kind of work. */
  mainThread: Array<{ group: string; ms: number }>;
}

/** One page under one preset, over the runs. */
export interface LighthouseFigure {
  name: string;
  path: string;
  preset: Preset;
  score: Spread;
  tbtMs: Spread;
  lcpMs: Spread;
  fcpMs: Spread;
  /** All main-thread work of the load (`mainthread-work-breakdown`'s total). */
  mainThreadMs: Spread;
  /** Lighthouse's own estimate of the machine's speed, per run. */
  benchmarkIndex: Spread;
  /** From the run with the median TBT. */
  diagnostics: LighthouseDiagnostics;
}

/**
 * A page of the app, with app ÷ reference (same preset, same run) for score and LCP; TBT is divided
 * by the reference's main-thread time (the reference's own TBT is 0 ms).
 */
export type LighthousePageFigure = LighthouseFigure & {
  ratio: { score: number | null; tbt: number | null; lcp: number | null };
  /** Per-run ratios to the reference's run of the same round (the runs are interleaved). */
  ratioRuns?: { tbt: Spread | null; lcp: Spread | null; mainThread?: Spread | null };
};

/** The reference page per preset and the app's pages. */
export interface LighthouseResult {
  reference: LighthouseFigure[];
  pages: LighthousePageFigure[];
}

/** A page to measure: the app's pages open signed in; the reference page needs no session. */
export interface LighthouseTarget {
  name: string;
  url: string;
  path: string;
  signedIn: boolean;
}

/** One run's figures. */
interface LighthouseRun {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  mainThreadMs: number;
  benchmarkIndex: number;
  diagnostics: LighthouseDiagnostics;
}

const TOP = 10;
const round = (value: unknown) => (typeof value === 'number' ? Math.round(value) : Number.NaN);
const itemsOf = (audit: { details?: unknown } | undefined): Array<Record<string, unknown>> =>
  ((audit?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).slice();

/** The top costs of `bootup-time` and `mainthread-work-breakdown` in a Lighthouse result. */
export function diagnosticsOf(
  audits: Record<string, { details?: unknown } | undefined>,
): LighthouseDiagnostics {
  const bootup = itemsOf(audits['bootup-time'])
    .map((item) => ({
      url: String(item.url ?? ''),
      totalMs: round(item.total),
      scriptingMs: round(item.scripting),
      parseCompileMs: round(item.scriptParseCompile),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, TOP);
  const mainThread = itemsOf(audits['mainthread-work-breakdown'])
    .map((item) => ({ group: String(item.groupLabel ?? item.group ?? ''), ms: round(item.duration) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
  return { bootup, mainThread };
}

/** Start every document of the tab with the session remembered, as "Remember in this tab" does. */
async function rememberSession(page: Page, session: { apiKey: string; baseUrl: string }) {
  await page.evaluateOnNewDocument(
    (key, value) => {
      try {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      } catch {
        // about:blank, where Lighthouse starts, has no storage
      }
    },
    SESSION_KEY,
    JSON.stringify(session),
  );
}

async function runOnce(
  browser: Browser,
  target: LighthouseTarget,
  preset: Preset,
  session: { apiKey: string; baseUrl: string },
): Promise<LighthouseRun> {
  const page = await browser.newPage();
  try {
    if (target.signedIn) await rememberSession(page, session);
    // Every run is a first visit: the signed-in runs keep storage (the session), so Lighthouse would
    // otherwise reuse the chunks an earlier run cached and measure a warm load.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      target.url,
      { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: target.signedIn },
      PRESETS[preset],
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.path}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => round(lhr.audits[id]?.numericValue);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: metric('total-blocking-time'),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      mainThreadMs: round(lhr.audits['mainthread-work-breakdown']?.numericValue),
      benchmarkIndex: round(lhr.environment.benchmarkIndex),
      diagnostics: diagnosticsOf(lhr.audits),
    };
  } finally {
    await page.close();
  }
}

function figureOf(
  target: LighthouseTarget,
  preset: Preset,
  runs: readonly LighthouseRun[],
): LighthouseFigure {
  const byTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  const median = byTbt[Math.ceil(byTbt.length / 2) - 1]!;
  const of = (pick: (run: LighthouseRun) => number) => spread(runs.map(pick));
  return {
    name: target.name,
    path: target.path,
    preset,
    score: of((run) => run.score),
    tbtMs: of((run) => run.tbtMs),
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    mainThreadMs: of((run) => run.mainThreadMs),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    diagnostics: median.diagnostics,
  };
}

/**
 * Measure the reference page and each app page `runs` times under each preset. Runs are interleaved
 * (run 1 of every page, then run 2, …) so the reference and the app see the same machine load.
 */
export async function measureLighthouse(options: {
  executablePath: string | undefined;
  reference: LighthouseTarget;
  targets: readonly LighthouseTarget[];
  session: { apiKey: string; baseUrl: string };
  runs: number;
  log: (message: string) => void;
}): Promise<LighthouseResult> {
  if (!options.executablePath) throw new Error('Lighthouse needs a Chromium: run scripts/ensure-browser.mjs');
  const browser = await puppeteer.launch({
    executablePath: options.executablePath,
    headless: true,
    args: BENCH_BROWSER_ARGS,
  });
  const all = [options.reference, ...options.targets];
  const presets = Object.keys(PRESETS) as Preset[];
  const runs = new Map<string, LighthouseRun[]>();
  const key = (target: LighthouseTarget, preset: Preset) => `${preset} ${target.path}`;
  try {
    for (let run = 0; run < options.runs; run++) {
      options.log(`Lighthouse run ${run + 1} of ${options.runs}`);
      for (const preset of presets)
        for (const target of all) {
          const figures = await runOnce(browser, target, preset, options.session);
          runs.set(key(target, preset), [...(runs.get(key(target, preset)) ?? []), figures]);
        }
    }
  } finally {
    await browser.close();
  }
  const figure = (target: LighthouseTarget, preset: Preset) =>
    figureOf(target, preset, runs.get(key(target, preset)) ?? []);
  const reference = presets.map((preset) => figure(options.reference, preset));
  const pages = presets.flatMap((preset) => {
    const base = reference.find((candidate) => candidate.preset === preset)!;
    return options.targets.map((target): LighthousePageFigure => {
      const page = figure(target, preset);
      const own = runs.get(key(target, preset)) ?? [];
      const minimal = runs.get(key(options.reference, preset)) ?? [];
      const perRun = (pick: (run: LighthouseRun) => number, pickReference: (run: LighthouseRun) => number) =>
        pairedRatios(own.map(pick), minimal.map(pickReference), 1);
      const ratioRuns = {
        tbt: perRun(
          (run) => run.tbtMs,
          (run) => run.mainThreadMs,
        ),
        lcp: perRun(
          (run) => run.lcpMs,
          (run) => run.lcpMs,
        ),
        mainThread: perRun(
          (run) => run.mainThreadMs,
          (run) => run.mainThreadMs,
        ),
      };
      return {
        ...page,
        ratio: {
          score: ratioTo(page.score.median, base.score.median),
          tbt: ratioRuns.tbt?.median ?? ratioTo(page.tbtMs.median, base.mainThreadMs.median, 1),
          lcp: ratioRuns.lcp?.median ?? ratioTo(page.lcpMs.median, base.lcpMs.median),
        },
        ratioRuns,
      };
    });
  });
  return { reference, pages };
}
