import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, reportTable, test } from './fixtures';

const runTabs = [
  'Pages',
  'Cookies',
  'Request domains',
  'Geo-locations',
  'JavaScript variables',
  'Failures',
  'Consent categories',
];
const pageTabs = [
  'Links',
  'Tags',
  'Cookies',
  'Request log',
  'Initiators',
  'Console',
  'File mapping',
  'Trends',
];

/** A tab by its label, whatever count badge follows it ("Pages 500"). */
const tab = (name: string) => ({ name: new RegExp(`^${name}( [\\d,]+)?$`) });

/** Open the first audit of the library and, from its history, its newest completed run. */
async function openCompletedRun(page: Page) {
  await page.goto('/audits');
  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const history = page.getByRole('table', { name: 'Run history' });
  await history.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+\/runs\/\d+$/);
}

test('audit → run → every run tab → a page → every page tab, with a deep link that survives a reload', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { remember: true });
  await openCompletedRun(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run of');
  await checkA11y(page, 'run overview');

  const tabs = page.getByRole('tablist').first();
  for (const name of runTabs) {
    await tabs.getByRole('tab', tab(name)).click();
    await expect(tabs.getByRole('tab', tab(name))).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await checkA11y(page, `run tab ${name}`);
  }

  // Pages: sort by load time, go to page 2, reload — the same view comes back from the URL.
  await tabs.getByRole('tab', tab('Pages')).click();
  const pagesTable = page.getByRole('table', { name: /pages/i }).first();
  const firstLink = pagesTable.getByRole('row').nth(1).getByRole('link').first();
  const unsorted = await firstLink.textContent();
  await pagesTable.getByRole('button', { name: /Load time/ }).click();
  await expect(page).toHaveURL(/sort=/);
  await expect(firstLink).not.toHaveText(unsorted!);
  const pageOneFirst = await firstLink.textContent();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstLink).not.toHaveText(pageOneFirst!);
  const firstUrl = (await firstLink.textContent())!;
  const deepLink = page.url();
  await page.reload();
  await expect(page).toHaveURL(deepLink);
  await expect(firstLink).toHaveText(firstUrl);

  // A page's details, and every tab of it.
  await pagesTable.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page, 'page details');
  const pageTabList = page.getByRole('tablist').first();
  for (const name of pageTabs) {
    await pageTabList.getByRole('tab', tab(name)).click();
    await expect(pageTabList.getByRole('tab', tab(name))).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await checkA11y(page, `page tab ${name}`);
  }

  // Links: download every row as CSV and check it.
  await pageTabList.getByRole('tab', tab('Links')).click();
  const linksTable = page.getByRole('table', { name: 'Links on this page' });
  await expect(linksTable).toBeVisible();
  const shownRows = Number(await linksTable.getAttribute('aria-rowcount')) - 1;
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (CSV)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines.length - 1).toBeGreaterThanOrEqual(shownRows);
  expect(lines[0]).toMatch(/url/i);
});

test('the focus and the page stay where the analyst is: on the run tab chosen and on the filter applied', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page);
  await openCompletedRun(page);
  const tabs = page.getByRole('tablist', { name: 'Views of this run' });
  await expect(tabs).toBeVisible();
  // The tab list a third down the window, the page scrolled: a jump to the top would show.
  const scrolled = () => page.evaluate(() => window.scrollY);
  // Once the overview is long enough to scroll.
  await expect
    .poll(async () => {
      await tabs.evaluate((list) => window.scrollBy(0, list.getBoundingClientRect().top - 200));
      return scrolled();
    })
    .toBeGreaterThan(0);
  const pagesTab = tabs.getByRole('tab', tab('Pages'));
  await pagesTab.click();
  await expect(page.getByRole('table', { name: 'Pages' }).getByRole('row').nth(1)).toBeVisible();
  await expect(pagesTab).toBeFocused();
  expect(await scrolled(), 'the page did not jump to its top').toBeGreaterThan(0);

  const fourxx = page.getByRole('radio', { name: '4xx', exact: true });
  await fourxx.click();
  await expect(page).toHaveURL(/[?&]status=4xx/);
  await expect(fourxx).toBeChecked();
  await expect(fourxx).toBeFocused();
  const code = page.getByRole('textbox', { name: 'Status code' });
  await code.fill('404');
  await code.press('Enter');
  await expect(page).toHaveURL(/[?&]status=404/);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('404');
});

test('a run’s cookie opens the pages that set it and what set it, downloaded as CSV', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true });
  await openCompletedRun(page);
  await page.getByRole('tablist').first().getByRole('tab', tab('Cookies')).click();
  const cookies = page.getByRole('table', { name: 'Cookies' });
  const row = cookies.getByRole('row').nth(1);
  await expect(row).toContainText(/First party|Third party/);
  const link = row.getByRole('link').first();
  const cookieName = (await link.textContent())!.trim();
  await link.click();

  await expect(page).toHaveURL(/\/reports\/cookie-inventory\/cookies\?cookie=/);
  await expect(
    page.getByRole('button', { name: new RegExp(`Remove filter Cookie: ${cookieName}`) }),
  ).toBeVisible();
  const inventory = await reportTable(page, 'Cookies');
  await expect(inventory.getByRole('columnheader', { name: 'Set by' })).toBeVisible();
  const pages = await reportTable(page, 'Pages with the selected cookie');
  await expect(pages.getByRole('row').nth(1)).toBeVisible();
  const total = Number((await page.getByTestId('cookie-pages-total').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  const section = page.getByRole('region', { name: 'Pages with the selected cookie' });
  const downloadPromise = page.waitForEvent('download');
  await section
    .getByRole('button', { name: /Download.*CSV/ })
    .first()
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/Page URL/);
  expect(lines.length - 1).toBeGreaterThan(0);
  expect(lines.length - 1).toBeLessThanOrEqual(total);
  for (const line of lines.slice(1)) expect(line).toMatch(/https?:\/\//);
});
