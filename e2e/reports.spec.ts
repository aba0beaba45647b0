import type { Page } from '@playwright/test';
import { expect, headerTexts, reportTable, test } from './fixtures';

/** Open the first audit's newest completed run and its first report family from the run overview. */
async function openReports(page: Page) {
  await page.goto('/audits');
  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const history = page.getByRole('table', { name: 'Run history' });
  await history.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+\/runs\/\d+$/);
  await page.getByRole('link', { name: 'Tag inventory' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tag inventory' })).toBeVisible();
}

/** The number a summary tile link shows ("1,234" → 1234). */
const numberOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Follow a summary number and check that its drill-down lists exactly that many rows. */
async function followTile(page: Page, family: string, tile: ReturnType<Page['getByRole']>) {
  const value = numberOf((await tile.textContent()) ?? '');
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/reports/${family}/[\\w-]+`));
  const anchor = new URL(page.url()).hash.replace(/^#table-/, '');
  const total = anchor
    ? page.getByTestId(`${anchor}-total`)
    : page.locator('[data-testid$="-total"]').first();
  await expect(total).toHaveText(`${value.toLocaleString('en-US')} ${value === 1 ? 'row' : 'rows'}`);
}

test('every report family opens; a summary number opens its drill-down with as many rows', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  await signIn(page, { remember: true });
  await openReports(page);
  const nav = page.getByRole('navigation', { name: 'Report families' });
  const families = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
    );
  expect(families).toHaveLength(14);
  for (const { name, href } of families) {
    const slug = href.split('/reports/')[1]!.split(/[/?]/)[0]!;
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await expect(page.locator('[data-testid$="-total"]').first()).toBeVisible();
    await checkA11y(page, `report ${name}`);
    const tiles = page.getByRole('link', { name: /, show them$/ });
    if ((await tiles.count()) > 0) await followTile(page, slug, tiles.first());
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
  }
});

test('switching a trend and its range, and a filtered deep link that survives a reload', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { remember: true });
  await openReports(page);

  const trends = page.getByRole('region', { name: 'Trends' });
  await trends.getByRole('combobox', { name: 'Trend' }).selectOption({ label: 'Broken pages' });
  await expect(trends.getByText(/^Broken pages — runs up to this one$/)).toBeVisible();
  await trends.getByText('90 days', { exact: true }).click();
  await expect(trends.getByText(/^Broken pages — last 90 days$/)).toBeVisible();
  // Pointing at the chart names the run under the pointer and its value.
  const plot = trends.locator('.recharts-wrapper');
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(trends.locator('.recharts-tooltip-label')).not.toBeEmpty();
  await expect(trends.locator('.recharts-tooltip-item')).toContainText(/Broken pages: [\d,]+/);
  await trends.getByRole('button', { name: 'Show as table' }).click();
  await expect(trends.getByRole('table')).toBeVisible();
  await expect(page).toHaveURL(/trend=broken_pages/);
  await expect(page).toHaveURL(/range=90/);

  await page.getByRole('button', { name: 'Page filters' }).click();
  await page.getByRole('textbox', { name: 'Page URL' }).fill('/');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/url=%2F/);
  const pagesTile = page.getByRole('link', { name: /^Pages: [\d,]+, show them$/ });
  const before = numberOf((await pagesTile.textContent()) ?? '');
  await followTile(page, 'tag-inventory', pagesTile);
  const deepLink = page.url();
  await page.reload();
  await expect(page).toHaveURL(deepLink);
  await expect(page.getByRole('button', { name: 'Page filters (1)' })).toBeVisible();
  await expect(page.getByTestId('pages-total')).toHaveText(`${before.toLocaleString('en-US')} rows`);
});

test('no table header is cut so that two columns read alike (tag inventory)', async ({ page, signIn }) => {
  await signIn(page, { remember: true });
  await openReports(page);
  const table = await reportTable(page, 'Tags');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const { cut, shown } = await headerTexts(table);
  expect(cut).toEqual([]);
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown).toEqual(expect.arrayContaining(['Pages with tag', 'Pages without tag']));
});
