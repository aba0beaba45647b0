import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { openInApp, routeById } from './routes';

/**
 * Accessibility beyond the per-route axe scan of routes.spec.ts: the dashboard at 200% zoom.
 * A 1280 × 800 window at 200% zoom lays out like a 640 × 400 CSS-pixel viewport (WCAG 1.4.10
 * reflow): the page never scrolls sideways (a wide data table scrolls inside its own frame), the
 * navigation is one button away, and the heading is on screen.
 */

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

  // The navigation is folded behind the burger, and opens and works from the keyboard.
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toBeVisible();
  await burger.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(OVERFLOW_TOLERANCE_PX);
});
