import { buildHarText, sampleHarRequests } from '../src/lib/har-fixtures';
import { expect, test } from './fixtures';

/** A file for Playwright's file chooser. */
const harFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text, 'utf8'),
});

test('a web journey run: the cookies a step changed, and one cookie’s origin story as a chain', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn(page, { remember: true, next: '/web-journeys' });
  const journeys = page.getByRole('table', { name: 'Web journeys' });
  await journeys.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/web-journeys\/\d+$/);

  const runs = page.getByRole('table', { name: 'Runs' });
  await runs
    .getByRole('link', { name: /^Run \d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/web-journeys\/\d+\/runs\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Run \d+$/);
  const actions = page.getByRole('list', { name: 'Actions' });
  await expect(actions.getByRole('listitem').first()).toContainText('Step 1');

  // The first step that changed cookies: its table lists them, each with its origin story.
  const stepLinks = page.getByRole('link', { name: /^Details of step \d+$/ });
  const count = await stepLinks.count();
  let cookies = page.getByRole('table', { name: /^Cookies changed in step \d+$/ });
  for (let step = 0; step < count; step += 1) {
    await stepLinks.nth(step).click();
    cookies = page.getByRole('table', { name: `Cookies changed in step ${step + 1}` });
    const changed = cookies.or(page.getByText('No change in this step'));
    await expect(changed.first()).toBeVisible();
    if (await cookies.isVisible()) break;
  }
  await expect(cookies).toBeVisible();
  await checkA11y(page, 'web journey run');

  const story = cookies.getByRole('link', { name: /^Origin story of .+ in the whole run$/ }).first();
  const cookieName = (await story.getAttribute('aria-label'))?.match(
    /^Origin story of (.+) in the whole run$/,
  )?.[1];
  expect(cookieName).toBeTruthy();
  await story.click();

  const stories = page.getByRole('region', { name: 'Cookie origin stories' });
  const chain = stories.getByRole('list').filter({ hasText: cookieName! }).first();
  await expect(chain).toBeVisible();
  // action → (request →) (script →) cookie: the chain starts at a step and ends at the cookie.
  const links = chain.getByRole('listitem');
  await expect(links.first()).toContainText(/Step \d+/);
  await expect(links.last()).toContainText(cookieName!);
  expect(await links.count()).toBeGreaterThanOrEqual(2);

  // The chain's first link opens the step that set the cookie.
  await links.first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: /^Step \d+:/ })).toBeVisible();
  await checkA11y(page, 'cookie origin story');
});

test('a manual journey from HAR files: a broken file is named with its problem; the run shows its requests and tags; request filters are edited and reset', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { remember: true, next: '/manual-journeys' });

  await page.getByRole('button', { name: 'New journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'New manual journey' });
  const name = `HAR upload ${Date.now()}`;
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('combobox', { name: /^Folder/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: /^Operating system version/ }).fill('18.5');
  await dialog.getByRole('button', { name: 'Create journey' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/manual-journeys\/\d+$/);

  // A broken file first: it is named with what is wrong, and nothing is uploaded.
  const input = page.getByLabel('HAR files', { exact: true });
  await input.setInputFiles([harFile('broken.har', '{"log": {"version": "1.2",')]);
  const chosen = page.getByRole('list', { name: 'Chosen HAR files' });
  await expect(chosen).toContainText(/broken\.har is not valid JSON/);
  await expect(page.getByRole('alert').filter({ hasText: 'broken.har' })).toContainText(
    'Remove the file with problems before uploading: broken.har',
  );
  await page.getByRole('button', { name: 'Remove broken.har' }).click();

  // A wrong version is named too, down to the field.
  await input.setInputFiles([
    harFile('future.har', buildHarText(sampleHarRequests).replace(/"version":\s*"1\.2"/, '"version": "2.0"')),
  ]);
  await expect(chosen).toContainText('future.har is not a valid HAR 1.2 file: log.version is "2.0"');
  await page.getByRole('button', { name: 'Remove future.har' }).click();
  await checkA11y(page, 'manual journey with HAR upload');

  // A good file generated here: the run opens with its requests and the tags detected in them.
  await input.setInputFiles([
    harFile('storefront.har', buildHarText(sampleHarRequests, { pages: ['Home'] })),
  ]);
  await expect(chosen).toContainText(/Ready:/);
  await page.getByRole('button', { name: 'Upload and create run' }).click();
  await expect(page).toHaveURL(/\/manual-journeys\/\d+\/runs\/\d+$/, { timeout: 30_000 });

  const log = page.getByRole('table', { name: 'Request log' });
  await expect(log).toContainText('https://shop.example.com/assets/app.js');
  await expect(log).toContainText('googletagmanager.com/gtm.js');
  const tags = page.getByRole('table', { name: 'Tags' });
  for (const tag of ['Google Tag Manager', 'Google Analytics 4', 'Meta Pixel'])
    await expect(tags).toContainText(tag);
  const allTags = await tags.getByRole('row').count();
  await checkA11y(page, 'HAR run');

  // Request filters: only Google Analytics traffic, then back to everything.
  const filters = page.getByRole('region', { name: 'Request filters' });
  await expect(filters).toContainText(/No filters/);
  const patterns = filters.getByRole('combobox', { name: 'URL patterns' });
  await patterns.fill('google-analytics.com');
  await patterns.press('Enter');
  await filters.getByRole('button', { name: 'Save filters' }).click();
  await expect(filters).toContainText(/Filtered: only requests whose URL matches/);
  await expect(tags.getByRole('row')).toHaveCount(2);
  await expect(tags).toContainText('Google Analytics 4');
  await expect(log).not.toContainText('https://shop.example.com/assets/app.js');

  await filters.getByRole('button', { name: 'Reset filters' }).click();
  await expect(filters).toContainText(/No filters/);
  await expect(tags.getByRole('row')).toHaveCount(allTags);
  await expect(log).toContainText('https://shop.example.com/assets/app.js');
});
