// `npm run bench`: build for production, start the stub server at MOCK_SCALE=large, measure in
// Chromium and in Node, print one JSON object and write docs/benchmarks.md.
// Options: --runs=N (default 5), --no-docs (print only).
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { chromiumExecutable } from '../../e2e/browser';
import { bundleReport } from '../bundle-report';
import { measureRunDiff } from './compare';
import { measureGridEngine } from './engine';
import { measureLighthouse } from './lighthouse';
import { benchmarksMarkdown, checkBudgets, type BenchResult } from './report';
import { measureAppTable, measureChart, measureHarnessTable } from './scenarios';
import { buildAll, startServers } from './servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}`));
const runs = Math.max(1, Number(argument('runs')?.split('=')[1] ?? 5) || 5);
const writeDocs = !argument('no-docs');
const log = (message: string) => console.error(`[bench] ${message}`);

/** Frame timing without the 60 Hz cap: a frame's time is the work it took, not the vsync interval. */
const UNCAPPED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
const ratio = (naive: number, virtual: number) => +(naive / Math.max(virtual, 0.1)).toFixed(1);

async function main() {
  const loadAtStart = +(os.loadavg()[0] ?? 0).toFixed(1);
  const paths = {
    root,
    appOut: path.join(root, 'node_modules/.cache/bench/app'),
    harnessOut: path.join(root, 'node_modules/.cache/bench/harness'),
  };
  log('building the app and the harness for production');
  await buildAll(paths);
  const { failures: _failures, ...bundle } = bundleReport(paths.appOut);

  log('starting the stub server (MOCK_SCALE=large) and the previews');
  const servers = await startServers(paths, { app: 4790, harness: 4791, stub: 8790 });
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', ...UNCAPPED_FRAMES],
  });
  try {
    const fixtures = (await (await fetch(`${servers.stubUrl}/__mock/fixtures`)).json()) as {
      apiKey: string;
      params: { auditId: number; runId: number };
    };
    const session = { apiKey: fixtures.apiKey, baseUrl: servers.stubUrl };
    const { auditId, runId } = fixtures.params;
    const common = { appUrl: servers.appUrl, session, runs };

    log('pages table (100,000 pages)');
    const pagesTable = await measureAppTable(browser, {
      ...common,
      path: `/audits/${auditId}/runs/${runId}/pages?size=500`,
      dataUrl: /\/runs\/\d+\/pages\?/,
    });
    log('grid table (all pages of all audits)');
    const gridQuery = encodeURIComponent(JSON.stringify({ size: 500 }));
    const gridTable = await measureAppTable(browser, {
      ...common,
      path: `/grid/pages?q=${gridQuery}`,
      dataUrl: /\/v3\/reports\/grid\/pages(\?|$)/,
    });
    const totals = await Promise.all(
      [
        fetch(`${servers.stubUrl}/v3/web-audits/${auditId}/runs/${runId}/pages?page=0&size=50`, {
          headers: { Authorization: session.apiKey },
        }),
        fetch(`${servers.stubUrl}/v3/reports/grid/pages`, {
          method: 'POST',
          headers: { Authorization: session.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ size: 100 }),
        }),
      ].map(async (pending) => {
        const response = await pending;
        if (!response.ok)
          throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
        const body = (await response.json()) as { metadata: { pagination: { totalCount: number } } };
        return body.metadata.pagination.totalCount;
      }),
    );

    log('shared DataTable versus a naive table (10,000 rows)');
    const harness = { harnessUrl: servers.harnessUrl, rows: 10_000, runs };
    const virtual = await measureHarnessTable(browser, { ...harness, kind: 'virtual' });
    const naive = await measureHarnessTable(browser, { ...harness, kind: 'naive' });
    log('trend chart (5,000 points)');
    const chartMs = await measureChart(browser, { harnessUrl: servers.harnessUrl, points: 5_000, runs });

    log('Lighthouse (/sign-in, /audits)');
    const lighthouse = await measureLighthouse({
      executablePath,
      appUrl: servers.appUrl,
      session,
      paths: ['/sign-in', '/audits'],
      runs: Math.min(runs, 3),
    });

    log('grid engine (100,000 and 1,000,000 rows)');
    const gridEngine = measureGridEngine([100_000, 1_000_000], runs);
    log('run comparison (two runs of 10,000 pages)');
    const runDiff = { pages: 10_000, ms: measureRunDiff(10_000, runs) };

    const result: BenchResult = {
      date: new Date().toISOString().slice(0, 10),
      machine: {
        cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
        cores: os.cpus().length,
        memoryGB: Math.round(os.totalmem() / 1024 ** 3),
        os: `${os.type()} ${os.release()}`,
        node: process.versions.node,
        chromium: browser.version(),
        loadAverage: loadAtStart,
      },
      runsPerFigure: runs,
      bundle,
      pagesTable: { ...pagesTable, totalRows: totals[0]! },
      gridTable: { ...gridTable, totalRows: totals[1]! },
      gridEngine,
      chart: { points: 5_000, renderMs: chartMs },
      runDiff,
      lighthouse,
      naiveVsVirtual: {
        rows: 10_000,
        virtual,
        naive,
        ratio: {
          firstRender: ratio(naive.firstRenderMs.median, virtual.firstRenderMs.median),
          sweepMedianFrame: ratio(naive.sweep.medianFrameMs.median, virtual.sweep.medianFrameMs.median),
          sweepP95Frame: ratio(naive.sweep.p95FrameMs.median, virtual.sweep.p95FrameMs.median),
        },
      },
    };
    const budgets = checkBudgets(result);
    console.log(JSON.stringify({ ...result, budgets }, null, 2));
    if (writeDocs) {
      const notes = readFileSync(path.join(root, 'scripts/bench/method.md'), 'utf8');
      const markdown = benchmarksMarkdown(result, budgets, notes);
      const docPath = path.join(root, 'docs/benchmarks.md');
      writeFileSync(docPath, await format(markdown, { filepath: docPath }));
      log('wrote docs/benchmarks.md');
    }
  } finally {
    await browser.close();
    await servers.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
