// The browser sections of the benchmark, each filling its part of the result.
import type { Browser } from '@playwright/test';
import { routeById } from '../../e2e/routes';
import { API_PREFIX } from '../../server/proxy';
import { measureFirstLoad, medianVisit } from './first-load';
import { measureLighthouse, type LighthouseResult } from './lighthouse';
import { measureHome, type HomeFigure } from './home';
import { measureMemory, type MemoryFigure } from './memory';
import type { BenchResult } from './result';
import { measureAppTable, measureChart, measureHarnessTable } from './scenarios';
import type { BenchServers } from './servers';
import { ratioTo, repeat } from './stats';

/** A signed-in session on a stub server. */
export interface Session {
  apiKey: string;
  baseUrl: string;
}

/** What every browser section needs. */
export interface BrowserRun {
  browser: Browser;
  servers: BenchServers;
  session: Session;
  params: { auditId: number; runId: number };
  runs: number;
  log: (message: string) => void;
}

const HARNESS_ROWS = 10_000;
const CHART_POINTS = 5_000;
const ratio = (value: number, reference: number) => ratioTo(value, reference) ?? Number.NaN;

/** A stub server's session: its API key (from `/__mock/fixtures`) and its URL. */
export async function stubSession(
  stubUrl: string,
): Promise<{ session: Session; params: BrowserRun['params'] }> {
  const fixtures = (await (await fetch(`${stubUrl}/__mock/fixtures`)).json()) as {
    apiKey: string;
    params: { auditId: number; runId: number };
  };
  return { session: { apiKey: fixtures.apiKey, baseUrl: stubUrl }, params: fixtures.params };
}

async function totalCount(pending: Promise<Response>): Promise<number> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { metadata: { pagination: { totalCount: number } } };
  return body.metadata.pagination.totalCount;
}

/** The app's two large tables and the naive and virtualized harness tables (their reference). */
export async function measureTables(
  run: BrowserRun,
): Promise<Pick<BenchResult, 'pagesTable' | 'gridTable' | 'naiveVsVirtual'>> {
  const { browser, servers, session, params, runs, log } = run;
  const common = { appUrl: servers.appUrl, session, runs };
  log('shared DataTable versus a naive table (10,000 rows): the tables’ reference');
  const harness = { harnessUrl: servers.harnessUrl, rows: HARNESS_ROWS, runs };
  const virtual = await measureHarnessTable(browser, { ...harness, kind: 'virtual' });
  const naive = await measureHarnessTable(browser, { ...harness, kind: 'naive' });
  log('pages table (100,000 pages)');
  const pages = await measureAppTable(browser, {
    ...common,
    path: `/audits/${params.auditId}/runs/${params.runId}/pages?size=500`,
    dataUrl: /\/runs\/\d+\/pages\?/,
  });
  log('grid table (all pages of all audits)');
  const grid = await measureAppTable(browser, {
    ...common,
    path: `/grid/pages?q=${encodeURIComponent(JSON.stringify({ size: 500 }))}`,
    dataUrl: /\/v3\/reports\/grid\/pages(\?|$)/,
  });
  const headers = { Authorization: session.apiKey };
  const [pageRows, gridRows] = await Promise.all([
    totalCount(
      fetch(`${servers.stubUrl}/v3/web-audits/${params.auditId}/runs/${params.runId}/pages?page=0&size=50`, {
        headers,
      }),
    ),
    totalCount(
      fetch(`${servers.stubUrl}/v3/reports/grid/pages`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ size: 100 }),
      }),
    ),
  ]);
  const toNaive = (table: typeof pages) => ({
    navigationToRows: ratio(table.navigationToRowsMs.median, naive.firstRenderMs.median),
    dataToRows: ratio(table.dataToRowsMs.median, naive.firstRenderMs.median),
    sweepMedianFrame: ratio(table.sweep.medianFrameMs.median, naive.sweep.medianFrameMs.median),
    sweepP95Frame: ratio(table.sweep.p95FrameMs.median, naive.sweep.p95FrameMs.median),
  });
  return {
    pagesTable: { ...pages, totalRows: pageRows, ratioToNaive: toNaive(pages) },
    gridTable: { ...grid, totalRows: gridRows, ratioToNaive: toNaive(grid) },
    naiveVsVirtual: {
      rows: HARNESS_ROWS,
      virtual,
      naive,
      ratio: {
        firstRender: ratio(naive.firstRenderMs.median, virtual.firstRenderMs.median),
        sweepMedianFrame: ratio(naive.sweep.medianFrameMs.median, virtual.sweep.medianFrameMs.median),
        sweepP95Frame: ratio(naive.sweep.p95FrameMs.median, virtual.sweep.p95FrameMs.median),
      },
    },
  };
}

/**
 * The 5,000-point trend chart, its reference (plain SVG polylines of the same points) and recharts
 * alone (its floor), in `pacedBrowser`: a time to paint, taken with frames at the usual rate.
 */
export async function measureChartSection(
  run: BrowserRun,
  pacedBrowser: Browser,
): Promise<NonNullable<BenchResult['chart']>> {
  run.log('trend chart (5,000 points), its polyline reference and recharts alone');
  const times = await measureChart(pacedBrowser, {
    harnessUrl: run.servers.harnessUrl,
    points: CHART_POINTS,
    runs: run.runs,
  });
  return {
    points: CHART_POINTS,
    renderMs: times.chart,
    reference: { name: 'plain SVG polylines', renderMs: times.reference },
    ratio: ratio(times.chart.median, times.reference.median),
    library: { name: 'recharts alone (the drawn points as two bare lines)', renderMs: times.recharts },
  };
}

/** The session of a user of the production server: the service is its own origin's /api. */
const behindProxy = (session: Session): Session => ({ ...session, baseUrl: API_PREFIX });

/** First visits to /audits measured for its first-row bytes; the visit with the median bytes is kept. */
const FIRST_ROW_VISITS = 3;

/**
 * What /audits fetches before its first row, behind the production server (the stub service): the
 * visit with the median bytes of three. One visit whose row came late (a busy machine) also counted
 * the code the app loads once the page has settled: 367 KB in 43 requests instead of 289 in 33.
 */
export async function measureFirstRow(run: BrowserRun) {
  run.log(
    `bytes fetched before the first row of /audits (production server, median of ${FIRST_ROW_VISITS} visits)`,
  );
  const visits = await repeat(FIRST_ROW_VISITS, () =>
    measureFirstLoad(run.browser, {
      appUrl: run.servers.productionUrl,
      session: behindProxy(run.session),
      path: '/audits',
    }),
  );
  return medianVisit(visits);
}

/** Lighthouse, desktop and mobile, on /audits, a run overview and a report, and the minimal page. */
export async function measureLighthouseSection(
  run: BrowserRun,
  executablePath: string | undefined,
): Promise<LighthouseResult> {
  const target = (id: string, name: string) => {
    const { path } = routeById(id);
    return { name, path, url: `${run.servers.productionUrl}${path}`, signedIn: true };
  };
  run.log(
    'Lighthouse (desktop and mobile, production server): minimal page, /audits, a run overview, a report',
  );
  return measureLighthouse({
    executablePath,
    reference: {
      name: 'minimal page',
      path: '/minimal.html',
      url: `${run.servers.harnessUrl}/minimal.html`,
      signedIn: false,
    },
    targets: [
      target('audit-library', 'Audits'),
      target('run-overview', 'Run overview'),
      target('report-cookie-inventory', 'Report: Cookie inventory'),
    ],
    session: behindProxy(run.session),
    runs: run.runs,
    log: run.log,
  });
}

/** The memory walk, against the default-scale stub server. */
export async function measureMemorySection(run: BrowserRun): Promise<MemoryFigure> {
  const stubUrl = run.servers.memoryStubUrl;
  if (!stubUrl) throw new Error('The memory walk needs the default-scale stub server');
  const { session } = await stubSession(stubUrl);
  run.log('memory: walking the e2e route catalogue (default-scale stub server)');
  return measureMemory(run.browser, { appUrl: run.servers.appUrl, session, log: run.log });
}

/** Home on the large account's stub server (5,000 audits in 300 sub-folders). */
export async function measureHomeSection(run: BrowserRun, paced: Browser): Promise<HomeFigure> {
  const stubUrl = run.servers.homeStubUrl;
  if (!stubUrl) throw new Error("Home needs the large account's stub server");
  const { session } = await stubSession(stubUrl);
  run.log('home: the large account (5,000 audits)');
  return measureHome(paced, { appUrl: run.servers.appUrl, session, audits: 5_000, runs: run.runs });
}
