import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { appRoutes, landsAt, openInApp, routesByArea, type AppRoute } from './routes';

/**
 * The route catalogue (e2e/routes.ts) against the embedded mock: every route opens at its seeded
 * path and shows its heading, with no error panel, no console error and no uncaught error (the
 * `consoleErrors` fixture fails the test on any), and an axe scan (WCAG 2.1 A and AA) finds no
 * violation of any impact. One test per area, so the areas run in parallel.
 */
test.describe.configure({ mode: 'parallel' });

/** Sign in (embedded mock); on a loaded machine it can outlast the helper's 10 s wait, so wait longer. */
async function signInPatiently(
  page: Page,
  signIn: (page: Page, options?: { remember?: boolean; next?: string }) => Promise<void>,
  options: { remember?: boolean; next?: string } = {},
) {
  await signIn(page, options).catch(() => expect(page).not.toHaveURL(/\/sign-in(\?|$)/, { timeout: 30_000 }));
}

/** Wait for the route's h1 (the only one), check no view of it failed, and scan it with axe. */
async function expectRouteWorks(page: Page, route: AppRoute) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 }), `${route.name} (${route.path})`).toHaveText(
    route.heading,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Every view has settled (loaded or failed) before the check that none failed.
  await expect(main.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
  await expect(main.getByTestId('error-panel'), `${route.name} shows an error`).toHaveCount(0);
  await checkA11y(page, `${route.name} (${route.path})`);
}

test('sign-in opens and shows its heading with no console error and no axe violation', async ({ page }) => {
  const route = appRoutes.find((candidate) => candidate.public)!;
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await checkA11y(page, route.name);
});

/** The signed-in routes by area, a large area split in parts of at most 16 (each part is one test). */
const groups = [...routesByArea(appRoutes.filter((route) => !route.public))].flatMap(([area, routes]) => {
  const parts = Math.ceil(routes.length / 16);
  return Array.from({ length: parts }, (_, part) => ({
    title: parts > 1 ? `${area} (${part + 1} of ${parts})` : area,
    routes: routes.filter((_, index) => index % parts === part),
  }));
});

for (const { title, routes } of groups) {
  test(`every route opens with its heading, no console error and no axe violation: ${title}`, async ({
    page,
    signIn,
  }) => {
    // Signing in lands on the first route (a full load); the others open in the app.
    await signInPatiently(page, signIn, { next: routes[0]?.path });
    for (const [index, route] of routes.entries()) {
      await test.step(`${route.name}: ${route.path}`, async () => {
        if (index > 0) await openInApp(page, route.path);
        await expect(page).toHaveURL((url) => landsAt(route, url));
        await expectRouteWorks(page, route);
      });
    }
  });
}

test('a deep link opens at its route after a full load', async ({ page, signIn }) => {
  // The in-app walk above keeps the app loaded; one route of each kind of address is also loaded cold.
  const routes = [
    'run-overview',
    'report-tag-health-slow',
    'settings-notification-center-item',
    'not-found',
  ].map((id) => appRoutes.find((candidate) => candidate.id === id)!);
  await signInPatiently(page, signIn, { remember: true, next: routes[0]!.path });
  for (const [index, route] of routes.entries()) {
    if (index > 0) await page.goto(route.path);
    await expectRouteWorks(page, route);
  }
});

test('a user event opens from its list', async ({ page, signIn }) => {
  // Its key holds the event's timestamp, which moves with the seeding day: open it from the list.
  await signInPatiently(page, signIn, { next: '/settings/user-events' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User events');
  await page.getByRole('main').locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/settings\/user-events\/[^/]+~/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('User events');
  await expect(page.getByRole('main').getByTestId('error-panel')).toHaveCount(0);
});
