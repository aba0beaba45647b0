import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/lib/routes';
import { expect, reportTable, test } from './fixtures';
import { pdfText } from './pdf-text';
import { openWithMockKnobs } from './mock-knobs';
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

  // The browser's own print (Ctrl+P) prints the page on screen, and its header (code that loads
  // after the page's data) says so.
  await expect(page.locator('[data-code-pending]')).toHaveCount(0);
  const ownPrint = await pdfText(await page.pdf({ format: 'A4' }));
  expect(ownPrint).toContain(
    `Printed 50 of ${total.toLocaleString('en-US')} rows of Pages — use Print for every row`,
  );

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

/** Make the page's next reads of these pages (from 0) of a 1,000-row list answer 503, once each. */
async function failPageReads(page: Page, pages: readonly number[]) {
  await page.evaluate((numbers) => {
    const faults = (window as unknown as { pageFaults: Map<number, number> }).pageFaults;
    for (const number of numbers) faults.set(number, (faults.get(number) ?? 0) + 1);
  }, pages);
}

/** Answer 503 to the reads `failPageReads` planned, before the embedded mock sees them. */
async function catchPageReads(page: Page) {
  await page.addInitScript(() => {
    const faults = new Map<number, number>();
    (window as unknown as { pageFaults: Map<number, number> }).pageFaults = faults;
    const passOn = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const number = Number(url.searchParams.get('page'));
      const left = faults.get(number) ?? 0;
      if (url.pathname.endsWith('/pages') && url.searchParams.get('size') === '1000' && left > 0) {
        faults.set(number, left - 1);
        return Promise.resolve(
          Response.json(
            { message: 'The service is busy' },
            { status: 503, statusText: 'Service Unavailable' },
          ),
        );
      }
      return passOn(input, init);
    };
  });
}

test('a 100,000-row download survives two and three failed page reads, and Cancel frees its button', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await catchPageReads(page);
  await openWithMockKnobs(page, { mock_scale: 'large' });
  await signIn(page, { next: paths.run({ ...run, tab: 'pages' }) });
  await expect(page.getByText(/^Page 1 of [\d,]+ · 100,000 pages$/)).toBeVisible({ timeout: 30_000 });
  const downloadAll = page.getByRole('button', { name: 'Download all (CSV)' });
  const progress = page.getByRole('status').filter({ hasText: / of 100,000 rows/ });

  /** Download every row, answering each stop with Retry; the CSV's data lines. */
  const downloadWithRetries = async (stops: readonly RegExp[]) => {
    const downloaded = page.waitForEvent('download');
    await downloadAll.click();
    for (const stop of stops) {
      await expect(progress).toContainText(stop);
      await page.getByRole('button', { name: /^Retry page/ }).click();
    }
    const lines = await csvLines(await (await downloaded).path());
    return lines.slice(1);
  };

  // Two reads fail at once: one Retry reads both again, and the file holds every row once.
  await failPageReads(page, [40, 41]);
  const twice = await downloadWithRetries([/^Pages 41 and 42 failed \(.*\) after [\d,]+ of 100,000 rows\.$/]);
  expect(twice).toHaveLength(100_000);
  expect(new Set(twice.map((line) => line.split(',')[0])).size).toBe(100_000);

  // Three fail: two at once, then one while the other reads the rest (the stop that once hung at 99 %).
  await failPageReads(page, [60, 61, 62]);
  const thrice = await downloadWithRetries([
    /^Pages 61 and 62 failed/,
    /^Page 63 failed \(.*\) after 99,000 of 100,000 rows\.$/,
  ]);
  expect(thrice).toHaveLength(100_000);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('100,000 rows');

  // Cancel while pages wait: the button works again at once, and the next download is whole.
  await failPageReads(page, [30, 31]);
  await downloadAll.click();
  await expect(progress).toContainText(/^Pages 31 and 32 failed/);
  await page.getByRole('button', { name: 'Cancel download' }).click();
  await expect(progress).toHaveCount(0);
  expect(await downloadWithRetries([])).toHaveLength(100_000);
});
