import type { Page } from '@playwright/test';
import { cutTexts } from './cut-text';
import { expect, test } from './fixtures';
import { openInApp, seeded } from './routes';
import { waitForSettledScreen } from './still-screen';

/** A laptop's window, in CSS pixels: nothing on a screen may be cut at this width. */
test.use({ viewport: { width: 1440, height: 900 } });

/** What the main region of the settled screen shows cut (expected: nothing). */
async function cutOnScreen(page: Page): Promise<string[]> {
  await waitForSettledScreen(page);
  return cutTexts(page.getByRole('main'));
}

test('at 1440 px nothing is cut: the flat audit list, run pickers, a grid and its filtered column, a journey run', async ({
  page,
  signIn,
}) => {
  await signIn(page, { next: '/audits?view=flat' });
  const audits = page.getByRole('table').first();
  // The latest-run columns and the label chips arrive after the rows.
  await expect(audits.getByLabel(/^Score \d+ of 100/).first()).toBeVisible();
  await expect(audits.getByText(/ ago$/).first()).toBeVisible();
  expect.soft(await cutOnScreen(page), 'flat audit list').toEqual([]);

  await openInApp(
    page,
    `/audits/${seeded.auditId}/compare?base=${seeded.previousRunId}&head=${seeded.runId}`,
  );
  await expect(page.getByRole('combobox', { name: 'Base run' })).toHaveValue(/^Run \d+/);
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  expect.soft(await cutOnScreen(page), 'comparison').toEqual([]);

  await openInApp(page, '/grid/pages');
  const grid = page.getByRole('table', { name: 'Pages results' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect.soft(await cutOnScreen(page), 'pages grid').toEqual([]);
  // A filter on the grid's last column: that column is in view once the filter applies.
  await page.getByRole('button', { name: 'Add filter' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a filter' });
  await editor.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: 'Audit name', exact: true }).click();
  await editor.getByRole('textbox', { name: 'Text' }).fill('Acme');
  await editor.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Audit name contains Acme');
  await expect.soft(grid.getByRole('columnheader', { name: 'Audit name' })).toBeInViewport({ ratio: 0.9 });

  await openInApp(page, `/manual-journeys/${seeded.manualJourneyId}/runs/${seeded.manualJourneyRunId}`);
  const tags = page.getByRole('table', { name: 'Tags' });
  await expect(tags.getByRole('row').nth(1)).toBeVisible();
  expect.soft(await cutOnScreen(page), 'journey run').toEqual([]);
  // The tags table is as wide as the request log above it, not half of it.
  const log = page.getByRole('table', { name: 'Request log' });
  const [tagsBox, logBox] = [await tags.boundingBox(), await log.boundingBox()];
  expect(tagsBox!.width).toBeGreaterThan(logBox!.width * 0.9);
});
