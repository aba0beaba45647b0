import { expect, reportTable, STUB_SERVER_URL, test } from './fixtures';

test('a rule: created with conditions and a preview, edited, used by an audit, deleted', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true, next: '/settings/rules' });
  const library = page.getByRole('table', { name: 'Rules' });
  await expect(library.getByRole('link', { name: 'GA4 fires on every page' })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y(page, 'rule library');

  await page.getByRole('link', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New rule' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E checkout analytics');
  await form.getByRole('button', { name: 'Add page filter' }).click();
  await form.getByRole('textbox', { name: 'Value' }).fill('/checkout');
  await form.getByRole('button', { name: 'Add tag condition' }).click();
  await form.getByRole('combobox', { name: /^Tag/ }).click();
  await page.getByRole('option', { name: 'Google Analytics 4', exact: true }).click();
  await expect(form.getByRole('list')).toContainText('Applies to pages where the url contains “/checkout”.');
  await expect(form.getByRole('list')).toContainText('Google Analytics 4 must fire.');
  await checkA11y(page, 'new rule form');
  await form.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E checkout analytics' })).toBeVisible();

  // The form's name follows the saved name: find it by its start.
  const edit = page.getByRole('form', { name: /^Edit E2E checkout analytics/ });
  await edit.getByRole('textbox', { name: /^Name/ }).fill('E2E checkout analytics (GA4)');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await checkA11y(page, 'rule detail');

  await page.getByRole('tab', { name: 'Used by' }).click();
  const audits = page.getByRole('table', { name: 'Audits that check E2E checkout analytics (GA4)' });
  await expect(audits).toBeVisible();
  await page.getByRole('combobox', { name: 'Apply to an audit' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Apply rule' }).click();
  await expect(audits.getByRole('link')).toHaveCount(1);
  await checkA11y(page, 'rule usage');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “E2E checkout analytics (GA4)”?' });
  await dialog.getByRole('button', { name: 'Delete rule' }).click();
  await expect(page).toHaveURL(/\/settings\/rules$/);
  await expect(library).toBeVisible();
  await expect(library.getByRole('link', { name: 'E2E checkout analytics (GA4)' })).toHaveCount(0);
});

test('the rule summary report opens the original rule of a snapshot', async ({
  page,
  request,
  signIn,
  checkA11y,
}) => {
  const fixtures = (await (await request.get(`${STUB_SERVER_URL}/__mock/fixtures`)).json()) as {
    params: { auditId: number; runId: number };
  };
  await signIn(page, {
    remember: true,
    next: `/audits/${fixtures.params.auditId}/runs/${fixtures.params.runId}/reports/rule-summary/rules`,
  });
  const rules = await reportTable(page, 'Rules');
  await rules.getByRole('link', { name: 'Open original' }).first().click();
  await expect(page).toHaveURL(/\/settings\/rules\/snapshots\/rule\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Original of rule snapshot');
  await expect(page.getByRole('link', { name: 'Open the rule' })).toBeVisible();
  await checkA11y(page, 'rule snapshot original');
});

test('a site census: created, started and watched, stopped, browsed, edited and deleted', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true, next: '/settings/site-censuses' });
  await expect(page.getByRole('table', { name: 'Site censuses' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('form', { name: 'Find site censuses' })).toBeVisible();
  await checkA11y(page, 'site census list');

  await page.getByRole('link', { name: 'New site census' }).click();
  const form = page.getByRole('form', { name: 'New site census' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E gift card census');
  const urls = form.getByLabel(/^Starting URLs/).first();
  // Two sites: a crawl long enough (about 15 s) to watch it run and stop it.
  for (const url of ['https://gifts.acme-outdoors.com/', 'https://www.acme-group.com/']) {
    await urls.fill(url);
    await urls.press('Enter');
  }
  await form.getByRole('textbox', { name: /^Name/ }).focus();
  await checkA11y(page, 'new site census form');
  await form.getByRole('button', { name: 'Create site census' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E gift card census' })).toBeVisible();

  const facts = page.getByRole('table', { name: /details/ });
  await facts.getByRole('button', { name: 'Start' }).click();
  await expect(facts.getByText('Running')).toBeVisible();
  await expect(facts.getByText(/[1-9][\d,]* of [\d,]+ URLs visited/)).toBeVisible();
  await facts.getByRole('button', { name: 'Stop' }).click();
  await expect(facts.getByText('Paused')).toBeVisible();
  await expect(facts.getByRole('button', { name: 'Resume' })).toBeVisible();
  await checkA11y(page, 'stopped site census');

  await page.getByRole('tab', { name: 'Results' }).click();
  const patterns = page.getByRole('table', { name: 'URL patterns' });
  await expect(patterns.getByRole('row').nth(1)).toBeVisible();
  await patterns.getByRole('row').nth(1).click();
  await expect(page.getByText(/URLs? match/)).toBeVisible();
  await checkA11y(page, 'site census results and URL preview');

  await page.getByRole('tab', { name: 'URL folders' }).click();
  const hosts = page.getByRole('table', { name: 'Hosts' });
  await hosts.getByText('gifts.acme-outdoors.com').click();
  await expect(page.getByRole('table', { name: 'Summary of gifts.acme-outdoors.com/' })).toBeVisible();
  await checkA11y(page, 'site census URL folders');

  await page.getByRole('tab', { name: 'Details' }).click();
  const edit = page.getByRole('form', { name: /^Edit E2E gift/ });
  await edit.getByRole('textbox', { name: /^Name/ }).fill('E2E gift cards');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete “E2E gift cards”?' })
    .getByRole('button', { name: 'Delete site census' })
    .click();
  await expect(page).toHaveURL(/\/settings\/site-censuses$/);
  await expect(
    page.getByRole('table', { name: 'Site censuses' }).getByRole('link', { name: 'E2E gift cards' }),
  ).toHaveCount(0);
});
