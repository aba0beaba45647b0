import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * One demo world per browser (issue 46): what an analyst makes on the embedded mock is the same after
 * a reload and in a second tab opened with Ctrl+click, signed in: the audit and its run with their
 * ids and times, the webhook secret's rotation, and the run's data.
 */

const AUDIT_NAME = 'One world — checkout';

/** How many demo worlds the page's browser keeps (without ever creating the database itself). */
function savedWorlds(): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('site-audit-dashboard-demo-data');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('worlds')) {
        db.close();
        resolve(0);
        return;
      }
      const keys = db.transaction('worlds').objectStore('worlds').getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.length);
      };
    };
  });
}

/** Choose `option` in the select labelled `label`. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The text of the run's row in the audit's run history (its id, times, score and pages). */
async function runRow(page: Page, runId: string) {
  const row = page
    .getByRole('table', { name: 'Run history' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`\\b${runId}\\b`) }) });
  await expect(row).toHaveCount(1);
  return (await row.innerText()).replace(/\s+/g, ' ').trim();
}

/** What the Webhooks screen says of the signing secret ("…, last rotated 7 Dec 2026, 15:10…"). */
async function secretStatus(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  const status = page.getByText(/^A signing secret is set/);
  await expect(status).toContainText('last rotated');
  return status.innerText();
}

test('an audit, its run and a rotated secret are the same after a reload and in a second tab, signed in', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { next: '/audits/new' });

  // Create an audit and run it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New audit');
  await page.getByRole('textbox', { name: /^Name/ }).fill(AUDIT_NAME);
  await page.getByRole('textbox', { name: /^Starting URLs/ }).fill('https://www.acme-outdoors.com/checkout');
  await choose(page, /^Folder/, 'Brand sites');
  await choose(page, /^Sub-folder/, 'Acme Outdoors US · www.acme-outdoors.com');
  await page.getByRole('button', { name: 'Create audit' }).click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const auditPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Run now' }).click();
  const live = page.getByTestId('live-run');
  await expect(live).toContainText('completed', { timeout: 30_000 });
  const runId = /Open run (\d+)/.exec(
    (await live.getByRole('link', { name: /Open run \d+/ }).innerText()) ?? '',
  )![1]!;
  const row = await runRow(page, runId);

  // Rotate the webhook secret.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await page.getByRole('button', { name: 'Rotate signing secret' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate the signing secret?' })
    .getByRole('button', { name: 'Rotate secret' })
    .click();
  await expect(page.getByRole('textbox', { name: 'New signing secret' })).toHaveValue(/^[A-Za-z0-9+/]{43}=$/);
  const rotated = await secretStatus(page);

  // A reload changes nothing: no new ids, times or secret.
  await page.reload();
  expect(await secretStatus(page)).toBe(rotated);
  await page.goto(auditPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUDIT_NAME);
  expect(await runRow(page, runId)).toBe(row);

  // Ctrl+click opens the run in a second tab: signed in, the same run.
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('table', { name: 'Run history' })
      .getByRole('link', { name: new RegExp(`\\b${runId}\\b`) })
      .click({ modifiers: ['Control'] }),
  ]);
  await expect(second).toHaveURL(new RegExp(`${auditPath}/runs/${runId}$`));
  await expect(second.getByRole('heading', { level: 1 })).toContainText('Run of');
  await expect(
    second.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: AUDIT_NAME }),
  ).toBeVisible();
  await second.goto(auditPath);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(AUDIT_NAME);
  expect(await runRow(second, runId)).toBe(row);
  expect(await secretStatus(second)).toBe(rotated);
});

test('saved demo data that does not read starts the app afresh, with a notice', async ({
  page,
  context,
  signIn,
}) => {
  await signIn(page, { next: '/audits' });
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  // The browser keeps this world once something was read or changed.
  await expect.poll(() => page.evaluate(savedWorlds)).toBeGreaterThan(0);
  await page.close();

  // A tab that opens on garbage where the world was (written before the app's code runs).
  const next = await context.newPage();
  await next.addInitScript(() => {
    const open = indexedDB.open('site-audit-dashboard-demo-data');
    open.onsuccess = () => {
      const store = open.result.transaction('worlds', 'readwrite').objectStore('worlds');
      const keys = store.getAllKeys();
      keys.onsuccess = () => {
        for (const key of keys.result) store.put({ format: 1, garbage: true }, key);
      };
      store.transaction.oncomplete = () => open.result.close();
    };
  });
  await next.goto('/audits');
  await expect(next.getByText(/^The demo data saved in this browser could not be used/)).toBeVisible();
  // Nothing is blocked: the app is there (on sign-in, this new tab not being signed in by another).
  await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
});
