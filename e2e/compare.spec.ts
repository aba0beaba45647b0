import { expect, reportTable, test } from './fixtures';
import { paths } from '../src/lib/routes';
import { approvalChange, seeded } from './routes';

/** A tab by its label, whatever count badge follows it ("Pages 120"). */
const tab = (name: string) => ({ name: new RegExp(`^${name}( ?[\\d,]+)?$`) });

test('run → compare with previous run → a dimension → a transition filter that survives a reload → drill to pages', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const run = `/audits/${seeded.auditId}/runs/${seeded.runId}`;
  await signIn(page, { remember: true, next: run });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run of');

  // The run page's header opens the comparison with the completed run before it.
  await page.getByRole('link', { name: 'Compare with previous run' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/audits/${seeded.auditId}/compare\\?base=${seeded.previousRunId}&head=${seeded.runId}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Compare runs' })).toBeVisible();
  await expect(page.getByTestId('compare-summary')).toContainText(/ tags\.$/);
  await checkA11y(page, 'compare runs: tags');

  // Pages: the load-time band of some pages moves between runs.
  const tabs = page.getByRole('tablist', { name: 'What to compare' });
  await tabs.getByRole('tab', tab('Pages')).click();
  await expect(page).toHaveURL(/[?&]dim=pages(&|$)/);
  await expect(page.getByTestId('compare-summary')).toContainText(/ pages\.$/, { timeout: 60_000 });
  await expect(tabs.getByRole('tab', tab('Pages'))).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('combobox', { name: 'Attribute' }).click();
  await page.getByRole('option', { name: 'Load time' }).click();
  await page.getByRole('combobox', { name: 'Transition' }).click();
  const option = page.getByRole('option').first();
  const label = (await option.textContent())!.trim();
  const count = Number(/\(([\d,]+)\)$/.exec(label)![1]!.replace(/,/g, ''));
  await option.click();
  await expect(page).toHaveURL(/[?&]attr=load&from=[^&]+&to=[^&]+&kind=changed$/);
  await expect(page.getByRole('radio', { name: /^Changed / })).toBeChecked();
  await expect(page.getByText(new RegExp(`^Showing ${count.toLocaleString('en-US')} of `))).toBeVisible();
  const table = page.getByRole('table', { name: 'Pages compared' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await checkA11y(page, 'compare runs: pages by transition');

  // The view is in the URL: a reload reopens it.
  const deepLink = page.url();
  await page.reload();
  await expect(page).toHaveURL(deepLink);
  await expect(page.getByRole('combobox', { name: 'Transition' })).toHaveValue(label);

  // Drill from a page to its details in the head run.
  const row = table.getByRole('row').nth(1);
  await row.getByRole('link', { name: `Page in head run ${seeded.runId}` }).click();
  await expect(page).toHaveURL(new RegExp(`${run}/pages/[^/?]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('error-panel')).toHaveCount(0);

  // Back to the comparison; cookies drill to the pages that set the cookie, in the base run.
  await page.goBack();
  await expect(page).toHaveURL(deepLink);
  await tabs.getByRole('tab', tab('Cookies')).click();
  await expect(page.getByTestId('compare-summary')).toContainText(/ cookies\.$/, { timeout: 60_000 });
  const cookies = page.getByRole('table', { name: 'Cookies compared' });
  await cookies
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Pages in base run ${seeded.previousRunId}` }) })
    .first()
    .getByRole('link', { name: `Pages in base run ${seeded.previousRunId}` })
    .click();
  await expect(page).toHaveURL(
    new RegExp(
      `/audits/${seeded.auditId}/runs/${seeded.previousRunId}/reports/cookie-privacy/cookies\\?cookieName=[^&]+&cookieDomain=`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie privacy' })).toBeVisible();
  await expect(await reportTable(page, /Pages that set the selected cookie/)).toBeVisible();
});

test('comparing two seeded runs lists the cookie that became unapproved, and drills to its pages', async ({
  page,
  signIn,
}) => {
  const { auditId, base, head } = approvalChange;
  await signIn(page, { next: paths.compare({ auditId, base, head }) });
  const tabs = page.getByRole('tablist', { name: 'What to compare' });
  await tabs.getByRole('tab', tab('Consent compliance')).click();
  await expect(page.getByTestId('compare-summary')).toContainText(/ items\.$/, { timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Attribute' }).click();
  await page.getByRole('option', { name: 'Compliance' }).click();
  await page.getByRole('combobox', { name: 'Transition' }).click();
  await page.getByRole('option', { name: /^Approved → Unapproved/ }).click();
  const table = page.getByRole('table', { name: /compared$/ });
  const gaCookie = table.getByRole('row').filter({ hasText: /_ga/ }).first();
  await expect(gaCookie).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /Approved/ })
      .first(),
  ).toBeVisible();
});
