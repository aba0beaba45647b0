import { expect, STUB_SERVER_URL, test } from './fixtures';

test.use({
  // The old build's files answer 404: the browser says so in the console, as it would after a deploy.
  // The sign-in page starts the embedded mock, whose worker is blocked here.
  allowedConsoleErrors:
    /Failed to load resource: the server responded with a status of 404|Failed to register the Service Worker|Failed to fetch dynamically imported module/,
  // The page's own requests, not a service worker's, so that the test can make a chunk go away: the
  // service is the stub server (the embedded mock is a service worker).
  serviceWorkers: 'block',
});

/**
 * A tab kept open through a deploy (issue 47): the old build's hashed files are gone, so the first
 * visit to a screen the tab had not loaded fails to fetch its code. The tab reloads once onto the new
 * version, at the same address, and shows the screen.
 */
test('an open tab after a deploy opens a screen it had not visited, and gets it', async ({
  page,
  signInWithForm,
}) => {
  // Remembered in this tab: the reload keeps the session.
  await signInWithForm(page, { next: '/audits', serviceUrl: STUB_SERVER_URL, remember: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  // The old build's Webhooks chunk is gone: 404 until the tab has reloaded (the new build has it).
  let gone = true;
  await page.route(/\/assets\/WebhooksPage-[\w-]+\.js$/, (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  // The tab's reload fetches the new index.html, whose build has the chunk.
  page.on('request', (request) => {
    if (request.isNavigationRequest()) gone = false;
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});

test('a screen whose code the new version lacks too says a new version is available, with Reload', async ({
  page,
  signInWithForm,
}) => {
  await signInWithForm(page, { next: '/audits', serviceUrl: STUB_SERVER_URL, remember: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await page.route(/\/assets\/WebhooksPage-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  // One reload was tried; the second failure is shown, not reloaded again (no loop).
  await expect(
    page.getByRole('heading', { level: 1, name: 'A new version of the dashboard is available' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test("Ctrl+K with the palette's code failing leaves the screen and the keyboard working", async ({
  page,
  signInWithForm,
}) => {
  await signInWithForm(page, { next: '/audits', serviceUrl: STUB_SERVER_URL, remember: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await page.route(/\/assets\/CommandPalette-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  // The shortcuts work once the header's real Search button is there (a chunk after the first paint).
  await expect(page.getByRole('banner').locator('button[aria-keyshortcuts]')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await page.keyboard.type('abc');
  // Said in its own small notice: the screen stays.
  await expect(
    page.getByRole('alert').filter({ hasText: 'A new version of the dashboard is available' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  // The keys typed after Ctrl+K are not swallowed for good: the page's own field takes typing.
  const search = page.getByRole('textbox', { name: 'Search audits' });
  await search.click();
  await page.keyboard.type('Acme');
  await expect(search).toHaveValue('Acme');
  // Retry fetches the code again (now there) and opens the palette.
  await page.unrouteAll();
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: 'Search the dashboard' })).toBeVisible();
});
