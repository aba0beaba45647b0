// `npm run bench`: build for production, start the stub servers, measure in Chromium and in Node,
// print one JSON object, and write docs/benchmarks.md and docs/benchmarks.json.
// Options: --runs=N (default 5), --only=<section,…>, --check, --no-docs, --baseline=path,
// --inject-slowdown (the check's self-test: the trend chart 30 % slower)
// (see options.ts; method.md explains the method).
import { chromium } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumExecutable } from '../../e2e/browser';
import { bundleReport } from '../bundle-report';
import {
  measureChartSection,
  measureFirstRow,
  measureHomeSection,
  measureLibrarySection,
  measureLighthouseSection,
  measureMemorySection,
  measureTables,
  stubSession,
  type BrowserRun,
} from './browser-sections';
import { checkBudgets } from './budgets';
import { measureRunDiff } from './compare';
import { measureGridEngine, measureNodeReference, NODE_REFERENCE } from './engine';
import { figuresOf } from './figures';
import { INJECTED_SLOWDOWN, parseOptions, writesDocs } from './options';
import { readBaseline, summarize, writeDocs } from './outcome';
import { SECTIONS, type BenchResult, type Section } from './result';
import { BENCH_BROWSER_ARGS } from './lighthouse';
import { buildAll, startServers } from './servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (message: string) => console.error(`[bench] ${message}`);

/** Frame timing without the 60 Hz cap: a frame's time is the work it took, not the vsync interval. */
const UNCAPPED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
/** The sections measured in Node; every other one is measured in Chromium. */
const NODE_SECTIONS: readonly Section[] = ['engine', 'compare'];
const BROWSER_SECTIONS = SECTIONS.filter((section) => !NODE_SECTIONS.includes(section));

/**
 * A browser with the usual 60 Hz frame pacing, for a time-to-paint figure: uncapped, the compositor
 * asks for frame after frame while the page renders, which took ~40 % longer to paint the chart.
 */
function pacedBrowser(executablePath: string | undefined) {
  return chromium.launch({ executablePath, args: BENCH_BROWSER_ARGS });
}

async function measureInBrowser(
  result: BenchResult,
  sections: readonly Section[],
  runs: number,
  slowdown: number,
) {
  const paths = {
    root,
    appOut: path.join(root, 'node_modules/.cache/bench/app'),
    harnessOut: path.join(root, 'node_modules/.cache/bench/harness'),
  };
  log('building the app and the harness for production');
  await buildAll(paths);
  if (sections.includes('bundle')) {
    const { failures: _failures, ...bundle } = bundleReport(paths.appOut);
    result.bundle = bundle;
  }
  log('starting the stub servers, the previews and the production server');
  const servers = await startServers(paths, {
    app: 4790,
    harness: 4791,
    stub: 8790,
    production: 4792,
    ...(sections.includes('memory') ? { memoryStub: 8791 } : {}),
    ...(sections.some((section) => section === 'home' || section === 'library')
      ? { accounts: { stub: 8793, production: 4793 } }
      : {}),
  });
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    executablePath,
    args: [...BENCH_BROWSER_ARGS, ...UNCAPPED_FRAMES],
  });
  try {
    result.machine.chromium = browser.version();
    const run: BrowserRun = { browser, servers, ...(await stubSession(servers.stubUrl)), runs, log };
    if (result.bundle) result.bundle.firstRow = await measureFirstRow(run);
    if (sections.includes('tables')) Object.assign(result, await measureTables(run));
    if (sections.includes('chart')) {
      const paced = await pacedBrowser(executablePath);
      try {
        result.chart = await measureChartSection(run, paced, slowdown);
      } finally {
        await paced.close();
      }
    }
    if (sections.includes('memory')) result.memory = await measureMemorySection(run);
    if (sections.includes('home') || sections.includes('library')) {
      // Home and /audits are timed as a user's browser paints: frame pacing on (uncapped frames took
      // Home 3× longer).
      const paced = await pacedBrowser(executablePath);
      try {
        if (sections.includes('home')) result.home = await measureHomeSection(run, paced);
        if (sections.includes('library')) result.library = await measureLibrarySection(run, paced);
      } finally {
        await paced.close();
      }
    }
    if (sections.includes('lighthouse'))
      result.lighthouse = await measureLighthouseSection(run, executablePath);
  } finally {
    await browser.close();
    await servers.close();
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const { runs, sections } = options;
  const started = Date.now();
  const baseline = readBaseline(path.resolve(root, options.baseline));
  const result: BenchResult = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: os.cpus().length,
      memoryGB: Math.round(os.totalmem() / 1024 ** 3),
      os: `${os.type()} ${os.release()}`,
      node: process.versions.node,
      chromium: 'not used',
      loadAverage: +(os.loadavg()[0] ?? 0).toFixed(1),
    },
    runsPerFigure: runs,
    sections,
    ...(options.injectSlowdown ? { injectedSlowdown: INJECTED_SLOWDOWN } : {}),
  };
  if (sections.some((section) => BROWSER_SECTIONS.includes(section)))
    await measureInBrowser(result, sections, runs, options.injectSlowdown ? INJECTED_SLOWDOWN : 0);
  if (sections.includes('engine') || sections.includes('compare'))
    result.nodeReference = { name: NODE_REFERENCE, ms: measureNodeReference(runs) };
  if (sections.includes('engine')) {
    log('grid engine (100,000 and 1,000,000 rows)');
    result.gridEngine = measureGridEngine([100_000, 1_000_000], runs);
  }
  if (sections.includes('compare')) {
    log('run comparison (two runs of 10,000 pages)');
    result.runDiff = { pages: 10_000, ms: measureRunDiff(10_000, runs) };
  }
  const budgets = checkBudgets(result, 'figures' in baseline ? baseline.figures : []);
  const figures = figuresOf(result);
  console.log(JSON.stringify({ ...result, budgets, figures }, null, 2));
  const verdict = summarize({ budgets, figures, baseline, log });
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (writesDocs(options)) await writeDocs(root, { ...result, budgets, figures }, log);
  else if (options.writeDocs)
    log(
      `docs not written: ${options.injectSlowdown ? '--inject-slowdown' : '--only measured part of the benchmark'}`,
    );
  return options.check && !verdict.passed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
