import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/lib/routes';
import { expect, reportTable, test } from './fixtures';
import { pdfText } from './pdf-text';
import { seeded } from './routes';

/** What leaves the dashboard is whole: a paged table's download holds every row, a print every column and row. */

const run = { auditId: seeded.auditId, runId: seeded.runId };

/** The data lines of a downloaded CSV (its header first). */
async function csvLines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** Text without any white space: a URL a printed page broke over two lines reads as one again. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** The cell texts of one column of a table's body rows. */
async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''),
      column,
    );
}

/** Replace the browser's print dialog: the test prints with `page.pdf()` once the app asked for it. */
async function catchPrintDialog(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
}

test("a run's Pages download holds every row of its query, and 'This page only' the page on screen", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { next: paths.run({ ...run, tab: 'pages' }) });
  const table = page.getByRole('table', { name: 'Pages' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const summary = await page.getByText(/^Page 1 of [\d,]+ · [\d,]+ pages$/).textContent();
  const total = Number(/· ([\d,]+) pages/.exec(summary ?? '')![1]!.replace(/,/g, ''));
  expect(total, 'the run has more than one page of rows').toBeGreaterThan(50);

  const [whole] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all (CSV)' }).click(),
  ]);
  expect(whole.suggestedFilename()).toBe(`run-${run.runId}-pages.csv`);
  const lines = await csvLines(await whole.path());
  expect(lines[0]).toBe('URL,Status code,Load time (ms),Size (bytes)');
  expect(lines.length - 1, 'every row of the query').toBe(total);
  expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size, 'no row twice').toBe(total);
  await expect(
    page.getByRole('status').filter({ hasText: `Saved run-${run.runId}-pages.csv` }),
  ).toContainText(`${total.toLocaleString('en-US')} rows`);

  const [shown] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'This page only (50 rows)' }).click(),
  ]);
  expect(shown.suggestedFilename()).not.toBe(whole.suggestedFilename());
  expect(shown.suggestedFilename()).toMatch(/^run-\d+-pages-page-1-of-\d+-50-per-page\.csv$/);
  expect((await csvLines(await shown.path())).length - 1).toBe(50);
});

test('a printed report carries every column and row of its table and none of the app chrome', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await catchPrintDialog(page);
  await signIn(page, { next: paths.report({ ...run, family: 'page-summary' }) });
  await expect(page.getByRole('heading', { level: 1, name: 'Page summary' })).toBeVisible();
  const table = await reportTable(page, 'Pages');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const totalText = await page.getByTestId('pages-total').textContent();
  const total = Number(totalText!.replace(/[^\d]/g, ''));
  expect(total, 'the table has more rows than one page shows').toBeGreaterThan(50);
  const navigation = (await page.getByRole('navigation', { name: 'Main navigation' }).innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await page.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls === 1);
  // The print shows the whole query, none of it virtualized.
  await expect(table.locator('tbody tr:not([aria-hidden])')).toHaveCount(total);
  const headers = (await table.locator('thead th:not([aria-hidden])').allInnerTexts()).map((text) =>
    text.trim(),
  );
  const urls = await columnTexts(table, 0);

  // Nothing is cut at the paper's edge: laid out at the printable width of A4 and Letter (10 mm
  // margins), the table is no wider than the page.
  const screenSize = page.viewportSize()!;
  await page.emulateMedia({ media: 'print' });
  for (const [paper, width] of [
    ['A4', 718],
    ['Letter', 740],
  ] as const) {
    await page.setViewportSize({ width, height: 1000 });
    const overflow = await table.evaluate(
      (element) => element.getBoundingClientRect().right - document.documentElement.clientWidth,
    );
    expect(overflow, `the table fits ${paper} paper`).toBeLessThanOrEqual(0);
  }
  await page.emulateMedia({ media: null });
  await page.setViewportSize(screenSize);

  const text = await pdfText(await page.pdf({ format: 'A4' }));
  const paper = squeezed(text);
  expect(headers).toContain('CLS');
  for (const header of headers) expect(paper, `column "${header}"`).toContain(squeezed(header));
  expect(new Set(urls).size).toBe(total);
  const missing = urls.filter((url) => !paper.includes(squeezed(url)));
  expect(missing, 'rows missing from the print').toEqual([]);
  expect(text).toContain('Page summary');
  expect(text).toContain(`Run ${run.runId}`);
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  for (const label of navigation) expect(lines.has(label), `navigation "${label}"`).toBe(false);
  for (const chrome of ['Site Audit Dashboard', 'Print / Save as PDF', 'Copy link', 'Download all (CSV)']) {
    expect(text).not.toContain(chrome);
  }

  // A print returns to the screen; printing again on Letter paper prepares the whole table again.
  await expect(table.locator('tbody tr:not([aria-hidden])')).not.toHaveCount(total);
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await page.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls === 2);
  const letter = squeezed(await pdfText(await page.pdf({ format: 'Letter' })));
  expect(
    urls.filter((url) => !letter.includes(squeezed(url))),
    'rows missing from the Letter print',
  ).toEqual([]);
});
