import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openWithMockKnobs } from './mock-knobs';

/**
 * Starting from nothing, in the embedded mock's empty account (`?mock_scenario=empty`: the tab's own
 * in-page mock, so no other test's data is touched): create an audit, set its rules from the setup
 * checklist, run it to completion and open a report, then duplicate it and find the copy's rules
 * equal to the source's. The embedded mock lives as long as the page: everything after the first
 * load is opened inside the app.
 */

const AUDIT_NAME = 'Acme Outdoors US — first audit';

/** Choose `option` in the select labelled `label`. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The rule names of the open "Rules" settings section, in order (once each name is known). */
async function ruleNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Rules on this audit' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByText('Checked when you save')).toHaveCount(0);
  const names: string[] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    names.push((await rows.nth(index).getByRole('cell').nth(1).innerText()).trim());
  }
  return names;
}

test('from an empty account: create an audit, run it, open a report, and duplicate it with its rules', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  // The embedded mock reads its knobs when the app loads and keeps them for the tab.
  await openWithMockKnobs(page, { mock_scenario: 'empty' });
  await signIn(page, { next: '/audits' });
  const main = page.getByRole('main');
  await expect(main.getByText('No audits yet')).toBeVisible();

  // Create.
  await main.getByRole('link', { name: 'Create your first audit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New audit');
  await page.getByRole('textbox', { name: /^Name/ }).fill(AUDIT_NAME);
  const urls = page.getByRole('textbox', { name: /^Starting URLs/ });
  await urls.fill(
    'https://www.acme-outdoors.com/\nwww.acme-outdoors.com/shop\nhttps://www.acme-outdoors.com/',
  );
  await urls.blur();
  await expect(page.getByText('Removed 1 duplicate URL.')).toBeVisible();
  await choose(page, /^Folder/, 'Brand sites');
  await choose(page, /^Sub-folder/, 'Acme Outdoors US · www.acme-outdoors.com');
  await page.getByRole('button', { name: 'Create audit' }).click();
  await expect(
    page.getByText('Line 2: “www.acme-outdoors.com/shop” is not an http(s) address'),
  ).toBeVisible();
  await expect(urls).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'new audit form with an error');
  await urls.fill('https://www.acme-outdoors.com/\nhttps://www.acme-outdoors.com/shop');
  await page.getByRole('button', { name: 'Create audit' }).click();

  // Its overview: Run now, and the checklist of what can still be set up.
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const auditPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIT_NAME);
  const checklist = page.getByRole('region', { name: 'Set up this audit' });
  await expect(checklist.getByText('0 of 7 sections configured')).toBeVisible();

  // Rules, from the checklist.
  await checklist.getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(`${auditPath}/settings/rules`);
  for (const id of ['401', '404']) {
    await page.getByRole('textbox', { name: 'Add a rule by id' }).fill(id);
    await page.getByRole('button', { name: 'Add rule' }).click();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  const sourceRules = await ruleNames(page);
  expect(sourceRules).toHaveLength(2);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: AUDIT_NAME }).click();
  await expect(checklist.getByText('1 of 7 sections configured')).toBeVisible();
  await checkA11y(page, 'new audit overview with its setup checklist');

  // A reload keeps what this tab created in the embedded mock: the audit and its rules.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIT_NAME);
  await expect(checklist.getByText('1 of 7 sections configured')).toBeVisible();

  // Run it: queued, running, completed; then its reports open.
  await page.getByRole('button', { name: 'Run now' }).click();
  const live = page.getByTestId('live-run');
  await expect(live).toContainText('completed', { timeout: 30_000 });
  await live.getByRole('link', { name: /Open run \d+/ }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run of');
  await main.getByRole('link', { name: 'Tag inventory' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tag inventory' })).toBeVisible();
  await expect(main.getByTestId('error-panel')).toHaveCount(0);

  // Duplicate it: the copy's parts are copied with their progress, its rules equal the source's.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: AUDIT_NAME }).click();
  await expect(page).toHaveURL(auditPath);
  // The report stays on screen until the audit's screen has rendered; its links include "Tag duplicates…".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIT_NAME);
  await main.getByRole('link', { name: 'Duplicate', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duplicate audit');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`Copy of ${AUDIT_NAME}`);
  await page.getByRole('button', { name: 'Create copy' }).click();
  const progress = page.getByRole('region', { name: 'Copying its settings' });
  await expect(progress.getByText('6 of 6 parts copied')).toBeVisible();
  await expect(progress.getByText('— Copied: 2 rules')).toBeVisible();
  await checkA11y(page, 'duplicate progress');
  await page.getByRole('link', { name: 'Open the new audit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Copy of ${AUDIT_NAME}`);
  expect(new URL(page.url()).pathname).not.toBe(auditPath);
  await expect(checklist.getByText('Configured · 2 rules')).toBeVisible();
  await checklist.getByRole('link', { name: 'Rules' }).click();
  expect(await ruleNames(page)).toEqual(sourceRules);
});
