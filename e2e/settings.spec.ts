import type { Page } from '@playwright/test';
import { deleteOpenItem, expect, test } from './fixtures';

/** Open a settings resource from the settings index (in-app: the embedded mock keeps its state). */
async function openResource(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** Change one text field of the item open on its detail page and save it. */
async function editOpenItem(page: Page, title: string, field: RegExp, value: string) {
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await form.getByRole('textbox', { name: field }).fill(value);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toContainText('Saved at');
}

test('remote file mappings and custom headers: create, edit, delete, and search assignments', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true });
  await openResource(page, 'Remote file mappings');
  await expect(page.getByRole('table', { name: 'Remote file mappings' })).toBeVisible();
  await checkA11y(page, 'remote file mappings');

  await page.getByRole('link', { name: 'New remote file mapping' }).click();
  const form = page.getByRole('form', { name: 'New remote file mapping' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E checkout script');
  await form.getByRole('textbox', { name: /^Replacement file URL/ }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Create remote file mapping' }).click();
  await expect(form.getByText('Enter an http(s) address of the replacement file')).toBeVisible();
  await checkA11y(page, 'new remote file mapping with errors');
  await form.getByRole('combobox', { name: /^Match the request URL/ }).click();
  await page.getByRole('option', { name: 'Exactly' }).click();
  await form
    .getByRole('textbox', { name: /^Request URL or pattern/ })
    .fill('https://shop.acme-outdoors.com/js/checkout.js');
  await form
    .getByRole('textbox', { name: /^Replacement file URL/ })
    .fill('https://staging.acme-outdoors.com/js/checkout.js');
  await form.getByRole('button', { name: 'Create remote file mapping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E checkout script' })).toBeVisible();

  await editOpenItem(page, 'E2E checkout script', /^Name/, 'E2E checkout script v2');
  await checkA11y(page, 'remote file mapping detail');
  await deleteOpenItem(page, 'E2E checkout script v2', 'remote file mapping');
  await expect(page).toHaveURL(/\/settings\/remote-file-mappings$/);
  await expect(page.getByRole('link', { name: 'E2E checkout script v2' })).toHaveCount(0);

  await openResource(page, 'Custom headers');
  await page.getByRole('link', { name: 'New custom header group' }).click();
  const group = page.getByRole('form', { name: 'New custom header group' });
  await group.getByRole('textbox', { name: /^Group name/ }).fill('E2E synthetic traffic');
  await group.getByRole('textbox', { name: /^Header name 1/ }).fill('X-Synthetic');
  await group.getByRole('textbox', { name: /^Value 1/ }).fill('e2e');
  await group.getByRole('button', { name: 'Add url filter' }).click();
  await group.getByRole('textbox', { name: /^URL or domain 1/ }).fill('acme-outdoors.com');
  await checkA11y(page, 'new custom header group');
  await group.getByRole('button', { name: 'Create custom header group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E synthetic traffic' })).toBeVisible();
  await editOpenItem(page, 'E2E synthetic traffic', /^Group name/, 'E2E synthetic traffic (QA)');
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await page.getByRole('combobox', { name: 'Item type' }).click();
  await page.getByRole('option', { name: 'Web journeys' }).click();
  await expect(
    page.getByRole('table', { name: 'Assignments: results' }).getByRole('row').nth(1),
  ).toBeVisible();
  await checkA11y(page, 'custom header assignments');
  await deleteOpenItem(page, 'E2E synthetic traffic (QA)', 'custom header group');
  await expect(page).toHaveURL(/\/settings\/custom-headers$/);
});

test('folders, labels and users: create, edit, delete; share a folder with a user', async ({
  page,
  signIn,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true });
  await openResource(page, 'Labels');
  await page.getByRole('link', { name: 'New label' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E holiday');
  await page.getByRole('button', { name: 'Create label' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E holiday' })).toBeVisible();
  const label = page.getByRole('form', { name: 'Edit E2E holiday' });
  await label.getByRole('textbox', { name: /^Name/ }).fill('GDPR');
  await label.getByRole('button', { name: 'Save changes' }).click();
  await expect(label.getByRole('alert')).toContainText('already exists');
  consoleErrors.splice(0); // the browser logs the refused (422) save
  await expect(label.getByRole('textbox', { name: /^Name/ })).toHaveValue('GDPR');
  await editOpenItem(page, 'E2E holiday', /^Name/, 'E2E holiday 2026');
  await checkA11y(page, 'label detail');
  await deleteOpenItem(page, 'E2E holiday 2026', 'label');

  await openResource(page, 'Folders');
  await page.getByRole('link', { name: 'New folder' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E regional sites');
  await page.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E regional sites' })).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('combobox', { name: 'Share “E2E regional sites” with' }).click();
  await page.getByRole('option', { name: 'Jordan Patel' }).click();
  await page.getByRole('button', { name: 'Add users' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Users of E2E regional sites' })
      .getByRole('link', { name: 'Jordan Patel' }),
  ).toBeVisible();
  await checkA11y(page, 'folder users');

  await openResource(page, 'Users');
  await page.getByRole('link', { name: 'New user' }).click();
  const form = page.getByRole('form', { name: 'New user' });
  await form.getByRole('textbox', { name: /^First name/ }).fill('Casey');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lee');
  await form.getByRole('textbox', { name: /^User name/ }).fill('casey.lee');
  await form.getByRole('textbox', { name: /^Email/ }).fill('casey.lee@acme-outdoors.com');
  await checkA11y(page, 'new user');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Lee' })).toBeVisible();
  await editOpenItem(page, 'Casey Lee', /^Last name/, 'Lee-Wagner');
  await page.getByRole('tab', { name: 'Folders' }).click();
  await page.getByRole('combobox', { name: 'Add folders' }).click();
  await page.getByRole('option', { name: 'E2E regional sites' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page
      .getByRole('table', { name: 'Folders of Casey Lee-Wagner' })
      .getByRole('link', { name: 'E2E regional sites' }),
  ).toBeVisible();
  await checkA11y(page, 'user folders');
  await deleteOpenItem(page, 'Casey Lee-Wagner', 'user');
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('link', { name: 'Casey Lee-Wagner' })).toHaveCount(0);

  await openResource(page, 'Folders');
  await page.getByRole('link', { name: 'E2E regional sites' }).click();
  await editOpenItem(page, 'E2E regional sites', /^Name/, 'E2E regional sites (EU)');
  await deleteOpenItem(page, 'E2E regional sites (EU)', 'folder');
  await expect(page).toHaveURL(/\/settings\/folders$/);
});

test('the schedules calendar and the read-only lists: what runs when, a schedule changed, each screen scanned', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true });
  await openResource(page, 'Schedules calendar');
  const days = page.getByRole('region', { name: 'Runs by day' });
  await expect(days.getByRole('article').first()).toBeVisible();
  await checkA11y(page, 'schedules calendar');
  await days.getByRole('article').first().getByRole('link').first().click();
  const schedule = page.getByRole('form', { name: /^Schedule of / });
  await schedule.getByRole('switch', { name: 'Paused' }).click();
  await expect(schedule.getByRole('switch', { name: 'Paused' })).toBeChecked();
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedule.getByRole('status')).toContainText('Saved at');
  await checkA11y(page, 'calendar item');

  for (const [label, table] of [
    ['Data sources', 'Data sources'],
    ['Notification center', 'Notification center'],
    ['Geo-location countries', 'Geo-location countries'],
    ['Tags', 'Tags'],
    ['User events', 'User events'],
  ] as const) {
    await openResource(page, label);
    await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
    await checkA11y(page, label);
  }
  await openResource(page, 'Data sources');
  await page.getByRole('textbox', { name: 'Search by name' }).fill('Careers');
  await expect(page.getByRole('table', { name: 'Find audits and journeys: results' })).toContainText(
    'Careers',
  );
  await openResource(page, 'Notification center');
  await page.getByRole('table', { name: 'Notification center' }).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(
    page.getByRole('table', { name: 'Assignments: results' }).getByRole('row').nth(1),
  ).toBeVisible();
  await checkA11y(page, 'notification assignments');
  await openResource(page, 'Tags');
  await page.getByRole('table', { name: 'Tags' }).getByRole('link').first().click();
  await expect(page.getByRole('table', { name: /: details$/ })).toContainText('Category');
  await checkA11y(page, 'tag detail');
});

test('a non-administrator sees user-admin actions disabled with the reason, no link to others, and edits only themself', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/sign-in');
  await page
    .locator('input')
    .and(page.getByLabel(/^\s*API key/))
    .fill('demo-analyst-key');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 30_000 });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'User events' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);
  const newUser = page.getByRole('button', { name: 'New user', exact: true });
  await expect(newUser).toBeDisabled();
  await expect(newUser).toHaveAccessibleDescription('Only administrators add users');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('cell', { name: 'Avery Chen' })).toBeVisible();
  await expect(users.getByRole('link', { name: 'Avery Chen' })).toHaveCount(0);
  await checkA11y(page, 'users for a non-administrator');
  await users.getByRole('link', { name: 'Jordan Patel' }).click();
  const form = page.getByRole('form', { name: 'Edit Jordan Patel' });
  await expect(form.getByRole('combobox', { name: /^Role/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await editOpenItem(page, 'Jordan Patel', /^Last name/, 'Patel-Ng');
  await page.getByRole('tab', { name: 'Folders' }).click();
  await expect(page.getByRole('table', { name: 'Folders of Jordan Patel-Ng' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await checkA11y(page, 'own user for a non-administrator');
});
