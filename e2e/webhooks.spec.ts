import { expect, test } from './fixtures';

const HOOK = 'https://hooks.example.com/e2e-run-done';

test('rotate the secret, run an audit with a webhook, find the delivery in the log and verify it', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  // The embedded mock lives as long as the page: everything below navigates inside the app.
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/A signing secret is set/)).toBeVisible();
  await page.getByRole('button', { name: 'Rotate signing secret' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
  await expect(dialog).toContainText('stops working at once');
  await checkA11y(page, 'rotate secret confirmation');
  await dialog.getByRole('button', { name: 'Rotate secret' }).click();
  const shown = page.getByRole('textbox', { name: 'New signing secret' });
  await expect(shown).toHaveValue(/^[A-Za-z0-9+/]{43}=$/);
  const secret = await shown.inputValue();
  await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await checkA11y(page, 'webhooks with a new secret');

  // An audit whose latest run has finished gets a webhook address, then runs.
  await nav.getByRole('link', { name: 'Audits' }).click();
  await page.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  const webhook = page.getByRole('textbox', { name: 'Webhook URL' });
  await webhook.fill(HOOK);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  await page.getByRole('button', { name: 'Run now' }).click();
  const live = page.getByTestId('live-run');
  await expect(live).toContainText('completed', { timeout: 30_000 });
  const runLink = live.getByRole('link', { name: /Open run \d+/ });
  const runId = /Open run (\d+)/.exec((await runLink.textContent()) ?? '')![1]!;

  // The delivery is in the log, with its run, address and request.
  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('textbox', { name: 'New signing secret' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Webhook deliveries' });
  const row = table.getByRole('row').filter({ hasText: `run ${runId}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(HOOK);
  await expect(row).toContainText('Recorded (not sent)');
  await row.getByRole('button', { name: /^Details of delivery/ }).click();
  const headers = page.getByRole('table', { name: 'Request headers' });
  await expect(headers).toContainText('Service-Signature');
  await expect(page.getByText(`"runId":${runId}`)).toBeVisible();
  await checkA11y(page, 'webhook delivery log');

  // The verifier, filled in from the delivery, accepts it with the secret of the rotation.
  await row.getByRole('link', { name: /^Verify delivery/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a webhook' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Service-Signature header/ })).toHaveValue(/^t=\d+,sigv1=/);
  await expect(page.getByRole('textbox', { name: /Raw body/ })).toHaveValue(new RegExp(`"runId":${runId}`));
  await page.getByLabel(/^Signing secret/).fill(secret);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('verdict')).toContainText('Valid signature');
  await checkA11y(page, 'webhook verifier');

  // One changed byte of the body, and it no longer verifies.
  const body = page.getByRole('textbox', { name: /Raw body/ });
  await body.fill((await body.inputValue()).replace('{', '{ '));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('verdict')).toContainText('Signature does not match');
});
