import { expect, test } from './fixtures';

test('sign-in lands on Home; each kind of item opens exactly the rows behind it', async ({
  page,
  signInWithForm,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signInWithForm(page, { remember: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // A first visit in this browser looks back over the last 7 days.
  await expect(page.getByText(/^Your first visit here: showing the last 7 days/)).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });
  /** The first item of a section whose details name the rows; the diffs are read once it is scrolled to. */
  const detailedItem = async (name: string, details: RegExp) => {
    await section(name).scrollIntoViewIfNeeded();
    const item = section(name).getByRole('listitem').filter({ hasText: details }).first();
    await expect(item).toBeVisible({ timeout: 60_000 });
    return item;
  };
  await expect(
    section('Latest runs that failed or were stopped').getByRole('listitem').first(),
  ).toBeVisible();
  await expect(section('Failing web journeys').getByRole('listitem').first()).toBeVisible();
  await checkA11y(page, 'Home');

  // A failed latest run opens that run.
  const failed = section('Latest runs that failed or were stopped').getByRole('link').first();
  const failedName = (await failed.textContent())!;
  await failed.click();
  await expect(page).toHaveURL(/\/audits\/\d+\/runs\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(failedName);
  await page.goBack();

  // A score drop opens the comparison of exactly those two runs.
  const drop = section('Score drops').getByRole('listitem').first();
  const [, from, to] = /Score (\d+) → (\d+)/.exec((await drop.textContent())!)!;
  await drop.getByRole('link').click();
  await expect(page).toHaveURL(/\/audits\/\d+\/compare\?base=\d+&head=\d+$/);
  await expect(page.getByRole('main')).toContainText(from!);
  await expect(page.getByRole('main')).toContainText(to!);
  await page.goBack();

  // Each change opens the comparison of the two runs, narrowed to exactly the rows it names.
  const comparedRows = page.getByRole('table', { name: /compared$/ }).getByRole('row');
  const broken = await detailedItem('Pages newly broken', /pages? now answers? /);
  const [, count] = /(\d+) pages? now answers? /.exec((await broken.textContent())!)!;
  await broken.getByRole('link').click();
  await expect(page).toHaveURL(/dim=pages&kind=changed&attr=status&from=200&to=404/);
  await expect(page.getByTestId('compare-summary')).toBeVisible({ timeout: 60_000 });
  // The header row and one row per page that now answers 404.
  await expect(comparedRows.filter({ hasText: /404/ })).toHaveCount(Number(count));
  await page.goBack();

  const cookie = await detailedItem('Cookies that became unapproved', /became unapproved/);
  await cookie.getByRole('link').click();
  await expect(page).toHaveURL(/dim=consent-compliance&kind=changed&attr=status&from=Approved&to=Unapproved/);
  await expect(comparedRows.filter({ hasText: /_ga/ }).first()).toBeVisible({ timeout: 60_000 });
  await page.goBack();

  const tag = await detailedItem('New tags', /(New tag|\d+ new tags): /);
  const change = (await tag.getByText(/^(New tag|\d+ new tags): /).textContent())!;
  const tagName = change.replace(/^(New tag|\d+ new tags): /, '').split(', ')[0]!;
  await tag.getByRole('link').click();
  await expect(page).toHaveURL(/dim=tags&kind=new/);
  await expect(comparedRows.filter({ hasText: tagName }).first()).toBeVisible({ timeout: 60_000 });
  await page.goBack();

  await section('New rule failures').scrollIntoViewIfNeeded();
  await section('New rule failures').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/runs\/\d+\/reports\/rule-summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rule summary');
  await page.goBack();

  // A failing journey opens the run that failed.
  await section('Failing web journeys').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/web-journeys\/\d+\/runs\/\d+$/);

  // The period is in the address, and survives a reload.
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.locator('label').filter({ hasText: 'Last 24 hours' }).click();
  await expect(page).toHaveURL(/\/\?period=24h$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
});
