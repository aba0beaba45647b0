import { SESSION_STORAGE_KEY } from '../src/api/session';
import { expect, STUB_SERVER_URL, test } from './fixtures';

const areas = [
  { nav: 'Audits', heading: 'Audits', path: '/audits' },
  { nav: 'Web journeys', heading: 'Web journeys', path: '/web-journeys' },
  { nav: 'Manual journeys', heading: 'Manual journeys', path: '/manual-journeys' },
  { nav: 'Grid reports', heading: 'Grid reports', path: '/grid', content: 'Cookies' },
  { nav: 'Exports', heading: 'Exports', path: '/exports' },
  { nav: 'Scheduled exports', heading: 'Scheduled exports', path: '/exports/scheduled' },
  { nav: 'Settings', heading: 'Settings', path: '/settings', content: 'Folders' },
];

test('the navigation reaches every area, each with one h1, a main landmark and no serious axe violation', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const area of areas) {
    await nav.getByRole('link', { name: area.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${area.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(nav.getByRole('link', { name: area.nav, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Each area shows its list (a table); the grid's landing page is a list of data types to start
    // from, and the settings index a list of the resources to configure.
    const content =
      'content' in area
        ? page.getByRole('main').getByRole('link', { name: area.content, exact: true })
        : page.getByRole('table').first();
    await expect(content).toBeVisible();
    await checkA11y(page, area.path);
  }
});

test('the theme follows the system and the toggle switches it', async ({ browser }) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('API key', { exact: false }).first().fill('demo-admin-key');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await context.close();
});

test('a refused key sends the user to sign-in and back to the same view afterwards', async ({
  page,
  signIn,
  signInWithForm,
  consoleErrors,
}) => {
  await signIn(page, { remember: true, next: '/settings/labels?q=gdpr' });
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('gdpr');
  // The key stops working (revoked): the next call answers 401.
  await page.evaluate((key) => {
    const session = JSON.parse(sessionStorage.getItem(key)!);
    sessionStorage.setItem(key, JSON.stringify({ ...session, apiKey: 'revoked-key' }));
  }, SESSION_STORAGE_KEY);
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fsettings%2Flabels%3Fq%3Dgdpr/);
  await expect(page.getByText('Please sign in again')).toBeVisible();
  consoleErrors.splice(0); // the browser logs the refused 401 calls
  await signInWithForm(page, { next: '/settings/labels?q=gdpr' });
  await expect(page).toHaveURL(/\/settings\/labels\?q=gdpr$/);
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('gdpr');
});

test('a screen whose code cannot be fetched with the network down shows its error panel in the frame (no reload), and Retry opens it', async ({
  page,
  signIn,
  consoleErrors,
}) => {
  // Against the stub server the embedded mock's service worker never starts: `page.route` does not see
  // the requests a service worker makes for the page.
  await signIn(page, { remember: true, serviceUrl: STUB_SERVER_URL });
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  // The error panel's own code is not part of the first load: it arrives while the app is idle.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/RouteError-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  // The network is down: nothing answers, the dashboard's own server neither (a deploy, where the
  // server answers but the code is gone, reloads instead: deploy.spec.ts).
  await page.route('**/*', (route) => route.abort('failed'));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be shown');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(consoleErrors.splice(0).length, 'the failed fetch is reported in the console').toBeGreaterThan(0);

  await page.unroute('**/*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('the embedded mock keeps what this tab created across a reload, until "Reset demo data"', async ({
  page,
  signIn,
}) => {
  await signIn(page, { next: '/settings/labels/new', remember: true });
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E kept label');
  await page.getByRole('button', { name: 'Create label' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'E2E kept label' });
  await expect(heading).toBeVisible();
  const labelPath = new URL(page.url()).pathname;

  await page.reload();
  await expect(heading).toBeVisible();

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  await page.waitForURL((url) => url.pathname === labelPath);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('E2E kept label');
});
