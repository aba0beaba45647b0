import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY as SESSION_KEY } from '../src/api/session';
import { waitForStillness } from './still-screen';
import { stubServerUrl } from './stub-servers';

/** The key the embedded mock accepts for its administrator (src/api/demo.ts). */
export const DEMO_ADMIN_KEY = 'demo-admin-key';

/** A console error or uncaught page error seen while a test ran. */
export interface CapturedError {
  kind: 'console' | 'pageerror';
  text: string;
  /** Page URL (console) or source location, when known. */
  where?: string;
}

/** WCAG 2.0/2.1 A and AA: what every route is scanned for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Once the screen is still, scan it with axe and fail with a readable summary when any violation
 * exists, whatever its impact (minor included). The full result is attached to the test report. `context` names the
 * screen in the message.
 */
export async function checkA11y(page: Page, context: string): Promise<void> {
  // A dialog fading in or out is scanned at half contrast: wait until nothing moves.
  await waitForStillness(page);
  // axe.run in the page itself: the default (runPartial per frame, then finishRun in a new blank
  // page) opens a tab per scan, which took most of a scan's second; the app has no cross-origin frame.
  // Only violations are read, so passing and inapplicable checks are not collected node by node
  // (that halved a scan of /audits' 1,500 elements: ~1,000 → ~500 ms). `options` comes first: it
  // replaces the `runOnly` that `withTags` sets.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations;
  if (blocking.length === 0) return;

  await base.info().attach(`axe violations: ${context}`, {
    body: JSON.stringify(blocking, null, 2),
    contentType: 'application/json',
  });
  const lines = blocking.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) =>
        node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | '),
      );
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `- ${violation.id} [${violation.impact}] ${violation.help}\n    targets: ${targets.join(', ')}${more}`;
  });
  expect(
    blocking.length,
    `${blocking.length} accessibility violation(s) on ${context}:\n${lines.join('\n')}\n`,
  ).toBe(0);
}

/**
 * This worker's own stub server (e2e/stub-servers.ts; state kept for its life: what a reload must find
 * again). Playwright sets TEST_PARALLEL_INDEX in each worker before it loads the test files.
 */
export const STUB_SERVER_URL = stubServerUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/**
 * Sign in through the real form: open /sign-in (with `?next=` when given), fill "API key" with the
 * demo admin key when it is empty, tick "Remember in this tab" when asked (so reloads keep the
 * session), point "Service URL" at `serviceUrl` when given (the stub server), press "Sign in" and wait until the app has left /sign-in.
 */
export async function signInWithForm(
  page: Page,
  options: { next?: string; remember?: boolean; serviceUrl?: string } = {},
): Promise<void> {
  const url = options.next ? `/sign-in?next=${encodeURIComponent(options.next)}` : '/sign-in';
  await page.goto(url);
  // `and(input)`: a password field's show/hide toggle may also mention "API key" in its label.
  const keyField = page.locator('input').and(page.getByLabel(/^\s*API key/));
  await expect(keyField).toBeVisible();
  if ((await keyField.inputValue()) === '') await keyField.fill(DEMO_ADMIN_KEY);
  if (options.serviceUrl) await page.getByRole('textbox', { name: 'Service URL' }).fill(options.serviceUrl);
  if (options.remember) await page.getByRole('checkbox', { name: 'Remember in this tab' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in(\?|$)/);
}

/** Delete the item open on its detail page, confirming the dialog that names it. */
export async function deleteOpenItem(page: Page, name: string, what: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await dialog.getByRole('button', { name: `Delete ${what}` }).click();
  await expect(dialog).toBeHidden();
}

interface Fixtures {
  /**
   * Console errors and uncaught page errors of this test, collected from every page of the context.
   * The test fails at the end if any remain: a test that expects one asserts on it and removes it
   * (e.g. `consoleErrors.splice(0)`), or declares it with `test.use({ allowedConsoleErrors: /…|…/ })`.
   */
  consoleErrors: CapturedError[];
  /**
   * Console/page error texts that do not fail the test (option, default none). One RegExp — join
   * several with `|`: an array here would be read as Playwright's `[value, options]` tuple.
   */
  allowedConsoleErrors: RegExp | undefined;
  /** Accessibility helpers bound to this test. */
  axe: { checkA11y: (page: Page, context: string) => Promise<void> };
  /** See {@link checkA11y}. */
  checkA11y: (page: Page, context: string) => Promise<void>;
  /**
   * Open the app signed in, as {@link signInWithForm} would leave it, without the form: the tab starts
   * with the session this worker's one real sign-in remembered (see `rememberedSession`), pointed at
   * `serviceUrl` when given, and opens `next` (default /audits). Tests of the sign-in form itself use
   * `signInWithForm`.
   */
  signIn: (page: Page, options?: SignInOptions) => Promise<void>;
  /** See {@link signInWithForm}. */
  signInWithForm: (page: Page, options?: SignInOptions) => Promise<void>;
}

/** Where to land after signing in, against which service, and whether the tab remembers the key. */
export interface SignInOptions {
  next?: string;
  remember?: boolean;
  serviceUrl?: string;
}

interface WorkerFixtures {
  /**
   * The sessionStorage entries the app wrote when this worker signed in once through the real form
   * with "Remember in this tab" (the embedded mock's administrator): one sign-in per worker.
   */
  rememberedSession: Array<[string, string]>;
}

/** Marks a tab whose session was restored once, so a later sign-out in that tab sticks. */
const RESTORED_MARKER = 'e2e.session-restored';

/** Start `page`'s tab with `entries` in sessionStorage (once: a sign-out later in the tab sticks), then open `next`. */
async function restoreSession(page: Page, entries: Array<[string, string]>, options: SignInOptions) {
  const withService = entries.map(([key, value]): [string, string] => {
    if (key !== SESSION_KEY || options.serviceUrl === undefined) return [key, value];
    return [key, JSON.stringify({ ...(JSON.parse(value) as object), baseUrl: options.serviceUrl })];
  });
  await page.addInitScript(
    ({ stored, marker }) => {
      if (window.sessionStorage.getItem(marker)) return;
      for (const [key, value] of stored) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem(marker, '1');
    },
    { stored: withService, marker: RESTORED_MARKER },
  );
  await openBooted(page, options.next ?? '/audits');
  await expect(page).not.toHaveURL(/\/sign-in(\?|$)/);
}

/** How long a cold load may take to show its screen's frame on a busy machine (chunks, not data), in ms. */
const BOOT_TIMEOUT_MS = 60_000;

/**
 * Load `url` and wait until the app has booted: its router exists and has rendered the screen (the
 * first-load spinner is gone), not just the `load` event. The app reads its runtime config before it
 * creates the router, and the router's first `history.replaceState` aborts a `page.goto` the test
 * has started meanwhile (net::ERR_ABORTED); the screen's code arrives after that.
 */
export async function openBooted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
      !document.querySelector('[aria-label="Loading the dashboard"]'),
    undefined,
    { timeout: BOOT_TIMEOUT_MS },
  );
}

/**
 * A report's drill-down table named `name`, scrolled to as a user would: the table is drawn only when
 * it comes near the viewport, under its section's heading, which is there from the start.
 */
export async function reportTable(page: Page, name: string | RegExp): Promise<Locator> {
  await page.getByRole('heading', { level: 3, name }).scrollIntoViewIfNeeded();
  return page.getByRole('table', { name });
}

/** The header texts of a table that are cut (their text wider than their box), and every header text. */
export async function headerTexts(table: Locator) {
  return table.evaluate((element) => {
    const spans = [...element.querySelectorAll('thead th span')].filter((span) => span.textContent);
    return {
      cut: spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent),
      shown: spans.map((span) => (span as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    };
  });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  rememberedSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInWithForm(page, { remember: true });
      const entries = await page.evaluate(() => Object.entries(window.sessionStorage));
      await context.close();
      expect(
        entries.map(([key]) => key),
        'the app remembers the session in this tab',
      ).toContain(SESSION_KEY);
      await use(entries);
    },
    { scope: 'worker' },
  ],

  allowedConsoleErrors: [undefined, { option: true }],

  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: CapturedError[] = [];
      const allowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
      context.on('console', (message) => {
        if (message.type() !== 'error' || allowed(message.text())) return;
        const { url, lineNumber } = message.location();
        errors.push({
          kind: 'console',
          text: message.text(),
          where: url ? `${url}:${lineNumber}` : message.page()?.url(),
        });
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        const text = error.stack || `${error.name}: ${error.message}`;
        if (allowed(text)) return;
        errors.push({ kind: 'pageerror', text, where: webError.page()?.url() });
      });

      await use(errors);

      if (errors.length > 0) {
        const list = errors.map(
          (error) => `- [${error.kind}] ${error.text}${error.where ? `\n    at ${error.where}` : ''}`,
        );
        throw new Error(`${errors.length} console/page error(s) during the test:\n${list.join('\n')}`);
      }
    },
    { auto: true },
  ],

  // Playwright needs the destructuring pattern to read a fixture's dependencies (none here).
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, use) => {
    await use({ checkA11y });
  },

  // Playwright needs the destructuring pattern to read a fixture's dependencies (none here).
  // eslint-disable-next-line no-empty-pattern
  checkA11y: async ({}, use) => {
    await use(checkA11y);
  },

  // Playwright needs the destructuring pattern to read a fixture's dependencies (none here).
  // eslint-disable-next-line no-empty-pattern
  signInWithForm: async ({}, use) => {
    await use(signInWithForm);
  },

  signIn: async ({ rememberedSession }, use) => {
    await use((page, options = {}) => restoreSession(page, rememberedSession, options));
  },
});

export { expect };
