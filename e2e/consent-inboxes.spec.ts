import type { Page } from '@playwright/test';
import { consentFileColumns } from '../src/api/consent-categories/file-format';
import { deleteOpenItem, expect, test } from './fixtures';

/** A csv file made here, as a CMP export would be. */
const csv = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([consentFileColumns, ...rows].map((row) => row.join(',')).join('\r\n'), 'utf8'),
});

/** Sign in, open a resource's list (checked with axe) and its "New …" form. */
async function openNewForm(
  page: Page,
  tools: {
    signIn: (page: Page, options: { remember: boolean }) => Promise<void>;
    checkA11y: (page: Page, context: string) => Promise<void>;
  },
  resource: { path: string; label: string; singular: string },
) {
  await tools.signIn(page, { remember: true });
  await page.goto(`/settings/${resource.path}`);
  await expect(page.getByRole('table', { name: resource.label })).toBeVisible({ timeout: 30_000 });
  await tools.checkA11y(page, `${resource.label} list`);
  await page.getByRole('link', { name: `New ${resource.singular}` }).click();
  return page.getByRole('form', { name: `New ${resource.singular}` });
}

test('consent categories: create, edit its rules and notes, apply to an audit, delete', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const form = await openNewForm(
    page,
    { signIn, checkA11y },
    {
      path: 'consent-categories',
      label: 'Consent categories',
      singular: 'consent category',
    },
  );
  await form.getByRole('button', { name: 'Create consent category' }).click();
  await expect(form.getByText('Enter a name')).toBeVisible();
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E session replay');
  await form.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Unapproved: must not load' }).click();
  await checkA11y(page, 'new consent category');
  await form.getByRole('button', { name: 'Create consent category' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E session replay' })).toBeVisible();

  const edit = page.getByRole('form', { name: 'Edit E2E session replay' });
  await edit.getByRole('textbox', { name: /^Name/ }).fill('E2E session replay tools');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await checkA11y(page, 'consent category detail');

  await page.getByRole('tab', { name: 'Cookies' }).click();
  const add = page.getByRole('form', { name: 'Add a cookie' });
  await add.getByRole('combobox', { name: 'Name match' }).click();
  await page.getByRole('option', { name: 'Regular expression' }).click();
  await add.getByRole('textbox', { name: 'Cookie name' }).fill('^_hj(');
  await add.getByRole('button', { name: 'Add cookie' }).click();
  await expect(add.getByText('This is not a valid regular expression')).toBeVisible();
  await add.getByRole('textbox', { name: 'Cookie name' }).fill('^_hj');
  await add.getByRole('button', { name: 'Add cookie' }).click();
  const cookies = page.getByRole('table', { name: 'Cookies' });
  await expect(cookies.getByText('^_hj')).toBeVisible();
  await checkA11y(page, 'consent category cookies');
  await page.getByRole('button', { name: 'Remove cookie ^_hj on any' }).click();
  await expect(page.getByText('No cookies')).toBeVisible();

  await page.getByRole('tab', { name: 'Audits' }).click();
  await page.getByRole('combobox', { name: 'Add audits' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Audits' }).getByRole('link')).toHaveCount(1);
  await checkA11y(page, 'consent category audits');

  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Hotjar and FullStory recordings: opt-in only.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();

  await deleteOpenItem(page, 'E2E session replay tools', 'consent category');
  await expect(page).toHaveURL(/\/settings\/consent-categories$/);
  await expect(page.getByRole('link', { name: 'E2E session replay tools' })).toHaveCount(0);
});

test('consent categories: upload a valid file with a preview, refuse a wrong, an oversize and a malformed file; export', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true, next: '/settings/consent-categories' });
  const input = page.getByLabel('Consent category file');

  await input.setInputFiles(
    csv('onetrust-export.csv', [
      ['Strictly necessary', 'approved', 'cookie', 'XSRF-TOKEN', '', '', '', '', '', '', 'CSRF protection'],
      ['E2E personalisation', 'approved', 'tag', '', '', '', '', '101', 'G-E2E1234', '', ''],
      ['E2E personalisation', 'approved', 'request domain', '', '', 'cdn.optimizely.com', '', '', '', '', ''],
    ]),
  );
  const preview = page.getByRole('table', { name: 'What the file changes' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('row', { name: /E2E personalisation/ })).toContainText('New category');
  await expect(preview.getByRole('row', { name: /Strictly necessary/ })).toContainText('Adds rules');
  await checkA11y(page, 'consent upload preview');
  // Nothing is applied before confirming.
  await expect(
    page
      .getByRole('table', { name: 'Consent categories' })
      .getByRole('link', { name: 'E2E personalisation' }),
  ).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Apply Strictly necessary' }).uncheck();
  await page.getByRole('button', { name: 'Apply to 1 category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'onetrust-export.csv applied' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Consent categories' })
      .getByRole('link', { name: 'E2E personalisation' }),
  ).toBeVisible();

  await input.setInputFiles({
    name: 'cookies.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  const refused = page.getByRole('alert').filter({ hasText: 'cookies.pdf was not accepted' });
  await expect(refused).toContainText('cookies.pdf is not a csv or xlsx file');

  const big = Buffer.alloc(1024 * 1024 + 512, 'a');
  await input.setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: big });
  await expect(page.getByRole('alert').filter({ hasText: 'huge.csv was not accepted' })).toContainText(
    'huge.csv is 1.0 MB; the largest file accepted is 1 MB.',
  );

  await input.setInputFiles(
    csv('broken.csv', [
      ['Ads', 'unapproved', 'pixel', '_fbp', '', '', '', '', '', '', ''],
      ['Ads', 'unapproved', 'tag', '', '', '', '', 'abc', '', '', ''],
    ]),
  );
  const malformed = page.getByRole('alert').filter({ hasText: 'broken.csv was not accepted' });
  await expect(malformed).toContainText(
    'Row 2, Item type: Use cookie, tag or request domain (found "pixel")',
  );
  await expect(malformed).toContainText('Row 3, Tag ID: Enter the tag\'s numeric id (found "abc")');
  await checkA11y(page, 'consent upload refused');

  await page.getByRole('button', { name: 'Export all categories' }).click();
  const download = page.getByRole('button', { name: 'Download Consent category configurations' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});

test('email inboxes: create, edit, read a message and cancel its runs, delete', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const form = await openNewForm(
    page,
    { signIn, checkA11y },
    {
      path: 'email-inboxes',
      label: 'Email inboxes',
      singular: 'email inbox',
    },
  );
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E holiday gift guide');
  const alerts = form.getByRole('combobox', { name: /^E-mail when a message has been audited/ });
  await alerts.fill('not-an-address');
  await alerts.press('Enter');
  await form.getByRole('button', { name: 'Create email inbox' }).click();
  await expect(form.getByText(/is not a valid email address/)).toBeVisible();
  await checkA11y(page, 'new email inbox with an error');
  await alerts.press('Backspace');
  await alerts.fill('qa@acme-outdoors.com');
  await alerts.press('Enter');
  await form.getByRole('button', { name: 'Create email inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E holiday gift guide' })).toBeVisible();
  await expect(page.getByText(/@inbox\.siteaudit\.example/)).toBeVisible();

  const edit = page.getByRole('form', { name: 'Edit E2E holiday gift guide' });
  await edit.getByRole('textbox', { name: /^Name/ }).fill('E2E holiday gift guide 2026');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await checkA11y(page, 'email inbox detail');
  await deleteOpenItem(page, 'E2E holiday gift guide 2026', 'email inbox');
  await expect(page).toHaveURL(/\/settings\/email-inboxes$/);

  await page
    .getByRole('table', { name: 'Email inboxes' })
    .getByRole('link', { name: 'Summer sale campaign emails' })
    .click();
  await page.getByRole('tab', { name: 'Messages' }).click();
  const messages = page.getByRole('table', { name: 'Messages' });
  await expect(messages.getByText('Auditing').first()).toBeVisible();
  await checkA11y(page, 'email inbox messages');
  await messages.getByRole('button').filter({ hasText: 'Summer sale' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Message' });
  await expect(drawer.getByRole('table', { name: 'Headers' })).toBeVisible();
  await expect(drawer.getByText('Source (HTML, shown as text)')).toBeVisible();
  await checkA11y(page, 'email message detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const running = messages.getByRole('row').filter({ hasText: 'Auditing' }).first();
  await running.getByRole('button', { name: 'Cancel runs' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the runs of this message?' });
  await confirm.getByRole('button', { name: 'Cancel runs' }).click();
  await expect(confirm).toBeHidden();
  await expect(messages.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('action sets: create, reorder and add actions, set an action’s rules, delete', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const form = await openNewForm(
    page,
    { signIn, checkA11y },
    {
      path: 'action-sets',
      label: 'Action sets',
      singular: 'action set',
    },
  );
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E close the pop-up');
  await form.getByRole('button', { name: 'Create action set' }).click();
  await expect(form.getByText('Enter the element selector')).toBeVisible();
  await form.getByRole('textbox', { name: 'Element selector' }).fill('#newsletter-close');
  await checkA11y(page, 'new action set');
  await form.getByRole('button', { name: 'Create action set' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E close the pop-up' })).toBeVisible();

  const edit = page.getByRole('form', { name: 'Edit E2E close the pop-up' });
  await edit.getByRole('button', { name: 'Add action' }).click();
  await edit.getByRole('listitem', { name: 'Step 2' }).getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Wait' }).click();
  await edit.getByRole('listitem', { name: 'Step 2' }).getByRole('textbox', { name: 'Wait for' }).fill('2');
  await edit.getByRole('button', { name: 'Move step 2 up' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await expect(
    edit.getByRole('listitem', { name: 'Step 1' }).getByRole('combobox', { name: 'Action' }),
  ).toHaveValue('Wait');

  await edit.getByRole('button', { name: 'Page filter and rules of step 2' }).click();
  const drawer = page.getByRole('dialog', { name: 'Action' });
  await drawer.getByRole('combobox', { name: 'Rules' }).click();
  await page.getByRole('option', { name: 'OneTrust banner loads' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Save rules' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await checkA11y(page, 'action rules');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await deleteOpenItem(page, 'E2E close the pop-up', 'action set');
  await expect(page).toHaveURL(/\/settings\/action-sets$/);
  await expect(page.getByRole('link', { name: 'E2E close the pop-up' })).toHaveCount(0);
});
