import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, seeded } from './routes';

/** The command palette's search field. */
const paletteSearch = (page: Page) => page.getByRole('textbox', { name: 'Search the dashboard' });

/**
 * Press "Copy link" (or one of its menu entries) and return what was copied: from the clipboard,
 * or from the field the page shows when the browser does not let it copy.
 */
async function copyLink(page: Page, menuEntry?: string): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: 'Copy link' }).click();
  if (menuEntry) await page.getByRole('menuitem', { name: menuEntry }).click();
  const fallback = page.getByRole('textbox', { name: 'Link' });
  await expect(page.getByText('Link copied').or(fallback)).toBeVisible();
  if (await fallback.isVisible()) return fallback.inputValue();
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Hold the chunks whose address matches `pattern` until `deliver()` (context.route: the service
 * worker fetches them); `requested()` says whether the page has asked for one yet.
 */
async function holdChunk(context: BrowserContext, pattern: RegExp) {
  let deliver: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  let requested = false;
  await context.route(pattern, async (route) => {
    requested = true;
    await delivered;
    await route.continue();
  });
  return { deliver: () => deliver(), requested: () => requested };
}

test('Ctrl+K opens the command palette: typing an audit name and Enter opens the audit', async ({
  page,
  signIn,
  checkA11y,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  // The shortcuts are registered with the header's Search button (a chunk loaded after the first paint).
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await expect(paletteSearch(page)).toBeFocused();
  await checkA11y(page, 'command palette');
  await paletteSearch(page).fill(seeded.auditName);
  await expect(
    page.getByRole('group', { name: 'Audits' }).getByRole('button').filter({ hasText: seeded.auditName }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/audits/${seeded.auditId}$`));
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(seeded.auditName);
  await expect(paletteSearch(page)).toBeHidden();
  // The new page's h1 has the focus (the palette does not hand it back to where it was opened).
  await expect(h1).toBeFocused();
});

test('the header Search button opens the palette; #id finds a run and the settings pages are listed', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('group', { name: 'Settings' }).getByRole('button').first()).toBeVisible();
  await paletteSearch(page).fill(`#${seeded.runId}`);
  const run = page.getByRole('group', { name: 'Runs' }).getByRole('button').first();
  await expect(run).toContainText(`Run #${seeded.runId}`);
  await run.click();
  await expect(page).toHaveURL(new RegExp(`/audits/${seeded.auditId}/runs/${seeded.runId}$`));
});

test('? opens the keyboard-shortcut sheet, but not while typing in a field', async ({ page, signIn }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Open the focused row');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const field = page.getByRole('textbox', { name: 'Search audits' });
  await field.click();
  await page.keyboard.press('?');
  await expect(field).toHaveValue('?');
  await expect(sheet).toBeHidden();
});

test('arrow keys and Enter open a row of a table', async ({ page, signIn }) => {
  await signIn(page, { next: '/settings/labels' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Labels');
  const table = page.getByRole('main').getByRole('table').first();
  const rows = table.locator('tbody tr[aria-rowindex]');
  await expect(rows.nth(1)).toBeVisible();
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/labels\/[^/?]+$/);
});

test('Copy link keeps the filter: the copied address opens the same filtered list in another browser', async ({
  browser,
  context,
  page,
  signIn,
  signInWithForm,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const search = page.getByRole('textbox', { name: 'Search audits' });
  await search.fill('Homepage');
  await expect(page).toHaveURL(/[?&]q=Homepage(&|$)/);
  // Copy once the list shows the filter, as a user would: the router renders a new address in a
  // transition, so the screen (and the address it copies) can follow the address bar a little later.
  await expect(page.getByText(/^Showing \d+ of \d+ audits$/)).not.toHaveText(/^Showing (\d+) of \1 audits$/);
  const copied = await copyLink(page);
  expect(new URL(copied).searchParams.get('q')).toBe('Homepage');

  const other = await browser.newContext({ serviceWorkers: 'allow', reducedMotion: 'reduce' });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(copied);
    // A new browser is signed out: it is sent to sign-in, and back to the copied view afterwards.
    await expect(elsewhere).toHaveURL(/\/sign-in\?next=/);
    const { pathname, search: query } = new URL(copied);
    await signInWithForm(elsewhere, { next: `${pathname}${query}` });
    await expect(elsewhere).toHaveURL(copied);
    await expect(elsewhere.getByRole('textbox', { name: 'Search audits' })).toHaveValue('Homepage');
  } finally {
    await other.close();
  }
});

test('a run offers the link to the latest run, which opens the latest completed run on the same tab', async ({
  context,
  page,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const run = `/audits/${seeded.auditId}/runs/${seeded.runId}/cookies?sort=-domain`;
  await openInApp(page, run);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Run of /);
  const copied = await copyLink(page, 'Link to the latest run');
  const { pathname, search } = new URL(copied);
  expect(`${pathname}${search}`).toBe(`/audits/${seeded.auditId}/runs/latest/cookies?sort=-domain`);
  await openInApp(page, `${pathname}${search}`);
  await expect(page).toHaveURL(new RegExp(`/audits/${seeded.auditId}/runs/\\d+/cookies\\?sort=-domain$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Run of /);
});

test('Copy link pressed while its code is still arriving copies on release (the click is not lost)', async ({
  context,
  page,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Hold the real control's code until the button is pressed.
  const control = await holdChunk(context, /CopyLinkControl-[\w-]+\.js$/);
  await signIn(page);
  await expect(page.getByText(/^Showing \d+ of \d+ audits$/)).toBeVisible();
  const button = page.getByRole('main').getByRole('button', { name: 'Copy link' });
  await button.hover();
  await page.mouse.down();
  await expect.poll(control.requested).toBe(true);
  control.deliver();
  // The code arrives and runs (its module evaluated, React given a frame) while the button is held.
  await page.evaluate(async () => {
    const isControl = (entry: PerformanceEntry) => /CopyLinkControl-/.test(entry.name);
    while (!performance.getEntriesByType('resource').some(isControl)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const chunk = performance.getEntriesByType('resource').find(isControl)!.name;
    await import(/* @vite-ignore */ chunk);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  await page.mouse.up();
  await expect
    .poll(async () => new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname)
    .toBe('/audits');
  // The toast's code waits for the page's reads to settle (the library's labels and latest runs come
  // after its rows): on a busy machine that takes a while.
  await expect(page.getByText('Link copied')).toBeVisible({ timeout: 30_000 });
});

test('keys typed at once after Ctrl+K all land in the palette, in order: #id and Enter open the run', async ({
  context,
  page,
  signIn,
}) => {
  // Hold the palette's code until everything is typed: the keys come before its field exists.
  const palette = await holdChunk(context, /CommandPalette-[\w-]+\.js$/);
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  const run = new RegExp(`/audits/${seeded.auditId}/runs/${seeded.runId}$`);
  await page.keyboard.press('ControlOrMeta+K');
  await page.keyboard.type(`#${seeded.runId}`);
  await page.keyboard.press('Enter');
  await expect.poll(palette.requested).toBe(true);
  palette.deliver();
  await expect(page).toHaveURL(run);

  // Again with the code there (the dialog still opening): the `#` that finds a run by id is kept.
  await openInApp(page, '/audits');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await page.keyboard.type(`#${seeded.runId}`);
  await expect(paletteSearch(page)).toHaveValue(`#${seeded.runId}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(run);
});

test('Enter pressed in the very task that shows the results of what was typed opens the first of them', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await expect(paletteSearch(page)).toBeFocused();
  await expect(page.getByRole('group', { name: 'Settings' }).getByRole('button').first()).toBeVisible();
  // On a busy machine a key can reach the page between the render that shows new results and the
  // work React does after the paint: press Enter there, as soon as the run's entry is in the page.
  await page.evaluate((label) => {
    const list = document.getElementById('command-palette-results')!;
    const field = document.activeElement as HTMLInputElement;
    const observer = new MutationObserver(() => {
      if (!list.textContent?.includes(label)) return;
      observer.disconnect();
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true }));
    });
    observer.observe(list, { childList: true, subtree: true, characterData: true });
  }, `Run #${seeded.runId}`);
  await paletteSearch(page).fill(`#${seeded.runId}`);
  await expect(page).toHaveURL(new RegExp(`/audits/${seeded.auditId}/runs/${seeded.runId}$`));
});
