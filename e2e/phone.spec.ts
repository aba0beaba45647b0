import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Open the newest completed run of the first audit, at its page summary report. */
async function openReport(page: Page) {
  await page.goto('/audits');
  await page.getByRole('table').first().getByRole('link').first().click();
  const history = page.getByRole('table', { name: 'Run history' });
  const run = history.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first();
  const href = await run.getAttribute('href');
  await page.goto(`${href}/reports/page-summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page summary' })).toBeVisible();
}

/** How far an element reaches past the right edge of the screen, in px (0 when it fits). */
const pastScreen = (element: Locator) =>
  element.evaluate((node, width) => Math.max(0, node.getBoundingClientRect().right - width), PHONE.width);

test('on a phone the report starts on the first screen, its trend fits, and tables scroll sideways keeping their first column', async ({
  page,
  signIn,
}) => {
  await signIn(page, { remember: true });
  await openReport(page);

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

  // A table scrolls sideways inside its frame; its first column stays in view.
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  const frame = table.locator('xpath=..');
  expect(await pastScreen(frame)).toBe(0);
  const [scrollWidth, clientWidth] = await frame.evaluate((node) => [node.scrollWidth, node.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const firstHeader = table.getByRole('columnheader').first();
  const secondHeader = table.getByRole('columnheader').nth(1);
  const before = (await secondHeader.boundingBox())!.x;
  await frame.evaluate((node) => node.scrollBy({ left: 300 }));
  await expect.poll(async () => (await secondHeader.boundingBox())!.x).toBeLessThan(before - 100);
  const frameBox = (await frame.boundingBox())!;
  const headerBox = (await firstHeader.boundingBox())!;
  expect(headerBox.x).toBeGreaterThanOrEqual(frameBox.x - 0.5);
  expect(headerBox.width).toBeGreaterThan(40);
  await expect(firstHeader).toBeInViewport();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toBeInViewport();

  // The page itself never scrolls sideways, and the select opens another family.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await families.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Tag inventory' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tag inventory' })).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/tag-inventory/);
});

test('on a phone the audit library scrolls sideways keeping each audit’s name beside its checkbox', async ({
  page,
  signIn,
}) => {
  await signIn(page, { next: '/audits' });
  const table = page.getByRole('table').first();
  const name = table.getByRole('row').nth(1).getByRole('link').first();
  await expect(name).toBeVisible();
  // The label chips above the tables arrive after the rows (read once the rows are drawn): measure
  // once they are there, so the table does not move after it was scrolled to.
  await expect(
    page.getByRole('group', { name: 'Filter by label' }).getByRole('checkbox').first(),
  ).toBeAttached();
  const frame = table.locator('xpath=..');
  const [scrollWidth, clientWidth] = await frame.evaluate((node) => [node.scrollWidth, node.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The first table's first row on screen (the filters come before it), then scrolled sideways.
  await name.scrollIntoViewIfNeeded();
  await frame.evaluate((node) => node.scrollBy({ left: 400 }));
  await expect.poll(() => frame.evaluate((node) => node.scrollLeft)).toBeGreaterThan(100);
  await expect(name).toBeInViewport();
  const nameBox = (await name.boundingBox())!;
  const frameBox = (await frame.boundingBox())!;
  expect(nameBox.x).toBeGreaterThanOrEqual(frameBox.x);
  await expect(table.getByRole('row').nth(1).getByRole('checkbox')).toBeInViewport();
});
