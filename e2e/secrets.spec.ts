import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN_KEY, expect, test } from './fixtures';
import { seeded } from './routes';

/**
 * The API key is a secret: it goes out only as the Authorization header. It is never written to
 * localStorage, a URL, the console, a downloaded file or an error shown on screen, and signing out
 * wipes it from the tab.
 */

/** Every place of a tab the key could leak to: storage of both kinds, as one string each. */
async function storageOf(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key) ?? ''}`)
        .join('\n');
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

test('the API key never reaches storage, a URL, the console, a download or an error; sign-out wipes it', async ({
  page,
  signInWithForm,
  consoleErrors,
}) => {
  const consoleTexts: string[] = [];
  const urls: string[] = [];
  const authorizations = new Set<string>();
  page.on('console', (message) => consoleTexts.push(message.text()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('request', (request) => {
    urls.push(request.url());
    const authorization = request.headers()['authorization'];
    if (authorization) authorizations.add(authorization);
  });

  await signInWithForm(page, { remember: true });
  // "Remember in this tab" keeps it in sessionStorage only.
  expect((await storageOf(page)).session).toContain(DEMO_ADMIN_KEY);

  // A table view downloaded as CSV.
  await page.goto(`/audits/${seeded.auditId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).first().click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.length).toBeGreaterThan(0);
  expect(csv).not.toContain(DEMO_ADMIN_KEY);

  // A failing read: its error panel says what failed, never with the key.
  await page.goto(`/audits/${seeded.auditId}/runs/424242`);
  const panel = page.getByTestId('error-panel').first();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain(DEMO_ADMIN_KEY);
  // The 404 the service answered is the only console error the browser reports for it.
  consoleErrors.splice(0);

  const stored = await storageOf(page);
  expect(stored.local).not.toContain(DEMO_ADMIN_KEY);
  // The service saw the key, as the header and nowhere else.
  expect([...authorizations]).toEqual([DEMO_ADMIN_KEY]);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.includes(DEMO_ADMIN_KEY))).toEqual([]);
  expect(consoleTexts.filter((text) => text.includes(DEMO_ADMIN_KEY))).toEqual([]);

  // Sign out: the tab forgets the key, and a reload or Back shows sign-in, not data.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  const afterSignOut = await storageOf(page);
  expect(afterSignOut.session).not.toContain(DEMO_ADMIN_KEY);
  expect(afterSignOut.local).not.toContain(DEMO_ADMIN_KEY);
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto(`/audits/${seeded.auditId}`);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.locator('input').and(page.getByLabel(/^\s*API key/))).toHaveValue('');
});
