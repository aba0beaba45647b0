import type { BrowserContext, Page } from '@playwright/test';
import { expect, STUB_SERVER_URL, test, type CapturedError } from './fixtures';

/** A `securitypolicyviolation` event, as the init script records it on `window`. */
interface RecordedViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations: RecordedViolation[];
    __pwned?: number;
  }
}

const CSP_TEXT = /Content Security Policy/i;

/** Record every CSP violation of every document of the context on `window.__cspViolations`. */
async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

/** Console messages of any level that mention the policy (Chromium logs each refusal). */
function watchPolicyConsole(context: BrowserContext): string[] {
  const messages: string[] = [];
  context.on('console', (message) => {
    if (CSP_TEXT.test(message.text())) messages.push(message.text());
  });
  return messages;
}

const violationsOf = (page: Page) => page.evaluate(() => window.__cspViolations);

/** Drop the console errors a test provoked on purpose (the fixture fails on any that remain). */
function dropPolicyErrors(consoleErrors: CapturedError[]) {
  const kept = consoleErrors.filter((error) => !CSP_TEXT.test(error.text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test('the served index.html carries the strict policy as a meta tag, and no inline script', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(content, 'index.html has a Content-Security-Policy meta tag').toBeDefined();
  const policy = content!.replaceAll('&#39;', "'");
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "connect-src 'self' http://127.0.0.1:* http://localhost:*",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self'",
    "form-action 'self'",
  ]) {
    expect(policy.split('; ')).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toContain('frame-ancestors');
  expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/i);
});

test('the app runs under the policy on representative routes, and an injected inline script is refused', async ({
  page,
  context,
  signIn,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await recordViolations(context);
  const policyConsole = watchPolicyConsole(context);
  await signIn(page, { remember: true });

  // Audit library → an audit → its newest completed run.
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const history = page.getByRole('table', { name: 'Run history' });
  await history.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run of');
  const runUrl = page.url();

  // A page of the run: its screenshot is an image of bytes the service sent (a data: URL).
  await page
    .getByRole('tablist')
    .first()
    .getByRole('tab', { name: /^Pages/ })
    .click();
  const pagesTable = page.getByRole('table', { name: /pages/i }).first();
  await pagesTable.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/[^/]+$/);
  await expect(page.getByRole('img', { name: /^Screenshot of/ })).toHaveAttribute('src', /^data:image\//);
  // A CSV download goes through a blob: link, which needs no policy allowance.
  await page
    .getByRole('tablist')
    .first()
    .getByRole('tab', { name: /^Links/ })
    .click();
  await expect(page.getByRole('table', { name: 'Links on this page' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // A report of the run, with its charts.
  await page.goto(runUrl);
  await page.getByRole('link', { name: 'Tag inventory' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tag inventory' })).toBeVisible();

  // The grid builder.
  await page.goto('/grid/cookies');
  await expect(page.getByRole('table', { name: 'Cookies results' })).toBeVisible({ timeout: 60_000 });

  // Settings.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Folders', exact: true })).toBeVisible();

  expect(await violationsOf(page)).toEqual([]);
  expect(policyConsole).toEqual([]);

  // An inline script slipped into the page does not run, and the refusal is reported.
  await page.evaluate(() => {
    const holder = document.createElement('div');
    // The attack this test plays: markup with an inline handler, as an XSS would inject it.
    // eslint-disable-next-line no-restricted-syntax
    holder.innerHTML = '<button type="button" onclick="window.__pwned = 2">x</button>';
    document.body.append(holder);
    holder.querySelector('button')!.click();
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1';
    document.body.append(script);
    holder.remove();
    script.remove();
  });
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect
    .poll(async () => (await violationsOf(page)).map((violation) => violation.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem']);
  expect((await violationsOf(page)).every((violation) => violation.blockedURI === 'inline')).toBe(true);

  // Those two refusals were expected: clear them; nothing else may have been reported.
  expect(policyConsole).toEqual([
    expect.stringMatching(/inline event handler/),
    expect.stringMatching(/inline script/),
  ]);
  await page.evaluate(() => window.__cspViolations.splice(0));
  dropPolicyErrors(consoleErrors);
  policyConsole.splice(0);
  expect(await violationsOf(page)).toEqual([]);
  expect(policyConsole).toEqual([]);
});

test('a run against the stub server works under the policy', async ({ page, context, signIn }) => {
  test.setTimeout(120_000);
  await recordViolations(context);
  const policyConsole = watchPolicyConsole(context);
  await signIn(page, { serviceUrl: STUB_SERVER_URL });

  await page.getByRole('table').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/audits\/\d+$/);
  const history = page.getByRole('table', { name: 'Run history' });
  await history.getByRole('row').filter({ hasText: 'Completed' }).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run of');
  await expect(page.getByTestId('error-panel')).toHaveCount(0);

  expect(await violationsOf(page)).toEqual([]);
  expect(policyConsole).toEqual([]);
});

test('a Service URL the policy does not allow is refused at the field', async ({ page }) => {
  await page.goto('/sign-in');
  const serviceUrl = page.getByRole('textbox', { name: 'Service URL' });
  await serviceUrl.fill('https://api.example.com');
  await page
    .locator('input')
    .and(page.getByLabel(/^\s*API key/))
    .fill('demo-admin-key');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText(
      "This site's security policy does not allow connecting to https://api.example.com. " +
        'Allowed: this site, http://127.0.0.1:*, http://localhost:*.',
    ),
  ).toBeVisible();
  await expect(serviceUrl).toHaveValue('https://api.example.com');
  await expect(page).toHaveURL(/\/sign-in$/);
});
