import { expect, type Page } from '@playwright/test';
import { TAB_OPTIONS_KEY } from '../mocks/options';

/**
 * Open the signed-out app with the embedded mock's knobs in the query string (`mock_hostile=1`…)
 * and wait until the mock has remembered them for the tab and its service worker controls the page:
 * the app can reach sign-in before the mock's chunk arrives, and a load that leaves before then
 * starts a mock without the knobs (or while the worker is still installing).
 */
export async function openWithMockKnobs(page: Page, knobs: Record<string, string>) {
  await page.goto(`/?${new URLSearchParams(knobs)}`);
  await expect(page).toHaveURL(/\/sign-in\?/);
  const names = Object.keys(knobs).map((name) => name.toUpperCase());
  await expect
    .poll(
      async () =>
        Object.keys(
          JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), TAB_OPTIONS_KEY)) ?? '{}'),
        ),
      { message: `the mock remembers ${names.join(', ')} for the tab` },
    )
    .toEqual(expect.arrayContaining(names));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: "the mock's service worker controls the page",
    })
    .toBe(true);
}
