import { expect, test } from './fixtures';

test('Run now: the new run is queued, runs, completes and joins the history', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true });
  // An audit whose latest run has finished, so Run now is available.
  const row = page.getByRole('row').filter({ hasText: 'Completed' }).first();
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const history = page.getByRole('table', { name: 'Run history' });
  const before = Number(await history.getAttribute('aria-rowcount'));

  await page.getByRole('button', { name: 'Run now' }).click();
  const live = page.getByTestId('live-run');
  await expect(live).toContainText(/queued|running/i);
  await expect(live).toContainText('completed', { timeout: 30_000 });
  await expect(live.getByRole('link', { name: /Open run \d+/ })).toBeVisible();
  await expect(history).toHaveAttribute('aria-rowcount', String(before + 1));
  await checkA11y(page, 'audit overview after a run');

  await live.getByRole('link', { name: /Open run \d+/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run of');
});

test('editing an audit setting: a bad webhook address is explained and kept, a good one is saved', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn(page, { remember: true });
  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const auditUrl = page.url();
  await page.goto(`${auditUrl}/settings/general`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const webhook = page.getByRole('textbox', { name: 'Webhook URL' });
  await webhook.fill('http://hooks.example.com/audit-done');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(webhook).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/only sent over HTTPS|Only https:\/\/ addresses/).first()).toBeVisible();
  await expect(webhook).toHaveValue('http://hooks.example.com/audit-done');
  await checkA11y(page, 'audit settings with an error');

  await webhook.fill('https://hooks.example.com/audit-done');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  // Leave and come back inside the app (the embedded mock keeps its state for the page's life).
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
    'https://hooks.example.com/audit-done',
  );
});
