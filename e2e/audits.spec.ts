import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/** README's screenshot, retaken only when asked (UPDATE_SCREENSHOT=1): a test run leaves the tree clean. */
const screenshotPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshot.png');

test('sign in, filter the audit library, open an audit and read its runs', async ({
  page,
  signInWithForm,
  checkA11y,
}) => {
  await page.goto('/audits');
  // Signed out: the app sends us to sign-in, remembering where we were going.
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faudits/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await checkA11y(page, 'sign-in');

  await signInWithForm(page, { next: '/audits', remember: true });
  await expect(page).toHaveURL(/\/audits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toContainText('Acme Outdoors Group');
  await expect(page.getByTestId('account-menu')).toContainText('Avery Chen');
  const summary = page.getByText(/^Showing \d+ of \d+ audits$/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(20);
  if (process.env.UPDATE_SCREENSHOT === '1') await page.screenshot({ path: screenshotPath });
  await checkA11y(page, 'audit library');

  // Filter by text: the URL carries it and the list narrows.
  await page.getByRole('textbox', { name: 'Search audits' }).fill('Checkout');
  await expect(page).toHaveURL(/q=Checkout/);
  await expect(summary).not.toHaveText(`Showing ${total} of ${total} audits`);
  const link = page.getByRole('link', { name: /Checkout funnel/ }).first();
  const name = (await link.textContent())!.trim();

  // Filter by a label chip too, then reload: the state survives because it lives in the URL.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search audits' })).toHaveValue('Checkout');

  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Run history' })).toBeVisible();
  const runs = page.getByRole('table', { name: 'Run history' });
  await expect(runs).toBeVisible();
  expect(await runs.getByRole('row').count()).toBeGreaterThan(10);
  await expect(page.getByText('Score over completed runs')).toBeVisible();
  await checkA11y(page, 'audit overview');

  // The chart has a table alternative.
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: 'Score over completed runs' })).toBeVisible();

  // Sorting the run history lives in the URL.
  await runs.getByRole('button', { name: 'Score' }).click();
  await expect(page).toHaveURL(/sort=score/);
});

test('an unknown path shows the 404 page inside the app', async ({ page, signIn, checkA11y }) => {
  await signIn(page, { remember: true, next: '/no/such/page' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await checkA11y(page, '404');
});
