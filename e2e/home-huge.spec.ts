import { readFile } from 'node:fs/promises';
import { HUGE_ACCOUNT } from '../mocks/db/scenarios';
import { openWithMockKnobs } from './mock-knobs';
import { expect, test } from './fixtures';

/** The name of the audit the huge account plants as newly broken, its latest run the oldest of all. */
const PLANTED = new RegExp(`— audit ${HUGE_ACCOUNT.plantedIndex + 1}$`);

test('on an account of 50,000 audits, Home checks every audit and names a newly broken one that is not among the newest', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await openWithMockKnobs(page, { mock_scenario: 'huge-account' });
  await signIn(page, { next: '/?period=7d' });
  await expect(
    page.getByText(/Every audit that completed a run in the period was checked: 50,000 audits/),
  ).toBeVisible({
    timeout: 120_000,
  });
  const broken = page.getByRole('region', { name: 'Pages newly broken' });
  const items = broken.getByRole('listitem');
  const planted = items.filter({ has: page.getByRole('link', { name: PLANTED }) });
  await expect(items.first()).toBeVisible();
  // The planted audit finished its run before more than 25 others that broke pages.
  const total = Number((await broken.getByLabel(/to look at$/).textContent())!.replace(/,/g, ''));
  expect(total).toBeGreaterThan(25);
  await expect(planted).toHaveCount(0);
  while ((await planted.count()) === 0) await broken.getByRole('button', { name: 'Show more' }).click();
  expect(
    await items.evaluateAll(
      (all, name) => all.findIndex((li) => li.querySelector('a')?.textContent?.match(name)),
      PLANTED.source,
    ),
  ).toBeGreaterThanOrEqual(25);
  await planted.scrollIntoViewIfNeeded();
  await expect(planted).toContainText(/pages? now answers? /, { timeout: 60_000 });

  // The same audit in the account-wide table, filtered to pages newly broken.
  await page.getByRole('radio', { name: 'Table' }).click();
  await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Pages newly broken' }).click();
  await expect(page).toHaveURL(/view=table.*kind=broken|kind=broken.*view=table/);
  await expect(page.getByText(new RegExp(`^${total.toLocaleString('en-US')} changes since`))).toBeVisible();
  // The download holds every row, the planted audit's among them, each named by its audit.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('changes-broken.csv');
  const [header, ...lines] = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(header).toMatch(/^Audit,Sub-folder,Kind,What changed,Count,Unit,/);
  expect(lines).toHaveLength(total);
  const plantedName = `— audit ${HUGE_ACCOUNT.plantedIndex + 1},`;
  expect(lines.filter((line) => line.includes(plantedName))).toHaveLength(1);
});
