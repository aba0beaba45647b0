// A tab left open all day: walk the e2e route catalogue in the app, signed in against the stub
// server, the way a link does (history push + popstate), and compare the heap and the DOM after
// garbage collection at the end of the first walk and at the end of the last one.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { appRoutes, openInApp, type AppRoute } from '../../e2e/routes';
import { trackRequests, type RequestsInFlight } from '../../e2e/requests-in-flight';
import { signedInContext } from './scenarios';

/** Heap and DOM after forced garbage collection. */
export interface MemorySnapshot {
  /** Route changes made when it was taken. */
  routeChanges: number;
  heapUsedMB: number;
  /** Live DOM nodes (attached or not), documents and JS event listeners (CDP `Memory.getDOMCounters`). */
  nodes: number;
  documents: number;
  listeners: number;
  /** Nodes no longer in the document but kept alive (CDP `DOM.getDetachedDomNodes`; null if unsupported). */
  detachedNodes: number | null;
}

/** The walk and its two snapshots. */
export interface MemoryFigure {
  /** Routes in one walk (the catalogue's signed-in routes). */
  routes: number;
  walks: number;
  routeChanges: number;
  afterFirstWalk: MemorySnapshot;
  end: MemorySnapshot;
  /** end ÷ after the first walk − 1, in % (one decimal). */
  heapGrowthPct: number;
  /** Routes whose h1 did not show within the timeout (the walk goes on). */
  failedRoutes: string[];
  /** Routes whose requests were still going after {@link QUIET_TIMEOUT_MS} (the walk goes on). */
  restlessRoutes: string[];
  /** Wall time of the walk, s. */
  seconds: number;
}

/** Route changes that must follow the first walk (issue 20: after 100 route changes). */
export const ROUTE_CHANGES_AFTER_FIRST_WALK = 100;
const HEADING_TIMEOUT_MS = 20_000;
/** A screen is read once no request (a call, a lazy chunk) has been in flight for this long... */
const QUIET_MS = 500;
/** ...or, on a screen that never goes quiet, after this long (the walk goes on). */
export const QUIET_TIMEOUT_MS = 15_000;
const MB = 1024 * 1024;

/** Walks needed so that ≥ `after` route changes follow the first walk, ending on a whole walk. */
export function walksNeeded(routes: number, after = ROUTE_CHANGES_AFTER_FIRST_WALK): number {
  return 1 + Math.ceil(after / Math.max(1, routes));
}

/** A pattern's source, or an exact string as a pattern. */
const patternOf = (value: string | RegExp) =>
  typeof value === 'string' ? `^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : value.source;

/**
 * Wait until the page is at the route's address (or where it redirects to) and shows exactly one
 * h1 with the route's heading: routes in a row can share a heading (a run's tabs).
 */
async function waitForRoute(page: Page, route: AppRoute): Promise<void> {
  await page.waitForFunction(
    ({ heading, address }) => {
      if (!new RegExp(address).test(`${location.pathname}${location.search}`)) return false;
      const headings = document.querySelectorAll('h1');
      if (headings.length !== 1) return false;
      return new RegExp(heading).test((headings[0]!.textContent ?? '').replace(/\s+/g, ' ').trim());
    },
    { heading: patternOf(route.heading), address: patternOf(route.redirectsTo ?? route.path) },
    { timeout: HEADING_TIMEOUT_MS },
  );
}

/**
 * Resolves once no request of the page has been in flight for {@link QUIET_MS}, or after
 * {@link QUIET_TIMEOUT_MS}; says whether it went quiet.
 */
async function quiet(requests: RequestsInFlight): Promise<boolean> {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (requests.pending() === 0 && Date.now() - requests.changedAt() >= QUIET_MS) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Nodes in a CDP DOM tree (a detached root and everything under it). */
function nodesIn(node: { children?: unknown[] } | undefined): number {
  return node
    ? 1 + (node.children ?? []).reduce<number>((sum, child) => sum + nodesIn(child as typeof node), 0)
    : 0;
}

/**
 * Heap and DOM counters after garbage collection. Detached nodes are asked for last, in a session of
 * their own that is then closed: the DOM agent holds on to every node it reports, which would keep
 * this snapshot's detached nodes alive into the next one.
 */
async function snapshot(context: BrowserContext, page: Page, routeChanges: number): Promise<MemorySnapshot> {
  const cdp = await context.newCDPSession(page);
  for (let pass = 0; pass < 3; pass++) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  let detachedNodes: number | null = null;
  const dom = await context.newCDPSession(page);
  try {
    await dom.send('DOM.enable');
    const detached = (await dom.send('DOM.getDetachedDomNodes' as 'DOM.enable')) as unknown as {
      detachedNodes?: Array<{ treeNode?: { children?: unknown[] } }>;
    };
    detachedNodes = (detached.detachedNodes ?? []).reduce((sum, entry) => sum + nodesIn(entry.treeNode), 0);
  } catch {
    detachedNodes = null;
  } finally {
    await dom.detach();
  }
  return {
    routeChanges,
    heapUsedMB: +(heap.usedSize / MB).toFixed(2),
    nodes: counters.nodes,
    documents: counters.documents,
    listeners: counters.jsEventListeners,
    detachedNodes,
  };
}

/**
 * Open `/audits` signed in, then walk every signed-in route of the catalogue in order, as often
 * as {@link walksNeeded} says, and take a snapshot after the first walk and after the last.
 */
export async function measureMemory(
  browser: Browser,
  options: { appUrl: string; session: { apiKey: string; baseUrl: string }; log: (message: string) => void },
): Promise<MemoryFigure> {
  const routes = appRoutes.filter((route) => !route.public);
  const walks = walksNeeded(routes.length);
  const context = await signedInContext(browser, options.session);
  const started = Date.now();
  try {
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(`${options.appUrl}/audits`);
    await page.locator('h1', { hasText: 'Audits' }).waitFor({ timeout: 60_000 });
    const failed = new Set<string>();
    const restless = new Set<string>();
    let routeChanges = 0;
    let afterFirstWalk: MemorySnapshot | null = null;
    for (let walk = 1; walk <= walks; walk++) {
      for (const route of routes) {
        await openInApp(page, route.path);
        routeChanges++;
        try {
          await waitForRoute(page, route);
        } catch (error) {
          failed.add(`${route.id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
        // Read as a user reads it: the screen's calls (a lazy section's, Home's change details) finish.
        if (!(await quiet(requests))) restless.add(route.id);
      }
      options.log(`memory: walk ${walk} of ${walks} done (${routeChanges} route changes)`);
      if (walk === 1) afterFirstWalk = await snapshot(context, page, routeChanges);
    }
    const end = await snapshot(context, page, routeChanges);
    const first = afterFirstWalk!;
    return {
      routes: routes.length,
      walks,
      routeChanges,
      afterFirstWalk: first,
      end,
      heapGrowthPct: +((end.heapUsedMB / first.heapUsedMB - 1) * 100).toFixed(1),
      failedRoutes: [...failed],
      restlessRoutes: [...restless],
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await context.close();
  }
}
