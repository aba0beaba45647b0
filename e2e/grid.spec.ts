import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parquetReadObjects } from 'hyparquet';
import { expect, headerTexts, STUB_SERVER_URL, test } from './fixtures';
import { pinClock } from './clock';

/** Rows of a downloaded delimited file (BOM and the trailing line break removed). */
function delimitedRows(text: string, separator: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(separator).map((cell) => cell.replace(/^"|"$/g, '')));
}

/** Header and data rows of a downloaded export, whatever its format. */
async function readExport(
  download: Download,
  format: string,
): Promise<{ header: string[]; rows: unknown[][] }> {
  const path = await download.path();
  const bytes = await readFile(path);
  if (format === 'csv' || format === 'tsv') {
    const [header = [], ...rows] = delimitedRows(bytes.toString('utf8'), format === 'csv' ? ',' : '\t');
    return { header, rows };
  }
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const [header = [], ...rows] = values;
    return { header: header.map(String), rows };
  }
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const objects = await parquetReadObjects({ file });
  const header = Object.keys(objects[0] ?? {});
  return { header, rows: objects.map((object) => header.map((name) => object[name])) };
}

/** The next Monday 09:00 in New York after `now`, as the editor writes it ("Mon 30 Nov 2026, 09:00 EST", "14:00 UTC"). */
function nextMondayNineInNewYork(now: Date): { local: string; utc: string } {
  const inNewYork = (date: Date, options: Intl.DateTimeFormatOptions, locale = 'en-GB') =>
    new Intl.DateTimeFormat(locale, { timeZone: 'America/New_York', ...options }).format(date);
  for (let day = 0; day <= 8; day += 1) {
    for (const utcHour of [13, 14]) {
      const candidate = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, utcHour),
      );
      const weekday = inNewYork(candidate, { weekday: 'short' });
      const time = inNewYork(candidate, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      if (candidate <= now || weekday !== 'Mon' || time !== '09:00') continue;
      const date = inNewYork(candidate, { day: 'numeric', month: 'short', year: 'numeric' });
      const zone = inNewYork(candidate, { timeZoneName: 'short' }, 'en-US').split(' ').at(-1);
      return { local: `Mon ${date}, 09:00 ${zone}`, utc: `${utcHour}:00 UTC` };
    }
  }
  throw new Error('No Monday 09:00 in New York within 8 days');
}

/** Export the open grid in one format from the dialog and return the downloaded file. */
async function exportAs(page: Page, itemName: RegExp, formatLabel: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: itemName });
  await dialog.getByRole('radio', { name: formatLabel }).check();
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const button = dialog.getByRole('button', { name: /^Download / });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return download;
}

test('a filtered, grouped grid with a total: saved, reopened by URL, favorited and exported in four formats', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { remember: true, serviceUrl: STUB_SERVER_URL, next: '/grid/cookies' });
  // The stub server builds its cookie rows on the first query (a few seconds on a busy machine).
  await expect(page.getByRole('table', { name: 'Cookies results' })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Add filter' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a filter' });
  await editor.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: 'Cookie', exact: true }).click();
  await editor.getByRole('textbox', { name: 'Text' }).fill('_');
  await editor.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Cookie contains _');

  const shown = page.getByRole('region', { name: 'Shown columns' });
  const groupBy = shown.getByRole('checkbox', { name: 'Group by Party' });
  await groupBy.click();
  await expect(groupBy).toBeChecked();
  await shown.getByRole('button', { name: 'Add aggregate column' }).click();
  const totals = page.getByRole('row', { name: 'Totals' });
  await totals.getByRole('button', { name: 'Add a total to Row count' }).click();
  await page.getByRole('menuitem', { name: 'Sum' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const range = page.getByTestId('grid-row-range');
  await expect(range).toHaveText(/^Rows 1–\d+ of \d+$/);
  const groups = Number((await range.textContent())!.split(' of ')[1]);
  expect(groups).toBeGreaterThan(0);

  const name = `E2E cookies by party ${Date.now()}`;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save report' });
  await save.getByRole('textbox', { name: 'Name' }).fill(name);
  await save.getByRole('button', { name: 'Save report' }).click();
  await expect(page).toHaveURL(/\/grid\/saved\/\d+$/);
  const savedUrl = page.url();

  await page.goto(savedUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Cookie contains _');
  await expect(page.getByTestId('grid-row-range')).toHaveText(`Rows 1–${groups} of ${groups}`);

  const star = page.getByRole('button', { name: `Favorite “${name}”` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // The star turns at once; a reload while the write is on its way would cancel it.
  await expect(star).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: `Favorite “${name}”` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  for (const [format, label] of [
    ['csv', 'CSV'],
    ['tsv', 'TSV'],
    ['xlsx', 'Excel (xlsx)'],
    ['parquet', 'Parquet'],
  ] as const) {
    const download = await exportAs(page, new RegExp(`^Export `), label);
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    const file = await readExport(download, format);
    expect(file.header, format).toEqual(expect.arrayContaining(['Party', 'Row count']));
    expect(file.rows, format).toHaveLength(groups);
  }
});

/**
 * Instants the schedule tests pin the browser's clock to: a day before each of New York's DST changes of
 * 2026 and 2027 (the next Monday falls after it) and a summer day of 2030. Nothing depends on today.
 */
const PINNED_INSTANTS = [
  '2026-03-04T15:30:00Z', // spring forward on Sunday 8 March 2026
  '2026-10-28T15:30:00Z', // fall back on Sunday 1 November 2026
  '2027-03-10T15:30:00Z', // spring forward on Sunday 14 March 2027
  '2027-11-03T15:30:00Z', // fall back on Sunday 7 November 2027
  '2030-06-12T15:30:00Z', // an ordinary summer week, years ahead
] as const;

/** Fill the schedule of the open editor: every Monday at 09:00 in New York. */
async function scheduleMondayNineInNewYork(page: Page) {
  await page.getByRole('textbox', { name: /Recurrence rule \(RFC 5545\)/ }).fill('FREQ=WEEKLY;BYDAY=MO');
  await page.getByRole('combobox', { name: /^Time zone/ }).fill('America/New_York');
  await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
  await page.getByRole('textbox', { name: /^At/ }).fill('09:00');
}

test('a weekly scheduled export in America/New_York keeps 09:00 local across the DST change; bad input is explained and kept', async ({
  page,
  signIn,
}) => {
  // Wednesday 28 October 2026: the first run is the Monday before, the next one after the change to EST.
  const now = new Date(PINNED_INSTANTS[1]);
  await pinClock(page, now);
  await signIn(page, { remember: true, serviceUrl: STUB_SERVER_URL, next: '/exports/scheduled/new' });
  await expect(page.getByRole('heading', { level: 1, name: 'New scheduled export' })).toBeVisible();

  await page.getByRole('combobox', { name: /^Saved report/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E weekly export');
  const recipients = page.getByRole('combobox', { name: /^Recipients/ });
  await recipients.fill('not-an-email');
  await recipients.press('Enter');
  const rule = page.getByRole('textbox', { name: /Recurrence rule \(RFC 5545\)/ });
  await rule.fill('FREQ=SOMETIMES');
  await page.getByRole('button', { name: 'Create scheduled export' }).click();
  await expect(page.getByText('“not-an-email” is not a valid email address')).toBeVisible();
  await expect(page.getByText(/^"?Not a valid recurrence rule/)).toBeVisible();
  await expect(rule).toHaveValue('FREQ=SOMETIMES');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('E2E weekly export');

  // Backspace in the empty field removes the bad address.
  await recipients.focus();
  await recipients.press('Backspace');
  await recipients.fill('analyst@example.com');
  await recipients.press('Enter');
  await scheduleMondayNineInNewYork(page);

  // First run on Monday 26 October 2026 (EDT), in the month the picker opens at (the pinned one).
  await page.getByRole('button', { name: /^First run on/ }).click();
  await page.locator('.mantine-DatePickerInput-day[aria-label="26 October 2026"]').click();
  await expect(page.getByRole('button', { name: /^First run on/ })).toHaveText('26 Oct 2026');

  const next = nextMondayNineInNewYork(now);
  expect(next).toEqual({ local: 'Mon 2 Nov 2026, 09:00 EST', utc: '14:00 UTC' });
  const runs = page.getByRole('list', { name: 'Next runs' }).getByRole('listitem');
  await expect(runs.first()).toContainText(next.local);
  await expect(runs.first()).toContainText(next.utc);
  await expect(page.getByTestId('schedule-description')).toContainText(
    'Every week on Monday at 09:00, America/New_York',
  );
  await page.getByRole('button', { name: 'Create scheduled export' }).click();
  await expect(page).toHaveURL(/\/exports\/scheduled\/\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E weekly export' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Next runs' }).getByRole('listitem').first()).toContainText(
    next.local,
  );
});

test('the next run of a weekly 09:00 New York schedule, at fixed instants around the DST changes of 2026 and 2027 and in 2030', async ({
  context,
  signIn,
}) => {
  for (const instant of PINNED_INSTANTS) {
    await test.step(instant, async () => {
      // A tab of its own for each instant: a fresh editor whose clock starts there.
      const now = new Date(instant);
      const tab = await context.newPage();
      await pinClock(tab, now);
      await signIn(tab, { next: '/exports/scheduled/new' });
      await expect(tab.getByRole('heading', { level: 1, name: 'New scheduled export' })).toBeVisible();
      await scheduleMondayNineInNewYork(tab);
      const next = nextMondayNineInNewYork(now);
      const first = tab.getByRole('list', { name: 'Next runs' }).getByRole('listitem').first();
      await expect(first).toContainText(next.local);
      await expect(first).toContainText(next.utc);
      await tab.close();
    });
  }
});

test('a saved report is scheduled from its page: Schedule… opens the form with the report chosen, and the new schedule is listed', async ({
  page,
  signIn,
}) => {
  await signIn(page, { next: '/grid/saved' });
  // A report of the demo data, by its name (its link also holds its description).
  const reportName = 'Slowest pages';
  await page
    .getByRole('table', { name: 'Saved reports' })
    .getByRole('link', { name: new RegExp(`^${reportName}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: reportName })).toBeVisible();

  await page.getByRole('link', { name: 'Schedule…' }).click();
  await expect(page).toHaveURL(/\/exports\/scheduled\/new\?savedReportId=\d+$/);
  await expect(page.getByRole('combobox', { name: /^Saved report/ })).toHaveValue(reportName);
  const name = `E2E schedule of ${reportName} ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  const recipients = page.getByRole('combobox', { name: /^Recipients/ });
  await recipients.fill('analyst@example.com');
  await recipients.press('Enter');
  await page.getByRole('button', { name: 'Create scheduled export' }).click();
  await expect(page).toHaveURL(/\/exports\/scheduled\/\d+$/);

  // Found again from the navigation: the list names the report it exports.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Scheduled exports' })
    .click();
  const row = page
    .getByRole('table', { name: 'Scheduled exports' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: reportName, exact: true })).toBeVisible();
});

test('/exports/scheduled at 1440 px: every column, the Paused badge and the zones shown whole', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, { next: '/exports' });
  await page.getByRole('main').getByRole('link', { name: 'Scheduled exports' }).click();
  const table = page.getByRole('table', { name: 'Scheduled exports' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const frame = await table.locator('xpath=..').boundingBox();
  const actions = await table.getByRole('columnheader', { name: 'Actions' }).boundingBox();
  expect(actions!.x + actions!.width, 'the Actions column inside the table’s frame').toBeLessThanOrEqual(
    frame!.x + frame!.width + 1,
  );
  // Nothing in the rows is cut: each badge, button and text is as wide as its content.
  const cut = await table.evaluate((element) =>
    [...element.querySelectorAll('tbody .mantine-Badge-label, tbody button, tbody p, thead th span')]
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.textContent),
  );
  expect(cut).toEqual([]);
  await expect(table.getByText('Paused', { exact: true }).first()).toBeVisible();
});

test('a grouped grid wraps its headers instead of cutting them, and names each column in full', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true, serviceUrl: STUB_SERVER_URL, next: '/grid/cookies' });
  const table = page.getByRole('table', { name: 'Cookies results' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const shown = page.getByRole('region', { name: 'Shown columns' });
  await shown.getByRole('checkbox', { name: 'Group by Party' }).click();
  await expect(table.getByRole('columnheader', { name: 'Unique count of Cookie domain' })).toBeVisible();
  const headers = await headerTexts(table);
  expect(headers.cut).toEqual([]);
  expect(new Set(headers.shown).size).toBe(headers.shown.length);
  expect(headers.shown.filter((text) => text.startsWith('Unique count of')).length).toBeGreaterThanOrEqual(3);
});
