import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect, STUB_SERVER_URL, test } from './fixtures';
import { LOADING_VIEW } from './still-screen';
import { appRoutes, openInApp, routeById, seeded, type AppRoute } from './routes';

/**
 * Faults on every route (issue 10). The app is signed in against the stub server, so its calls
 * cross the network where `context.route` can break them (the embedded mock's service worker
 * passes calls to other origins on; requests a service worker makes are routed by the context,
 * not by the page). Every route of the catalogue gets one fault, rotating through the kinds; three
 * representative routes get all of them; then the retry policy is measured request by request.
 *
 * Per route: each view whose read failed shows its own error panel with the fault's message and a
 * Retry button (a form's select whose choices failed: the field's error, with Retry), the heading
 * and the navigation stay, nothing is thrown (the `consoleErrors` fixture fails the test on any
 * uncaught error), and once the fault is gone Retry brings the data. Routes that read nothing
 * (`reads: false` in the catalogue) are checked to send nothing and to work as usual.
 *
 * Time: the page's clock is Playwright's (`page.clock.install()`): it runs at real speed, and the
 * suite jumps it forward over retry back-offs and to drop the previous route's cached reads
 * (react-query's 5 min gcTime), so routes open in-app without a reload and still read afresh.
 */

/** The kinds of fault injected into the service's answers. */
const faultKinds = ['network', 'server-error', 'unavailable', 'timeout', 'truncated', 'wrong-shape'] as const;
type FaultKind = (typeof faultKinds)[number];

const cors = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Disposition, Retry-After',
};

/** What each fault does to a read, and what the failing view must say. */
const faults: Record<FaultKind, { describe: string; message: string; inject(route: Route): Promise<void> }> =
  {
    network: {
      describe: 'the connection fails (net::ERR_FAILED)',
      message: 'Could not reach the service: check your connection and the service URL',
      inject: (route) => route.abort('failed'),
    },
    'server-error': {
      describe: '500 with the spec’s JSON error body',
      message: 'Injected fault: the service failed',
      inject: (route) =>
        route.fulfill({
          status: 500,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({
            timestamp: new Date().toISOString(),
            message: 'Injected fault: the service failed',
            details: 'e2e/faults.spec.ts',
          }),
        }),
    },
    unavailable: {
      describe: '503 with Retry-After: 1 and a plain-text body',
      message: 'The service is temporarily unavailable',
      inject: (route) =>
        route.fulfill({
          status: 503,
          headers: { ...cors, 'retry-after': '1' },
          contentType: 'text/plain',
          body: 'Service Unavailable',
        }),
    },
    timeout: {
      // What the browser reports when the connection times out. The client's own 30 s timeout is
      // tested once, with a shortened clock, in "a read that hangs times out" below.
      describe: 'the connection times out (net::ERR_TIMED_OUT)',
      message: 'Could not reach the service: check your connection and the service URL',
      inject: (route) => route.abort('timedout'),
    },
    truncated: {
      describe: '200 with the real JSON cut in half',
      message: 'The service sent a response that is not valid JSON',
      inject: (route) => rewriteJson(route, (text) => truncate(text)),
    },
    'wrong-shape': {
      describe: '200 with the real JSON, every top-level field of the wrong type',
      message: 'The service sent data in a shape this view does not understand',
      inject: (route) => rewriteJson(route, (text) => JSON.stringify(wrongShape(JSON.parse(text)))),
    },
  };

/** The first half of a JSON text, never itself valid JSON. */
function truncate(text: string): string {
  const half = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  try {
    JSON.parse(half);
    return `${half}{"truncated`;
  } catch {
    return half;
  }
}

/** A value of another JSON type than `value`. */
function wrongType(value: unknown): unknown {
  if (Array.isArray(value)) return 'not a list';
  if (value === null) return { unexpected: true };
  if (typeof value === 'object') return ['not an object'];
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'not a boolean';
  return { unexpected: true };
}

/** The answer with every top-level field of the wrong type (a list or a scalar answer: an object). */
function wrongShape(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, wrongType(field)]));
  return { unexpected: true };
}

/** The real answer to a routed call (fetched again if the stub server dropped a kept-alive connection). */
async function fetchReal(route: Route, attempts = 3): Promise<Awaited<ReturnType<Route['fetch']>>> {
  try {
    return await route.fetch();
  } catch (error) {
    if (attempts <= 1 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return fetchReal(route, attempts - 1);
  }
}

/** Fetch the real answer and send it back rewritten, when it is JSON (anything else as it came). */
async function rewriteJson(route: Route, rewrite: (text: string) => string) {
  const response = await fetchReal(route);
  const text = await response.text();
  const json = /json/i.test(response.headers()['content-type'] ?? '') && response.ok() && text !== '';
  // The page may have given up on the call meanwhile (navigated away): nothing to answer then.
  await route.fulfill({ response, body: json ? rewrite(text) : text }).catch(() => {});
}

/**
 * The header's account block reads the account and the signed-in user on every screen; they are
 * left alone so the shell stays as it is (no route of the catalogue shows that user's record).
 */
const shellReads = new Set(['/v2/account', `/v2/users/${seeded.adminUserId}`]);
const stubCalls = `${STUB_SERVER_URL}/**`;

/** The reads a fault broke while it was installed. */
interface Injection {
  hits: string[];
  remove(): Promise<void>;
}

/**
 * Break every call the app sends to the service, except the shell's own, with `kind`: opening a
 * screen only reads, and its reads are GETs and POST searches (report tables, inbox and rule lists).
 */
async function injectFault(context: BrowserContext, kind: FaultKind): Promise<Injection> {
  const hits: string[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS' || shellReads.has(url.pathname)) return route.fallback();
    hits.push(`${request.method()} ${url.pathname}${url.search}`);
    await faults[kind].inject(route);
  };
  await context.route(stubCalls, handler);
  return { hits, remove: () => context.unroute(stubCalls, handler) };
}

/**
 * What the browser logs for the injected faults: one "Failed to load resource" line per failed
 * call, with the status or network error injected (404/403/400 by the retry-policy tests).
 */
test.use({
  allowedConsoleErrors:
    /^Failed to load resource: (?:net::ERR_FAILED|net::ERR_TIMED_OUT|the server responded with a status of (?:400 \(Bad Request\)|403 \(Forbidden\)|404 \(Not Found\)|500 \(Internal Server Error\)|503 \(Service Unavailable\)))$/,
});
test.describe.configure({ mode: 'parallel' });

/** Sign in against the stub server with the page on Playwright's clock. */
async function start(page: Page, signIn: (page: Page, options: object) => Promise<void>) {
  await page.clock.install();
  trackCalls(page);
  // On a loaded machine signing in can outlast the helper's 10 s wait: give it longer.
  await signIn(page, { serviceUrl: STUB_SERVER_URL, remember: true }).catch(() =>
    expect(page).not.toHaveURL(/\/sign-in(\?|$)/, { timeout: 30_000 }),
  );
}

/** The h1 of the app's not-found screen, where each fault check starts from. */
const NOT_FOUND_HEADING = 'Page not found';

/**
 * Leave for a screen that reads nothing and let react-query drop what the last one cached (5 min
 * gcTime): the next route starts its reads afresh, as after a reload.
 */
async function forgetCachedReads(page: Page) {
  await openInApp(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  await skipAhead(page, 6 * 60_000);
}

/**
 * Calls to the service in flight, per page. The clock also drives the client's 30 s request timeout
 * (`AbortSignal.timeout` is faked too), so it is only jumped forward while no call is in flight:
 * what the jump skips is back-off and cache lifetime, never a call's own time.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackCalls(page: Page) {
  const calls = new Set<Request>();
  inFlight.set(page, calls);
  const context = page.context();
  context.on('request', (request) => {
    if (request.url().startsWith(STUB_SERVER_URL)) calls.add(request);
  });
  context.on('requestfinished', (request) => calls.delete(request));
  context.on('requestfailed', (request) => calls.delete(request));
}

/**
 * Jump the page's clock forward by `ms` once no call to the service is in flight (but those
 * `waiting` tells apart: calls a test holds on purpose, whose timeout the jump is meant to reach).
 */
async function skipAhead(page: Page, ms: number, waiting: (request: Request) => boolean = () => false) {
  const calls = inFlight.get(page)!;
  const busy = () => [...calls].filter((request) => !waiting(request)).length;
  await expect.poll(busy, { timeout: 20_000, intervals: [50, 100, 250] }).toBe(0);
  await page.clock.fastForward(ms);
}

const main = (page: Page) => page.getByRole('main');
/** A failed view's error panel, and a view still loading (CSS selectors: the locators below and `unexplainedFailures`). */
const ERROR_PANEL = '[data-testid="error-panel"]';
const errorPanels = (page: Page) => main(page).locator(ERROR_PANEL);
/** Retry buttons of failed views: an error panel's, or a field's whose choices could not be read. */
const retryButtons = (page: Page) => main(page).getByRole('button', { name: /^Retry/ });
/** Retry buttons that can be pressed now (a view retrying shows its button busy and disabled). */
const pressableRetryButtons = (page: Page) =>
  main(page).getByRole('button', { name: /^Retry/, disabled: false });
const skeletons = (page: Page) => main(page).locator(LOADING_VIEW);

/**
 * Wait until every view has settled, jumping the clock over retry back-offs: no view still shows a
 * skeleton (it loaded, or it failed and says so), and at least `minFailed` views offer Retry.
 */
async function settle(page: Page, minFailed: number) {
  await expect
    .poll(
      async () => {
        await skipAhead(page, 16_000);
        return {
          loading: await skeletons(page).count(),
          failedEnough: (await retryButtons(page).count()) >= minFailed,
        };
      },
      // Each round jumps over one retry's back-off: short rounds, as a read's retries are quick.
      { timeout: 20_000, intervals: [100] },
    )
    .toEqual({ loading: 0, failedEnough: true });
}

/** The shell survived: one h1 (not the route error page's), and the main navigation is there. */
async function expectShellIntact(page: Page, route: AppRoute) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1, `${route.name}: one h1`).toHaveCount(1);
  await expect(h1, `${route.name}: the route crashed`).not.toHaveText('This page could not be shown');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Audits' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
}

/**
 * The failed views say so: the fault's message is shown, and every error panel shows it with a
 * Retry button (a form's select whose choices failed shows it as the field's error, with Retry).
 */
async function expectFailedViews(page: Page, route: AppRoute, kind: FaultKind) {
  expect(
    await retryButtons(page).count(),
    `${route.name} under "${kind}": nothing offers Retry`,
  ).toBeGreaterThan(0);
  await expect(main(page), `${route.name} under "${kind}": the failure is not explained`).toContainText(
    faults[kind].message,
  );
  const panels = errorPanels(page);
  const count = await panels.count();
  for (let index = 0; index < count; index++) {
    const panel = panels.nth(index);
    await expect(panel, `${route.name} under "${kind}": panel ${index + 1}`).toContainText(
      faults[kind].message,
    );
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  }
}

/** What a screen shows at one moment: calls in flight, views loading, Retry buttons, error panels. */
interface ScreenState {
  inFlight: number;
  loading: number;
  retry: number;
  failed: number;
}

async function screenState(page: Page): Promise<ScreenState> {
  return {
    inFlight: inFlight.get(page)!.size,
    loading: await skeletons(page).count(),
    retry: await retryButtons(page).count(),
    failed: await errorPanels(page).count(),
  };
}

/**
 * With the fault gone, press Retry on each failed view until the screen is whole: at one moment no
 * call in flight, no view loading, no Retry and no error panel. (Checking "no Retry" alone passed
 * while a refetching view showed its skeleton, and a read whose last retry was answered before the
 * fault went then failed after the check.) A round ends as soon as the screen is still (nothing in
 * flight or loading); if a view failed meanwhile, or one appeared only now, the next round retries it.
 */
async function retryUntilLoaded(page: Page, route: AppRoute) {
  const whole: ScreenState = { inFlight: 0, loading: 0, retry: 0, failed: 0 };
  await expect(async () => {
    const retry = pressableRetryButtons(page);
    // Every failed view's Retry, first button first: one Retry can clear several panels (views
    // sharing a read), so the buttons are counted again once the view has taken the click (its
    // button busy or gone). Clicking a button that was turning busy waited out the click's timeout.
    for (let clicks = 0; clicks < 20 && (await retry.count()) > 0; clicks++) {
      const button = await retry
        .first()
        .elementHandle({ timeout: 1_000 })
        .catch(() => null);
      if (!button) continue;
      await button.click({ timeout: 1_000 }).catch(() => {});
      await button.waitForElementState('disabled', { timeout: 2_000 }).catch(() => {});
      await button.dispose();
    }
    await skipAhead(page, 16_000);
    let still: ScreenState | undefined;
    await expect
      .poll(
        async () => {
          const state = await screenState(page);
          still = state.inFlight + state.loading === 0 ? state : undefined;
          return still !== undefined;
        },
        { timeout: 3_000, intervals: [100, 250] },
      )
      .toBe(true);
    expect(still).toEqual(whole);
  }, `${route.name}: Retry does not bring the data back`).toPass({ intervals: [0], timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
}

/**
 * Routes that read, yet have no view that a failed read leaves empty: they degrade quietly, by design.
 */
const quietOnFailure: Record<string, string> = {
  // Its list lives in this tab (the service cannot list archived audits); folder and sub-folder
  // names, the only reads, fall back to "Folder 1 / Sub-folder 201".
  'archived-audits': 'the list is kept in the tab; names fall back to ids',
};

/** Open `route` under `kind`, check how it fails, then remove the fault and Retry. */
async function checkRouteUnderFault(page: Page, route: AppRoute, kind: FaultKind) {
  await forgetCachedReads(page);
  const fault = await injectFault(page.context(), kind);
  const quiet = route.id in quietOnFailure;
  try {
    await openInApp(page, route.path);
    // The route's own screen is up (its code may still be loading), not the not-found page left by
    // forgetCachedReads: only then can "nothing is loading" mean its reads have settled.
    if (route.heading !== NOT_FOUND_HEADING) {
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND_HEADING);
    }
    await settle(page, route.reads && !quiet ? 1 : 0);
    await expectShellIntact(page, route);
    if (route.reads) {
      expect(fault.hits.length, `${route.name} read nothing`).toBeGreaterThan(0);
      if (quiet) await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      else await expectFailedViews(page, route, kind);
    } else {
      expect(fault.hits, `${route.name} is catalogued as reading nothing`).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(retryButtons(page)).toHaveCount(0);
    }
  } finally {
    await fault.remove();
  }
  await retryUntilLoaded(page, route);
}

/** A message without the terminal colour codes Playwright puts in it. */
// eslint-disable-next-line no-control-regex
const stripColours = (text: string) => text.replace(/\u001b\[\d+m/g, '');

/** The routes that get every fault, and the one fault every other route gets (rotating). */
const representative = ['audit-library', 'run-overview', 'report-cookie-inventory'];
const faultMatrix: ReadonlyArray<{ route: AppRoute; kind: FaultKind }> = appRoutes
  .filter((route) => !route.public && !representative.includes(route.id))
  .map((route, index) => ({ route, kind: faultKinds[index % faultKinds.length]! }));

const CHUNKS = 4;
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const cells = faultMatrix.filter((_, index) => index % CHUNKS === chunk);
  test(`one fault on every route, rotating through the kinds (part ${chunk + 1} of ${CHUNKS})`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await start(page, signIn);
    // One route failing its check does not hide the others': each is checked, then all are reported.
    const failures: string[] = [];
    for (const { route, kind } of cells) {
      await test
        .step(`${route.name} (${route.path}) under ${kind}: ${faults[kind].describe}`, () =>
          checkRouteUnderFault(page, route, kind),
        )
        .catch(async (error: unknown) => {
          const text = stripColours(String(error));
          const screen = await main(page)
            .ariaSnapshot({ timeout: 2_000 })
            .catch(() => '(no snapshot)');
          failures.push(
            `${route.name} (${route.path}) under ${kind}: ${text.split('\n').slice(0, 14).join(' | ')}\n${screen}`,
          );
        });
    }
    expect(failures, 'routes that failed badly').toEqual([]);
  });
}

for (const id of representative) {
  const route = routeById(id);
  test(`every fault on ${route.name}; the navigation works while it fails`, async ({ page, signIn }) => {
    test.setTimeout(180_000);
    await start(page, signIn);
    for (const kind of faultKinds) {
      await test.step(`${kind}: ${faults[kind].describe}`, () => checkRouteUnderFault(page, route, kind));
    }

    // While every read fails, the navigation still leads elsewhere, and back.
    await forgetCachedReads(page);
    const fault = await injectFault(page.context(), 'server-error');
    try {
      await openInApp(page, route.path);
      await settle(page, 1);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
      await nav.getByRole('link', { name: 'Audits' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audits');
      await settle(page, 1);
      await expectFailedViews(page, routeById('audit-library'), 'server-error');
    } finally {
      await fault.remove();
    }
    await retryUntilLoaded(page, routeById('audit-library'));
  });
}

/** A call answered by a test's own handler: what was asked, and when (test clock, ms). */
interface Call {
  method: string;
  path: string;
  at: number;
}

/** Answer the calls matching `method` and `pathname` with `answer`, recording each; the rest pass. */
async function interceptCalls(
  context: BrowserContext,
  match: { method: string; pathname: string | RegExp },
  answer: (route: Route) => Promise<void>,
) {
  const calls: Call[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const pathMatches =
      typeof match.pathname === 'string'
        ? url.pathname === match.pathname
        : match.pathname.test(url.pathname);
    if (request.method() !== match.method || !pathMatches) return route.fallback();
    calls.push({ method: request.method(), path: `${url.pathname}${url.search}`, at: Date.now() });
    await answer(route);
  };
  await context.route(stubCalls, handler);
  return { calls, remove: () => context.unroute(stubCalls, handler) };
}

const jsonError = (status: number, message: string) => (route: Route) =>
  route.fulfill({
    status,
    headers: cors,
    contentType: 'application/json',
    body: JSON.stringify({ timestamp: new Date().toISOString(), message, details: 'e2e/faults.spec.ts' }),
  });

/** Gaps between consecutive calls, in ms. */
const gaps = (calls: Call[]) => calls.slice(1).map((call, index) => call.at - calls[index]!.at);

test('reads retry a 503 after its Retry-After and a 500 with growing back-off, then say so; Retry then works', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await start(page, signIn);
  const library = routeById('audit-library');

  await test.step('503 with Retry-After: 1: retried a second apart', async () => {
    await forgetCachedReads(page);
    const unavailable = await interceptCalls(
      page.context(),
      { method: 'GET', pathname: '/v3/web-audits' },
      (route) => faults.unavailable.inject(route),
    );
    // The clock runs at real speed here: the delays measured are the app's own.
    await openInApp(page, library.path);
    await expect(errorPanels(page)).toContainText(faults.unavailable.message, { timeout: 20_000 });
    expect(unavailable.calls.length, 'a read is retried').toBeGreaterThanOrEqual(2);
    for (const gap of gaps(unavailable.calls))
      expect(gap, 'the retry waits the Retry-After second').toBeGreaterThanOrEqual(900);
    // The retries are over: however long the page stays, the read is not sent again by itself.
    const sent = unavailable.calls.length;
    await skipAhead(page, 60_000);
    await skipAhead(page, 60_000);
    expect(unavailable.calls).toHaveLength(sent);
    await unavailable.remove();
    await retryUntilLoaded(page, library);
  });

  await test.step('500 without Retry-After: retried after 1 s, 2 s, 4 s', async () => {
    await forgetCachedReads(page);
    const failing = await interceptCalls(
      page.context(),
      { method: 'GET', pathname: '/v3/web-audits' },
      jsonError(500, 'Injected fault: the service failed'),
    );
    await openInApp(page, library.path);
    await expect(errorPanels(page)).toContainText('Injected fault: the service failed', { timeout: 20_000 });
    expect(failing.calls.length, 'a read is retried').toBeGreaterThanOrEqual(2);
    gaps(failing.calls).forEach((gap, index) =>
      expect(gap, `retry ${index + 1} waits ${2 ** index} s`).toBeGreaterThanOrEqual(2 ** index * 1000 - 100),
    );
    await failing.remove();
    await retryUntilLoaded(page, library);
  });
});

test('a read answered 404, 400 or 403 is requested exactly once', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await start(page, signIn);
  const cases = [
    { status: 404, message: 'Injected: no such item', route: routeById('audit-overview') },
    { status: 400, message: 'Injected: the request is not valid', route: routeById('audit-library') },
    { status: 403, message: 'Injected: not allowed', route: routeById('settings-labels') },
  ];
  for (const { status, message, route } of cases) {
    await test.step(`${status} on every read of ${route.name}`, async () => {
      await forgetCachedReads(page);
      const refused = await interceptCalls(
        page.context(),
        { method: 'GET', pathname: /^\/v[23]\// },
        async (call) => {
          const pathname = new URL(call.request().url()).pathname;
          if (shellReads.has(pathname)) return call.fallback();
          return jsonError(status, message)(call);
        },
      );
      await openInApp(page, route.path);
      // 403 on a settings list explains itself as "needs an administrator", without a Retry that
      // cannot help; the other refusals are errors with Retry.
      const refusal = status === 403;
      await settle(page, refusal ? 0 : 1);
      if (refusal) {
        await expect(main(page).getByRole('note')).toContainText('Needs an administrator');
        await expect(retryButtons(page)).toHaveCount(0);
      }
      await skipAhead(page, 60_000);
      await skipAhead(page, 60_000);
      const reads = refused.calls.filter((call) => !shellReads.has(call.path.split('?')[0]!));
      expect(reads.length, `${route.name} read nothing`).toBeGreaterThan(0);
      const perPath = new Map<string, number>();
      for (const call of reads) perPath.set(call.path, (perPath.get(call.path) ?? 0) + 1);
      expect(
        [...perPath].filter(([, count]) => count > 1),
        'reads sent more than once',
      ).toEqual([]);
      await expectShellIntact(page, route);
      await refused.remove();
      // Without a Retry, the refused view comes back when it is opened again.
      if (refusal) {
        await forgetCachedReads(page);
        await openInApp(page, route.path);
      }
      await retryUntilLoaded(page, route);
    });
  }
});

test('a write that fails is sent once, says why, and keeps what was typed', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await start(page, signIn);
  await openInApp(page, '/settings/labels/new');
  const form = page.getByRole('form', { name: 'New label' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E fault label');

  for (const [status, message, headers] of [
    [500, 'Injected fault: the service failed', {}],
    // Even an answer that invites a retry (503 + Retry-After) is not repeated by the app.
    [503, 'Injected: down for maintenance', { 'retry-after': '1' }],
  ] as const) {
    await test.step(`POST answered ${status}`, async () => {
      const create = await interceptCalls(
        page.context(),
        { method: 'POST', pathname: '/v2/labels' },
        (route) =>
          route.fulfill({
            status,
            headers: { ...cors, ...headers },
            contentType: 'application/json',
            body: JSON.stringify({ message }),
          }),
      );
      await form.getByRole('button', { name: 'Create label' }).click();
      await expect(form.getByRole('alert')).toContainText(message);
      await skipAhead(page, 60_000);
      await skipAhead(page, 60_000);
      expect(create.calls, 'the write is sent exactly once').toHaveLength(1);
      await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('E2E fault label');
      await expect(page).toHaveURL(/\/settings\/labels\/new$/);
      await expectShellIntact(page, routeById('settings-labels-new'));
      await create.remove();
    });
  }
});

test('a read that hangs times out after the client’s 30 s, is retried, then says so; Retry then works', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await start(page, signIn);
  const library = routeById('audit-library');
  await forgetCachedReads(page);
  // The service never answers: each call is held until the test ends it.
  const holding: Route[] = [];
  const hanging = await interceptCalls(
    page.context(),
    { method: 'GET', pathname: '/v3/web-audits' },
    async (route) => {
      holding.push(route);
    },
  );
  try {
    await openInApp(page, library.path);
    await expect.poll(() => hanging.calls.length).toBe(1);
    // The client's timeout (30 s) runs on the page's clock: jump past it, and past each retry's back-off.
    const held = (request: Request) => new URL(request.url()).pathname === '/v3/web-audits';
    await expect
      .poll(
        async () => {
          await skipAhead(page, 31_000, held);
          return errorPanels(page).count();
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(1);
    await expect(errorPanels(page)).toContainText('The service took too long to answer');
    await expect(errorPanels(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(hanging.calls.length, 'a read that timed out is retried').toBeGreaterThanOrEqual(2);
    await expectShellIntact(page, library);
  } finally {
    await hanging.remove();
    for (const route of holding) await route.abort().catch(() => {});
  }
  await retryUntilLoaded(page, library);
});

test('an answer whose body stalls past the client’s 30 s is a timeout too: retried, then said so', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  // The headers arrive, half the body, then nothing: as a browser does, the body stream fails with
  // the request signal's reason when it aborts. Only reads of the path in `__e2eStallBodies`.
  await page.addInitScript(() => {
    const fetchOriginal = window.fetch.bind(window);
    const flags = window as unknown as { __e2eStallBodies?: string; __e2eStalled?: number };
    window.fetch = async (input, init) => {
      const response = await fetchOriginal(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (!flags.__e2eStallBodies || url.pathname !== flags.__e2eStallBodies) return response;
      flags.__e2eStalled = (flags.__e2eStalled ?? 0) + 1;
      const text = await response.text();
      const signal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, Math.floor(text.length / 2))));
          signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
  await start(page, signIn);
  const library = routeById('audit-library');
  await forgetCachedReads(page);
  await page.evaluate(() => {
    (window as unknown as { __e2eStallBodies?: string }).__e2eStallBodies = '/v3/web-audits';
  });
  await openInApp(page, library.path);
  await settle(page, 1);
  await expect(errorPanels(page)).toContainText('The service took too long to answer');
  const stalled = await page.evaluate(
    () => (window as unknown as { __e2eStalled?: number }).__e2eStalled ?? 0,
  );
  expect(stalled, 'a read whose body timed out is retried').toBeGreaterThanOrEqual(2);
  await expectShellIntact(page, library);
  await page.evaluate(() => {
    delete (window as unknown as { __e2eStallBodies?: string }).__e2eStallBodies;
  });
  await retryUntilLoaded(page, library);
});

/**
 * The screen at one moment: how many views are loading, and the error panels that lack `message`
 * or a Retry button (their text, for the failure message).
 */
async function unexplainedFailures(page: Page, message: string) {
  return main(page).evaluate(
    (root, { expected, panel, loading }) => ({
      loading: root.querySelectorAll(loading).length,
      unexplained: [...root.querySelectorAll(panel)]
        .filter(
          (failed) =>
            !failed.textContent?.includes(expected) ||
            ![...failed.querySelectorAll('button')].some((button) =>
              button.textContent?.trim().startsWith('Retry'),
            ),
        )
        .map((failed) => failed.textContent ?? ''),
    }),
    { expected: message, panel: ERROR_PANEL, loading: LOADING_VIEW },
  );
}

test('a flaky, slow service (MOCK_FAILURE_RATE 0.3, MOCK_LATENCY_MS 150): every view ends with its data or with Retry', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  // The embedded mock reads its knobs from the query string at start, and keeps them for the tab.
  await signIn(page, { remember: true, next: '/audits?mock_failure_rate=0.3&mock_latency_ms=150' });
  const sample = [...new Map(appRoutes.filter((route) => route.reads).map((route) => [route.area, route]))];
  for (const [, route] of sample) {
    await test.step(`${route.name}: ${route.path}`, async () => {
      await openInApp(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Reads are retried with back-off (about 1 + 2 + 4 s): allow for the whole series. A failed
      // view can be retried by itself (another view of the same read mounting), so the screen is
      // read at one moment when nothing loads: then every failed view explains itself with Retry.
      await expect
        .poll(
          async () => {
            const screen = await unexplainedFailures(page, 'The service is temporarily unavailable');
            return screen.loading > 0 ? 'loading' : screen.unexplained;
          },
          { timeout: 30_000, intervals: [250] },
        )
        .toEqual([]);
      await expectShellIntact(page, route);
    });
  }
});
