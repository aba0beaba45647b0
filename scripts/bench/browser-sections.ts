// The browser sections of the benchmark, each filling its part of the result.
import type { Browser } from '@playwright/test';
import { HUGE_ACCOUNT, LARGE_ACCOUNT } from '../../mocks/db/scenarios';
import { routeById } from '../../e2e/routes';
import { API_PREFIX } from '../../server/proxy';
import { measureFirstLoad, medianVisit } from './first-load';
import { measureLighthouse, type LighthouseResult } from './lighthouse';
import { measureHome, type HomeFigure } from './home';
import { measureLibrary, type LibraryFigure } from './library';
import { measureMemory, type MemoryFigure } from './memory';
import type { BenchResult } from './result';
import {
  appTableFigure,
  appTableRun,
  harnessContext,
  harnessTableFigure,
  harnessTableRun,
  measureChart,
  signedInContext,
  type AppTableRun,
  type HarnessTableRun,
  type TableFigure,
} from './scenarios';
import { ACCOUNT_SIZES, type AccountSize, type BenchServers } from './servers';
import { pairedRatios, ratioTo, repeat, type Spread } from './stats';

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
/** Rounds of the chart per `--runs` run: a round takes about a second, and the chart's runs spread wide. */
const CHART_ROUNDS_PER_RUN = 3;
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

/** The per-run ratios of an app table's runs to the naive table's runs of the same rounds. */
function ratiosToNaive(table: readonly AppTableRun[], naive: readonly HarnessTableRun[]) {
  const paired = (pick: (run: AppTableRun) => number, pickNaive: (run: HarnessTableRun) => number) =>
    pairedRatios(table.map(pick), naive.map(pickNaive));
  return {
    navigationToRows: paired(
      (run) => run.visit.navigationToRowsMs,
      (run) => run.firstRenderMs,
    ),
    dataToRows: paired(
      (run) => run.visit.dataToRowsMs,
      (run) => run.firstRenderMs,
    ),
    sweepMedianFrame: paired(
      (run) => run.sweep.medianFrameMs,
      (run) => run.sweep.medianFrameMs,
    ),
    sweepP95Frame: paired(
      (run) => run.sweep.p95FrameMs,
      (run) => run.sweep.p95FrameMs,
    ),
  };
}

/** An app table's figure, with the medians of its per-run ratios to the naive table. */
function withRatios(figure: TableFigure, totalRows: number, ratios: ReturnType<typeof ratiosToNaive>) {
  const median = (paired: Spread | null) => paired?.median ?? Number.NaN;
  return {
    ...figure,
    totalRows,
    ratioToNaive: {
      navigationToRows: median(ratios.navigationToRows),
      dataToRows: median(ratios.dataToRows),
      sweepMedianFrame: median(ratios.sweepMedianFrame),
      sweepP95Frame: median(ratios.sweepP95Frame),
    },
    ratioRuns: ratios,
  };
}

/**
 * The app's two large tables and the naive and virtualized harness tables (their reference), the
 * runs interleaved (naive, virtual, pages, grid, naive, …) so each run of a table and the naive run
 * of its round see the same load on the machine.
 */
export async function measureTables(
  run: BrowserRun,
): Promise<Pick<BenchResult, 'pagesTable' | 'gridTable' | 'naiveVsVirtual'>> {
  const { browser, servers, session, params, runs, log } = run;
  const harness = { harnessUrl: servers.harnessUrl, rows: HARNESS_ROWS };
  const pagesPath = `/audits/${params.auditId}/runs/${params.runId}/pages?size=500`;
  const gridPath = `/grid/pages?q=${encodeURIComponent(JSON.stringify({ size: 500 }))}`;
  log(
    'tables, interleaved: the naive table (their reference), the shared DataTable (10,000 rows), pages (100,000) and the grid',
  );
  const [harnessTabs, pagesTab, gridTab] = await Promise.all([
    harnessContext(browser),
    signedInContext(browser, session),
    signedInContext(browser, session),
  ]);
  try {
    const rounds = await repeat(runs, async () => ({
      naive: await harnessTableRun(harnessTabs, { ...harness, kind: 'naive' }),
      virtual: await harnessTableRun(harnessTabs, { ...harness, kind: 'virtual' }),
      pages: await appTableRun(pagesTab, `${servers.appUrl}${pagesPath}`, /\/runs\/\d+\/pages\?/),
      grid: await appTableRun(gridTab, `${servers.appUrl}${gridPath}`, /\/v3\/reports\/grid\/pages(\?|$)/),
    }));
    const naiveRuns = rounds.map((round) => round.naive);
    const naive = harnessTableFigure(naiveRuns);
    const virtual = harnessTableFigure(rounds.map((round) => round.virtual));
    const pageRuns = rounds.map((round) => round.pages);
    const gridRuns = rounds.map((round) => round.grid);
    const headers = { Authorization: session.apiKey };
    const [pageRows, gridRows] = await Promise.all([
      totalCount(
        fetch(
          `${servers.stubUrl}/v3/web-audits/${params.auditId}/runs/${params.runId}/pages?page=0&size=50`,
          {
            headers,
          },
        ),
      ),
      totalCount(
        fetch(`${servers.stubUrl}/v3/reports/grid/pages`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ size: 100 }),
        }),
      ),
    ]);
    return {
      pagesTable: withRatios(
        appTableFigure(pagesPath, pageRuns),
        pageRows,
        ratiosToNaive(pageRuns, naiveRuns),
      ),
      gridTable: withRatios(appTableFigure(gridPath, gridRuns), gridRows, ratiosToNaive(gridRuns, naiveRuns)),
      naiveVsVirtual: {
        rows: HARNESS_ROWS,
        virtual,
        naive,
        ratio: {
          firstRender: ratio(naive.firstRenderMs.median, virtual.firstRenderMs.median),
          sweepMedianFrame: ratio(naive.sweep.medianFrameMs.median, virtual.sweep.medianFrameMs.median),
          sweepP95Frame: ratio(naive.sweep.p95FrameMs.median, virtual.sweep.p95FrameMs.median),
        },
        ratioRuns: {
          firstRender: pairedRatios(
            rounds.map((round) => round.virtual.firstRenderMs),
            naiveRuns.map((round) => round.firstRenderMs),
          ),
          sweepMedianFrame: pairedRatios(
            rounds.map((round) => round.virtual.sweep.medianFrameMs),
            naiveRuns.map((round) => round.sweep.medianFrameMs),
          ),
        },
      },
    };
  } finally {
    await Promise.all([harnessTabs.close(), pagesTab.close(), gridTab.close()]);
  }
}

/**
 * The 5,000-point trend chart, its reference (recharts alone, drawing the points the chart draws)
 * and plain SVG polylines of all the points, in `pacedBrowser`: a time to paint, taken with frames
 * at the usual rate. `slowdown` slows the chart on purpose (the check's self-test).
 */
export async function measureChartSection(
  run: BrowserRun,
  pacedBrowser: Browser,
  slowdown = 0,
): Promise<NonNullable<BenchResult['chart']>> {
  run.log(
    `trend chart (5,000 points), recharts alone (its reference) and plain polylines${slowdown ? `; INJECTED SLOWDOWN ${slowdown * 100} %` : ''}`,
  );
  const times = await measureChart(pacedBrowser, {
    harnessUrl: run.servers.harnessUrl,
    points: CHART_POINTS,
    runs: run.runs * CHART_ROUNDS_PER_RUN,
    slowdown,
  });
  return {
    points: CHART_POINTS,
    renderMs: times.chart.renderMs,
    workMs: times.chart.workMs,
    reference: { name: 'recharts alone', ...times.recharts },
    ratio: times.chartToRecharts?.median ?? ratio(times.chart.workMs.median, times.recharts.workMs.median),
    ratios: times.chartToRecharts,
    paintedRatios: times.paintedToRecharts,
    polylines: { name: 'plain SVG polylines', ...times.polylines },
    ...(slowdown ? { injectedSlowdown: slowdown, injectedMs: times.injectedMs } : {}),
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

/** The audits of each account Home and /audits are measured on. */
const ACCOUNT_AUDITS: Record<AccountSize, number> = {
  demo: 26,
  large: LARGE_ACCOUNT.audits,
  huge: HUGE_ACCOUNT.audits,
};

/** Each account's production server and a session for it (the service under /api, as deployed). */
async function accountSessions(run: BrowserRun) {
  const accounts = run.servers.accounts;
  if (!accounts) throw new Error('Home and /audits need the accounts’ stub servers');
  return Promise.all(
    ACCOUNT_SIZES.map(async (account) => ({
      account,
      audits: ACCOUNT_AUDITS[account],
      appUrl: accounts[account].productionUrl,
      session: behindProxy((await stubSession(accounts[account].stubUrl)).session),
    })),
  );
}

/** Home on the demo, large and huge accounts, each behind the production server. */
export async function measureHomeSection(run: BrowserRun, paced: Browser): Promise<HomeFigure> {
  run.log('home: the demo (26 audits), large (5,000) and huge (50,000) accounts, production server');
  return measureHome(paced, {
    harnessUrl: run.servers.harnessUrl,
    accounts: await accountSessions(run),
    runs: run.runs,
  });
}

/** /audits and the command palette on the demo and huge accounts, each behind the production server. */
export async function measureLibrarySection(run: BrowserRun, paced: Browser): Promise<LibraryFigure> {
  run.log(
    'library: /audits and Ctrl+K on the demo (26 audits) and huge (50,000) accounts, production server',
  );
  const accounts = await accountSessions(run);
  return measureLibrary(paced, {
    harnessUrl: run.servers.harnessUrl,
    accounts: accounts.filter((account) => account.account !== 'large'),
    runs: run.runs,
  });
}
