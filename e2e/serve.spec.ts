import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { expect, reportTable, test as base } from './fixtures';

/**
 * The production deployment (README › Deploying): `npm run serve` in front of a service that refuses
 * cross-origin calls (the stub server with MOCK_CORS=off). The browser works only at the production
 * server's origin, and everything it asks of the service goes through its same-origin `/api` proxy.
 */

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The build under test (E2E_DIST, as the rest of the suite). */
const distDir = path.resolve(rootDir, process.env.E2E_DIST ?? 'dist');
/** "Run of 22 Nov 2026, 22:34 PST": a run's heading names its start. */
const runHeading = /^Run of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \S+$/;

interface StubFixtures {
  apiKey: string;
  params: Record<string, string | number>;
}

interface Deployment {
  /** The production server's origin (what the browser opens). */
  appUrl: string;
  /** The stub service's origin (SERVICE_URL); the browser must never call it behind the proxy. */
  serviceUrl: string;
  fixtures: StubFixtures;
}

/**
 * Start `node --import tsx <script>` from the repository root and resolve with the first stdout match
 * of `listening` (the address it bound: both are started on port 0, a free one).
 */
async function start(
  script: string,
  env: Record<string, string>,
  listening: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const inherited = { ...process.env };
  for (const name of ['SERVICE_URL', 'TRUST_PROXY', 'CSP_CONNECT_SRC', 'CSP_IMG_SRC', 'MOCK_LATENCY_MS']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: rootDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`${script} exited (${code}) before listening:\n${output}`)),
    );
  });
  // Keep draining the output so a chatty process never blocks on a full pipe.
  child.stdout?.resume();
  return { child, url };
}

/** Stop a process started above and wait until it has exited. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const test = base.extend<object, { deployment: Deployment }>({
  deployment: [
    // Playwright needs the destructuring pattern to read a fixture's dependencies (none here).
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let stub: ChildProcess | undefined;
      let app: ChildProcess | undefined;
      try {
        const service = await start(
          'mocks/server.ts',
          { PORT: '0', MOCK_CORS: 'off' },
          /Mock server on (http:\/\/127\.0\.0\.1:\d+)/,
        );
        stub = service.child;
        const production = await start(
          'server/main.ts',
          { PORT: '0', HOST: '127.0.0.1', SERVICE_URL: service.url, DIST_DIR: distDir },
          /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
        );
        app = production.child;

        // Both answer: the stub's fixtures (no key), the server's liveness and its config for the app.
        const fixtures = (await (await fetch(`${service.url}/__mock/fixtures`)).json()) as StubFixtures;
        expect((await fetch(`${production.url}/healthz`)).status).toBe(200);
        expect(await (await fetch(`${production.url}/config.json`)).json()).toEqual({ apiBaseUrl: '/api' });
        await use({ appUrl: production.url, serviceUrl: service.url, fixtures });
      } finally {
        await Promise.all([stop(app), stop(stub)]);
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // Every page of these tests opens at the production server's origin.
  baseURL: async ({ deployment }, use) => {
    await use(deployment.appUrl);
  },
});

// One worker for the file: both tests share the one pair of servers.
test.describe.configure({ mode: 'default' });

/** Every request the pages of this test's context make, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.context().on('request', (request) => requests.push(request));
  return requests;
}

/** Sign in through the real form at the production server with the stub's admin key. */
async function signInAt(page: Page, apiKey: string, serviceUrl?: string) {
  await page.goto('/sign-in');
  const serviceField = page.getByRole('textbox', { name: 'Service URL' });
  await expect(serviceField).toHaveValue('/api');
  if (serviceUrl !== undefined) await serviceField.fill(serviceUrl);
  await page
    .locator('input')
    .and(page.getByLabel(/^\s*API key/))
    .fill(apiKey);
  await page.getByRole('checkbox', { name: 'Remember in this tab' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('behind npm run serve, every call goes to /api on the dashboard’s origin: audit, run, report, grid and an export download', async ({
  page,
  deployment,
}) => {
  test.setTimeout(180_000);
  const { appUrl, serviceUrl, fixtures } = deployment;
  const { auditId, runId } = fixtures.params;
  const requests = recordRequests(page);

  // The audit's name as the service has it (asked from here, not by the page): the screen must show it.
  const auditAnswer = await fetch(`${serviceUrl}/v2/web-audits/${auditId}`, {
    headers: { Authorization: fixtures.apiKey },
  });
  const { name: auditName } = (await auditAnswer.json()) as { name: string };

  await signInAt(page, fixtures.apiKey);
  // Sign-in lands on Home; the audit library is one click away.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audits' })
    .click();
  await expect(page).toHaveURL(/\/audits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByRole('link', { name: auditName, exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: auditName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/audits/${auditId}$`));
  await expect(page.getByRole('heading', { level: 1, name: auditName })).toBeVisible();

  await page.goto(`/audits/${auditId}/runs/${runId}`);
  await expect(page.getByRole('heading', { level: 1, name: runHeading })).toBeVisible();

  await page.goto(`/audits/${auditId}/runs/${runId}/reports/cookie-inventory/domains`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie inventory' })).toBeVisible();
  await expect((await reportTable(page, 'Cookie domains')).getByRole('row').nth(1)).toBeVisible();

  await page.goto('/grid/cookies');
  // The stub builds its cookie rows on the first query (a few seconds on a busy machine).
  await expect(page.getByRole('table', { name: 'Cookies results' })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Export / });
  await dialog.getByRole('radio', { name: 'CSV' }).check();
  await dialog.getByRole('button', { name: 'Start export' }).click();
  // A button (fetched with the key through /api), not a plain link to the service's own address.
  const downloadButton = dialog.getByRole('button', { name: /^Download / });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(lines.length, 'the export has a header and rows').toBeGreaterThan(1);

  // Nothing went to the service's own address; every service call went to /api on this origin, with the key.
  const urls = requests.map((request) => new URL(request.url()));
  const web = urls.filter((url) => url.protocol === 'http:' || url.protocol === 'https:');
  expect(
    web.filter((url) => url.origin !== appUrl).map(String),
    'requests off the dashboard’s origin',
  ).toEqual([]);
  const serviceCalls = requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
  const servicePaths = serviceCalls.map((request) => new URL(request.url()).pathname);
  expect(
    web.filter((url) => /^\/v\d+\//.test(url.pathname)).map(String),
    'service paths outside /api',
  ).toEqual([]);
  for (const expected of [
    '/api/v2/account',
    `/api/v2/web-audits/${auditId}`,
    '/api/v3/reports/grid/cookies',
    '/api/v3/exports',
  ]) {
    expect(
      servicePaths.some((pathname) => pathname.startsWith(expected)),
      `a call to ${expected}…`,
    ).toBe(true);
  }
  // The download: the service's link, then its redirect to the file, both through the proxy.
  expect(servicePaths.some((pathname) => /^\/api\/v3\/exports\/[\w-]{36}$/.test(pathname))).toBe(true);
  expect(servicePaths.some((pathname) => /^\/api\/v3\/exports\/\d+\/file$/.test(pathname))).toBe(true);
  for (const request of serviceCalls) {
    expect((await request.allHeaders()).authorization, request.url()).toBe(fixtures.apiKey);
  }
});

test('pointed straight at a service that refuses cross-origin calls, the sign-in page says so and points to README › Deploying', async ({
  page,
  deployment,
  consoleErrors,
}) => {
  const { serviceUrl, fixtures } = deployment;
  const requests = recordRequests(page);

  await signInAt(page, fixtures.apiKey, serviceUrl);
  const field = page.getByRole('textbox', { name: 'Service URL' });
  await expect(field).toHaveAccessibleDescription(
    new RegExp(
      `^The service at ${serviceUrl.replace(/[.]/g, '\\.')} refused a call from this page \\(cross-origin\\).*` +
        `SERVICE_URL=${serviceUrl.replace(/[.]/g, '\\.')} .*see README › Deploying\\.$`,
    ),
  );
  await expect(page).toHaveURL(/\/sign-in$/);
  // The browser did try the service itself, and the service's refusal is what it reported.
  expect(requests.some((request) => request.url().startsWith(`${serviceUrl}/v2/account`))).toBe(true);
  // Chromium logs the refusal (CORS, then the failed load): those errors and nothing else.
  const logged = consoleErrors.splice(0);
  expect(logged.some((error) => /CORS policy/.test(error.text))).toBe(true);
  expect(logged.filter((error) => !/CORS policy|net::ERR_FAILED/.test(error.text))).toEqual([]);
});
