import type { Locator, Page } from '@playwright/test';
import { cutTexts } from './cut-text';
import { expect, test } from './fixtures';
import { openInApp } from './routes';

/** A phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Open the newest completed run of the first audit, at its page summary report; its address. */
async function openReport(page: Page): Promise<string> {
  await page.goto('/audits');
  await page.getByRole('table').first().getByRole('link').first().click();
  const history = page.getByRole('table', { name: 'Run history' });
  const run = history.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first();
  const href = await run.getAttribute('href');
  await page.goto(`${href}/reports/page-summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page summary' })).toBeVisible();
  return href!;
}

/** How far an element reaches past the right edge of the screen, in px (0 when it fits). */
const pastScreen = (element: Locator) =>
  element.evaluate((node, width) => Math.max(0, node.getBoundingClientRect().right - width), PHONE.width);

/** How far the frame of a table scrolls sideways, in px (0: it never does). */
const sideways = (table: Locator) =>
  table.locator('xpath=..').evaluate((frame) => frame.scrollWidth - frame.clientWidth);

test('on a phone the report starts on the first screen, its trend fits, and its tables and the run’s pages fit the screen whole', async ({
  page,
  signIn,
}) => {
  await signIn(page, { remember: true });
  const run = await openReport(page);

  // The fourteen families are one select, and the report's first figures show on the first screen.
  const families = page.getByRole('navigation', { name: 'Report families' });
  await expect(families.getByRole('combobox', { name: 'Report' })).toHaveValue('page-summary');
  await expect(families.getByRole('link')).toHaveCount(0);
  const firstTile = page.getByText('Average load time', { exact: false }).first();
  await expect(firstTile).toBeVisible();
  expect((await firstTile.boundingBox())!.y).toBeLessThan(PHONE.height);

  // The trend's range control fits the screen and no range is cut.
  const range = page.getByRole('radiogroup', { name: 'Trend range' });
  await range.scrollIntoViewIfNeeded();
  expect(await pastScreen(range)).toBe(0);
  const cut = await range
    .locator('label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
  expect(cut).toEqual([]);
  await expect(range.getByText('390 days')).toBeVisible();

  // Scrolled to, the chart draws, and every axis label of it lies inside it.
  await range.evaluate((control) => control.scrollIntoView({ block: 'start' }));
  const chart = page
    .getByRole('img', { name: /Average load time/ })
    .locator('svg')
    .first();
  await expect(chart.locator('text').first()).toBeVisible();
  const clipped = await chart.evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')]
      .filter((text) => {
        const box = text.getBoundingClientRect();
        return box.width > 0 && (box.left < frame.left - 0.5 || box.right > frame.right + 0.5);
      })
      .map((text) => text.textContent);
  });
  expect(clipped).toEqual([]);

  // A table fits the screen: it never scrolls sideways inside the page, and nothing in it is cut.
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  expect(await pastScreen(table)).toBe(0);
  expect(await sideways(table)).toBe(0);
  expect(await cutTexts(table)).toEqual([]);

  // The page itself never scrolls sideways, and the select opens another family.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await families.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Tag inventory' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tag inventory' })).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/tag-inventory/);

  // The run's pages: each URL whole (wrapped onto more lines), each status badge whole.
  await openInApp(page, `${run}/pages`);
  const pages = page.getByRole('table', { name: /pages/i });
  const firstUrl = pages.getByRole('link', { name: /^https:\/\// }).first();
  await expect(firstUrl).toBeVisible();
  await expect(pages.getByText(/^\d{3} /).first()).toBeVisible();
  expect(await sideways(pages)).toBe(0);
  expect(await cutTexts(pages.locator('xpath=..'))).toEqual([]);
  await firstUrl.scrollIntoViewIfNeeded();
  await expect(firstUrl).toBeInViewport({ ratio: 1 });
});

test('on a phone the audit library shows each audit’s name whole beside its checkbox, without scrolling sideways', async ({
  page,
  signIn,
}) => {
  await signIn(page, { next: '/audits' });
  const table = page.getByRole('table').first();
  const name = table.getByRole('row').nth(1).getByRole('link').first();
  await expect(name).toBeVisible();
  // The label chips above the tables arrive after the rows (read once the rows are drawn): measure
  // once they are there, so the table does not move after it was measured.
  await expect(
    page.getByRole('group', { name: 'Filter by label' }).getByRole('checkbox').first(),
  ).toBeAttached();
  expect(await sideways(table)).toBe(0);
  expect(await cutTexts(table.locator('xpath=..'))).toEqual([]);
  await name.scrollIntoViewIfNeeded();
  await expect(name).toBeInViewport({ ratio: 1 });
  const checkbox = table.getByRole('row').nth(1).getByRole('checkbox');
  await expect(checkbox).toBeInViewport();
  const [nameBox, checkboxBox] = [(await name.boundingBox())!, (await checkbox.boundingBox())!];
  expect(Math.abs(nameBox.y - checkboxBox.y), 'the name on the checkbox’s line').toBeLessThan(24);
});
