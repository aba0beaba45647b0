import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openWithMockKnobs } from './mock-knobs';
import { inspectPage, installDialogTraps, takeTrappedCalls, withoutPayloads } from './hostile-probe';
import { appRoutes, landsAt, openInApp, routesByArea, type AppRoute } from './routes';

/**
 * Every route of the catalogue (e2e/routes.ts) with MOCK_HOSTILE data (mocks/README.md "Hostile
 * mode"): no payload runs, no dialog opens, no link leaves http(s), new-tab links cut the opener,
 * nothing pushes the page sideways and cut values keep their full text reachable, while the
 * payloads are on screen as text.
 */

/** Routes per test: areas are merged or split to at most this many (few tests: few sign-ins). */
const MAX_ROUTES_PER_TEST = 28;
/** Time for hostile mode and sign-in, then for each route (a busy 2-core machine), in ms. */
const SIGN_IN_BUDGET_MS = 30_000;
const ROUTE_BUDGET_MS = 10_000;
/** How long a route may take to show its h1 and its data, in ms. */
const SETTLE_TIMEOUT_MS = 30_000;
/** Sideways scroll tolerated (sub-pixel rounding), in px. */
const OVERFLOW_TOLERANCE_PX = 2;
/** Routes that read from the service but show no attacker-controlled text with the seeded data. */
const SHOWS_NO_SITE_TEXT: Record<string, string> = {
  'archived-audits': 'it lists the audits archived in this tab: none',
  'settings-notification-center': 'email addresses and counts (emails are not rewritten)',
  'settings-notification-center-item': 'one email address and its counts',
  webhooks: 'the delivery log of this tab: empty; the signing secret is never shown',
};

/**
 * True when the route must show a payload as text: it reads site data and shows it (a create form
 * reads only the choices of its selects, shown when a select opens).
 */
const showsSiteText = (route: AppRoute) =>
  route.reads && !route.path.endsWith('/new') && !(route.id in SHOWS_NO_SITE_TEXT);

test.describe.configure({ mode: 'parallel' });

/** The catalogue in tests of at most `max` routes: small areas merged, large ones split. */
function testGroups(max: number): Array<{ title: string; routes: AppRoute[] }> {
  const groups: Array<{ title: string; routes: AppRoute[] }> = [];
  for (const [area, routes] of routesByArea(appRoutes)) {
    const parts = Math.ceil(routes.length / max);
    const size = Math.ceil(routes.length / parts);
    for (let part = 0; part < parts; part++) {
      const slice = routes.slice(part * size, (part + 1) * size);
      const title = parts > 1 ? `${area} ${part + 1}/${parts}` : area;
      const last = groups.at(-1);
      if (last && last.routes.length + slice.length <= max) {
        last.title += `, ${title}`;
        last.routes.push(...slice);
      } else groups.push({ title, routes: slice });
    }
  }
  return groups;
}

/** How a route is opened: by a full load, in the running app, or already open (sign-in landed on it). */
type Opening = 'load' | 'in-app' | 'open';

/**
 * Open `route` as `how` says and wait until its h1 shows and every view has settled. A name in a
 * heading carries payloads: they are left out to compare.
 */
async function openSettled(page: Page, route: AppRoute, how: Opening) {
  if (how === 'load') await page.goto(route.path);
  else if (how === 'in-app') await openInApp(page, route.path);
  await expect(page).toHaveURL((url) => landsAt(route, url));
  const where = `${route.name} (${route.path})`;
  const heading = async () =>
    withoutPayloads((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '');
  const headingShown = expect.poll(heading, { message: `${where}: its h1`, timeout: SETTLE_TIMEOUT_MS });
  if (typeof route.heading === 'string') await headingShown.toBe(route.heading);
  else await headingShown.toMatch(route.heading);
  // Let the router commit a change of tab or section that keeps the same h1.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const placeholders = page.getByRole('main').locator('.mantine-Skeleton-root[data-visible]');
  await expect(placeholders, `${where}: still loading`).toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS });
}

/** Check the settled route (soft: every route of the test is checked, each failure names its route). */
async function expectSafe(page: Page, route: AppRoute, dialogs: string[], pageErrors: string[]) {
  const report = await inspectPage(page);
  const on = `on ${route.name} (${route.path})`;
  expect.soft(dialogs, `dialogs ${on}`).toEqual([]);
  expect.soft(await takeTrappedCalls(page), `payload calls ${on}`).toEqual([]);
  expect.soft(pageErrors, `uncaught errors ${on}`).toEqual([]);
  expect.soft(report.unsafeHrefs, `non-http(s) links ${on}`).toEqual([]);
  expect.soft(report.scripts, `<script> elements ${on}`).toBe(0);
  expect.soft(report.handlerAttributes, `on… attributes ${on}`).toEqual([]);
  expect.soft(report.openerLinks, `new-tab links without noopener noreferrer ${on}`).toEqual([]);
  expect
    .soft(report.sidewaysOverflow, `sideways overflow (px) ${on}`)
    .toBeLessThanOrEqual(OVERFLOW_TOLERANCE_PX);
  expect.soft(report.unreachableValues, `cut values without their full text ${on}`).toEqual([]);
  await expect.soft(page.getByRole('main').getByTestId('error-panel'), `error panels ${on}`).toHaveCount(0);
  if (showsSiteText(route)) {
    expect.soft(report.visibleMarkers, `hostile payloads shown as text ${on}`).not.toEqual([]);
  }
}

for (const group of testGroups(MAX_ROUTES_PER_TEST)) {
  test(`hostile data on ${group.title}: nothing runs, links stay http(s), the layout holds`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(SIGN_IN_BUDGET_MS + group.routes.length * ROUTE_BUDGET_MS);
    const dialogs: string[] = [];
    const pageErrors: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await installDialogTraps(page);
    // Hostile mode for the tab: the browser mock reads the knob and remembers it (sessionStorage).
    await openWithMockKnobs(page, { mock_hostile: '1' });

    const publicRoutes = group.routes.filter((route) => route.public);
    const signedInRoutes = group.routes.filter((route) => !route.public);
    const check = async (route: AppRoute, how: Opening) => {
      await test.step(`${route.name}: ${route.path}`, async () => {
        await openSettled(page, route, how);
        await expectSafe(page, route, dialogs, pageErrors);
        // What follows belongs to the next route (the first one also owns what its sign-in load raised).
        dialogs.length = 0;
        pageErrors.length = 0;
      });
    };
    for (const route of publicRoutes) await check(route, 'load');
    const [first, ...rest] = signedInRoutes;
    if (!first) return;
    // Signing in loads the first route cold (the knob and the session survive a reload), the rest open in the app.
    await signIn(page, { remember: true, next: first.path });
    await check(first, 'open');
    for (const route of rest) await check(route, 'in-app');
  });
}
