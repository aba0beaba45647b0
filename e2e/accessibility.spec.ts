import type { Locator, Page } from '@playwright/test';
import { checkA11y, DEMO_ADMIN_KEY, expect, test } from './fixtures';
import { openInApp, routeById, seeded } from './routes';

/**
 * Accessibility beyond the per-route axe scan of routes.spec.ts: a keyboard-only walk through the
 * main flow, and the dashboard at 200% zoom. A 1280 × 800 window at 200% zoom lays out like a
 * 640 × 400 CSS-pixel viewport (WCAG 1.4.10 reflow): the page never scrolls sideways (a wide data
 * table scrolls inside its own frame), the navigation is one button away, and the heading is on
 * screen.
 */

/** Most Tab presses a walk may take to reach one control (a long page has many stops). */
const MAX_TABS = 150;

/** Press Tab (only the keyboard) until `target` has the focus; fail if it never gets it. */
async function tabTo(page: Page, target: Locator, what: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${what} was not reached in ${MAX_TABS} presses of Tab`);
}

/** After a navigation the focus is on the new page's heading, so a screen reader announces it. */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
}

test('keyboard only: sign in, open an audit, its run, a report, then build and save a grid report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/sign-in');
  await tabTo(page, page.locator('input').and(page.getByLabel(/^\s*API key/)), 'the API key field');
  await page.keyboard.type(DEMO_ADMIN_KEY);
  await page.keyboard.press('Enter');
  // Sign-in lands on Home; the audit library is an item of the navigation (behind its toggle here).
  await expectHeadingFocused(page, 'Home');
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  const auditsLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audits' });
  await tabTo(page, toggle, 'the navigation toggle', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, auditsLink, 'the Audits navigation link');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Audits');

  // Each table is one Tab stop: the arrow keys then move from run to run, or audit to audit.
  const auditRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: seeded.auditName }) });
  const library = page.getByRole('table').filter({ has: auditRow });
  await tabTo(page, library.locator('tbody tr[aria-rowindex="2"]'), 'the table of the audit');
  for (
    let presses = 0;
    presses < 50 && !(await auditRow.evaluate((row) => row === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(auditRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, seeded.auditName);

  const runs = page.getByRole('table', { name: 'Run history' });
  const firstRun = runs.locator('tbody tr[aria-rowindex="2"]');
  await tabTo(page, firstRun, 'the runs table');
  await page.keyboard.press('ArrowDown');
  await expect(runs.locator('tbody tr[aria-rowindex="3"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(firstRun).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/audits\/\d+\/runs\/\d+$/);
  await expectHeadingFocused(page, /^Run of /);

  const reports = page.getByRole('region', { name: 'Report families' });
  await tabTo(page, reports.getByRole('link').first(), 'the first report family');
  const family = (await reports.getByRole('link').first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(family);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // At this width the navigation is folded behind the burger: its links are no Tab stops until it opens.
  await tabTo(page, page.getByRole('button', { name: 'Toggle navigation' }), 'the navigation button');
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await tabTo(page, nav.getByRole('link', { name: 'Grid reports' }), 'Grid reports in the navigation');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /grid/i);
  await tabTo(
    page,
    page.getByRole('main').getByRole('link', { name: 'Pages', exact: true }),
    'the Pages grid',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Pages results' })).toBeVisible({ timeout: 60_000 });

  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }), 'Save');
  await page.keyboard.press('Enter');
  const save = page.getByRole('dialog', { name: 'Save report' });
  const name = `Keyboard-only pages ${Date.now()}`;
  await tabTo(page, save.getByRole('textbox', { name: 'Name' }), 'the report name');
  await page.keyboard.type(name);
  await tabTo(page, save.getByRole('button', { name: 'Save report' }), 'Save report');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/grid\/saved\/\d+$/);
  await expectHeadingFocused(page, name);
});

/** A 1280 × 800 window at 200% zoom, in CSS pixels. */
const ZOOMED_VIEWPORT = { width: 640, height: 400 };
/** Sub-pixel rounding tolerated in the sideways check, in px. */
const OVERFLOW_TOLERANCE_PX = 2;

/** Screens of every kind: lists, a dashboard with charts, tables, a report, forms, the grid builder. */
const zoomedRoutes = [
  'audit-library',
  'audit-overview',
  'audit-settings-general',
  'run-overview',
  'run-pages',
  'page-overview',
  'report-tag-health-slow',
  'grid-builder',
  'scheduled-export-new',
  'settings-labels',
  'settings-labels-new',
  'webhooks',
].map(routeById);

/** How far the page scrolls sideways beyond its viewport, in CSS pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: ZOOMED_VIEWPORT });

test('at 200% zoom every kind of screen reflows: no sideways scroll, navigation behind one button, no axe violation', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const route of zoomedRoutes) {
    await test.step(`${route.name}: ${route.path}`, async () => {
      await openInApp(page, route.path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(route.heading);
      await expect(heading).toBeInViewport();
      await expect(page.getByRole('main').locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
      expect(await sidewaysOverflow(page), `${route.name} scrolls sideways`).toBeLessThanOrEqual(
        OVERFLOW_TOLERANCE_PX,
      );
      await checkA11y(page, `${route.name} at 200% zoom`);
    });
  }

  // The navigation is folded behind the burger (hidden, not just moved off screen, so its links are
  // no invisible Tab stops), and opens and works from the keyboard.
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(nav).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(OVERFLOW_TOLERANCE_PX);
});
