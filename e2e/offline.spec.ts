import { expect, STUB_SERVER_URL, test } from './fixtures';
import { LOADING_VIEW, waitForSettledScreen } from './still-screen';

declare global {
  interface Window {
    /** Set before going offline: still there afterwards means the page was not reloaded. */
    __sameDocument?: boolean;
  }
}

const OFFLINE_TEXT = /You are offline/;

test('going offline shows a banner; back online it goes away and the waiting view shows its data', async ({
  page,
  context,
  signIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The page's clock is Playwright's: the wait for a failing read to surface is a jump, not a sleep.
  await page.clock.install();
  // Against the stub server, so that offline really cuts the app from its service.
  await signIn(page, { serviceUrl: STUB_SERVER_URL });
  const auditLinks = page
    .getByRole('table')
    .first()
    .getByRole('link')
    .and(page.locator('a[href^="/audits/"]'));
  const [first, second] = [auditLinks.nth(0), auditLinks.nth(1)];
  await expect(second).toBeVisible();
  const secondName = (await second.textContent())!.trim();

  // Open one audit, so its view's code is loaded, and come back to the library.
  await first.click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  await expect(page.getByRole('table', { name: 'Run history' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audits' })
    .click();
  await expect(second).toBeVisible();
  await page.evaluate(() => (window.__sameDocument = true));
  // Offline cuts what is still on its way too: the screen's deferred controls must have their code.
  await waitForSettledScreen(page);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expect(banner).toBeVisible();

  // Another audit: its data cannot come, so the view waits (no error, no audit yet).
  await second.click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  await expect(banner).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: secondName });
  // Give a failing read time to surface — past every retry back-off of the client (1 + 2 + 4 s and
  // more): the view must still be waiting, not showing an error.
  await expect(page.getByRole('main').locator(LOADING_VIEW).first()).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(heading).toHaveCount(0);
  await expect(page.getByTestId('error-panel')).toHaveCount(0);

  const errorsWhileOffline = consoleErrors.length;
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('table', { name: 'Run history' })).toBeVisible();
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

  // Chromium asks for the favicon again on in-app navigation; offline that fails, which is the
  // browser's doing. A read sent the instant the browser says it is back online may still fail at
  // the network layer (net::ERR_FAILED, the emulated link not up yet): the app retries it, and the
  // view above shows its data with no error. Any other failed load stays an error.
  const browsersOwn = (error: (typeof consoleErrors)[number], index: number) =>
    /\/favicon\.svg(:\d+)?$/.test(error.where ?? '') ||
    (index >= errorsWhileOffline &&
      error.text.endsWith('net::ERR_FAILED') &&
      (error.where ?? '').startsWith(STUB_SERVER_URL));
  const kept = consoleErrors.filter((error, index) => !browsersOwn(error, index));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
});
